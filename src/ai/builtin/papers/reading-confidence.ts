import { garbledMaths } from 'src/ai/builtin/papers/garbled-maths';
import { type PaperPage, tidyLine } from 'src/ai/builtin/papers/paper-lines';
import type { ReadingFlag } from 'src/ai/ports/paper-reading.port';

/** OCR confidence (0–100) below which a line of an answer is flagged for the teacher. */
export const DEFAULT_LOW_CONFIDENCE = 60;

/** A line of an answer and the OCR's confidence for it; null when it was typed (not OCR). */
export interface ReadLine {
  text: string;
  confidence: number | null;
}

interface OcrLine {
  text: string;
  confidence: number;
  used: boolean;
}

interface IndexedPage {
  ocr: boolean;
  confidence: number | null;
  /** Null when the OCR gave no lines (a vision model): the page's confidence stands for them. */
  lines: OcrLine[] | null;
  text: string;
}

/**
 * The OCR's confidence for each line of the sheet's answers, found on the pages the answer is
 * on. Ask in the sheet's order: a line that is on the page twice ("x = 9" in two answers) takes
 * the first reading not yet taken.
 */
export class SheetConfidence {
  private readonly pages: IndexedPage[];

  constructor(pages: readonly PaperPage[]) {
    this.pages = pages.map((page) => {
      const ocr = page?.source === 'ocr';
      const lines = Array.isArray(page?.lines)
        ? page.lines
            .filter((line) => typeof line?.text === 'string' && Number.isFinite(line.confidence))
            .map((line) => ({
              text: tidyLine(line.text),
              confidence: line.confidence,
              used: false,
            }))
        : null;
      return {
        ocr,
        confidence: ocr && typeof page.confidence === 'number' ? page.confidence : null,
        lines: ocr ? lines : null,
        text: typeof page?.text === 'string' ? page.text : '',
      };
    });
  }

  /** The lines (as the answer holds them, label taken off) with their confidence. */
  read(lines: readonly string[], pageIndexes: Iterable<number>): ReadLine[] {
    const pages = [...new Set(pageIndexes)].flatMap((index) => this.pages[index] ?? []);
    return lines.map((text) => ({ text, confidence: this.confidenceOf(text, pages) }));
  }

  private confidenceOf(text: string, pages: IndexedPage[]): number | null {
    const ocrLines = pages.flatMap((page) => page.lines ?? []);
    // The whole line, then one that ends with it (its label was taken off), then one holding it.
    const match =
      ocrLines.find((line) => !line.used && line.text === text) ??
      ocrLines.find((line) => !line.used && line.text.endsWith(text)) ??
      ocrLines.find((line) => !line.used && line.text.includes(text));
    if (match) {
      match.used = true;
      return match.confidence;
    }
    const holding = pages.find((page) => page.text.includes(text));
    if (holding) return holding.confidence;
    return pages.find((page) => page.confidence !== null)?.confidence ?? null;
  }
}

/**
 * The lines of an answer the teacher should check: read by OCR below `lowConfidence`, or read as
 * maths that cannot be what the student wrote. Typed lines are the student's own text: never
 * flagged.
 */
export function readingFlags(lines: readonly ReadLine[], lowConfidence: number): ReadingFlag[] {
  return lines.flatMap(({ text, confidence }) => {
    if (confidence === null) return [];
    const reasons: string[] = [];
    if (confidence < lowConfidence)
      reasons.push(`read at ${Math.round(confidence)}% OCR confidence`);
    const garbled = garbledMaths(text);
    if (garbled) reasons.push(`looks like misread maths: ${garbled}`);
    return reasons.length > 0 ? [{ line: text, confidence, reason: reasons.join('; ') }] : [];
  });
}

/** The mean OCR confidence of the answer's lines, or null when none was read by OCR. */
export function answerConfidence(lines: readonly ReadLine[]): number | null {
  const read = lines.flatMap((line) => (line.confidence === null ? [] : [line.confidence]));
  if (read.length === 0) return null;
  return Math.round((read.reduce((sum, value) => sum + value, 0) / read.length) * 10) / 10;
}
