/**
 * CPU profile of the main thread while a load runs, summarised as self time per request: the top
 * functions and the packages (or `src/`, `node:` internals, GC) they belong to.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Runs `work` under the V8 sampling profiler and writes the `.cpuprofile` to `file`. */
export async function profiled<T>(file: string, work: () => Promise<T>): Promise<T> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(file, JSON.stringify(profile));
    session.disconnect();
  }
}

/** `node_modules/typeorm/…` → `typeorm`; `src/modules/…` → `src`; node internals → `node`. */
function category(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : 'native';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node';
  const src = url.indexOf('/src/');
  return src >= 0 ? 'src' : url.replace(/^.*\//, '');
}

/** Self time (ms) per request of the heaviest functions and categories, busy share of the run. */
export function summarise(profile: Profile, requests: number, top = 15): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const functions = new Map<string, number>();
  const categories = new Map<string, number>();
  let busy = 0;
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id)!;
    const { functionName, url, lineNumber } = callFrame;
    if (functionName === '(idle)') continue;
    busy += micros;
    const where = url
      ? `${url.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/')}:${lineNumber + 1}`
      : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    functions.set(key, (functions.get(key) ?? 0) + micros);
    const group = category(url, functionName);
    categories.set(group, (categories.get(group) ?? 0) + micros);
  }
  const wall = profile.endTime - profile.startTime;
  const perRequest = (micros: number) => (micros / 1000 / requests).toFixed(3);
  const share = (micros: number) => `${((micros / busy) * 100).toFixed(1)}%`;
  const rows = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([key, micros]) =>
          `  ${perRequest(micros).padStart(7)} ms  ${share(micros).padStart(6)}  ${key}`,
      );
  return [
    `profile: ${requests} requests, busy ${((busy / wall) * 100).toFixed(0)}% of ${(wall / 1e6).toFixed(1)} s, ` +
      `${perRequest(busy)} ms CPU (main thread) per request`,
    'top categories (self time per request, share of busy):',
    ...rows(categories),
    'top functions:',
    ...rows(functions),
  ].join('\n');
}
