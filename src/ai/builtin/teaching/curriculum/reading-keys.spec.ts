import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import type { TeachingContext } from 'src/ai/ports/teaching-content.port';
import { BuiltinTeachingContent } from 'src/ai/builtin/teaching/builtin-teaching-content';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';

const content = BuiltinTeachingContent.create(Curriculum.load(null), MATHS);
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
  const draft = await content.draftSubjectMatter(ctx);
  const input = {
    ...ctx,
    subjectMatter: draft.subject_matter,
    learningStandards: draft.learning_standards,
  };
  const plan = await content.writeLesson(input, await content.alignLesson(input, 45));
  return Object.values(plan)
    .flatMap((block) => block.components)
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
