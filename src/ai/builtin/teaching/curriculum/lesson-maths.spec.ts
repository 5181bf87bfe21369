import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import type {
  InstructionalBlock,
  LessonContent,
  TeachingContext,
} from 'src/ai/ports/teaching-content.port';
import { BuiltinTeachingContent } from 'src/ai/builtin/teaching/builtin-teaching-content';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { mathsKey, workedKey } from 'src/ai/builtin/teaching/curriculum/maths-keys';
import {
  demandOf,
  harder,
  lessonCalculations,
} from 'src/ai/builtin/teaching/curriculum/maths-stretch';
import { MATHS_SKILLS, mathsExercises } from 'src/ai/builtin/curriculum/maths';

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

describe('the exit slip checks each method an objective names', () => {
  it('Whole numbers: one grouping and one distributive item, each with its working', async () => {
    const lesson = await lessonOn('Grade 6', 'Whole numbers', 40);
    const [slip] = block(lesson, 'assessment');
    const asks = slip.formative_questions;
    expect(asks.some((q) => /by grouping/.test(q))).toBe(true);
    expect(asks.some((q) => /using the distributive property/.test(q))).toBe(true);
  });
});

describe('maths keys show the working of a method', () => {
  it("a worked example's key is its working line, not only the result", () => {
    const key = workedKey({
      problem: 'Work out 98 × 15 using the distributive property.',
      steps: ['98 × 15 = (100 − 2) × 15.', '= 100 × 15 − 2 × 15.', '= 1500 − 30.'],
      answer: '1470',
    });
    expect(key).toBe('98 × 15 = (100 − 2) × 15 = 100 × 15 − 2 × 15 = 1500 − 30 = 1470');
  });

  it('a fact with no method keeps its answer; a method keeps every step', () => {
    expect(mathsKey({ answer: '352', working: ['44 × 8 = 352'] })).toBe('352');
    expect(
      mathsKey({
        answer: 'x = −3',
        working: ['Add 4 to both sides: 4x = −12.', 'Divide both sides by 4: x = −3.'],
      }),
    ).toBe('4x = −12; x = −3');
  });

  it('the exit and practice keys of a Whole numbers lesson show the property used', async () => {
    const lesson = await lessonOn('Grade 6', 'Whole numbers', 40);
    const items = [
      ...block(lesson, 'guided_practice'),
      ...block(lesson, 'independent_practice'),
      ...block(lesson, 'assessment'),
    ].flatMap((c) => c.formative_questions.map((q, i) => ({ q, key: c.expected_responses[i] })));
    const methods = items.filter(({ q }) => /grouping|distributive/.test(q));
    expect(methods.length).toBeGreaterThanOrEqual(3);
    for (const { q, key } of methods) {
      // "98 × 15 = 100 × 15 − 2 × 15 = 1500 − 30 = 1470", "(4 × 25) × 78 = 100 × 78 = 7800".
      expect(key).toMatch(/= (\(\d+ [×+] \d+\)|1000? × \d+ [+−] \d+ × \d+|\d+ × \(\d+ \+ \d+\))/);
      expect(key).toMatch(/= [\d,]+$/);
      expect(q).not.toContain(key);
    }
  });

  it('every generator with a method gives a key that ends on the answer', () => {
    for (const skill of MATHS_SKILLS)
      for (const difficulty of ['easy', 'medium', 'hard'] as const)
        for (const e of mathsExercises(skill.id, {
          grade: skill.grades[0],
          difficulty,
          count: 3,
          seed: 'keys',
        })) {
          const key = mathsKey(e);
          const numbers = e.answer.match(/−?\d[\d,]*(\.\d+)?/g) ?? [];
          for (const n of numbers) expect(key).toContain(n);
        }
  });
});

describe("a maths lesson's stretch is harder than its core work", () => {
  it('a same-level sum is not harder; more steps or more numbers to combine is', () => {
    const core = demandOf('Work out 44,295 + 31,815.', '76,110');
    const sameLevel = demandOf(
      'On Saturday 31,812 people visited a museum and on Sunday 20,717 people visited. How many visitors came over the weekend?',
      '52,529',
    );
    expect(harder(sameLevel, core)).toBe(false);
    const split = demandOf(
      'Work out 98 × 15 using the distributive property.',
      '98 × 15 = 100 × 15 − 2 × 15 = 1500 − 30 = 1470',
    );
    const common = demandOf(
      'Work out 27 × 46 + 27 × 54 using the distributive property.',
      '27 × 46 + 27 × 54 = 27 × (46 + 54) = 27 × 100 = 2700',
    );
    expect(harder(common, split)).toBe(true);
    expect(harder(split, common)).toBe(false);
  });

  it.each([
    ['Grade 6', 'Whole numbers'],
    ['Grade 7', 'Simple equations'],
    ['Grade 4', 'Multiplication'],
  ])(
    '%s %s: a harder exercise than every calculation set, else a mistake to explain',
    async (grade, topic) => {
      const ctx: TeachingContext = {
        board: 'CBSE',
        grade,
        subject: 'Mathematics',
        topic,
        section: null,
        sources: [],
      };
      const lesson = await lessonOn(grade, topic, 40);
      const draft = await content.draftSubjectMatter(ctx);
      const input = {
        ...ctx,
        subjectMatter: draft.subject_matter,
        learningStandards: draft.learning_standards,
      };
      const enrichment = await content.enrichLesson(input, lesson);
      const [stretch] = enrichment.flatMap((e) => e.activities).filter((a) => /^Stretch: /.test(a));
      const set = lessonCalculations(lesson);
      expect(set.length).toBeGreaterThanOrEqual(4);
      const exercise = /^Stretch: a harder exercise – (.+) \(Answer: (.+)\)$/.exec(stretch);
      if (exercise) {
        const demand = demandOf(exercise[1], exercise[2]);
        for (const item of set)
          expect(harder(demand, demandOf(item.question, item.key))).toBe(true);
      } else {
        expect(stretch).toMatch(
          /^Stretch: find the mistake – a student answered ".+" with .+\(Answer: they .+\)$/,
        );
      }
    },
  );

  it('Coordinate geometry practises points, quadrants, distances and midpoints, not Pythagoras', async () => {
    const lesson = await lessonOn('Grade 9', 'Coordinate geometry', 40);
    const calculations = [
      ...block(lesson, 'guided_practice'),
      ...block(lesson, 'independent_practice'),
      ...block(lesson, 'assessment'),
    ]
      .flatMap((c) => c.formative_questions)
      .filter((q) => /\d/.test(q));
    expect(calculations.length).toBeGreaterThanOrEqual(4);
    for (const q of calculations) {
      expect(q).not.toMatch(/hypotenuse|ladder|right-angled/);
      expect(q).toMatch(/point|quadrant|axis|midpoint/);
    }
  });
});
