/**
 * Worksheet and lesson-plan generation speed with the builtin provider, one step at a time on one
 * thread, as the worker runs them:
 *
 *   taskset -c 1 npm run bench:generation [-- --runs=20]
 *
 * Each run is a new worksheet (10 questions, the web app's default distribution) or a new 45-minute
 * lesson plan, through all its steps, in two cases: without documents (a topic only) and with a
 * 10-page text PDF (a FairytaleQA story from ../shared/data/passages, laid out by pdfkit). A step
 * is what its job does in the worker: the real step processor (WorksheetStepsProcessor,
 * LessonPlanStepsProcessor) with the teacher's documents read by the DocumentReader (step 1
 * extracts the PDF's text; later steps get the stored pages) and the builtin provider. The
 * teacher keeps each step's result and sends it back unchanged.
 * Only the database is left out: records, job rows and documents live in memory here (a step adds
 * a few round trips in production).
 *
 * Every worksheet and lesson plan gets a provider of its own, so nothing it needs is cached from
 * an earlier run (the topics and stories repeat across runs): its steps share the provider as
 * steps run in one worker ("same worker"), and again with a provider of its own per step, as when
 * each step is taken by another worker that has not read this source ("other worker": the step
 * analyses the source again). WordNet's files and pdf.js are loaded once per process, by a first
 * run that is printed apart ("first").
 * Printed: p50/p95 seconds per step in both settings and the first run's; then one line per case
 * with its slowest step's p95 (either setting) and the p50 of the whole worksheet or lesson plan
 * in one worker. Target (issue #28): p95 ≤ 1 s per step without documents.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { documentsConfig } from 'src/config/documents.config';
import { DocumentSandbox } from 'src/modules/documents/sandbox/document-sandbox.service';
import { DocumentReader } from 'src/modules/documents/services/document-reader.service';
import type { LessonPlan } from 'src/modules/lesson-plans/entities/lesson-plan.entity';
import { LessonPlanStepsProcessor } from 'src/modules/lesson-plans/jobs/lesson-plan-steps.processor';
import type { GenerationRecord } from 'src/modules/generation-steps/entities/generation-record.entity';
import type { Worksheet } from 'src/modules/worksheets/entities/worksheet.entity';
import { WorksheetStepsProcessor } from 'src/modules/worksheets/jobs/worksheet-steps.processor';
import {
  bookPdf,
  MemoryDocuments,
  NO_OCR,
  stored,
  STORIES,
  storyPages,
  USER,
} from './generation-documents';
import {
  LESSON_STEPS,
  MemoryLoader,
  type Processors,
  runSteps,
  type Step,
  WORKSHEET_STEPS,
} from './generation-steps';

const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 20);
const TARGET_SECONDS = 1;
/** The four stories long enough for ten pages (3,900–5,800 words). */
const LONG_STORIES = [
  ['kari-woodencoat-story.csv', 'Kari Woodencoat'],
  ['peerifool-story.csv', 'Peerifool'],
  ['assipattle-and-the-mester-stoorworm-story.csv', 'Assipattle and the Mester Stoorworm'],
  ['bamboo-cutter-moon-child-story.csv', 'The Bamboo Cutter and the Moon Child'],
] as const;
/** Topics without documents: each resolves to curriculum entries. */
const TOPICS = [
  ['Science', 'Grade 7', 'Photosynthesis'],
  ['Mathematics', 'Grade 6', 'Fractions'],
  ['History', 'Grade 9', 'The French Revolution'],
  ['English', 'Grade 9', 'Formal letter'],
  ['Geography', 'Grade 8', 'Volcanoes'],
  ['Social Studies', 'Grade 8', 'Democracy'],
  ['Physics', 'Grade 9', 'Magnetism'],
  ['Biology', 'Grade 9', 'The human heart'],
  ['History', 'Grade 7', 'The Industrial Revolution'],
] as const;

/** The web app's defaults: 10 questions; 30/50/20; 30/30/30/10/0/0. */
const WORKSHEET_REQUEST = {
  numberOfQuestions: 10,
  questionDistribution: {
    mcq_single_answer: 2,
    mcq_multiple_answer: 3,
    true_false: 1,
    fill_in_the_blanks: 0,
    very_short_answer: 1,
    short_answer: 1,
    long_answer: 2,
    match_the_column: 0,
  },
  difficultyDistribution: { easy: 30, medium: 50, hard: 20 },
  bloomDistribution: {
    remember: 30,
    understand: 30,
    apply: 30,
    analyze: 10,
    evaluate: 0,
    create: 0,
  },
};

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const COLUMN = 26;
const STEP_COLUMN = 44;

interface Case {
  name: string;
  withDocuments: boolean;
  steps: Step[];
  processors: Processors;
  record: (run: number) => GenerationRecord;
}

