import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import type {
  InstructionalBlock,
  LessonContent,
  TeachingContext,
} from 'src/ai/ports/teaching-content.port';
import { BuiltinTeachingContent } from 'src/ai/builtin/teaching/builtin-teaching-content';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';

const content = BuiltinTeachingContent.create(Curriculum.load(null), MATHS);

async function lessonOn(grade: string, topic: string, minutes: number): Promise<LessonContent> {
  const ctx: TeachingContext = {
    board: 'CBSE',
    grade,
    subject: 'Mathematics',
    topic,
    section: null,
    sources: [],
  };
  const draft = await content.draftSubjectMatter(ctx);
  const input = {
    ...ctx,
    subjectMatter: draft.subject_matter,
    learningStandards: draft.learning_standards,
  };
  return content.writeLesson(input, await content.alignLesson(input, minutes));
}

const block = (lesson: LessonContent, name: InstructionalBlock) =>
  lesson[`${name}_block`].components;

/** A plain column sum or product: "Work out 52,180 + 20,619." */
const COLUMN_SUM = /^Work out [\d,]+ [+×−] [\d,]+\.$/;

describe('maths lessons practise the skill the lesson teaches', () => {
  it('Whole numbers practises the properties, not column arithmetic', async () => {
    const lesson = await lessonOn('Grade 6', 'Whole numbers', 40);
    const calculations = [
      ...block(lesson, 'guided_practice'),
      ...block(lesson, 'independent_practice'),
      ...block(lesson, 'assessment'),
    ]
      .flatMap((c) => c.formative_questions)
      .filter((q) => /\d/.test(q));
    expect(calculations.length).toBeGreaterThanOrEqual(4);
    for (const q of calculations) {
      expect(q).not.toMatch(COLUMN_SUM);
      expect(q).toMatch(/grouping|distributive|successor|predecessor|between/);
    }
  });
});
