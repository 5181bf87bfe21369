import type { PlanExam, PlanQuestion, ScoredSheet } from 'src/ai/ports/action-planning.port';

/** A Grade 7 science test of three questions and students' scored sheets, for action-plan specs. */
export const exam: PlanExam = {
  examId: 'exam-1',
  name: 'Term 1 Science',
  subject: 'Science',
  className: 'Grade 7',
};

type Paper = Omit<
  PlanQuestion,
  | 'score'
  | 'studentAnswer'
  | 'feedback'
  | 'earnedPoints'
  | 'missingPoints'
  | 'contradictedPoints'
  | 'failure'
> & { points: string[] };

export const PAPER: Paper[] = [
  {
    questionId: 'q1',
    questionNumber: '1',
    questionText: 'What happens to the other bulbs in a series circuit when one bulb is removed?',
    maxMarks: 2,
    modelAnswer: 'The circuit is broken, so no current flows and the other bulbs go out.',
    points: ['The circuit is broken', 'The other bulbs go out'],
  },
  {
    questionId: 'q2',
    questionNumber: '2',
    questionText: 'Define evaporation.',
    maxMarks: 2,
    modelAnswer: 'Evaporation is the change of a liquid into a gas below its boiling point.',
    points: ['A liquid changes into a gas', 'Below its boiling point'],
  },
  {
    questionId: 'q3',
    questionNumber: '3',
    questionText: "State Newton's first law of motion.",
    maxMarks: 2,
    modelAnswer:
      'An object stays at rest or keeps moving at a constant velocity unless an unbalanced force acts on it.',
    points: ['Stays at rest or moves at constant velocity', 'Unless an unbalanced force acts'],
  },
];

/** A student's sheet: per question the score, the answer and which points were earned. */
export function sheet(
  id: string,
  name: string,
  answers: Record<
    string,
    {
      score: number | null;
      answer: string;
      earned: number[];
      contradicted?: number[];
      failure?: string;
    }
  >,
): ScoredSheet {
  return {
    sheetId: id,
    student: { studentId: `S-${id}`, name },
    questions: PAPER.map((paper) => {
      const given = answers[paper.questionId];
      const contradicted = (given.contradicted ?? []).map((index) => paper.points[index]);
      const { points, ...question } = paper;
      return {
        ...question,
        score: given.score,
        studentAnswer: given.answer,
        feedback: '',
        earnedPoints: given.earned.map((index) => points[index]),
        missingPoints: points.filter((_, index) => !given.earned.includes(index)),
        contradictedPoints: contradicted,
        failure: given.failure ?? null,
      };
    }),
  };
}
