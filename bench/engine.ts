/**
 * Builtin engine speed and memory on the ELLIPSE essays, one essay at a time on one thread.
 * The machine may be shared: pin it to one core and read the load average printed with it.
 *
 *   taskset -c 1 npm run bench:engine [-- --runs=2000]
 *
 * The language checker is timed on its own (it is wrapped, not changed), so the figures split
 * into the checker's share and the engine's own (parse, features, model, report).
 *
 * Memory is read after a full garbage collection (the npm script passes --expose-gc), so the
 * figures at 200 and at 2,000 essays compare what the process keeps, not when V8 last collected.
 * `external` is mostly harper.js's WebAssembly memory.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { countWords } from 'src/ai/builtin/features/text-profile';
import { LanguageChecker } from 'src/ai/builtin/language/language-checker';
import type { LanguageCheck } from 'src/ai/builtin/writing-analyser';
import { readEssays, requireEllipse } from '../scripts/lib/ellipse';
import { createScriptEngine, essayTask } from '../scripts/lib/offline-engine';

const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 2000);
const EARLY_RSS_AT = 200;
const WARM_UP = 20;
/** The size of a typical timed TOEFL/IELTS essay, where the speed target is set. */
const TYPICAL_WORDS = { min: 400, max: 460 };

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

interface MemorySample {
  rss: number;
  heapUsed: number;
  external: number;
}

/** Memory kept after a full collection; plain `memoryUsage()` when gc is not exposed. */
function retainedMemory(): MemorySample {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external };
}
const describeMemory = ({ rss, heapUsed, external }: MemorySample) =>
  `RSS ${mb(rss)} MB (JS heap ${mb(heapUsed)} MB, external ${mb(external)} MB)`;
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const sortedCopy = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/** Times every check so the report can split the checker from the rest of the engine. */
function timedChecker(checker: LanguageCheck) {
  let last = 0;
  return {
    check: async (text: string) => {
      const t0 = performance.now();
      const findings = await checker.check(text);
      last = performance.now() - t0;
      return findings;
    },
    lastMs: () => last,
  };
}

async function main(): Promise<void> {
  const essays = readEssays(requireEllipse('bench:engine'));
  const checker = timedChecker(await LanguageChecker.create());
  const engine = await createScriptEngine(checker);
  const assess = (i: number) => {
    const essay = essays[i % essays.length];
    return engine.assessWriting({
      task: essayTask(essay.prompt),
      answerText: essay.text,
      customCriteria: [],
    });
  };
  for (let i = 0; i < WARM_UP; i += 1) await assess(i);

  const loadBefore = load();
  const times: number[] = [];
  const checks: number[] = [];
  const typical: number[] = [];
  const typicalChecks: number[] = [];
  let early: MemorySample | undefined;
  const started = performance.now();
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    await assess(i);
    const elapsed = performance.now() - t0;
    times.push(elapsed);
    checks.push(checker.lastMs());
    const words = countWords(essays[i % essays.length].text);
    if (words >= TYPICAL_WORDS.min && words <= TYPICAL_WORDS.max) {
      typical.push(elapsed);
      typicalChecks.push(checker.lastMs());
    }
    if (i + 1 === EARLY_RSS_AT) early = retainedMemory();
  }
  const seconds = (performance.now() - started) / 1000;
  const late = retainedMemory();
  const earlyRss = early?.rss ?? NaN;
  const lateRss = late.rss;
  const own = times.map((t, i) => t - checks[i]);
  const typicalOwn = typical.map((t, i) => t - typicalChecks[i]);
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  const checkerShare = ((100 * sum(checks)) / sum(times)).toFixed(0);

  const sorted = sortedCopy(times);
  const p50 = percentile(sorted, 50).toFixed(1);
  const p95 = percentile(sorted, 95).toFixed(1);
  const perSecond = (RUNS / seconds).toFixed(1);
  const typicalP50 = percentile(sortedCopy(typical), 50).toFixed(1);
  const f1 = (values: readonly number[], p: number) => percentile(sortedCopy(values), p).toFixed(1);
  console.log(`essays: ${RUNS} (cycling ${essays.length}), ${seconds.toFixed(1)} s`);
  console.log(`load average before: ${loadBefore}; after: ${load()} (1, 5, 15 min)`);
  console.log(`ms per essay: p50 ${p50}, p95 ${p95}; essays per second ${perSecond}`);
  console.log(
    `ms per ${TYPICAL_WORDS.min}-${TYPICAL_WORDS.max}-word essay at p50: ${typicalP50} (n=${typical.length})`,
  );
  console.log(
    `  language checker: p50 ${f1(checks, 50)}, p95 ${f1(checks, 95)}; ${TYPICAL_WORDS.min}-${TYPICAL_WORDS.max} words p50 ${f1(typicalChecks, 50)}; ${checkerShare}% of all time`,
  );
  console.log(
    `  engine's own part (parse, features, model, report): p50 ${f1(own, 50)}, p95 ${f1(own, 95)}; ${TYPICAL_WORDS.min}-${TYPICAL_WORDS.max} words p50 ${f1(typicalOwn, 50)}`,
  );
  if (early) console.log(`after ${EARLY_RSS_AT} essays: ${describeMemory(early)}`);
  console.log(`after ${RUNS} essays: ${describeMemory(late)}`);
  console.log(
    `bench:engine p50=${p50}ms p95=${p95}ms eps=${perSecond} p50_430w=${typicalP50}ms checker_share=${checkerShare}% rss${EARLY_RSS_AT}=${mb(earlyRss)}MB rss${RUNS}=${mb(lateRss)}MB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
