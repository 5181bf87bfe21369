/**
 * Writes sample worksheets and lesson plans of the builtin provider as Markdown, for blind review
 * by teachers (questions with their keys and explanations; plans as a teacher reads them):
 *
 *   npm run samples:teaching [-- --out=../samples] [--grid=2026-12-08]
 *
 * One file per sample, named by number only (the reviewer is not told how it was made), and an
 * index.md listing what each number is, for after the review.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { join } from 'node:path';
import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { BLUEPRINT_REVIEW } from 'src/ai/builtin/teaching/__fixtures__/passages';
import { BuiltinTeachingContent } from 'src/ai/builtin/teaching/builtin-teaching-content';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { GRIDS, type Sample } from './teaching-sample-grids';
import {
  INSTRUCTIONAL_BLOCKS,
  QUESTION_TYPES,
  type SourcePage,
  type TeachingContext,
  type WorksheetBlueprint,
} from 'src/ai/ports/teaching-content.port';

const OUT = process.argv.find((a) => a.startsWith('--out='))?.slice(6) ?? '../samples';

const GRID_NAME = process.argv.find((a) => a.startsWith('--grid='))?.slice(7) ?? '2026-12-08';
const GRID = GRIDS[GRID_NAME];
if (!GRID) {
  console.error(`No grid "${GRID_NAME}"; the grids are ${Object.keys(GRIDS).join(', ')}`);
  process.exit(2);
}
const { worksheets: WORKSHEETS, lessons: LESSONS } = GRID;

/** The documents of the quality grid. */
const DOCUMENTS = join(__dirname, 'fixtures/worksheets');

const BLUEPRINT: WorksheetBlueprint = BLUEPRINT_REVIEW;

const content = BuiltinTeachingContent.create(Curriculum.load(null), MATHS);

/** FairytaleQA stories beside the checkout, as the quality grid reads them. */
const STORIES =
  ['../shared', '../../shared']
    .map((root) => join(root, 'data/passages/fairytaleqa'))
    .find((dir) => existsSync(dir)) ?? '../shared/data/passages/fairytaleqa';

function pages(file: string): SourcePage[] {
  if (!file.endsWith('-story.csv'))
    return [{ document: file, page: 1, text: readFileSync(join(DOCUMENTS, file), 'utf8') }];
  const rows = parse<{ section: string; text: string }>(readFileSync(join(STORIES, file), 'utf8'), {
    columns: true,
  });
  return rows.map((row) => ({ document: file, page: Number(row.section), text: row.text }));
}

function context(subject: string, grade: string, topic: string, file?: string): TeachingContext {
  const sources = file ? pages(file) : [];
  return { board: 'CBSE', grade, subject, topic, section: null, sources };
}

async function worksheet([subject, grade, topic, file]: Sample): Promise<string> {
  const ctx = context(subject, grade, topic, file);
  const draft = await content.draftSubjectMatter(ctx);
  const input = {
    ...ctx,
    subjectMatter: draft.subject_matter,
    learningStandards: draft.learning_standards,
  };
  const questions = await content.writeQuestions(input, BLUEPRINT);
  const notes = await content.explainQuestions(input, questions, BLUEPRINT);
  const lines = [`# Worksheet: ${topic} (${subject}, ${grade})`, '', ...documentLine(file)];
  let n = 0;
  for (const type of QUESTION_TYPES)
    questions[type].forEach((q, i) => {
      n += 1;
      lines.push(
        `**${n}. [${type.replace(/_/g, ' ')}; ${q.tags.bloom}; ${q.tags.difficulty}]** ${q.question}`,
        '',
      );
      q.options.forEach((o) => lines.push(`- ${o}`));
      if (q.column_a) {
        lines.push('| Column A | Column B |', '|---|---|');
        q.column_a.forEach((a, r) => lines.push(`| ${a} | ${q.column_b?.[r] ?? ''} |`));
      }
      const note = notes[type][i];
      lines.push(
        '',
        `*Answer:* ${q.answer}`,
        '',
        `*Explanation:* ${note.explanation}`,
        '',
        `*Common mistakes:* ${note.common_mistakes}`,
        '',
        `*Rating (good / acceptable / weak / wrong):* ____`,
        '',
      );
    });
  return lines.join('\n');
}

