import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TeachingContext } from 'src/ai/ports/teaching-content.port';
import {
  curriculumLesson,
  planComponentsOf,
} from 'src/ai/builtin/teaching/curriculum/curriculum-sheet.spec-helper';

const FILE = 'weather-and-climate.txt';
const TEXT = readFileSync(
  join(__dirname, '../../../../../scripts/fixtures/worksheets', FILE),
  'utf8',
);

/** The reading questions of the ninth review's plan from the text, with their keys. */
async function readingQuestions() {
  const ctx: TeachingContext = {
    board: 'CBSE',
    grade: 'Grade 7',
    subject: 'Science',
    topic: 'Weather and climate',
    section: null,
    sources: [{ document: FILE, page: 1, text: TEXT }],
  };
  const { plan } = await curriculumLesson(ctx, 45);
  return planComponentsOf(plan)
    .flatMap((c) => c.formative_questions.map((q, i) => ({ q, key: c.expected_responses[i] })))
    .filter(({ q }) => q.startsWith('According to the text, what is meant by'));
}

describe('a reading question on a teacher text (ninth blind review, plan 17)', () => {
  it('keys "what is meant by climate" on the line that defines it, not one that describes it', async () => {
    const climate = (await readingQuestions()).find(({ q }) => q.includes('"climate"'));
    expect(climate?.key).toMatch(/The climate of a place is the average pattern of its weather/);
    expect(climate?.key).not.toMatch(/Climate is different in different parts/);
  });
});
