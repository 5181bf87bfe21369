import { BuiltinAnswerGrader } from 'src/ai/builtin/grading/builtin-answer-grader';
import { MARKED_PAPERS } from 'src/ai/builtin/papers/__fixtures__/board-layouts';
import {
  leafQuestions,
  mapStudentAnswers,
  readModelAnswers,
  readQuestionPaper,
} from 'src/ai/builtin/papers';
import type { QuestionGrade } from 'src/ai/ports/answer-grading.port';

const pages = (lines: string[]) => [{ text: lines.join('\n') }];

/** Every question of the teacher-marked papers, graded as the worker grades them. */
async function gradedPapers(): Promise<{ grade: QuestionGrade; answer: string }[]> {
  const grader = await BuiltinAnswerGrader.create();
  const graded: { grade: QuestionGrade; answer: string }[] = [];
  for (const marked of MARKED_PAPERS) {
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
      const sheetGrade = await grader.grade({
        subject: marked.subject,
        rubric: null,
        questions: leaves.map((leaf) => {
          const answer = model.answers.find((item) => item.number === leaf.number);
          return {
            questionId: leaf.number,
            questionNumber: leaf.number,
            questionText: leaf.text,
            maxMarks: leaf.maxMarks ?? 0,
            modelAnswer: answer?.answerText ?? '',
            markingScheme: answer?.markingScheme ?? [],
          };
        }),
        answers: read.answers.map((a) => ({
          questionId: a.number,
          text: a.text,
          confidence: null,
        })),
      });
      for (const grade of sheetGrade.questions) {
        const answer = read.answers.find((a) => a.number === grade.questionId)?.text ?? '';
        graded.push({ grade, answer });
      }
    }
  }
  return graded;
}

describe('question feedback a student can act on (issue #26 item 6)', () => {
  let graded: { grade: QuestionGrade; answer: string }[];

  beforeAll(async () => {
    graded = await gradedPapers();
  }, 120_000);

  it('never quotes a scheme line back outside the correct idea of a wrong answer', () => {
    for (const { grade } of graded) {
      // What the student wrote is quoted; the scheme's own lines are not.
      const told = grade.feedback
        .replace(/The correct idea: [^]*?(?= Next step:|$)/, '')
        .replace(/"[^"]*"/g, '');
      for (const step of grade.stepMarks) {
        const words = step.point.split(/\s+/);
        if (words.length >= 3) expect(told).not.toContain(step.point);
      }
      expect(told).not.toMatch(/Earned:|Missing:|\b[MAB]1\b/);
    }
  });

  it('quotes what was right in the student’s words and gives one next step short of full marks', () => {
    for (const { grade, answer } of graded) {
      if (!answer.trim()) continue;
      expect(grade.feedback.startsWith(`${grade.score} out of `)).toBe(true);
      const nextSteps = grade.feedback.match(/Next step:/g) ?? [];
      expect(nextSteps.length).toBe(grade.score < grade.maxMarks ? 1 : 0);
      for (const step of grade.stepMarks.filter((s) => s.status === 'earned' && s.evidence)) {
        expect(answer).toContain(step.evidence!.replace(/ … .*/, ''));
      }
    }
  });

  it('reads as a teacher would write it for a partly right answer and a rejected one', () => {
    const himalayas = graded.find(
      ({ answer }) => answer === 'They stop cold winds from Central Asia.',
    )!;
    expect(himalayas.grade.feedback).toMatch(
      /^\d out of 4 marks\. Right: "They stop cold winds from Central Asia"\. Next step: add the part about monsoon winds and rain \(\d marks?\)\.$/,
    );
    const covalent = graded.find(({ answer }) => answer === 'covalent')!;
    expect(covalent.grade.feedback).toBe(
      '0 out of 1 mark. Not right: you wrote "covalent". The correct idea: Ionic. Next step: check what you wrote against the correct idea above.',
    );
  });
});