async function main(): Promise<void> {
  if (!existsSync(STORIES)) {
    console.error(`${STORIES} not found: the 10-page documents are made from its stories.`);
    process.exit(1);
  }
  const documents = new MemoryDocuments();
  const sandbox = new DocumentSandbox(documentsConfig());
  const reader = new DocumentReader(documents.store(), sandbox, NO_OCR, documentsConfig());
  const loader = new MemoryLoader(reader);
  const worksheets: Processors = (content) => new WorksheetStepsProcessor(loader, content);
  const lessons: Processors = (content) => new LessonPlanStepsProcessor(loader, content);

  const pdfs = await Promise.all(
    LONG_STORIES.map(async ([file, title]) => {
      const pages = storyPages(file);
      return { file, title, data: await bookPdf(pages) };
    }),
  );
  let documentCount = 0;
  /** A new upload of the run's story: step 1 extracts it, as a new job's first step does. */
  const upload = (run: number): string[] => {
    const pdf = pdfs[run % pdfs.length];
    const id = `document-${(documentCount += 1)}`;
    documents.add(id, pdf.file.replace('-story.csv', '.pdf'), pdf.data);
    return [id];
  };

  const base = (run: number, kind: string, withDocuments: boolean) => {
    if (withDocuments) {
      const story = pdfs[run % pdfs.length];
      return {
        id: `${kind}-doc-${run}`,
        apiUserId: USER,
        boardName: 'CBSE',
        gradeName: 'Grade 6',
        subjectName: 'English',
        topic: story.title,
        section: null,
        documentIds: upload(run),
      };
    }
    const [subject, grade, topic] = TOPICS[run % TOPICS.length];
    return {
      id: `${kind}-topic-${run}`,
      apiUserId: USER,
      boardName: 'CBSE',
      gradeName: grade,
      subjectName: subject,
      topic,
      section: null,
      documentIds: [],
    };
  };
  const worksheet = (withDocuments: boolean) => (run: number) =>
    ({ ...base(run, 'worksheet', withDocuments), ...stored(WORKSHEET_REQUEST) }) as Worksheet;
  const lesson = (withDocuments: boolean) => (run: number) =>
    ({
      ...base(run, 'lesson', withDocuments),
      durationMinutes: 45,
      audioUrl: null,
      metadata: null,
    }) as unknown as LessonPlan;

  const cases: Case[] = [
    {
      name: 'worksheet, no documents',
      withDocuments: false,
      steps: WORKSHEET_STEPS,
      processors: worksheets,
      record: worksheet(false),
    },
    {
      name: 'worksheet, 10-page PDF',
      withDocuments: true,
      steps: WORKSHEET_STEPS,
      processors: worksheets,
      record: worksheet(true),
    },
    {
      name: 'lesson plan, no documents',
      withDocuments: false,
      steps: LESSON_STEPS,
      processors: lessons,
      record: lesson(false),
    },
    {
      name: 'lesson plan, 10-page PDF',
      withDocuments: true,
      steps: LESSON_STEPS,
      processors: lessons,
      record: lesson(true),
    },
  ];

  // What the reader makes of each PDF: the pages and words a step gets.
  const read = await Promise.all(
    pdfs.map(async (pdf, i) => {
      const [document] = await reader.read(upload(i), { userId: USER });
      const words = document.pages.reduce((n, page) => n + page.text.split(/\s+/).length, 0);
      return `${document.filename} (${document.pages.length} pages, ${words} words, ${(pdf.data.length / 1024).toFixed(0)} KB)`;
    }),
  );
  console.log(`documents: ${read.join('; ')}`);
  const loadBefore = load();
  const summaries: string[] = [];
  const rows: string[] = [];
  for (const item of cases) {
    const first = await runSteps(loader, item.processors, item.record(0), item.steps, false);
    const same: number[][] = item.steps.map(() => []);
    const other: number[][] = item.steps.map(() => []);
    for (let run = 0; run < RUNS; run += 1) {
      const record = item.record(run);
      (await runSteps(loader, item.processors, record, item.steps, false)).forEach((s, i) =>
        same[i].push(s),
      );
      // The same request again, a new record: step 1 reads the same PDF anew.
      (await runSteps(loader, item.processors, item.record(run), item.steps, true)).forEach(
        (s, i) => other[i].push(s),
      );
    }
    let worst = 0;
    let worstStep = '';
    item.steps.forEach((step, i) => {
      const p95 = Math.max(percentile(same[i], 95), percentile(other[i], 95));
      if (p95 > worst) [worst, worstStep] = [p95, step.kind.name];
      const cells = [
        percentile(same[i], 50),
        percentile(same[i], 95),
        percentile(other[i], 50),
        percentile(other[i], 95),
        first[i],
      ].map((seconds) => seconds.toFixed(3).padStart(7));
      rows.push(
        `${item.name.padEnd(COLUMN)} ${step.kind.name.padEnd(STEP_COLUMN)} ${cells.join(' ')}`,
      );
    });
    const totals = same[0].map((_, run) => same.reduce((sum, step) => sum + step[run], 0));
    const target = item.withDocuments ? 'n/a' : worst <= TARGET_SECONDS ? 'met' : 'MISSED';
    summaries.push(
      `bench:generation case="${item.name}" runs=${RUNS} worst_step=${worstStep} p95=${worst.toFixed(3)}s all_steps_p50=${percentile(totals, 50).toFixed(3)}s target(p95<=${TARGET_SECONDS}s)=${target}`,
    );
  }
  console.log(`load average before: ${loadBefore}; after: ${load()} (1, 5, 15 min)`);
  console.log(
    `${''.padEnd(COLUMN + STEP_COLUMN + 1)} ${'same worker'.padStart(15)} ${'other worker'.padStart(15)}`,
  );
  const heads = ['p50 s', 'p95 s', 'p50 s', 'p95 s', 'first s'].map((h) => h.padStart(7));
  console.log(`${'case'.padEnd(COLUMN)} ${'step'.padEnd(STEP_COLUMN)} ${heads.join(' ')}`);
  for (const row of rows) console.log(row);
  for (const line of summaries) console.log(line);
  await sandbox.onModuleDestroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
