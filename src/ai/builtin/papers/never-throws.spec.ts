import { markingSchemeFor } from 'src/ai/builtin/papers/marking-scheme';
import { readModelAnswers } from 'src/ai/builtin/papers/model-answers';
import { normaliseQuestionNumber } from 'src/ai/builtin/papers/question-number';
import { readQuestionPaper } from 'src/ai/builtin/papers/question-paper';
import { mapStudentAnswers } from 'src/ai/builtin/papers/student-answers';

/** A deterministic stream of OCR-like junk: labels, marks, brackets and noise mixed. */
function junk(seed: number, length: number): string {
  const pieces = [
    'Q',
    '1',
    '2',
    '.',
    ')',
    '(',
    'a',
    'ii',
    ' ',
    '\n',
    '[',
    ']',
    'marks',
    'M',
    '½',
    'Section B',
    'OR',
    'Ans',
    '—',
    'l',
    'O',
    '|',
    '×',
    '=',
    '___',
    '1 mark for',
    'Any two from:',
    ';',
    '- ',
    'each',
    '\f',
    '\u0000',
  ];
  let state = seed;
  let text = '';
  for (let index = 0; index < length; index++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += pieces[state % pieces.length];
  }
  return text;
}

describe('the paper readers on junk', () => {
  it('never throw, and every scheme they make adds up to its marks', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const text = junk(seed, 40 + (seed % 7) * 60);
      const pages = [{ page: 1, text, source: 'ocr' as const, confidence: seed % 100 }];
      const paper = readQuestionPaper(pages, { totalMarks: seed % 50 });
      const leaves = paper.questions.flatMap(function leaves(question): {
        number: string;
        maxMarks: number | null;
      }[] {
        return question.subQuestions.length > 0
          ? question.subQuestions.flatMap(leaves)
          : [question];
      });
      const model = readModelAnswers(pages, leaves);
      for (const answer of model.answers) {
        const question = leaves.find((leaf) => leaf.number === answer.number);
        const total = answer.markingScheme.reduce((sum, point) => sum + point.marks, 0);
        if (question?.maxMarks) expect(total).toBeCloseTo(Math.round(question.maxMarks * 2) / 2);
      }
      mapStudentAnswers(pages, leaves);
      normaliseQuestionNumber(text);
      markingSchemeFor(text, seed % 9);
    }
  });

  it('read long lines of mark-like characters whole', () => {
    for (const unit of ['1+', '(', '½ ', '-', '[1', '1. ']) {
      const text = `${unit.repeat(20000 / unit.length)} (2 marks)`;
      const pages = [{ page: 1, text, source: 'docx' as const }];
      expect(readQuestionPaper(pages, { totalMarks: null }).warnings).toBeDefined();
      expect(mapStudentAnswers(pages, [{ number: '1' }]).warnings).toBeDefined();
      expect(readModelAnswers(pages, [{ number: '1', maxMarks: 2 }]).warnings).toBeDefined();
      const scheme = markingSchemeFor(text, 3);
      expect(scheme.reduce((sum, point) => sum + point.marks, 0)).toBe(3);
    }
  });
});
