/**
 * Writes sample worksheets and lesson plans of the builtin provider as Markdown, for blind review
 * by teachers (questions with their keys and explanations; plans as a teacher reads them):
 *
 *   npm run samples:teaching [-- --out=../samples] [--grid=2026-12-05]
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
import {
  INSTRUCTIONAL_BLOCKS,
  QUESTION_TYPES,
  type SourcePage,
  type TeachingContext,
  type WorksheetBlueprint,
} from 'src/ai/ports/teaching-content.port';

const OUT = process.argv.find((a) => a.startsWith('--out='))?.slice(6) ?? '../samples';

/** Subject, grade, topic and, for a sample written from a document, its file in DOCUMENTS. */
type Sample = [string, string, string, string?];

interface Grid {
  worksheets: Sample[];
  lessons: [...Sample, number][];
}

/**
 * One grid per review round, each on topics the earlier rounds and the tuning did not use, so a
 * round measures what the engine does on topics nobody tried it on.
 */
const GRIDS: Record<string, Grid> = {
  '2026-12-01': {
    worksheets: [
      ['Mathematics', 'Grade 6', 'Fractions'],
      ['Science', 'Grade 7', 'Acids, bases and salts'],
      ['Mathematics', 'Grade 7', 'Integers'],
      ['History', 'Grade 8', 'The Revolt of 1857'],
      ['Geography', 'Grade 6', 'Major landforms'],
      ['English', 'Grade 7', 'Tenses'],
      ['Civics', 'Grade 8', 'Parliament'],
      ['Science', 'Grade 9', 'Motion'],
      ['Mathematics', 'Grade 8', 'Mensuration'],
      ['Economics', 'Grade 9', 'Poverty as a challenge'],
      ['Science', 'Grade 6', 'The water cycle'],
      ['Geography', 'Grade 7', 'Volcanoes', 'volcanoes.txt'],
      ['English', 'Grade 5', 'Reading: The Magic Apples', 'magic-apples-story.csv'],
    ],
    lessons: [
      ['Mathematics', 'Grade 7', 'Simple equations', undefined, 45],
      ['History', 'Grade 8', 'The Revolt of 1857', undefined, 60],
      ['English', 'Grade 10', 'Persuasive writing', undefined, 90],
      ['Mathematics', 'Grade 6', 'Equivalent fractions', undefined, 40],
      ['Science', 'Grade 7', 'Photosynthesis', 'photosynthesis.txt', 45],
      ['Science', 'Grade 6', 'The water cycle', 'water-cycle.txt', 45],
    ],
  },
  '2026-12-01b': {
    worksheets: [
      ['Mathematics', 'Grade 7', 'Ratio and proportion'],
      ['Science', 'Grade 8', 'Force and pressure'],
      ['Mathematics', 'Grade 7', 'Lines and angles'],
      ['History', 'Grade 6', 'The Mauryan Empire and Ashoka'],
      ['Geography', 'Grade 9', 'Climate of India: the monsoon'],
      ['English', 'Grade 6', 'Adjectives and degrees of comparison'],
      ['Civics', 'Grade 9', 'Elections'],
      ['Science', 'Grade 7', 'Respiration'],
      ['Mathematics', 'Grade 6', 'Decimals'],
      ['Economics', 'Grade 10', 'Money and credit'],
      ['Science', 'Grade 7', 'Heat'],
      ['Science', 'Grade 7', 'Soil', 'soil.txt'],
      [
        'English',
        'Grade 5',
        'Reading: Charcoal Nils and the Troll Woman',
        'charcol-nils-troll-woman-story.csv',
      ],
    ],
    lessons: [
      ['Mathematics', 'Grade 6', 'Perimeter and area', undefined, 40],
      ['History', 'Grade 7', 'The Delhi Sultanate', undefined, 45],
      ['English', 'Grade 7', 'Descriptive writing', undefined, 45],
      ['Science', 'Grade 7', 'Electric current and circuits', undefined, 45],
      ['Geography', 'Grade 8', 'Agriculture', undefined, 45],
      ['Science', 'Grade 6', 'Magnets', 'magnets.txt', 40],
    ],
  },
  '2026-12-02': {
    worksheets: [
      ['Mathematics', 'Grade 7', 'Simple interest'],
      ['Science', 'Grade 8', 'Microorganisms'],
      ['Mathematics', 'Grade 7', 'Triangles and their properties'],
      ['History', 'Grade 6', 'Buddhism and Jainism'],
      ['Geography', 'Grade 7', 'Air and the atmosphere'],
      ['English', 'Grade 7', 'Prepositions'],
      ['Civics', 'Grade 10', 'Federalism'],
      ['Science', 'Grade 7', 'Physical and chemical changes'],
      ['Mathematics', 'Grade 6', 'Factors and multiples'],
      ['Economics', 'Grade 9', 'Food security in India'],
      ['Science', 'Grade 6', 'Separation of substances'],
      ['Science', 'Grade 6', 'The Moon and its phases', 'moon-phases.txt'],
      ['English', 'Grade 6', 'Reading: Peerifool', 'peerifool-story.csv'],
    ],
    lessons: [
      ['Mathematics', 'Grade 6', 'Data handling', undefined, 40],
      ['History', 'Grade 6', 'The Guptas', undefined, 40],
      ['English', 'Grade 6', 'Story writing', undefined, 40],
      ['Science', 'Grade 8', 'Combustion and flame', undefined, 45],
      ['Geography', 'Grade 9', 'Natural vegetation and wildlife', undefined, 45],
      ['Science', 'Grade 7', 'Circulation and the heart', 'circulation.txt', 45],
    ],
  },
  '2026-12-03': {
    worksheets: [
      ['Mathematics', 'Grade 8', 'Squares and square roots'],
      ['Science', 'Grade 8', 'Coal and petroleum'],
      ['Mathematics', 'Grade 8', 'Quadrilaterals'],
      ['History', 'Grade 7', 'The Cholas'],
      ['Geography', 'Grade 9', 'Drainage: the rivers of India'],
      ['English', 'Grade 7', 'Subject-verb agreement'],
      ['Civics', 'Grade 8', 'Understanding secularism'],
      ['Science', 'Grade 7', 'Reproduction in plants'],
      ['Mathematics', 'Grade 7', 'Circles: circumference and area'],
      ['Economics', 'Grade 10', 'Sectors of the Indian economy'],
      ['Science', 'Grade 7', 'Digestion in humans', 'digestion.txt'],
      [
        'English',
        'Grade 6',
        'Reading: Helge-Hal in the Blue Hill',
        'helge-hal-in-blue-hill-story.csv',
      ],
    ],
    lessons: [
      ['Mathematics', 'Grade 8', "Pythagoras' theorem", undefined, 40],
      ['History', 'Grade 8', 'Women, caste and reform', undefined, 40],
      ['Science', 'Grade 8', 'Synthetic fibres and plastics', undefined, 45],
      ['English', 'Grade 8', 'Report writing', undefined, 45],
      ['Science', 'Grade 7', 'The human digestive system', 'digestion.txt', 45],
    ],
  },
  '2026-12-04': {
    worksheets: [
      ['Mathematics', 'Grade 6', 'Knowing our numbers'],
      ['Science', 'Grade 6', 'Components of food'],
      ['Mathematics', 'Grade 7', 'Operations on fractions'],
      ['History', 'Grade 8', 'The coming of the East India Company'],
      ['Geography', 'Grade 6', 'Globe: latitudes and longitudes'],
      ['English', 'Grade 7', 'Question tags'],
      ['Civics', 'Grade 8', 'The Indian Constitution'],
      ['Science', 'Grade 8', 'Conservation of plants and animals'],
      ['Mathematics', 'Grade 8', 'Algebraic expressions'],
      ['Science', 'Grade 6', 'Body movements'],
      ['Science', 'Grade 7', 'Transport in plants', 'transport-in-plants.txt'],
      [
        'English',
        'Grade 5',
        'Reading: Prince Hyacinth and the Dear Little Princess',
        'prince-hyacinth-and-thedear-little-princess-story.csv',
      ],
    ],
    lessons: [
      ['Mathematics', 'Grade 6', 'Whole numbers', undefined, 40],
      ['History', 'Grade 6', 'The Mahajanapadas', undefined, 45],
      ['Science', 'Grade 8', 'Chemical effects of electric current', undefined, 45],
      ['English', 'Grade 8', 'Speech writing', undefined, 50],
      ['Science', 'Grade 7', 'Transport in plants', 'transport-in-plants.txt', 45],
    ],
  },
  '2026-12-05': {
    worksheets: [
      ['EVS', 'Grade 4', 'Animals around us'],
      ['Science', 'Grade 6', 'Adaptation and habitats'],
      ['Mathematics', 'Grade 8', 'Comparing quantities'],
      ['History', 'Grade 8', 'Colonialism and the countryside'],
      ['Geography', 'Grade 9', 'Physical features of India'],
      ['English', 'Grade 8', 'Relative clauses'],
      ['Mathematics', 'Grade 6', 'Symmetry'],
      ['Economics', 'Grade 9', 'The story of Village Palampur'],
      ['Science', 'Grade 9', 'Matter in our surroundings'],
      ['Mathematics', 'Grade 10', 'Quadratic equations'],
      ['Science', 'Grade 8', 'Elements, compounds and mixtures', 'elements-compounds-mixtures.txt'],
      ['English', 'Grade 7', 'Reading: The Black Arts', 'black-arts-story.csv'],
    ],
    lessons: [
      ['Mathematics', 'Grade 9', 'Coordinate geometry', undefined, 40],
      ['Civics', 'Grade 6', 'Panchayati Raj', undefined, 40],
      ['Science', 'Grade 10', 'Refraction and lenses', undefined, 45],
      ['English', 'Grade 7', 'Informal letter', undefined, 50],
      [
        'Science',
        'Grade 8',
        'Elements, compounds and mixtures',
        'elements-compounds-mixtures.txt',
        45,
      ],
    ],
  },
};

const GRID_NAME = process.argv.find((a) => a.startsWith('--grid='))?.slice(7) ?? '2026-12-05';
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
  for (const block of enrichment) {
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
