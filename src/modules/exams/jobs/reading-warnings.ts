import type { ReadingFlag } from 'src/ai/ports/paper-reading.port';

/** A question's number and the doubtful lines of its answer. */
export interface FlaggedQuestion {
  questionNumber: string;
  readingFlags: readonly ReadingFlag[] | null;
}

/**
 * The sheet's warning naming the questions whose answers were read in doubt (low OCR confidence,
 * garbled maths), so the teacher checks them against the sheet; none when every line read well.
 */
export function readingWarnings(questions: readonly FlaggedQuestion[]): string[] {
  const flagged = questions.filter((question) => (question.readingFlags ?? []).length > 0);
  if (flagged.length === 0) return [];
  const numbers = flagged.map((question) => question.questionNumber);
  const listed =
    numbers.length === 1
      ? `question ${numbers[0]}`
      : `questions ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
  const whose = numbers.length === 1 ? 'its answer' : 'their answers';
  return [
    `Check ${listed} against the sheet: lines of ${whose} were read at low OCR confidence or ` +
      `look like misread maths, and the ${numbers.length === 1 ? 'mark rests' : 'marks rest'} ` +
      'on that reading (see reading_flags)',
  ];
}
