import type { GradingQuestion, QuestionGrade } from 'src/ai/ports/answer-grading.port';
import { BuiltinAnswerGrader } from 'src/ai/builtin/grading/builtin-answer-grader';

/** Questions and a helper the builtin grader's specs share. */
export const BULBS: GradingQuestion = {
  questionId: 'q-bulbs',
  questionNumber: '3(a)',
  questionText: 'One bulb in a parallel circuit is removed. What happens to the other bulbs?',
  maxMarks: 2,
  modelAnswer: 'The other bulbs stay lit because each bulb is on its own branch of the circuit.',
  markingScheme: [],
};

export const EVAPORATION: GradingQuestion = {
  questionId: 'q-salt',
  questionNumber: '4',
  questionText: 'How could you get the salt back from salty water?',
  maxMarks: 2,
  modelAnswer: 'Heat the solution so the water evaporates. The salt crystals are left behind.',
  markingScheme: [],
};

let shared: Promise<BuiltinAnswerGrader> | null = null;

/** One grader for a spec file: its WordNet readings are made once. */
export function builtinGrader(): Promise<BuiltinAnswerGrader> {
  shared ??= BuiltinAnswerGrader.create();
  return shared;
}

export async function gradeOne(
  question: GradingQuestion,
  text: string,
  confidence: number | null = null,
): Promise<QuestionGrade> {
  const grader = await builtinGrader();
  const sheet = await grader.grade({
    subject: 'Science',
    questions: [question],
    answers: [{ questionId: question.questionId, text, confidence }],
    rubric: null,
  });
  return sheet.questions[0];
}

export const short = (
  questionText: string,
  modelAnswer: string,
  maxMarks = 1,
): GradingQuestion => ({
  questionId: 'q-short',
  questionNumber: '1',
  questionText,
  maxMarks,
  modelAnswer,
  markingScheme: [],
});
