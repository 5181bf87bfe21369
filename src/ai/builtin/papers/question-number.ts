/**
 * Question numbers as papers, model answers and students write them ("1", "Q2 ii", "2.ii",
 * "2 b", "Question 3(a)(i)", "Ans 4") and the one form they are compared in: "2(ii)", "2(b)",
 * "3(a)(i)" — the main number, then each part in brackets, lower case.
 */
export interface QuestionNumber {
  main: number;
  /** Part labels below the main number, lower case: ["a"], ["a", "ii"]. */
  parts: string[];
}

/** How sure the label is that it starts a question: "Q3"/"Ans 3" > "3." > "3 Name…". */
export type LabelStrength = 'prefixed' | 'punctuated' | 'bare';

/** A label read at the start of a line, and the text after it. */
export interface LineLabel {
  /** Null for a line that starts with a part only: "(b) …", "ii) …". */
  main: number | null;
  parts: string[];
  strength: LabelStrength;
  /** OCR look-alikes were read as digits ("l." → 1, "1O" → 10). */
  ocrFixed: boolean;
  rest: string;
  /** The text after the main number ("(b) Carbon dioxide" for "Q2. (b) Carbon dioxide"). */
  afterNumber: string;
  /**
   * The reading without unbracketed parts, for when they are words ("1 a cell is…" is answer 1,
   * not 1(a)): present only when the label has such parts.
   */
  withoutBareParts?: { parts: string[]; rest: string };
}

const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];
const MAX_MAIN = 300;

