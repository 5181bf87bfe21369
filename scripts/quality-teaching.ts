/**
 * Worksheet quality as a teacher sees it, over the public grid scripts/fixtures/teaching/grid.json
 * (what teachers type, with and without documents), each case with the web app's default
 * blueprint and one asking for all eight types, through the four steps as the service runs them:
 *
 *   npm run quality:teaching            (the grid)
 *   npm run quality:teaching -- --all   (every curriculum topic at its first class)
 *
 * Per curriculum case (no documents): on-topic share (the question names a title, key term or
 * alias of the resolved entries, or is an exercise of the topic's maths skills), key-term
 * coverage (share of the main entry's key terms the worksheet names), verified answers (the key
 * agrees with the entry it was written from; maths answers recomputed by mathjs), distractors
 * from the topic (every wrong option is a term, definition, fact, misconception, stage or effect
 * of the entries, or a typical-error answer), duplicates (a near-duplicate in the worksheet).
 * Cases with documents are written from the documents; for them only validity and duplicates are
 * summed. Printed last:
 *   teaching: on_topic=… coverage=… verified=… distractors=… duplicates=… valid=… n=…
 * Targets: on_topic ≥ 0.90, coverage ≥ 0.60, verified = 1.00.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { BuiltinTeachingContent } from 'src/ai/builtin/teaching/builtin-teaching-content';
import { worksheetProblems } from 'src/ai/builtin/teaching/worksheet/worksheet-rules';
import { contentTokens, jaccard } from 'src/ai/builtin/teaching/worksheet/text-kit';
import {
  QUESTION_TYPES,
  type SourcePage,
  type TeachingContext,
  type WorksheetBlueprint,
  type WorksheetQuestion,
} from 'src/ai/ports/teaching-content.port';
import {
  coverage,
  distractorsFromTopic,
  onTopic,
  RecordingMaths,
  TopicTruth,
  verified,
} from './lib/teaching-quality';

const GRID = join(__dirname, 'fixtures/teaching/grid.json');
const TEXTS = join(__dirname, 'fixtures/worksheets');
/** The shared data beside the checkout (../shared from the main checkout, ../../shared from a worktree). */
const STORIES =
  ['../shared', '../../shared']
    .map((root) => join(root, 'data/passages/fairytaleqa'))
    .find((dir) => existsSync(dir)) ?? '../shared/data/passages/fairytaleqa';

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

interface GridCase {
  topic: string | null;
  subject: string;
  grade: string;
  document?: string;
  story?: string;
}

const SUBJECT_NAMES = {
  science: 'Science',
  mathematics: 'Mathematics',
  social_science: 'Social Science',
  english: 'English',
};

function sources(item: GridCase): SourcePage[] | null {
  if (item.document)
    return [
      { document: item.document, page: 1, text: readFileSync(join(TEXTS, item.document), 'utf8') },
    ];
  if (!item.story) return [];
  const path = join(STORIES, item.story);
  if (!existsSync(path)) return null;
  const rows = parse<{ section: string; text: string }>(readFileSync(path, 'utf8'), {
    columns: true,
  });
  return rows.map((row) => ({ document: item.story!, page: Number(row.section), text: row.text }));
}

function cases(curriculum: Curriculum): GridCase[] {
  if (!process.argv.includes('--all'))
    return (JSON.parse(readFileSync(GRID, 'utf8')) as { cases: GridCase[] }).cases;
  return curriculum.topics.map((topic) => ({
    topic: topic.title,
    subject: SUBJECT_NAMES[topic.subject],
    grade: `Grade ${topic.grades[0]}`,
  }));
}

function duplicates(all: WorksheetQuestion[]): number {
  const tokens = all.map((q) => contentTokens(`${q.question} ${q.options.join(' ')}`));
  return tokens.filter((mine, i) =>
    tokens.some((other, j) => j !== i && jaccard(mine, other) >= 0.7),
  ).length;
}

const totals = {
  n: 0,
  onTopic: 0,
  verified: 0,
  mcqs: 0,
  distractors: 0,
  dupes: 0,
  worksheets: 0,
  valid: 0,
  coverage: 0,
  covered: 0,
  failed: 0,
};

