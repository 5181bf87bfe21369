/**
 * Speed of the builtin talk-move labeller on a 45-minute lesson (about 6,000 words, 600
 * sentences), one lesson at a time on one thread. ClassTrack's whole analysis of such a lesson
 * has a 2 s budget on one core; the labeller should use well under 1 s of it.
 *
 *   taskset -c 1 npm run bench:talkmoves [-- --runs=50]
 *
 * The lesson is the first ~6,000 words of real TalkMoves transcripts from ../shared/data when
 * present (teacher and student sentences in order), else a lesson built from a fixed set of
 * classroom exchanges. Prints the weights' load time (reading and parsing the JSON and decoding
 * the weights, which a worker does once) and p50/p95 ms per lesson, with the load average.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { BuiltinTalkMoveLabeller } from 'src/ai/builtin/classroom/builtin-talk-move-labeller';
import type { StoredTalkMoveModel } from 'src/ai/builtin/classroom/talk-move-model';
import type { ClassroomSentence } from 'src/ai/ports/talk-moves';
import { readLessons, TALKMOVES_TSV } from '../scripts/lib/talk-moves';

const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 50);
const LESSON_WORDS = 6000;
const WARM_UP = 3;
const WEIGHTS_FILE = resolve(__dirname, '../src/ai/builtin/classroom/talk-move-weights.json');

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

function realLesson(): ClassroomSentence[] {
  const lesson: ClassroomSentence[] = [];
  let words = 0;
  for (const transcript of readLessons(TALKMOVES_TSV)) {
    for (const { role, speaker, text } of transcript.sentences) {
      if (words >= LESSON_WORDS) return lesson;
      lesson.push({ role, speaker: `${transcript.transcript}/${speaker}`, text });
      words += countWords(text);
    }
  }
  return lesson;
}

/** A lesson without the shared data: varied exchanges with numbers changed each round. */
function builtLesson(): ClassroomSentence[] {
  const lesson: ClassroomSentence[] = [];
  let words = 0;
  for (let round = 1; words < LESSON_WORDS; round++) {
    const [a, b] = [(round % 9) + 2, ((round * 7) % 11) + 2];
    const exchange: ClassroomSentence[] = [
      {
        role: 'teacher',
        speaker: 'T',
        text: `Okay everyone, eyes up here, let's look at problem ${round}.`,
      },
      {
        role: 'teacher',
        speaker: 'T',
        text: `If I have ${a} rows of ${b} chairs, how many chairs do I have altogether?`,
      },
      { role: 'student', speaker: `S${round % 5}`, text: `${a * b}.` },
      { role: 'teacher', speaker: 'T', text: `${a * b}.` },
      { role: 'teacher', speaker: 'T', text: 'Why do you think that?' },
      {
        role: 'student',
        speaker: `S${round % 5}`,
        text: `Because ${a} times ${b} is ${a * b}, you count the rows and then the chairs in each row.`,
      },
      {
        role: 'teacher',
        speaker: 'T',
        text: 'So you are saying that multiplying the rows by the chairs in a row gives the total.',
      },
      { role: 'teacher', speaker: 'T', text: `Does everyone agree with S${round % 5}?` },
      {
        role: 'student',
        speaker: `S${(round + 1) % 5}`,
        text: `I agree, but I added ${b} ${a} times and I got the same answer.`,
      },
      { role: 'student', speaker: `S${(round + 2) % 5}`, text: 'What do you mean by rows?' },
    ];
    for (const sentence of exchange) {
      lesson.push(sentence);
      words += countWords(sentence.text);
    }
  }
  return lesson;
}

function main() {
  // What a worker pays once: read and parse the JSON, decode the weights.
  const loadStarted = performance.now();
  const stored = JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')) as StoredTalkMoveModel;
  const labeller = BuiltinTalkMoveLabeller.fromStored(stored);
  const loadMs = performance.now() - loadStarted;

  const real = existsSync(TALKMOVES_TSV);
  const lesson = real ? realLesson() : builtLesson();
  const words = lesson.reduce((sum, s) => sum + countWords(s.text), 0);
  const times: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const started = performance.now();
    labeller.label(lesson);
    if (run >= WARM_UP) times.push(performance.now() - started);
  }
  times.sort((x, y) => x - y);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  console.log(
    `lesson: ${lesson.length} sentences, ${words} words (${real ? 'TalkMoves transcripts' : 'built exchanges'}); ` +
      `${RUNS} runs after ${WARM_UP} warm-up`,
  );
  console.log(
    `load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `talkmoves bench: load ${loadMs.toFixed(0)} ms (read, parse, decode), ` +
      `label p50 ${at(50).toFixed(1)} ms p95 ${at(95).toFixed(1)} ms per lesson`,
  );
}

main();