/** Stray marks OCR puts before a handwritten label: bullets, bars, quotes, dashes. */
const LEADING_NOISE = /^[\s•·*\-–—|'"`‘’“”,;_~>»#]+/;
// OCR misreads a handwritten "Ans" as "Ams", "Ars", "An5".
const PREFIX =
  /^(?:(?:ans(?:wer)?s?|a[mr]s|an5|q(?:uestion|ues|u|n)?)(?:\b|(?=\d))[\s.]*(?:no\b\.?|number)?\s*[.:#\-–]?\s*|[qa](?=[0-9lIO]))/i;
// "(1) Sodium", "Ans (2)": a main number in brackets.
const BRACKETED_MAIN = /^\(\s*([0-9lI]{1,3})\s*\)/;
const MAIN = /^([0-9lIO|]{1,3})(?![0-9a-z]{2})/;
const BRACKETED_PART = /^\s*[.\-–]?\s*\(\s*([a-z]{1,4})\s*\)/i;
const CLOSED_PART = /^\s*[.\-–]?\s*([a-z]|[ivx]{1,4})\s*\)/;
const BARE_PART = /^(?:\s*[.\-–]\s*|\s+|(?=[a-z]))([a-h]|[ivx]{1,4})(?=[.):]|\s|$)/;
const STARTING_PART = /^([a-h]|[ivx]{1,4})\.(?=\s)/;
// After a number, what makes the line a step of working: an operator or "=", straight or after
// one small letter ("2x = 18", "3y − 6"), a letter glued to a bracket or a power ("2x(", "3x²"), or
// "x"/"×" then a number ("2 x 3").
const WORKING = /^\s*(?:[a-z]\s*)?(?:[=+×÷*/^<>≤≥−]|-\s*[\d(a-z])|^[a-z][(²³]|^\s*[x×]\s*\d/;
const TERMINATOR = /^\s*[.):\]\-–]+(?=\s|$|[A-Za-z(])/;

export function isRoman(label: string): boolean {
  return ROMAN.includes(label.toLowerCase());
}

/**
 * "3(a)(i)"; a numbered part (AQA's "03.1") is written after a dot, as the paper does:
 * "3.1", "3.1(a)".
 */
export function formatQuestionNumber(number: QuestionNumber): string {
  const [first, ...rest] = number.parts;
  const numbered = first !== undefined && /^\d+$/.test(first);
  const letters = numbered ? rest : number.parts;
  return `${number.main}${numbered ? `.${first}` : ''}${letters.map((part) => `(${part})`).join('')}`;
}

/** "Q2 ii", "2.ii", "2 (ii)" → "2(ii)"; null when the text is not a question number. */
export function normaliseQuestionNumber(raw: string): string | null {
  // A number the caller wrote ("2(B)") has no options to tell apart: any case is a part.
  const text = String(raw ?? '')
    .trim()
    .replace(/\(\s*([A-Za-z]{1,4})\s*\)/g, (_, part: string) => `(${part.toLowerCase()})`);
  const label = readLineLabel(text, { allowBare: true });
  if (!label || label.main === null || label.rest.replace(/[.):\s]/g, '') !== '') return null;
  return formatQuestionNumber({ main: label.main, parts: label.parts });
}

/** "3(a)(i)" → {main: 3, parts: ["a", "i"]}, "3.1" → {main: 3, parts: ["1"]}; else null. */
export function parseQuestionNumber(normalised: string): QuestionNumber | null {
  const match = /^(\d+)(?:\.(\d+))?((?:\([a-z]+\))*)$/.exec(normalised);
  if (!match) return null;
  const parts = [...match[3].matchAll(/\(([a-z]+)\)/g)].map((part) => part[1]);
  return { main: Number(match[1]), parts: match[2] ? [String(Number(match[2])), ...parts] : parts };
}

/**
 * The question label a line starts with, if any: "Q3.", "Question 3", "Ans 3", "3.", "3)",
 * "4 (a)", "1(a)(ii)", "Q2 ii", "(b)", "ii)", "a.". Uppercase option letters ("(A)", "B.") are
 * not labels: papers print multiple-choice options with them.
 */
export function readLineLabel(
  line: string,
  options: { allowBare?: boolean } = {},
): LineLabel | null {
  const text = line.replace(LEADING_NOISE, '');
  const partOnly = readParts(text, true);
  // "l)" alone is OCR's "1)", not the twelfth part.
  if (partOnly.parts.length > 0 && !(partOnly.parts.length === 1 && /^[(]?l[.)]/.test(text))) {
    return {
      main: null,
      parts: partOnly.parts,
      strength: 'punctuated',
      ocrFixed: false,
      rest: partOnly.rest.replace(TERMINATOR, '').trim(),
      afterNumber: text.trim(),
    };
  }
  const prefix = PREFIX.exec(text);
  let rest = prefix ? text.slice(prefix[0].length) : text;
  const numbered = readNumberedPart(rest, options.allowBare === true);
  if (numbered) return numbered;
  const bracketed = BRACKETED_MAIN.exec(rest);
  const main = bracketed ?? MAIN.exec(rest);
  if (!main) return null;
  const digits = readDigits(main[1]);
  if (digits === null || digits.value < 1 || digits.value > MAX_MAIN) return null;
  rest = rest.slice(main[0].length);
  // "2x = 18", "3y − 6 = 12", "2 x 3 = 6", "5 + 4": a line of working, not question 2.
  if (!prefix && !bracketed && WORKING.test(rest)) return null;
  // Look-alikes count only when punctuated at once ("l.", "lO)"): "If", "Al is", "O2 is" are words.
  if (digits.fixed && !bracketed && !/^[.):(]/.test(rest)) return null;
  // "1.5 kg", "12,000", "3/4", "20%" are numbers in text, not labels.
  if (!bracketed && /^(?:[.,/:]\d|%|\d)/.test(rest)) return null;
  const afterNumber = rest.replace(/^\s*[.):\-–]+/, '').trim();
  const parts = readParts(rest, false);
  const beforeBare = parts.beforeBare;
  rest = parts.rest;
  const terminator = TERMINATOR.exec(rest);
  if (terminator) rest = rest.slice(terminator[0].length);
  const strength: LabelStrength = prefix
    ? 'prefixed'
    : bracketed || terminator || parts.parts.length > 0
      ? 'punctuated'
      : 'bare';
  if (strength === 'bare' && !options.allowBare && !/^\s/.test(rest)) return null;
  if (
    !prefix &&
    !bracketed &&
    !terminator &&
    parts.parts.length === 0 &&
    rest !== '' &&
    !/^\s/.test(rest)
  ) {
    return null;
  }
  return {
    main: digits.value,
    parts: parts.parts,
    strength,
    ocrFixed: digits.fixed,
    rest: rest.trim(),
    afterNumber,
    ...(beforeBare && {
      withoutBareParts: {
        parts: beforeBare.parts,
        rest: beforeBare.rest.replace(TERMINATOR, '').trim(),
      },
    }),
  };
}

