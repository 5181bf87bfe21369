/**
 * Marks as papers print them: "(2 marks)", "[3]", "[3 marks]", "2M", "(1)", "[1+2]", "(½)",
 * "— 2 marks" at the end of a line; section rules ("1 mark each", "Each question carries 2
 * marks", "5 × 1 = 5"); the paper's total ("Max. Marks: 80").
 */

/** One mark figure: "2", "2.5", "½", "1½", "1/2". */
const FIGURE = String.raw`(?:\d{1,2}(?:\.5)?|\d{0,2}\s?½|[1-9]\s?\/\s?2)`;
const FIGURES = String.raw`${FIGURE}(?:\s*\+\s*${FIGURE})*`;
// OCR reads "m" as "rn" and drops letters; "mks", "pts" are teachers' shorthand.
const UNIT = String.raw`(?:marks?|mrks?|mks?|rnarks?|m|pts?|points?)`;
const OPEN = String.raw`[(\[{]`;
// OCR turns a closing bracket into "l" or "|" ("[2l").
const CLOSE = String.raw`(?:[)\]}|]|l(?=\s*$))`;

const BRACKETED = new RegExp(
  String.raw`${OPEN}\s*(?:${UNIT}\s*[:\-=]?\s*)?(${FIGURES})\s*(${UNIT})?\.?\s*${CLOSE}`,
  'i',
);
const BRACKETED_AT_END = new RegExp(String.raw`\s*${BRACKETED.source}\s*[.,;]?$`, 'i');
// "2 marks", "2M", "— 3 Marks" unbracketed: a unit is required, and "M" only in upper case
// ("2 m" is two metres).
const WORDED_AT_END = new RegExp(
  String.raw`(?:^|(?<=[\s.?!:;,—–\-]))\s*(${FIGURES})\s*((?:marks?|mks?|pts?|points?)\b|m(?![a-z]))\.?\s*$`,
  'i',
);
const RULE_EACH = new RegExp(
  String.raw`(${FIGURE})\s*${UNIT}\s*(?:each|per\s+question|for\s+each(?:\s+question)?)`,
  'i',
);
const RULE_CARRIES = new RegExp(
  String.raw`each\s+(?:question|item|part)?\s*(?:carries|is\s+worth|has|of)\s*(${FIGURE})\s*${UNIT}`,
  'i',
);
const RULE_PRODUCT = new RegExp(
  String.raw`(\d{1,2})\s*[x×X*]\s*(${FIGURE})\s*=\s*(\d{1,3}(?:\.5)?)`,
);
const PRINTED_TOTAL =
  /(?:max(?:imum)?\.?|total|full|m\.\s?m\.?)\s*(?:marks?)?\s*[:\-=]?\s*(\d{1,3}(?:\.5)?)\b/i;

export interface FoundMarks {
  marks: number;
  /** The line without the marks. */
  rest: string;
}

/** Half marks at most: "1½" → 1.5; null for a figure that is not marks. */
export function readFigure(raw: string): number | null {
  const text = raw.replace(/\s/g, '');
  let value: number;
  if (text.includes('½')) value = Number(text.replace('½', '') || '0') + 0.5;
  else if (/^[1-9]\/2$/.test(text)) value = Number(text[0]) / 2;
  else value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function readFigures(raw: string): number | null {
  let sum = 0;
  for (const part of raw.split('+')) {
    const value = readFigure(part);
    if (value === null) return null;
    sum += value;
  }
  return sum;
}

/** Marks printed at the end of a line, and the line without them. */
export function trailingMarks(line: string): FoundMarks | null {
  const bracketed = BRACKETED_AT_END.exec(line);
  if (bracketed) {
    const marks = readFigures(bracketed[1]);
    // "(1)" without a unit is a mark only when small: "(1998)", "(100)" are not.
    if (marks !== null && marks > 0 && (bracketed[2] || marks <= 20)) {
      return { marks, rest: line.slice(0, bracketed.index).trim() };
    }
  }
  const worded = WORDED_AT_END.exec(line);
  if (worded && worded[2] !== 'm') {
    const marks = readFigures(worded[1]);
    if (marks !== null && marks > 0) {
      return {
        marks,
        rest: line
          .slice(0, worded.index)
          .replace(/[\s—–\-:]+$/, '')
          .trim(),
      };
    }
  }
  return null;
}

/**
 * Where a line holds more than one question ("(a) Define mass. [1] (b) Define weight. [1]"):
 * the offsets just after each bracketed mark that is followed by more text.
 */
export function marksBreaks(line: string): number[] {
  const breaks: number[] = [];
  const global = new RegExp(BRACKETED.source, 'gi');
  for (let match = global.exec(line); match; match = global.exec(line)) {
    const end = match.index + match[0].length;
    const marks = readFigures(match[1]);
    if (marks !== null && marks > 0 && (match[2] || marks <= 20) && line.slice(end).trim()) {
      breaks.push(end);
    }
  }
  return breaks;
}

/** A section's marks per question: "1 mark each", "each question carries 2 marks", "5 × 1 = 5". */
export function sectionRule(text: string): number | null {
  const each = RULE_EACH.exec(text) ?? RULE_CARRIES.exec(text);
  if (each) return readFigure(each[1]);
  const product = RULE_PRODUCT.exec(text);
  if (product) {
    const count = Number(product[1]);
    const marks = readFigure(product[2]);
    if (marks !== null && Math.abs(count * marks - Number(product[3])) < 1e-9) return marks;
  }
  return null;
}

/** The total a paper prints in its heading: "Max. Marks: 80", "Total marks 40", "M.M. 25". */
export function printedTotal(text: string): number | null {
  const match = PRINTED_TOTAL.exec(text);
  return match ? Number(match[1]) : null;
}

/** Shares `total` out over `count` items in half marks, earlier items taking any remainder. */
export function shareInHalves(total: number, count: number): number[] {
  if (count <= 0) return [];
  const halves = Math.max(0, Math.round(total * 2));
  const base = Math.floor(halves / count);
  const extra = halves - base * count;
  return Array.from({ length: count }, (_, index) => (base + (index < extra ? 1 : 0)) / 2);
}

export function roundHalf(value: number): number {
  return Math.round(value * 2) / 2;
}
