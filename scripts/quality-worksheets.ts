/**
 * Quality of the builtin worksheet writer over a fixed grid of cases: topics without documents
 * (the source is then written from WordNet), texts written for this script
 * (scripts/fixtures/worksheets/, British spelling) and FairytaleQA stories read in place from
 * ../shared/data/passages/fairytaleqa (skipped with a note when absent), each with the web app's
 * default blueprint and one that asks for all eight types. Every case runs the four steps as the
 * service would: subject matter → (teacher keeps it) → questions → explanations.
 *
 *   npm run quality:worksheets
 *
 * Printed last, one line:
 *   worksheets: valid=<x> grounded=<x> duplicates=<x> distractor_ok=<x> n=<questions>
 * - valid: share of worksheets meeting every structural rule of `worksheetProblems` (exact type,
 *   Bloom and difficulty counts; 4 labelled options for single-answer MCQs, ≤ 6 with ≥ 2 right
 *   for multiple-answer ones; no duplicate options; the answer among them; the shape of each
 *   type; tags; no question text twice; one complete explanation per question).
 * - grounded: share of questions whose answer is supported by the source (see `isGrounded` in
 *   scripts/lib/worksheet-quality.ts). Without documents "the source" is the WordNet-written
 *   text, so this measures extraction faithfulness, not truth beyond WordNet.
 * - duplicates: share of questions that have a near-duplicate in their worksheet (Jaccard ≥ 0.7
 *   of content words, the generator's own threshold, or same type, answer and grounding).
 * - distractor_ok: share of MCQs whose every wrong option is of a right option's kind (same
 *   WordNet lexicographer file or direct hypernym, both names of the source, or statements that
 *   are not in the source beside true ones; see `distractorsOk`).
 * Data: FairytaleQA (Xu et al. 2022, github.com/uci-soe/FairytaleQAData), Apache-2.0.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import {
  QUESTION_TYPES,
  type SourcePage,
  type TeachingContext,
  type WorksheetBlueprint,
} from 'src/ai/ports/teaching-content.port';
import { BuiltinWorksheetWriter } from 'src/ai/builtin/teaching/builtin-worksheet-writer';
import { WordNet } from 'src/ai/builtin/teaching/wordnet/word-net';
import { worksheetProblems } from 'src/ai/builtin/teaching/worksheet/worksheet-rules';
import { distractorsOk, duplicateCount, isGrounded } from './lib/worksheet-quality';

const STORIES = '../shared/data/passages/fairytaleqa';
const FIXTURES = join(__dirname, 'fixtures/worksheets');

/** The web app's defaults (10 questions; 30/50/20; 30/30/30/10/0/0). */
const APP_DEFAULT: WorksheetBlueprint = {
  questionTypes: {
    mcq_single_answer: 2,
    mcq_multiple_answer: 3,
    true_false: 1,
    fill_in_the_blanks: 0,
    very_short_answer: 1,
    short_answer: 1,
    long_answer: 2,
    match_the_column: 0,
  },
  difficulties: { easy: 3, medium: 5, hard: 2 },
  blooms: { remember: 3, understand: 3, apply: 3, analyze: 1, evaluate: 0, create: 0 },
};

/** Every type, every Bloom level. */
const ALL_TYPES: WorksheetBlueprint = {
  questionTypes: {
    mcq_single_answer: 3,
    mcq_multiple_answer: 2,
    true_false: 3,
    fill_in_the_blanks: 2,
    very_short_answer: 2,
    short_answer: 2,
    long_answer: 1,
    match_the_column: 1,
  },
  difficulties: { easy: 6, medium: 6, hard: 4 },
  blooms: { remember: 4, understand: 4, apply: 3, analyze: 2, evaluate: 2, create: 1 },
};

interface Case {
  name: string;
  context: TeachingContext;
}

function context(
  subject: string,
  grade: string,
  topic: string | null,
  sources: SourcePage[] = [],
): TeachingContext {
  return { board: 'CBSE', grade, subject, topic, section: null, sources };
}

function story(file: string): SourcePage[] {
  const rows = parse<{ section: string; text: string }>(readFileSync(join(STORIES, file), 'utf8'), {
    columns: true,
  });
  return rows.map((row) => ({ document: file, page: Number(row.section), text: row.text }));
}

