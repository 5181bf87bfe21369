import type { PracticeRequest } from 'src/ai/ports/action-planning.port';
import { exam, PAPER, sheet } from 'src/ai/builtin/action-plans/__fixtures__/scored-sheets';
import { BuiltinActionPlanner } from 'src/ai/builtin/action-plans/builtin-action-planner';
import { conceptOf } from 'src/ai/builtin/action-plans/concepts';

const practiceCalls: PracticeRequest[] = [];
const practice = (request: PracticeRequest) => {
  practiceCalls.push(request);
  return Promise.resolve(
    Array.from({ length: request.count }, (_, i) => `Practice ${i + 1} on ${request.concept}?`),
  );
};

const planner = new BuiltinActionPlanner();

describe('BuiltinActionPlanner', () => {
  beforeEach(() => (practiceCalls.length = 0));

  describe('concepts', () => {
    it('names a concept from the question, not a generic label', () => {
      expect(
        conceptOf({ questionText: PAPER[0].questionText, missingPoints: PAPER[0].points }).label,
      ).toBe('series circuit');
      expect(conceptOf({ questionText: 'Define evaporation.', missingPoints: [] }).label).toBe(
        'evaporation',
      );
      expect(conceptOf({ questionText: PAPER[2].questionText, missingPoints: [] }).label).toBe(
        "Newton's first law of motion",
      );
      expect(
        conceptOf({ questionText: 'Explain why the sky is blue. (2 marks)', missingPoints: [] })
          .label,
      ).toBe('sky is blue');
    });
  });

  describe('student plans', () => {
    const asha = sheet('a', 'Asha', {
      q1: { score: 0, answer: 'The other bulbs stay lit.', earned: [], contradicted: [1] },
      q2: {
        score: 2,
        answer: 'A liquid turning into a gas below its boiling point.',
        earned: [0, 1],
      },
      q3: { score: 1, answer: 'An object stays at rest.', earned: [0] },
    });

    it('puts the questions that lost marks in focus areas named by their concept', async () => {
      const plan = await planner.planForStudent(exam, asha, practice);
      expect(plan.focus_areas.map((area) => area.question_ids)).toEqual([['q1'], ['q3']]);
      expect(plan.focus_areas[0].concept).toBe('series circuit');
      expect(plan.focus_areas[1].concept).toBe("Newton's first law of motion");
    });

    it('names what was missing and quotes the contradiction', async () => {
      const plan = await planner.planForStudent(exam, asha, practice);
      const [circuit, newton] = plan.focus_areas;
      expect(circuit.recommendation).toContain('You lost 2 of 2 marks on series circuit (Q1)');
      expect(circuit.recommendation).toContain('“The other bulbs stay lit.”');
      expect(circuit.recommendation).toContain('contradicts “The other bulbs go out”');
      expect(circuit.recommendation).toContain('“The circuit is broken”');
      expect(newton.recommendation).toContain(
        'In Q3 you wrote “An object stays at rest.” (1 of 2); it needed “Unless an unbalanced force acts”',
      );
    });

    it('asks the worksheet generator for practice on each focus concept', async () => {
      const plan = await planner.planForStudent(exam, asha, practice);
      expect(practiceCalls.map((call) => call.concept)).toEqual([
        'series circuit',
        "Newton's first law of motion",
      ]);
      expect(practiceCalls[0].questions.map((question) => question.questionId)).toEqual(['q1']);
      expect(plan.focus_areas[0].practice).toHaveLength(3);
    });

    it('lists full-mark questions as strengths with what the student showed', async () => {
      const plan = await planner.planForStudent(exam, asha, practice);
      expect(plan.strengths).toHaveLength(1);
      expect(plan.strengths[0]).toContain('Q2, evaporation: 2 of 2 marks');
      expect(plan.strengths[0]).toContain('“A liquid changes into a gas”');
    });

    it('plans a week per focus area, then a timed re-attempt of the lost questions', async () => {
      const plan = await planner.planForStudent(exam, asha, practice);
      expect(plan.plan.map((week) => week.week)).toEqual([1, 2, 3]);
      expect(plan.plan[0].goals[0]).toContain('series circuit');
      expect(plan.plan[0].activities).toContain('Practise: Practice 1 on series circuit?');
      expect(plan.plan[0].activities.join(' ')).toContain('Study the model answer to Q1');
      expect(plan.plan[2].goals[0]).toBe(
        'Answer Q1, Q3 again without notes and score at least 3.5 of 4.',
      );
    });

    it('tells a student who left a question blank to start from what they know', async () => {
      const blank = sheet('b', 'Ben', {
        q1: { score: 0, answer: '', earned: [] },
        q2: { score: 2, answer: 'Liquid to gas below boiling point.', earned: [0, 1] },
        q3: { score: 2, answer: 'Objects stay at rest unless a force acts.', earned: [0, 1] },
      });
      const plan = await planner.planForStudent(exam, blank, practice);
      expect(plan.focus_areas).toHaveLength(1);
      expect(plan.focus_areas[0].recommendation).toContain('You left Q1 blank');
    });

    it('leaves out questions that could not be evaluated', async () => {
      const unreadable = sheet('c', 'Chen', {
        q1: { score: null, answer: '', earned: [], failure: 'The answer could not be read' },
        q2: { score: 1, answer: 'It turns into gas.', earned: [0] },
        q3: { score: 2, answer: 'Objects stay at rest unless a force acts.', earned: [0, 1] },
      });
      const plan = await planner.planForStudent(exam, unreadable, practice);
      expect(plan.focus_areas.flatMap((area) => area.question_ids)).toEqual(['q2']);
    });

    it('gives the same plan for the same sheet', async () => {
      expect(await planner.planForStudent(exam, asha, practice)).toEqual(
        await planner.planForStudent(exam, asha, practice),
      );
    });
  });

  describe('teacher plans', () => {
    const sheets = [
      sheet('a', 'Asha', {
        q1: { score: 0, answer: 'The other bulbs stay lit.', earned: [], contradicted: [1] },
        q2: {
          score: 2,
          answer: 'A liquid turning into a gas below its boiling point.',
          earned: [0, 1],
        },
        q3: { score: 1, answer: 'An object stays at rest.', earned: [0] },
      }),
      sheet('b', 'Ben', {
        q1: {
          score: 0,
          answer: 'The other bulbs stay lit and get brighter.',
          earned: [],
          contradicted: [1],
        },
        q2: { score: 2, answer: 'Liquid becomes gas below the boiling point.', earned: [0, 1] },
        q3: { score: 0, answer: '', earned: [] },
      }),
      sheet('c', 'Chen', {
        q1: { score: 2, answer: 'The circuit breaks so the other bulbs go out.', earned: [0, 1] },
        q2: { score: 1, answer: 'When water boils.', earned: [0] },
        q3: {
          score: 2,
          answer: 'Objects stay at rest or keep moving unless a force acts.',
          earned: [0, 1],
        },
      }),
    ];

    it('gives the class mean per question and per concept', async () => {
      const plan = await planner.planForTeacher(exam, sheets, practice);
      const q1 = plan.question_means.find((item) => item.question_id === 'q1');
      expect(q1).toMatchObject({ mean_marks: 0.67, max_marks: 2, mean_percent: 33.3, answers: 3 });
      expect(plan.concept_means[0]).toEqual({
        concept: 'series circuit',
        question_ids: ['q1'],
        mean_percent: 33.3,
      });
    });

    it('lists concepts below 60% as weak, weakest first', async () => {
      const plan = await planner.planForTeacher(exam, sheets, practice);
      expect(plan.weak_concepts.map((item) => [item.concept, item.mean_percent])).toEqual([
        ['series circuit', 33.3],
        ["Newton's first law of motion", 50],
      ]);
    });

    it('groups the same wrong answer of several students into a misconception', async () => {
      const plan = await planner.planForTeacher(exam, sheets, practice);
      const contradiction = plan.misconceptions.find((item) =>
        item.description.includes('contradict'),
      );
      expect(contradiction).toMatchObject({ concept: 'series circuit', count: 2 });
      expect(contradiction?.description).toContain('“The other bulbs go out”');
      expect(contradiction?.example).toBe('The other bulbs stay lit.');
      const shared = plan.misconceptions.find((item) =>
        item.description.includes('same wrong answer'),
      );
      expect(shared).toMatchObject({ count: 2, example: 'The other bulbs stay lit.' });
    });

    it('does not call a lone wrong answer or a blank a misconception', async () => {
      const plan = await planner.planForTeacher(exam, sheets, practice);
      expect(plan.misconceptions.every((item) => item.concept === 'series circuit')).toBe(true);
    });

    it('plans re-teaching from the model answers, the misconceptions and exit tickets', async () => {
      const plan = await planner.planForTeacher(exam, sheets, practice);
      const circuit = plan.reteaching_plan[0];
      expect(circuit.concept).toBe('series circuit');
      expect(circuit.activities).toContainEqual(
        expect.stringContaining('Re-teach Q1 from its model answer: “The circuit is broken'),
      );
      expect(circuit.activities.some((item) => item.startsWith('Discuss the misconception'))).toBe(
        true,
      );
      expect(circuit.activities).toContain('Exit ticket: Practice 1 on series circuit?');
    });

    it('names the students below half the marks with the concepts they lost marks on', async () => {
      const plan = await planner.planForTeacher(exam, sheets, practice);
      expect(plan.students_needing_support).toEqual([
        {
          student_id: 'S-b',
          name: 'Ben',
          percent: 33.3,
          concepts: ['series circuit', "Newton's first law of motion"],
        },
      ]);
    });
  });
});
