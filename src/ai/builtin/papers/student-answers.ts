import {
  normalisedNumbers,
  segmentAnswers,
  SHEET_HEADER,
} from 'src/ai/builtin/papers/answer-segments';
import {
  joinLines,
  listOf,
  meanConfidence,
  type PaperPage,
} from 'src/ai/builtin/papers/paper-lines';

export interface StudentAnswerText {
  /** The question's number as the caller gave it. */
  number: string;
  text: string;
  /** Mean OCR confidence (0–100) of the pages the answer is on; null for typed pages. */
  confidence: number | null;
}

export interface UnmatchedAnswer {
  /** The label as read, normalised ("7"); null for text before any label. */
  label: string | null;
  text: string;
  confidence: number | null;
}

export interface StudentAnswerMap {
  /** In the order of the questions given; a question the student did not answer is absent. */
  answers: StudentAnswerText[];
  /** Text under labels that match no question, and text that has no label. */
  unmatched: UnmatchedAnswer[];
  warnings: string[];
}

/**
 * The student's answer to each question, as read from the answer sheet's pages (typed or OCR),
 * mapped by the labels the student wrote. Answers in any order; an answer split over pages, or
 * over two places, is joined. Never throws.
 */
export function mapStudentAnswers(
  pages: readonly PaperPage[],
  questions: readonly { number: string }[],
): StudentAnswerMap {
  const list = listOf(questions);
  const numbers = normalisedNumbers(list.map((question) => question?.number));
  const { segments, preamble } = segmentAnswers(pages, [...numbers.keys()]);
  const warnings: string[] = [];
  const unmatched: UnmatchedAnswer[] = [];
  const found = new Map<string, { lines: string[]; pages: number[]; places: number }>();
  for (const segment of segments) {
    const text = joinLines(segment.lines);
    if (segment.number === null) {
      if (text) {
        const confidence = meanConfidence(pages, segment.pageIndexes);
        unmatched.push({ label: segment.label, text, confidence });
        warnings.push(`The answer labelled ${segment.label} matches no question of the paper`);
      }
      continue;
    }
    const entry = found.get(segment.number) ?? { lines: [], pages: [], places: 0 };
    entry.lines.push(...segment.lines);
    entry.pages.push(...segment.pageIndexes);
    entry.places += 1;
    found.set(segment.number, entry);
  }
  const loose = preamble.filter((line) => !SHEET_HEADER.test(line.text));
  if (loose.length > 0) {
    const text = joinLines(loose.map((line) => line.text));
    const confidence = meanConfidence(
      pages,
      loose.map((line) => line.pageIndex),
    );
    // A sheet with no labels at all answers the only question there is.
    if (segments.length === 0 && numbers.size === 1) {
      const [only] = numbers.keys();
      found.set(only, { lines: [text], pages: loose.map((line) => line.pageIndex), places: 1 });
    } else {
      unmatched.push({ label: null, text, confidence });
    }
  }
  if (segments.length === 0 && numbers.size !== 1 && loose.length > 0) {
    warnings.push('No question numbers were found on the answer sheet');
  }

  const answers: StudentAnswerText[] = [];
  for (const [normal, number] of numbers) {
    const entry = found.get(normal);
    if (!entry) continue;
    const text = joinLines(entry.lines);
    if (!text) continue;
    if (entry.places > 1) {
      warnings.push(`Question ${number} is answered in ${entry.places} places; they were joined`);
    }
    answers.push({ number, text, confidence: meanConfidence(pages, entry.pages) });
  }
  return { answers, unmatched, warnings };
}