function cases(): Case[] {
  const list: Case[] = [
    {
      name: 'photosynthesis (no documents)',
      context: context('Science', 'Grade 7', 'Photosynthesis'),
    },
    { name: 'fractions (no documents)', context: context('Mathematics', 'Grade 6', 'Fractions') },
    {
      name: 'water cycle (no documents)',
      context: context('Science', 'Grade 5', 'The water cycle'),
    },
    { name: 'volcano (no documents)', context: context('Geography', 'Grade 8', 'Volcano') },
    {
      name: 'democracy (no documents)',
      context: context('Social Studies', 'Grade 8', 'Democracy'),
    },
    { name: 'magnetism (no documents)', context: context('Physics', 'Grade 9', 'Magnetism') },
  ];
  for (const [file, subject, topic] of [
    ['photosynthesis.txt', 'Science', 'Photosynthesis'],
    ['water-cycle.txt', 'Geography', 'The water cycle'],
    ['volcanoes.txt', 'Geography', 'Volcanoes'],
  ]) {
    const text = readFileSync(join(FIXTURES, file), 'utf8');
    list.push({
      name: `${file}`,
      context: context(subject, 'Grade 7', topic, [{ document: file, page: 1, text }]),
    });
  }
  if (!existsSync(STORIES)) {
    console.log(`Note: ${STORIES} not found; story cases skipped.`);
    return list;
  }
  for (const file of [
    'magic-apples-story.csv',
    'old-dschang-story.csv',
    'peerifool-story.csv',
    'little-boy-blue-story.csv',
  ]) {
    if (existsSync(join(STORIES, file)))
      list.push({ name: file, context: context('English', 'Grade 5', null, story(file)) });
  }
  return list;
}

async function main(): Promise<void> {
  const wordnet = new WordNet();
  const writer = new BuiltinWorksheetWriter(wordnet);
  let worksheets = 0;
  let valid = 0;
  let questions = 0;
  let grounded = 0;
  let duplicates = 0;
  let mcqs = 0;
  let distractorOk = 0;
  for (const item of cases()) {
    for (const [blueprintName, blueprint] of [
      ['app-default', APP_DEFAULT],
      ['all-types', ALL_TYPES],
    ] as const) {
      const started = Date.now();
      const draft = await writer.draftSubjectMatter(item.context);
      const input = {
        ...item.context,
        subjectMatter: draft.subject_matter,
        learningStandards: draft.learning_standards,
      };
      const written = await writer.writeQuestions(input, blueprint);
      const notes = await writer.explainQuestions(input, written);
      const ms = Date.now() - started;
      const source = (await writer.analyse(input)).text;
      const problems = worksheetProblems(blueprint, written, notes);
      let n = 0;
      let ok = 0;
      let caseMcqs = 0;
      let caseDistractors = 0;
      for (const type of QUESTION_TYPES) {
        for (const q of written[type]) {
          n += 1;
          if (await isGrounded(wordnet, type, q, source)) ok += 1;
          else console.log(`  ungrounded ${type}: ${q.question} => ${q.answer}`);
          if (type === 'mcq_single_answer' || type === 'mcq_multiple_answer') {
            caseMcqs += 1;
            if (await distractorsOk(wordnet, q, source)) caseDistractors += 1;
            else
              console.log(
                `  distractors off: ${q.question} ${q.options.join(' | ')} => ${q.answer}`,
              );
          }
        }
      }
      const twins = duplicateCount(written);
      for (const problem of problems) console.log(`  problem: ${problem}`);
      console.log(
        `${item.name} [${blueprintName}]: n=${n} valid=${problems.length === 0 ? 1 : 0} grounded=${ok}/${n} duplicates=${twins} distractor_ok=${caseDistractors}/${caseMcqs} ms=${ms}`,
      );
      worksheets += 1;
      valid += problems.length === 0 ? 1 : 0;
      questions += n;
      grounded += ok;
      duplicates += twins;
      mcqs += caseMcqs;
      distractorOk += caseDistractors;
    }
  }
  const share = (a: number, b: number) => (b === 0 ? 0 : a / b).toFixed(2);
  console.log(
    `worksheets: valid=${share(valid, worksheets)} grounded=${share(grounded, questions)} duplicates=${share(duplicates, questions)} distractor_ok=${share(distractorOk, mcqs)} n=${questions}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
