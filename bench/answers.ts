/**
 * Answer grading speed, builtin grader, one process (run it on one core when measuring):
 *
 *   taskset -c 1 npm run bench:answers [-- --runs=30]
 *
 * - ms per 20-question answer sheet scored (target ≤ 200 ms): the first sheet of a new paper
 *   (a fresh grader: every model answer read and its words looked up in WordNet) and the next
 *   sheets of the same paper (the worker keeps one grader, so a paper's key points are read once);
 * - pages per second read for answer-sheet documents through DocumentReader: a typed PDF (pdfkit,
 *   with a text layer) and a photographed page (PNG, OCR with one tesseract worker).
 *
 * The machine may be shared: read the load average printed with the figures.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { BuiltinAnswerGrader } from 'src/ai/builtin/grading/builtin-answer-grader';
import { TesseractOcr } from 'src/ai/ocr/tesseract-ocr';
import type {
  GradingQuestion,
  GradingRequest,
  StudentAnswer,
} from 'src/ai/ports/answer-grading.port';
import { documentsConfig } from 'src/config/documents.config';
import { DocumentSandbox } from 'src/modules/documents/sandbox/document-sandbox.service';
import { DocumentReader } from 'src/modules/documents/services/document-reader.service';
import { BENCH_OWNER, type BenchFiles, memoryDocumentStore } from 'bench/memory-document-store';
import { textPdf, textPng } from 'test/fixtures/documents';

const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = option('runs', 30);
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** [question, model answer, marks, a student's answer] — a science paper's usual mix. */
const PAPER: [string, string, number, string][] = [
  [
    'What happens to the other bulbs in a parallel circuit when one bulb is removed?',
    'The other bulbs stay lit because each bulb is on its own branch of the circuit.',
    2,
    'They stay lit, each one has its own branch.',
  ],
  [
    'How could you get the salt back from salty water?',
    'Heat the solution so the water evaporates. The salt crystals are left behind.',
    2,
    'Heat it until the water evaporates and the salt is left.',
  ],
  [
    'Why does a rubber band make a sound when you pluck it?',
    'The rubber band vibrates and the vibrations travel through the air to our ears.',
    2,
    'Because it vibrates.',
  ],
  [
    'Describe how the length of a string affects the pitch.',
    'The shorter the string, the higher the pitch. A longer string vibrates more slowly.',
    2,
    'A longer string makes a lower sound.',
  ],
  [
    'Why do we see lightning before we hear thunder?',
    'Light travels much faster than sound.',
    1,
    'Light is faster than sound so it reaches us first.',
  ],
  [
    'Explain why a metal spoon feels colder than a wooden spoon in the same room.',
    'Metal is a good conductor of heat, so it carries heat away from your hand faster than wood, which is an insulator.',
    3,
    'The metal conducts the heat away from your hand quicker.',
  ],
  [
    'What is the function of the roots of a plant?',
    'Roots anchor the plant in the soil. They absorb water and minerals from the soil.',
    2,
    'They hold the plant in the ground and take in water.',
  ],
  [
    'Why does the Moon appear to change shape during a month?',
    'We see different amounts of the Moon’s sunlit half as it orbits the Earth.',
    2,
    'Because the moon moves round the earth and we see different parts lit by the sun.',
  ],
  [
    'What is condensation? Give an example.',
    'Condensation is when a gas cools and turns into a liquid, for example water droplets forming on a cold window.',
    2,
    'When water vapour cools and becomes liquid, like on a cold glass.',
  ],
  [
    'Why do magnets stick to a fridge door but not to an aluminium can?',
    'The fridge door contains iron, which is magnetic. Aluminium is not magnetic.',
    2,
    'The door has iron in it. Aluminum is not magnetic.',
  ],
  [
    'How does exercise affect your heart rate and why?',
    'Your heart rate increases because the muscles need more oxygen and glucose for respiration.',
    2,
    'It goes up because muscles need more oxygen.',
  ],
  [
    'Explain what a food chain shows.',
    'A food chain shows how energy passes from one living thing to another when it is eaten.',
    2,
    'It shows who eats who and how the energy moves.',
  ],
  [
    'What is the acceleration due to gravity near the Earth’s surface?',
    '9.8 m/s²',
    1,
    '9.8 metres per second squared',
  ],
  ['A car travels 100 m in 20 s. What is its speed?', '5 m/s', 2, 'speed = 100/20 = 5 m/s'],
  ['What is the boiling point of water at sea level?', '100 °C', 1, '100 degrees'],
  [
    'Which gas do plants take in for photosynthesis? A. oxygen B. carbon dioxide C. nitrogen',
    'B',
    1,
    '(b)',
  ],
  ['Which of these is a conductor? A. rubber B. plastic C. copper D. wood', 'C', 1, 'C. copper'],
  ['Metals are good conductors of electricity. True or false?', 'True', 1, 'T'],
  ['Sound travels faster in air than in water. True or false?', 'False', 1, 'True'],
  ['Name the process by which plants make their food.', 'Photosynthesis', 1, 'photosynthesis'],
];

