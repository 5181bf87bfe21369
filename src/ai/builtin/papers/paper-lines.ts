import { joinSplitMarks } from 'src/ai/builtin/papers/margin-marks';
import type { SheetPage } from 'src/ai/ports/paper-reading.port';

/** Pass the pages of all the documents of one paper in the order the teacher sent them. */
export type PaperPage = SheetPage;

/** One non-empty line, tidied, with the index (into the pages given) of the page it is on. */
export interface PaperLine {
  text: string;
  pageIndex: number;
}

// Page numbers, "P.T.O.", "End of paper", rules of stars or dashes: the page's, not the text's.
const FURNITURE =
  /^[\W_]*(?:page\s*\d+(?:\s*(?:of|\/)\s*\d+)?|\d+\s*of\s*\d+|p\.?\s*t\.?\s*o\.?|turn\s+over|(?:the\s+)?end\s+of\s+(?:the\s+)?(?:question\s+)?(?:paper|exam(?:ination)?|test)|all\s+the\s+best|best\s+of\s+luck|good\s+luck)?[\W_]*$/i;

/**
 * The lines of all the pages in order. Spacing is tidied (docx keeps runs of spaces, OCR leaves
 * stray control characters); blank lines are dropped, since docx puts one between paragraphs.
 * Page furniture goes: page numbers, "P.T.O.", and running heads and feet — a first (or last)
 * line that is another page's first (or last) line too. A mark the page wrapped ("(2" /
 * "marks)") is joined back onto its line.
 */
export function paperLines(pages: readonly PaperPage[]): PaperLine[] {
  const perPage = pages.map((page) =>
    (typeof page?.text === 'string' ? page.text : '')
      .split(/\r\n|\r|\n|\f/)
      .map(tidyLine)
      // Furniture is short; testing only short lines keeps the pattern linear on long ones.
      .filter((line) => line && !(line.length <= 80 && FURNITURE.test(line))),
  );
  const heads = perPage.map((lines) => running(lines[0]));
  const feet = perPage.map((lines) => (lines.length > 1 ? running(lines[lines.length - 1]) : ''));
  const lines: PaperLine[] = [];
  perPage.forEach((pageLines, pageIndex) => {
    pageLines.forEach((text, index) => {
      const head =
        index === 0 &&
        heads[pageIndex] &&
        heads.filter((other) => other === heads[pageIndex]).length > 1;
      const foot =
        index === pageLines.length - 1 &&
        index > 0 &&
        feet[pageIndex] &&
        feet.filter((other) => other === feet[pageIndex]).length > 1;
      if (!head && !foot) lines.push({ text, pageIndex });
    });
  });
  return joinSplitMarks(lines);
}

/** A line as a running head or foot compares: without its numbers (page 2, page 3). */
function running(line: string | undefined): string {
  const key = (line ?? '')
    .toLowerCase()
    .replace(/[\d\W_]+/g, ' ')
    .trim();
  // Too short to tell a running head from an answer that happens to repeat ("Yes").
  return key.length >= 12 ? key : '';
}

export function tidyLine(raw: string): string {
  return (
    raw
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f\u200b-\u200d\ufeff]/g, '')
      .replace(/[\t\u00a0\u2000-\u200a\u202f\u3000]/g, ' ')
      .replace(/ {2,}/g, ' ')
      .trim()
  );
}

/**
 * Lines joined back into text: a line that runs on (no closing punctuation, the next starts in
 * lower case) joins the next with a space, as PDF text layers break lines where the page did;
 * other lines keep their break (options, steps of working, list items).
 */
export function joinLines(lines: readonly string[]): string {
  return unwrapLines(lines).join('\n');
}

/** The lines with those that run on joined to the next (see `joinLines`). */
export function unwrapLines(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined[joined.length - 1];
    if (previous !== undefined && runsOn(previous, line)) {
      joined[joined.length - 1] = `${previous} ${line}`;
    } else joined.push(line);
  }
  return joined;
}

/**
 * Whether `next` carries on the sentence `before` broke off: no closing punctuation, a lower
 * case start, not an option ("b) …") and not a step of working ("x = 5" lines stay lines).
 */
export function runsOn(before: string, next: string): boolean {
  return (
    !/[.?!:;)\]]$/.test(before) &&
    /^[a-z]/.test(next) &&
    !/^[a-h][.)]\s/.test(next) &&
    !/=/.test(before) &&
    !/=/.test(next)
  );
}

/** The mean OCR confidence of the pages, or null when none of them was read by OCR. */
export function meanConfidence(
  pages: readonly PaperPage[],
  pageIndexes: Iterable<number>,
): number | null {
  const read = [...new Set(pageIndexes)]
    .map((index) => pages[index])
    .filter((page) => page?.source === 'ocr' && typeof page.confidence === 'number')
    .map((page) => page.confidence as number);
  if (read.length === 0) return null;
  return Math.round((read.reduce((sum, value) => sum + value, 0) / read.length) * 10) / 10;
}

/** The list itself, or an empty one when a caller passed something else (never throw). */
export function listOf<T>(value: readonly T[] | null | undefined): readonly T[] {
  return Array.isArray(value) ? (value as readonly T[]) : [];
}