async function runCase(
  curriculum: Curriculum,
  item: GridCase,
  name: string,
  blueprint: WorksheetBlueprint,
) {
  const pages = sources(item);
  if (!pages) return console.log(`${name}: story not found, skipped`);
  const maths = new RecordingMaths();
  const content = BuiltinTeachingContent.create(curriculum, maths);
  const context: TeachingContext = {
    board: 'CBSE',
    grade: item.grade,
    subject: item.subject,
    topic: item.topic,
    section: 'A',
    sources: pages,
  };
  totals.worksheets += 1;
  try {
    const draft = await content.draftSubjectMatter(context);
    const input = {
      ...context,
      subjectMatter: draft.subject_matter,
      learningStandards: draft.learning_standards,
    };
    const questions = await content.writeQuestions(input, blueprint);
    const notes = await content.explainQuestions(input, questions, blueprint);
    const problems = worksheetProblems(blueprint, questions, notes);
    problems.forEach((p) => console.log(`  problem: ${p}`));
    if (problems.length === 0) totals.valid += 1;
    const all = QUESTION_TYPES.flatMap((type) => questions[type].map((q) => ({ type, q })));
    const dupes = duplicates(all.map(({ q }) => q));
    totals.dupes += dupes;
    if (pages.length > 0)
      return console.log(
        `${name}: n=${all.length} valid=${problems.length === 0 ? 1 : 0} duplicates=${dupes} (from documents)`,
      );
    const topics = curriculum.topicsFor(input);
    const truth = new TopicTruth(topics);
    let on = 0,
      ok = 0,
      mcqs = 0,
      fromTopic = 0;
    for (const { type, q } of all) {
      if (onTopic(q, truth, maths)) on += 1;
      else console.log(`  off topic ${type}: ${q.question}`);
      if (verified(type, q, truth, maths)) ok += 1;
      else console.log(`  unverified ${type}: ${q.question} => ${q.answer}`);
      if (type.startsWith('mcq')) {
        mcqs += 1;
        if (distractorsFromTopic(q, truth, maths)) fromTopic += 1;
        else console.log(`  distractors off: ${q.question} ${q.options.join(' | ')}`);
      }
    }
    const cover = coverage(
      all.map(({ q }) => q),
      topics[0],
    );
    Object.assign(totals, {
      n: totals.n + all.length,
      onTopic: totals.onTopic + on,
      verified: totals.verified + ok,
      mcqs: totals.mcqs + mcqs,
      distractors: totals.distractors + fromTopic,
      coverage: totals.coverage + cover,
      covered: totals.covered + 1,
    });
    console.log(
      `${name} → ${topics.map((t) => t.id).join(', ')}: n=${all.length} on_topic=${on} verified=${ok} distractors=${fromTopic}/${mcqs} coverage=${cover.toFixed(2)} duplicates=${dupes}`,
    );
  } catch (error) {
    totals.failed += 1;
    console.log(`${name}: FAILED ${(error as Error).message}`);
  }
}

async function main(): Promise<void> {
  const curriculum = Curriculum.load(null);
  for (const item of cases(curriculum)) {
    const label = `${item.topic ?? item.story ?? item.document} (${item.subject}, ${item.grade}${item.document || item.story ? ', document' : ''})`;
    await runCase(curriculum, item, `${label} [app-default]`, APP_DEFAULT);
    await runCase(curriculum, item, `${label} [all-types]`, ALL_TYPES);
  }
  const share = (a: number, b: number) => (b === 0 ? 'n/a' : (a / b).toFixed(2));
  console.log(
    `teaching: on_topic=${share(totals.onTopic, totals.n)} coverage=${share(totals.coverage, totals.covered)} verified=${share(totals.verified, totals.n)} distractors=${share(totals.distractors, totals.mcqs)} duplicates=${share(totals.dupes, totals.n)} valid=${share(totals.valid, totals.worksheets)} failed=${totals.failed} n=${totals.n}`,
  );
}

void main();
