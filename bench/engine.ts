/**
 * Builtin engine speed and memory on the ELLIPSE essays, one essay at a time on one thread
 * (pin it to one core with `taskset -c 0 npm run bench:engine`).
 *
 *   npm run bench:engine
 */
import { performance } from 'node:perf_hooks';
import { countWords } from 'src/ai/builtin/features/text-profile';
import { readEssays, requireEllipse } from '../scripts/lib/ellipse';
import { createScriptEngine, essayTask } from '../scripts/lib/offline-engine';

const RUNS = 2000;
const EARLY_RSS_AT = 200;
const WARM_UP = 20;
/** The size of a typical timed TOEFL/IELTS essay, where the speed target is set. */
const TYPICAL_WORDS = { min: 400, max: 460 };

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main(): Promise<void> {
  const essays = readEssays(requireEllipse('bench:engine'));
  const engine = await createScriptEngine();
  const assess = (i: number) => {
    const essay = essays[i % essays.length];
    return engine.assessWriting({
      task: essayTask(essay.prompt),
      answerText: essay.text,
      customCriteria: [],
    });
  };
  for (let i = 0; i < WARM_UP; i += 1) await assess(i);

  const times: number[] = [];
  const typical: number[] = [];
  let earlyRss = 0;
  const started = performance.now();
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    await assess(i);
    const elapsed = performance.now() - t0;
    times.push(elapsed);
    const words = countWords(essays[i % essays.length].text);
    if (words >= TYPICAL_WORDS.min && words <= TYPICAL_WORDS.max) typical.push(elapsed);
    if (i + 1 === EARLY_RSS_AT) earlyRss = process.memoryUsage().rss;
  }
  const seconds = (performance.now() - started) / 1000;
  const lateRss = process.memoryUsage().rss;
  const sorted = [...times].sort((a, b) => a - b);
  const typicalSorted = [...typical].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50).toFixed(1);
  const p95 = percentile(sorted, 95).toFixed(1);
  const perSecond = (RUNS / seconds).toFixed(1);
  const typicalP50 = percentile(typicalSorted, 50).toFixed(1);
  console.log(`essays: ${RUNS} (cycling ${essays.length}), ${seconds.toFixed(1)} s`);
  console.log(`ms per essay: p50 ${p50}, p95 ${p95}; essays per second ${perSecond}`);
  console.log(
    `ms per ${TYPICAL_WORDS.min}-${TYPICAL_WORDS.max}-word essay at p50: ${typicalP50} (n=${typical.length})`,
  );
  console.log(`RSS after ${EARLY_RSS_AT}: ${mb(earlyRss)} MB; after ${RUNS}: ${mb(lateRss)} MB`);
  console.log(
    `bench:engine p50=${p50}ms p95=${p95}ms eps=${perSecond} p50_430w=${typicalP50}ms rss${EARLY_RSS_AT}=${mb(earlyRss)}MB rss${RUNS}=${mb(lateRss)}MB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
