/**
 * How long the analysis of a 45-minute lesson takes with the builtin provider, on one core:
 *
 *   taskset -c 1 npm run bench:class-track [-- --runs=5]
 *
 * The lesson is a WebVTT transcript of ≈ 6,000 words made deterministically (class-track-lesson.ts).
 * Timed: parsing, sentence splitting (wink-nlp), the figures, the builtin analyser (talk-move
 * labeller, question kinds, rubric scores, suggestions) and the read's body — what the worker does
 * between loading the row and writing the result. Target: ≤ 2 s per lesson. The first run includes
 * loading the models; the median is over the runs after it. The machine may be shared: read the
 * load average printed with the figures.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { lessonWebVtt } from 'bench/class-track-lesson';
import { BuiltinClassroomAnalyser } from 'src/ai/builtin/classroom/builtin-classroom-analyser';
import { BuiltinTalkMoveLabeller } from 'src/ai/builtin/classroom/builtin-talk-move-labeller';
import type { RubricCriterionInput } from 'src/ai/ports/answer-grading.port';
import { measureLesson } from 'src/modules/class-track/analysis/figures';
import { lessonSentences } from 'src/modules/class-track/analysis/lesson';
import { presentAnalysis } from 'src/modules/class-track/analysis/present-analysis';
import { parseTranscript } from 'src/modules/class-track/transcript/parse-transcript';

const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = option('runs', 5);
const TARGET_MS = 2_000;

const level = (score: number) => ({ score, descriptor: `Level ${score}` });
const RUBRIC: RubricCriterionInput[] = [
  ['Questioning', 'Asks open questions that make students think'],
  ['Student participation', 'Many students talk and build on each other'],
  ['Wait time', 'Gives students time to think'],
  ['Classroom climate', 'Warm, respectful and well organised'],
].map(([name, description], index) => ({
  criterionId: `c${index}`,
  name,
  description,
  minScore: 0,
  maxScore: 4,
  levels: [0, 1, 2, 3, 4].map(level),
}));

async function analyseOnce(vtt: string) {
  const started = performance.now();
  const transcript = parseTranscript(vtt);
  const sentences = lessonSentences(transcript);
  const figures = measureLesson(transcript, sentences);
  const judgement = await new BuiltinClassroomAnalyser(BuiltinTalkMoveLabeller.create()).analyse({
    sentences,
    figures,
    rubric: RUBRIC,
  });
  const body = presentAnalysis(transcript, sentences, figures, judgement, RUBRIC, 'builtin');
  return { ms: performance.now() - started, sentences: sentences.length, body };
}

async function main() {
  const { vtt, words } = lessonWebVtt();
  const times: number[] = [];
  const first = await analyseOnce(vtt);
  for (let run = 0; run < RUNS; run++) times.push((await analyseOnce(vtt)).ms);
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const { body } = first;
  console.log(
    `45-minute lesson: ${words} words, ${first.sentences} sentences, ${body.pacing.lesson_minutes} minutes of cues`,
  );
  console.log(
    `figures: teacher_talk_ratio ${body.talk_time.teacher_talk_ratio}, ${body.questions.total} questions (${body.questions.open} open), ${body.student_turns} student turns, mean wait ${body.wait_time.mean_seconds} s`,
  );
  console.log(
    `analysis time: first run ${first.ms.toFixed(0)} ms (with model loading), median of ${RUNS} ${median.toFixed(0)} ms (min ${sorted[0].toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)}); target ≤ ${TARGET_MS} ms: ${median <= TARGET_MS ? 'met' : 'NOT met'}`,
  );
  console.log(
    `load average (1, 5, 15 min): ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
}

void main();
