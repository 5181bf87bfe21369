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
import {
  answerConfidence,
  DEFAULT_LOW_CONFIDENCE,
  type ReadLine,
  readingFlags,
  SheetConfidence,
} from 'src/ai/builtin/papers/reading-confidence';
import type { ReadingFlag } from 'src/ai/ports/paper-reading.port';

export interface StudentAnswerText {
  /** The question's number as the caller gave it. */
  number: string;
  text: string;
  /** Mean OCR confidence (0–100) of the answer's lines; null for typed pages. */
  confidence: number | null;
  /** Lines read below the low-confidence threshold, or read as garbled maths; empty when none. */
  readingFlags: ReadingFlag[];
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

export interface StudentAnswerOptions {
  /** OCR confidence (0–100) below which a line is flagged; `DEFAULT_LOW_CONFIDENCE` if absent. */
  lowConfidence?: number;
}

/**
 * The student's answer to each question, as read from the answer sheet's pages (typed or OCR),
 * mapped by the labels the student wrote. Answers in any order; an answer split over pages, or
 * over two places, is joined. Lines the OCR was unsure of, or read as garbled maths, are flagged.
 * Never throws.
 */
export function mapStudentAnswers(
  pages: readonly PaperPage[],
  questions: readonly { number: string }[],
  options: StudentAnswerOptions = {},
): StudentAnswerMap {
  const list = listOf(questions);
  const sheet = listOf(pages);
  const numbers = normalisedNumbers(list.map((question) => question?.number));
  const { segments, preamble } = segmentAnswers(sheet, [...numbers.keys()]);
  const confidence = new SheetConfidence(sheet);
  const warnings: string[] = [];
  const unmatched: UnmatchedAnswer[] = [];
  const found = new Map<string, { lines: ReadLine[]; places: number }>();
  for (const segment of segments) {
    const text = joinLines(segment.lines);
    if (segment.number === null) {
      if (text) {
        const mean = meanConfidence(sheet, segment.pageIndexes);
        unmatched.push({ label: segment.label, text, confidence: mean });
        warnings.push(`The answer labelled ${segment.label} matches no question of the paper`);
      }
      continue;
    }
    const entry = found.get(segment.number) ?? { lines: [], places: 0 };
    entry.lines.push(...confidence.read(segment.lines, segment.pageIndexes));
    entry.places += 1;
    found.set(segment.number, entry);
  }
  const loose = preamble.filter((line) => !SHEET_HEADER.test(line.text));
  if (loose.length > 0) {
    const indexes = loose.map((line) => line.pageIndex);
    // A sheet with no labels at all answers the only question there is.
    if (segments.length === 0 && numbers.size === 1) {
      const [only] = numbers.keys();
      const lines = confidence.read(
        loose.map((line) => line.text),
        indexes,
      );
      found.set(only, { lines, places: 1 });
    } else {
      const text = joinLines(loose.map((line) => line.text));
      unmatched.push({ label: null, text, confidence: meanConfidence(sheet, indexes) });
    }
  }
  if (segments.length === 0 && numbers.size !== 1 && loose.length > 0) {
    warnings.push('No question numbers were found on the answer sheet');
  }

  const low = options.lowConfidence ?? DEFAULT_LOW_CONFIDENCE;
  const answers: StudentAnswerText[] = [];
  for (const [normal, number] of numbers) {
    const entry = found.get(normal);
    if (!entry) continue;
    const text = joinLines(entry.lines.map((line) => line.text));
    if (!text) continue;
    if (entry.places > 1) {
      warnings.push(`Question ${number} is answered in ${entry.places} places; they were joined`);
    }
    answers.push({
      number,
      text,
      confidence: answerConfidence(entry.lines),
      readingFlags: readingFlags(entry.lines, low),
    });
  }
  return { answers, unmatched, warnings };
}
