/**
 * Writes the sample files of examples/ that the README's exam, assignment and ClassTrack examples
 * send: a typed question paper (PDF), model answers (DOCX), one student's typed sheet (PDF) and
 * another's photographed sheet (JPEG). The WebVTT lesson is kept as text. Run after changing the
 * texts below: `npx ts-node --transpile-only -r tsconfig-paths/register scripts/make-examples.ts`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { docx, textPdf } from 'test/fixtures/documents';

const OUT = join(__dirname, '..', 'examples');

const QUESTION_PAPER = [
  'Greenfield School - Grade 7 Science: Unit Test 2',
  'Maximum Marks: 10    Time: 30 minutes',
  '1. What is photosynthesis? Name the two raw materials it uses. (3 marks)',
  '2. Which gas do plants give out during photosynthesis? (1 mark)',
  '3. Why do the leaves of a plant kept in a dark cupboard for a week turn pale? (2 marks)',
  '4. Explain how evaporation separates salt from sea water. (2 marks)',
  '5. Name the green pigment in leaves and state its role. (2 marks)',
];

const MODEL_ANSWERS = [
  'Model answers - Grade 7 Science: Unit Test 2',
  '1. Photosynthesis is the process by which green plants make their own food (glucose) using the energy of sunlight. It uses carbon dioxide and water as raw materials.',
  '2. Oxygen.',
  '3. In the dark the plant cannot make chlorophyll or carry out photosynthesis, so the leaves lose their green colour.',
  '4. When sea water is heated or left in the sun, the water evaporates and the salt is left behind as crystals.',
  '5. Chlorophyll. It absorbs the energy of sunlight that the leaf uses for photosynthesis.',
];

/** A careful student, typed. */
const TYPED_SHEET = [
  'Name: Asha Rao    Roll No: 4',
  '1. Photosynthesis is how green plants make their own food (glucose) using energy from sunlight. The raw materials are carbon dioxide and water.',
  '2. Oxygen',
  '3. Without light the plant cannot carry out photosynthesis or make chlorophyll, so the leaves lose their green colour.',
  '4. The sea water is heated so the water evaporates and the salt is left behind.',
  '5. Chlorophyll. It absorbs sunlight for photosynthesis.',
];

/** A student with gaps, photographed with a phone. */
const PHOTOGRAPHED_SHEET = [
  'Name: Ravi Kumar    Roll No: 9',
  '1. Plants make food using sunlight.',
  '2. Oxygen',
  '3. Because there is no water in the cupboard.',
  '4. The water evaporates and the salt stays.',
  '5. Chlorophyll',
];

/** A page photographed on a desk: off-white paper, dark blue ink, a little tilt, JPEG. */
function photographedPage(lines: string[]): Buffer {
  const fontSize = 46;
  const lineHeight = Math.round(fontSize * 1.9);
  const width = 2000;
  const canvas = createCanvas(width, lineHeight * (lines.length + 3));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ece8dc';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(40, 30);
  context.rotate(0.006);
  context.fillStyle = '#fbfaf4';
  context.fillRect(0, 0, width - 80, lineHeight * (lines.length + 2));
  context.fillStyle = '#1b2a5c';
  context.font = `${fontSize}px "Fixture Sans"`;
  const wrap = (line: string): string[] => {
    const words = line.split(' ');
    const rows: string[] = [];
    let row = '';
    for (const word of words) {
      const next = row ? `${row} ${word}` : word;
      if (context.measureText(next).width > width - 260 && row) {
        rows.push(row);
        row = `   ${word}`;
      } else row = next;
    }
    return [...rows, row];
  };
  lines
    .flatMap(wrap)
    .forEach((row, index) => context.fillText(row, 70, lineHeight * (index + 1.3)));
  return canvas.toBuffer('image/jpeg', 88);
}

async function main(): Promise<void> {
  writeFileSync(join(OUT, 'question-paper.pdf'), await textPdf([QUESTION_PAPER]));
  writeFileSync(join(OUT, 'model-answers.docx'), await docx(MODEL_ANSWERS));
  writeFileSync(join(OUT, 'answer-sheet-asha.pdf'), await textPdf([TYPED_SHEET]));
  writeFileSync(join(OUT, 'answer-sheet-ravi.jpg'), photographedPage(PHOTOGRAPHED_SHEET));
  console.log(`examples written to ${OUT}`);
}

void main();