/**
 * AQA's numbering: "0 1 . 2" or "01.2" is question 1, part 2; "0 1" or "1 0" alone opens
 * question 1 or 10. Unpadded, "1.2 Describe …" is read so only before a capital letter (or,
 * for a number the caller gives, alone): "1.5 kg of water" is a number in the text.
 */
const PADDED_PART = /^(?:0\s?([1-9])|([1-9])\s?(\d))\s?\.\s?(\d{1,2})(?=\s|$)/;
const PLAIN_PART = /^([1-9]\d?)\.(\d{1,2})(?=\s+[A-Z(‘'"“]|\s*$)/;
const PADDED_MAIN = /^(?:0\s?([1-9])|([1-3])\s([0-9]))(?=\s+[A-Z(‘'"“])/;

function readNumberedPart(text: string, alone: boolean): LineLabel | null {
  const padded = PADDED_PART.exec(text);
  const plain = padded ? null : PLAIN_PART.exec(text);
  if (plain && !alone && text.slice(plain[0].length).trim() === '') return null;
  const stem = padded || plain ? null : PADDED_MAIN.exec(text);
  const found = padded ?? plain ?? stem;
  if (!found) return null;
  const main = padded
    ? Number(padded[1] ?? `${padded[2]}${padded[3]}`)
    : plain
      ? Number(plain[1])
      : Number(stem![1] ?? `${stem![2]}${stem![3]}`);
  const part = padded ? padded[4] : plain ? plain[2] : null;
  if (main < 1 || main > MAX_MAIN || (part !== null && Number(part) < 1)) return null;
  const rest = text.slice(found[0].length);
  return {
    main,
    parts: part === null ? [] : [String(Number(part))],
    strength: 'punctuated',
    ocrFixed: false,
    rest: rest.replace(TERMINATOR, '').trim(),
    afterNumber: rest.trim(),
  };
}

function readDigits(raw: string): { value: number; fixed: boolean } | null {
  if (/^\d+$/.test(raw)) return { value: Number(raw), fixed: false };
  // A look-alike alone ("l.", "I)") or beside real digits ("1O", "l2"); never "O" alone or "II".
  if (!/\d/.test(raw) && !/^[lI|]$/.test(raw)) return null;
  const fixed = raw.replace(/[lI|]/g, '1').replace(/O/g, '0');
  return /^\d+$/.test(fixed) ? { value: Number(fixed), fixed: true } : null;
}

/** Part labels in a row; `atStart` for a line that begins with one ("(a)", "ii)", "b."). */
function readParts(
  text: string,
  atStart: boolean,
): { parts: string[]; rest: string; beforeBare?: { parts: string[]; rest: string } } {
  const parts: string[] = [];
  let rest = text;
  let beforeBare: { parts: string[]; rest: string } | undefined;
  while (parts.length < 3) {
    const match =
      BRACKETED_PART.exec(rest) ??
      CLOSED_PART.exec(rest) ??
      (atStart && parts.length === 0 ? STARTING_PART.exec(rest) : null);
    // Unbracketed parts come straight after the number ("2 b", "Q2 ii"), never after "(a)".
    const bare = match || atStart || parts.length > 0 ? null : BARE_PART.exec(rest);
    const found = match ?? bare;
    if (!found) break;
    const label = found[1];
    const lower = label.toLowerCase();
    // Uppercase letters are multiple-choice options; words in brackets are text.
    if (label !== lower && !(isRoman(label) && label.length > 1 && found[0].includes('('))) break;
    if (label.length > 1 && !isRoman(label)) break;
    if (bare && !beforeBare) beforeBare = { parts: [...parts], rest };
    parts.push(lower);
    rest = rest.slice(found[0].length);
  }
  return { parts, rest, beforeBare };
}