async function lesson([subject, grade, topic, file, minutes]: [
  ...Sample,
  number,
]): Promise<string> {
  const ctx = context(subject, grade, topic, file);
  const draft = await content.draftSubjectMatter(ctx);
  const input = {
    ...ctx,
    subjectMatter: draft.subject_matter,
    learningStandards: draft.learning_standards,
  };
  const plan = await content.writeLesson(input, await content.alignLesson(input, minutes));
  const enrichment = await content.enrichLesson(input, plan);
  const lines = [
    `# Lesson plan: ${topic} (${subject}, ${grade}, ${minutes} minutes)`,
    '',
    ...documentLine(file),
    '## Objectives',
    '',
  ];
  draft.learning_standards.smart_learning_objectives.objects.ai_recommendations.forEach((o) =>
    lines.push(`- ${o}`),
  );
  for (const block of INSTRUCTIONAL_BLOCKS)
    for (const c of plan[`${block}_block`].components) {
      lines.push(
        '',
        `## ${block.replace(/_/g, ' ')}: ${c.component_name} (${c.duration_minutes} min)`,
        '',
      );
      c.implementation_script.split('\n').forEach((line) => lines.push(`${line}  `));
      c.formative_questions.forEach((q, i) =>
        lines.push(`- *Q:* ${q} — *expected:* ${c.expected_responses[i]}`),
      );
      lines.push(`*Teacher notes:* ${c.teacher_notes}`);
    }
  // A block with nothing in it (no link to another subject) prints no empty slot.
  for (const block of enrichment.filter((b) => b.activities.length > 0)) {
    lines.push('', `## ${block.title}`, '', block.description, '');
    block.activities.forEach((a) => lines.push(`- ${a}`));
  }
  lines.push('', '*Would you teach from this plan? (yes / with changes / no), and why:* ____');
  return lines.join('\n');
}

/** The document a sample was written from, for the reviewer to read beside it. */
function documentLine(file: string | undefined): string[] {
  if (!file) return [];
  const text = pages(file)
    .map((page) => page.text)
    .join('\n\n')
    .trim();
  return [
    `Written from the attached document "${file}":`,
    '',
    ...text.split('\n').map((l) => `> ${l}`),
    '',
  ];
}

function described(item: readonly (string | number | undefined)[]): string {
  const file = item[3];
  return `${item.filter((part, i) => i !== 3 && part !== undefined).join(', ')}, builtin provider, ${file ? `document ${file}` : 'no documents'}`;
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const index = ['# Samples (key for after the review)', ''];
  let n = 0;
  for (const item of WORKSHEETS) {
    n += 1;
    const name = `sample-${String(n).padStart(2, '0')}.md`;
    try {
      writeFileSync(join(OUT, name), await worksheet(item));
      index.push(`- ${name}: worksheet, ${described(item)}`);
    } catch (error) {
      index.push(
        `- ${name}: worksheet, ${item.join(', ')}: not written (${(error as Error).message})`,
      );
    }
  }
  for (const item of LESSONS) {
    n += 1;
    const name = `sample-${String(n).padStart(2, '0')}.md`;
    try {
      writeFileSync(join(OUT, name), await lesson(item));
      index.push(`- ${name}: lesson plan, ${described(item)}`);
    } catch (error) {
      index.push(
        `- ${name}: lesson plan, ${item.join(', ')}: not written (${(error as Error).message})`,
      );
    }
  }
  writeFileSync(join(OUT, 'index.md'), `${index.join('\n')}\n`);
  console.log(`${n} samples in ${OUT}`);
}

void main();
