import type { GradingQuestion, MarkingPoint } from 'src/ai/ports/answer-grading.port';
import { gradeOne } from 'src/ai/builtin/grading/__fixtures__/grading-questions';
import { MARKED_PAPERS } from 'src/ai/builtin/papers/__fixtures__/board-layouts';
import {
  leafQuestions,
  mapStudentAnswers,
  readModelAnswers,
  readQuestionPaper,
} from 'src/ai/builtin/papers';

const question = (
  questionText: string,
  modelAnswer: string,
  markingScheme: MarkingPoint[],
): GradingQuestion => ({
  questionId: 'calc',
  questionNumber: '1',
  questionText,
  maxMarks: markingScheme.reduce((sum, point) => sum + point.marks, 0),
  modelAnswer,
  markingScheme,
});
const marks = (text: string): MarkingPoint => ({ text, marks: 1 });

describe('calculations in marking (issue #26, item 4)', () => {
  const kineticEnergy = question(
    'A trolley of mass 2 kg moves at 3 m/s. Calculate its kinetic energy.',
    'KE = ½mv² = ½ × 2 × 3² = 9 J',
    [marks('KE = ½mv²'), marks('correct substitution, 1/2 x 2 x 3^2'), marks('= 9 J')],
  );

  it('does not give the substitution mark to a wrong substitution, nor call its result "the opposite"', async () => {
    const graded = await gradeOne(kineticEnergy, 'KE = 1/2 mv^2 = 1/2 x 2 x 3 = 3 J');
    expect(graded.stepMarks.map((step) => [step.awarded, step.status])).toEqual([
      [1, 'earned'],
      [0, 'missing'],
      [0, 'missing'],
    ]);
    expect(graded.score).toBe(1);
    expect(graded.feedback).not.toMatch(/opposite/);
    expect(graded.feedback).not.toMatch(/1\/2 m"/);
  });

  it('gives the substitution to the same numbers in another order, and the method to a slip in the result', async () => {
    const slip = await gradeOne(kineticEnergy, 'KE = ½mv² = 2 × 3² ÷ 2 = 18 J');
    expect(slip.stepMarks.map((step) => step.awarded)).toEqual([1, 1, 0]);
    // "3 × 3" leaves the mass out, so it is not the substitution; the correct result implies it.
    const numbersLeftOut = await gradeOne(kineticEnergy, 'KE = 3 × 3 = 9 J');
    expect(numbersLeftOut.stepMarks.map((step) => step.awarded)).toEqual([1, 1, 1]);
    expect(numbersLeftOut.stepMarks[1].evidence).not.toBe('KE = 3 × 3 = 9 J');
  });

  it('reads a wrong formula as wrong, and the right one however it is typed', async () => {
    const formula = question('State the equation for kinetic energy.', 'KE = ½mv²', [
      marks('KE = ½mv²'),
    ]);
    expect((await gradeOne(formula, 'KE = mv')).score).toBe(0);
    expect((await gradeOne(formula, 'KE = 1/2 m v^2')).score).toBe(1);
    expect((await gradeOne(formula, 'E = 0.5mv²')).score).toBe(1);
  });

  it('marks a correct unit by what the unit measures, and the number alone when the unit has its own mark', async () => {
    const withUnit = question('Calculate the kinetic energy.', '½ × 2 × 3² = 9 J', [
      marks('½ × 2 × 3²'),
      marks('= 9 J'),
      marks('a correct unit'),
    ]);
    const inKilojoules = await gradeOne(withUnit, '½ x 2 x 3² = 9 J = 0.009 kJ');
    expect(inKilojoules.score).toBe(3);
    const wrongUnit = await gradeOne(withUnit, '½ x 2 x 3² = 9 N');
    expect(wrongUnit.stepMarks.map((step) => step.awarded)).toEqual([1, 1, 0]);
    const noUnit = await gradeOne(withUnit, '½ x 2 x 3² = 9');
    expect(noUnit.stepMarks.map((step) => step.awarded)).toEqual([1, 1, 0]);
    const unitLine = question('Calculate the density.', '60 ÷ 20 = 3 g/cm³', [
      marks('60 ÷ 20 = 3'),
      marks('g/cm³'),
    ]);
    expect((await gradeOne(unitLine, '60/20 = 3 g/cm³')).score).toBe(2);
    expect((await gradeOne(unitLine, '60/20 = 3 kg')).score).toBe(1);
  });

  it('takes the mark for an unreasonable precision where the scheme says so, and that mark only', async () => {
    const speed = question(
      'A car travels 50 m in 30 s. Calculate its speed.',
      '50 ÷ 30 = 1.7 m/s',
      [marks('50 ÷ 30'), marks('= 1.7 m/s (2 or 3 s.f.)')],
    );
    expect((await gradeOne(speed, '50/30 = 1.7 m/s')).score).toBe(2);
    expect((await gradeOne(speed, '50/30 = 1.67 m/s')).score).toBe(2);
    const tooPrecise = await gradeOne(speed, '50/30 = 1.6667 m/s');
    expect(tooPrecise.stepMarks.map((step) => step.awarded)).toEqual([1, 0]);
    const precisionLine = question('Calculate the speed.', '50 ÷ 30 = 1.67 m/s', [
      marks('50 ÷ 30 = 1.67'),
      marks('answer given to 3 significant figures'),
    ]);
    expect((await gradeOne(precisionLine, '50/30 = 1.67 m/s')).score).toBe(2);
    expect((await gradeOne(precisionLine, '50/30 = 1.666666 m/s')).score).toBe(1);
  });

  it('carries the student’s own wrong value forward where the scheme says "ft from their b"', async () => {
    const rectangle = question(
      'The perimeter of a rectangle is 40 cm and its length is 12 cm. Find its breadth and area.',
      '2(l + b) = 40 so l + b = 20\nb = 8 cm\nArea = 12 × 8 = 96 cm²',
      [
        marks('2(l + b) = 40 so l + b = 20'),
        marks('b = 8 cm'),
        marks('Area = 12 × 8 = 96 cm² ft from their b'),
      ],
    );
    const carried = await gradeOne(rectangle, 'l + b = 20, b = 7 cm\nArea = 12 x 7 = 84 cm²');
    expect(carried.stepMarks.map((step) => [step.awarded, step.status])).toEqual([
      [1, 'earned'],
      [0, 'missing'],
      [1, 'earned'],
    ]);
    expect(carried.stepMarks[2].evidence).toBe('84 cm²');
    // Carried forward wrongly, or without their own b, it earns nothing.
    expect((await gradeOne(rectangle, 'l + b = 20, b = 7 cm\nArea = 12 x 7 = 85 cm²')).score).toBe(
      1,
    );
    expect((await gradeOne(rectangle, 'Area = 84 cm²')).score).toBe(0);
    // Where the scheme says cao, the student's wrong value carries nothing.
    const cao = {
      ...rectangle,
      markingScheme: rectangle.markingScheme.map((p, i) =>
        i === 2 ? marks('Area = 12 × 8 = 96 cm² cao') : p,
      ),
    };
    expect((await gradeOne(cao, 'l + b = 20, b = 7 cm\nArea = 12 x 7 = 84 cm²')).score).toBe(1);
    const angles = question(
      'The angles of a quadrilateral are x, 2x, 3x and 4x. Find x and the largest angle.',
      'x + 2x + 3x + 4x = 360\nx = 36\nLargest angle = 4x = 144°',
      [
        marks('x + 2x + 3x + 4x = 360'),
        marks('x = 36'),
        marks('Largest angle = 4x = 144° ft from their x'),
      ],
    );
    const theirX = await gradeOne(
      angles,
      'x + 2x + 3x + 4x = 360\n10x = 360, x = 30\nlargest angle = 120°',
    );
    expect(theirX.stepMarks.map((step) => step.awarded)).toEqual([1, 0, 1]);
  });

  it('carries their value of a quantity named in words ("ft from their speed"), and wants a conversion converted', async () => {
    const cyclist = question(
      'A cyclist covers 12 km in 30 minutes. Find her speed in km/h, and how far she will go in 2 hours at this speed.',
      'Time = 30 min = 0.5 h\nSpeed = 12 ÷ 0.5 = 24 km/h\nDistance = 24 × 2 = 48 km',
      [
        marks('Time = 30 min = 0.5 h'),
        marks('Speed = 12 ÷ 0.5 = 24 km/h'),
        marks('Distance = 24 × 2 = 48 km, ft from their speed'),
      ],
    );
    const right = await gradeOne(
      cyclist,
      '30 min = 0.5 h\nSpeed = 12 ÷ 0.5 = 24 km/h\nDistance = 24 x 2 = 48 km',
    );
    expect(right.score).toBe(3);
    // Minutes never turned into hours: the speed is wrong, the distance right for it.
    const minutes = await gradeOne(
      cyclist,
      'Speed = 12 ÷ 30 = 0.4 km/h\nDistance = 0.4 x 2 = 0.8 km',
    );
    expect(minutes.stepMarks.map((step) => [step.awarded, step.status])).toEqual([
      [0, 'missing'],
      [0, 'missing'],
      [1, 'earned'],
    ]);
    expect(minutes.stepMarks[2].evidence).toBe('0.8 km');
    expect(
      (await gradeOne(cyclist, 'Speed = 12 ÷ 30 = 0.4 km/h\nDistance = 0.4 x 2 = 0.9 km')).score,
    ).toBe(0);
    // "30 min = 0.3 h" restates the 30 minutes but converts them wrongly: no mark for the time.
    const converted = await gradeOne(
      cyclist,
      '30 min = 0.3 h\nSpeed = 12 ÷ 0.3 = 40 km/h\nDistance = 40 x 2 = 80 km',
    );
    expect(converted.stepMarks.map((step) => step.awarded)).toEqual([0, 0, 1]);
  });

  it('gives a bare correct result the method marks, except where the working must be seen', async () => {
    const solve = question('Solve 2x + 5 = 23.', '2x = 18\nx = 9', [
      marks('2x = 18 M1'),
      marks('x = 9 A1 cao'),
    ]);
    expect((await gradeOne(solve, 'x = 9')).score).toBe(2);
    // Copying the question's equation is not the method step; a wrong step earns nothing.
    expect((await gradeOne(solve, '2x + 5 = 23, x = 14')).score).toBe(0);
    expect((await gradeOne(solve, '2x = 28\nx = 14')).score).toBe(0);
    const mustShow = { ...solve, questionText: 'Solve 2x + 5 = 23. You must show your working.' };
    expect((await gradeOne(mustShow, 'x = 9')).score).toBe(0);
    expect((await gradeOne(mustShow, '2x = 23 - 5 = 18, x = 9')).score).toBe(2);
    const schemeSays = {
      ...solve,
      markingScheme: [marks('2x = 18 M1'), marks('x = 9 A1 (answer only scores 0)')],
    };
    expect((await gradeOne(schemeSays, 'x = 9')).score).toBe(0);
    const showThat = question('Show that the kinetic energy is 9 J.', '½ × 2 × 3² = 9 J', [
      marks('½ × 2 × 3²'),
      marks('= 9 J'),
    ]);
    expect((await gradeOne(showThat, '9 J')).score).toBe(0);
    expect((await gradeOne(showThat, '½ × 2 × 3² = 9 J')).score).toBe(2);
  });
});

describe('the marked set’s maths and physics calculations (board-layouts fixtures)', () => {
  const pages = (lines: string[]) => [{ text: lines.join('\n') }];
  const calculations: Record<string, string[]> = {
    'CBSE Class VIII mathematics': ['1(a)', '1(b)', '2', '3', '4', '5'],
    'Cambridge IGCSE physics': ['1(a)', '1(b)', '2(b)'],
  };

  it.each(Object.entries(calculations))(
    '%s: each calculation gets the experienced marker’s mark',
    async (name, numbers) => {
      const marked = MARKED_PAPERS.find((paper) => paper.name === name)!;
      const leaves = leafQuestions(readQuestionPaper(pages(marked.paper)).questions);
      const model = readModelAnswers(
        pages(marked.scheme),
        leaves.map(({ number, maxMarks, text }) => ({ number, maxMarks, text })),
      );
      for (const sheet of marked.sheets) {
        const read = mapStudentAnswers(
          pages(sheet.lines),
          leaves.map(({ number }) => ({ number })),
        );
        for (const number of numbers) {
          const leaf = leaves.find((item) => item.number === number)!;
          const answer = model.answers.find((item) => item.number === number)!;
          const graded = await gradeOne(
            {
              questionId: number,
              questionNumber: number,
              questionText: leaf.text,
              maxMarks: leaf.maxMarks ?? 0,
              modelAnswer: answer.answerText,
              markingScheme: answer.markingScheme,
            },
            read.answers.find((item) => item.number === number)?.text ?? '',
          );
          expect([sheet.student, number, graded.score]).toEqual([
            sheet.student,
            number,
            sheet.marks[number],
          ]);
        }
      }
    },
  );
});