function sheet(variant: number): GradingRequest {
  const questions: GradingQuestion[] = PAPER.map(([questionText, modelAnswer, maxMarks], i) => ({
    questionId: `q${i + 1}`,
    questionNumber: String(i + 1),
    // A new paper has new questions: the variant changes the text, so nothing is cached yet.
    questionText: variant === 0 ? questionText : `${questionText} (paper ${variant})`,
    maxMarks,
    modelAnswer,
    markingScheme: [],
  }));
  const answers: StudentAnswer[] = PAPER.map(([, , , text], i) => ({
    questionId: `q${i + 1}`,
    text,
    confidence: null,
  }));
  return { subject: 'Science', questions, answers, rubric: null };
}

async function main(): Promise<void> {
  const loadBefore = load();
  // The first sheet of a process also loads wink-nlp and WordNet's index files.
  let started = performance.now();
  const grader = await BuiltinAnswerGrader.create();
  await grader.grade(sheet(0));
  const firstEver = performance.now() - started;

  const newPaper: number[] = [];
  for (let i = 1; i <= Math.min(RUNS, 10); i++) {
    const fresh = await BuiltinAnswerGrader.create();
    started = performance.now();
    await fresh.grade(sheet(i));
    newPaper.push(performance.now() - started);
  }
  const samePaper: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    started = performance.now();
    await grader.grade(sheet(0));
    samePaper.push(performance.now() - started);
  }

  const typed = PAPER.map(([, , , answer], i) => `${i + 1}. ${answer}`);
  const files: BenchFiles = new Map([
    [
      'typed-pdf',
      { mediaType: 'application/pdf', data: await textPdf([typed.slice(0, 10), typed.slice(10)]) },
    ],
    ['photo-png', { mediaType: 'image/png', data: textPng(typed.slice(0, 10), { fontSize: 36 }) }],
  ]);
  const ocr = new TesseractOcr({ ocrWorkers: 1 });
  const sandbox = new DocumentSandbox(documentsConfig());
  const reader = new DocumentReader(memoryDocumentStore(files), sandbox, ocr, documentsConfig());
  const timeRead = async (id: string) => {
    const begun = performance.now();
    const [read] = await reader.read([id], BENCH_OWNER);
    return { ms: performance.now() - begun, pages: read.pages };
  };
  for (const id of files.keys()) await timeRead(id);
  const pdfTimes: number[] = [];
  const photoTimes: number[] = [];
  let photo = await timeRead('photo-png');
  for (let i = 0; i < Math.min(RUNS, 10); i++) {
    pdfTimes.push((await timeRead('typed-pdf')).ms);
    photo = await timeRead('photo-png');
    photoTimes.push(photo.ms);
  }
  await ocr.close();
  await sandbox.onModuleDestroy();

  const sameMs = median(samePaper);
  const newMs = median(newPaper);
  const pdfPps = 2 / (median(pdfTimes) / 1000);
  const photoPps = 1 / (median(photoTimes) / 1000);
  console.log(`load average before: ${loadBefore}; after: ${load()} (1, 5, 15 min)`);
  console.log(`first sheet of the process (loads wink-nlp, WordNet): ${firstEver.toFixed(0)} ms`);
  console.log(
    `20-question sheet, first of a new paper: ${newMs.toFixed(1)} ms (median of ${newPaper.length})`,
  );
  console.log(
    `20-question sheet, next sheets of the paper: ${sameMs.toFixed(1)} ms (median of ${RUNS})`,
  );
  console.log(
    `typed answer-sheet PDF (2 pages): ${median(pdfTimes).toFixed(0)} ms, ${pdfPps.toFixed(0)} pages/s`,
  );
  console.log(
    `photographed answer page (OCR): ${median(photoTimes).toFixed(0)} ms, ${photoPps.toFixed(2)} pages/s; confidence ${photo.pages[0].confidence?.toFixed(0)}`,
  );
  console.log(
    `bench:answers sheet_ms=${sameMs.toFixed(1)} new_paper_sheet_ms=${newMs.toFixed(1)} typed_pdf_pps=${pdfPps.toFixed(0)} photo_pps=${photoPps.toFixed(2)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
