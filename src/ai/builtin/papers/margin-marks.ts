import { readFigure, trailingMarks } from 'src/ai/builtin/papers/marks';
import { readLineLabel } from 'src/ai/builtin/papers/question-number';

/**
 * Marks as typed school papers print them in the margin, and as PDF text layers break them:
 * "(2" / "marks)" split by a line wrap, a bare figure at the right end of the question's line
 * ("Name the gas plants take in. 1") or alone on the line after it. Each is rewritten into the
 * bracketed form the paper reader takes ("… [1]", "(1)").
 */

const UNIT_WORD = String.raw`(?:marks?|mrks?|mks?|pts?|points?)`;
const FIGURE = String.raw`(?:\d{1,2}(?:\.5)?|\d{0,2}\s?½)`;
// "(2" or "[2 marks" left open at the end of a line, and "marks)" or ")" closing it on the next.
const OPEN_AT_END = new RegExp(String.raw`[(\[]\s*${FIGURE}(\s*${UNIT_WORD})?\s*$`, 'i');
const CLOSE_AT_START = new RegExp(String.raw`^(${UNIT_WORD})?\s*\.?\s*[)\]]\s*[.,;]?$`, 'i');
// "… blue. 2" then "marks" alone.
const FIGURE_AT_END = new RegExp(String.raw`(?:^|\s)${FIGURE}$`);
const UNIT_ALONE = new RegExp(String.raw`^${UNIT_WORD}\.?$`, 'i');

/** A bare margin figure: a whole or half mark up to 20, never a year, a quantity or "2.5 kg". */
const BARE = /^(?:[1-9]|1\d|20|\d?\s?½)$/;
// The end of the question's sentence, or its answer dots, before the figure: "… in? 2", "…… 1".
const TRAILING_BARE = /^(.*?(?:[.?!…]|\.{2,}))\s+((?:[1-9]|1\d|20|\d?\s?½))$/;
// "Fig. 2", "Table No. 3", "p. 4": the figure belongs to the abbreviation before it.
const ABBREVIATION =
  /\b(?:fig|figs|no|nos|eq|eqn|p|pp|pg|vol|ch|chap|sec|q|ex|art|para|ref|tab|st|mr|mrs|dr|vs|approx|cf)\.$/i;

const ANSWER_DOTS = /^[\s._…·-]{4,}$/;

/**
 * Joins a mark the page wrapped ("… the sky is blue. (2" / "marks)") back onto its line. Only
 * with a marks word on one side: "f(2" / ")" in working is not a mark.
 */
export function joinSplitMarks<T extends { text: string }>(lines: readonly T[]): T[] {
  const joined: T[] = [];
  for (const line of lines) {
    const previous = joined[joined.length - 1];
    if (previous && splitMark(previous.text, line.text)) {
      joined[joined.length - 1] = { ...previous, text: `${previous.text} ${line.text}` };
    } else joined.push(line);
  }
  return joined;
}

function splitMark(before: string, next: string): boolean {
  const open = OPEN_AT_END.exec(before);
  const close = CLOSE_AT_START.exec(next);
  if (open && close) return Boolean(open[1] || close[1]);
  return FIGURE_AT_END.test(before) && UNIT_ALONE.test(next) && !trailingMarks(before);
}

/**
 * A question paper's lines with bare margin figures written as marks: "Name the gas. 1" becomes
 * "Name the gas. [1]"; a figure alone on the line after a question's sentence becomes "(1)",
 * unless it is the next question's number printed on a line of its own (the text after it has
 * no label of its own then).
 */
export function marginMarks(lines: readonly string[]): string[] {
  const read: string[] = [];
  let lastMain = 0;
  lines.forEach((line, index) => {
    const previous = read[read.length - 1];
    if (BARE.test(line) && previous !== undefined && endsQuestion(previous)) {
      const figure = readFigure(line) as number;
      const next = lines[index + 1];
      const numbersNext = figure === lastMain + 1 && next !== undefined && !readLineLabel(next);
      if (!numbersNext) {
        read.push(`(${figure})`);
        return;
      }
    }
    const label = readLineLabel(line);
    if (label?.main != null && label.main > lastMain) lastMain = label.main;
    else if (BARE.test(line) && Number(line) === lastMain + 1) lastMain = Number(line);
    read.push(trailingFigure(line) ?? line);
  });
  return read;
}

/** "Name the gas plants take in. 1" → "Name the gas plants take in. [1]"; null when no figure. */
export function trailingFigure(line: string): string | null {
  const match = TRAILING_BARE.exec(line);
  if (!match || trailingMarks(line)?.rest === '') return null;
  const [, before, figure] = match;
  if (ABBREVIATION.test(before) || trailingMarks(before)) return null;
  // "……………… 2": the mark at the end of the answer's dotted line.
  if (ANSWER_DOTS.test(before)) return `${before} [${figure.replace(/\s/g, '')}]`;
  // The question's words, not a label and a value ("A. 12", "(c) 4."): three words at least.
  const label = readLineLabel(before);
  const words = (label ? label.rest : before).split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (words.length < 3) return null;
  return `${before} [${figure.replace(/\s/g, '')}]`;
}

/** A line a margin figure may follow: a question's sentence, not yet given marks. */
function endsQuestion(line: string): boolean {
  return /(?:[.?!…]|\.{2,})$/.test(line) && !trailingMarks(line) && !BARE.test(line);
}
