import { listOf, paperLines, type PaperPage } from 'src/ai/builtin/papers/paper-lines';
import { readSectionHeading } from 'src/ai/builtin/papers/paper-sections';
import {
  formatQuestionNumber,
  type LineLabel,
  normaliseQuestionNumber,
  parseQuestionNumber,
  readLineLabel,
} from 'src/ai/builtin/papers/question-number';

/** The text written under one label of an answer sheet (a model answer's or a student's). */
export interface AnswerSegment {
  /** The question it answers, normalised; null when its label matches no question. */
  number: string | null;
  /** The label as read ("7" for "Ans 7" when the paper has no question 7); null for none. */
  label: string | null;
  lines: string[];
  /** Indexes (into the pages given) of the pages its lines are on. */
  pageIndexes: Set<number>;
}

export interface SegmentedAnswers {
  segments: AnswerSegment[];
  /** Lines before the first label: names, roll numbers, headings. */
  preamble: { text: string; pageIndex: number }[];
}

/** The top of an answer sheet's page: the student's details, not an answer. */
export const SHEET_HEADER =
  /^(?:name|student|roll|reg(?:istration)?|admission|adm|class|grade|section|div(?:ision)?|date|subject|school|exam|id|candidate|signature|invigilator|page|sheet|answer\s*(?:sheet|booklet))\b/i;
// On later pages only lines that say what they are ("Name: …", "Roll No. 14") are dropped.
const LABELLED_DETAIL =
  /^(?:name|student|roll|reg(?:istration)?|admission|adm|class|date|candidate)\b[^:]{0,12}[:-]|^(?:roll|reg|adm(?:ission)?)\s*no\b/i;

// "Ans:", "Answer -", "Ans." with no number: what follows is the answer to the current question.
const ANSWER_MARKER =
  /^(?:ans(?:wer)?|sol(?:ution)?|soln)\s*[.:\-–)]+\s*|^(?:ans(?:wer)?)\s+(?=[A-Z])/i;

interface Context {
  main: number;
  parts: string[];
}

/**
 * Cuts an answer sheet into answers by the labels students and teachers write ("1.", "Ans 1",
 * "Q1)", "1 a)", "(b)", "Q2 ii"), in whatever order they come. A part label alone continues the
 * current question ("(b)" after "2(a)" is 2(b)). Text before a page's first label continues the
 * answer the previous page ended in. A number already answered, or in a run counting up from
 * one inside an answer ("1. light 2. water"), is a list in the answer, not a new answer.
 */
export function segmentAnswers(
  pages: readonly PaperPage[],
  questionNumbers: readonly string[],
): SegmentedAnswers {
  const known = new Set(questionNumbers);
  const mains = new Set(questionNumbers.map((number) => Number(/^\d+/.exec(number)?.[0])));
  const segments: AnswerSegment[] = [];
  const preamble: SegmentedAnswers['preamble'] = [];
  const answered = new Set<string>();
  let current: AnswerSegment | null = null;
  let context: Context | null = null;
  let listRun = 0;
  let previous = '';

  let page = -1;
  let lineInPage = 0;
  // Under "Notes for examiners": the notes' own numbers ("1. Award marks for …") are not answers.
  let notes: number | null = null;
  for (const line of paperLines(listOf(pages))) {
    const { pageIndex } = line;
    lineInPage = pageIndex === page ? lineInPage + 1 : 0;
    page = pageIndex;
    const text = tableRow(line.text);
    if (text === null) continue;
    if (readSectionHeading(text)) continue;
    if (current && lineInPage < 3 && LABELLED_DETAIL.test(text)) continue;
    const heading = NOTES_HEADING.exec(text);
    if (heading) {
      // "General marking instructions: award …" is a note itself; "Notes for examiners:" heads
      // numbered ones.
      notes = /[\p{L}\p{N}]/u.test(text.slice(heading[0].length)) ? 1 : 0;
      preamble.push({ text, pageIndex });
      continue;
    }
    const label = readLineLabel(text);
    if (notes !== null) {
      // The notes end at a prefixed label ("Q1", "Question 1") or a number starting again at 1.
      const ends =
        label?.main != null &&
        (label.strength === 'prefixed' ||
          (label.main === 1 && (notes > 0 || label.parts.length > 0)));
      if (!ends) {
        if (label?.main != null) notes = label.main;
        preamble.push({ text, pageIndex });
        continue;
      }
      notes = null;
    }
    const marker = label?.main == null ? ANSWER_MARKER.exec(text) : null;
    if (marker && current) {
      // Whatever came between the label and "Ans:" restated the question.
      current.lines = [];
      addLine(current, text.slice(marker[0].length), pageIndex);
      continue;
    }
    const start = readStart(label, context, known, mains);
    // "Factors:" then "1. light": a list, even when question 1 is not answered yet.
    const listed =
      answered.has(start?.key ?? '') ||
      (listRun > 0 && start?.main === listRun + 1) ||
      (current !== null && /:$/.test(previous));
    const fresh = start && !(start.listLike && listed);
    previous = text;
    if (start && fresh) {
      listRun = 0;
      context = { main: start.main, parts: start.parts };
      current = { number: start.number, label: start.key, lines: [], pageIndexes: new Set() };
      segments.push(current);
      if (start.number) answered.add(start.key);
      addLine(current, start.rest, pageIndex);
      continue;
    }
    if (start?.listLike) listRun = start.main;
    if (current) addLine(current, text, pageIndex);
    else preamble.push({ text, pageIndex });
  }
  return { segments, preamble };
}

// "Notes for examiners", "General instructions to evaluators", "Marking guidelines".
const NOTES_HEADING =
  /^(?:general\s+)?(?:notes?|instructions?|guidelines?|guidance)\s+(?:for|to)\s+(?:the\s+)?(?:examiners?|markers?|evaluators?|teachers?)\b|^(?:general\s+)?marking\s+(?:instructions|guidelines|notes)\b/i;
// A mark scheme's table heading: "Question | Answer | Marks".
const TABLE_HEADING =
  /^question\s*(?:no\.?|number)?\s+(?:answers?|expected answers?|mark scheme|marking scheme|value points?)\b/i;

/**
 * A mark scheme's table row ("1(b) | ½ × 2.0 × 3.0² | C1") as a line ("1(b) ½ × 2.0 × 3.0²
 * C1"); null for the table's heading row. Other lines are returned as they are. A bare number
 * in the first cell before words ("1 | vibrate about fixed positions | B1") is the question's
 * number, on every row of the question: it is written "Q1" so that it reads as a label, not as
 * a list item or a number in the answer.
 */
function tableRow(text: string): string | null {
  if ((text.match(/\|/g) ?? []).length < 2) return text;
  const cells = text
    .split('|')
    .map((cell) => cell.trim())
    .filter(Boolean);
  if (cells.length >= 2 && /^\d{1,3}$/.test(cells[0]) && /\p{L}{2}/u.test(cells[1])) {
    cells[0] = `Q${cells[0]}`;
  }
  const row = cells.join(' ');
  return TABLE_HEADING.test(row) ? null : row;
}

function addLine(segment: AnswerSegment, text: string, pageIndex: number): void {
  segment.pageIndexes.add(pageIndex);
  if (text) segment.lines.push(text);
}

interface Start {
  main: number;
  parts: string[];
  /** The normalised label. */
  key: string;
  /** `key` when it is a question of the paper (or holds some), else null. */
  number: string | null;
  rest: string;
  /** A plain number that could be an item of a list inside an answer. */
  listLike: boolean;
}

function readStart(
  label: LineLabel | null,
  context: Context | null,
  known: Set<string>,
  mains: Set<number>,
): Start | null {
  if (!label) return null;
  const readings = [label];
  if (label.withoutBareParts) readings.push({ ...label, ...label.withoutBareParts });
  for (const reading of readings) {
    if (reading.main === null) {
      if (!context) return null;
      // "(b)" after 2(a) is 2(b); "(ii)" after 2(a)(i) is 2(a)(ii): the deepest that exists.
      for (let keep = context.parts.length; keep >= 0; keep--) {
        const found = matched(context.main, [...context.parts.slice(0, keep), ...reading.parts]);
        if (known.has(found.key)) return { ...found, number: found.key, rest: reading.rest };
      }
      continue;
    }
    const listLike = reading.strength !== 'prefixed' && reading.parts.length === 0;
    if (reading.strength === 'bare' && !/^[A-Z("'‘“]/.test(reading.rest)) continue;
    const exact = matched(reading.main, reading.parts, listLike);
    if (known.has(exact.key)) return { ...exact, number: exact.key, rest: reading.rest };
    const loose = reading.parts.length > 0 ? fuzzy(reading.main, reading.parts, known) : null;
    if (loose) {
      const parts = parseQuestionNumber(loose)?.parts ?? reading.parts;
      return { ...matched(reading.main, parts), number: loose, rest: reading.rest };
    }
    // "Q2. (b) Carbon dioxide" for a question without parts: the answer is the option (b).
    if (reading.parts.length > 0 && known.has(`${reading.main}`)) {
      return { ...matched(reading.main, []), number: `${reading.main}`, rest: label.afterNumber };
    }
    // "Ans 4" above parts (a), (b): sets the question; the parts' labels follow.
    if (reading.parts.length === 0 && mains.has(reading.main)) {
      return { ...exact, number: null, rest: reading.rest };
    }
  }
  // An answer the paper has no question for: kept, but only under an unmistakable label.
  if (label.main !== null && label.strength === 'prefixed' && !label.ocrFixed) {
    return { ...matched(label.main, label.parts), number: null, rest: label.rest };
  }
  return null;
}

function matched(main: number, parts: string[], listLike = false) {
  return { main, parts, key: formatQuestionNumber({ main, parts }), listLike };
}

/** OCR's "l" for "i" in a part ("2(l)"), or a part missing its letter ("2(ii)" for 2(a)(ii)). */
function fuzzy(main: number, parts: string[], known: Set<string>): string | null {
  const swapped = formatQuestionNumber({
    main,
    parts: parts.map((part) => part.replace(/l/g, 'i')),
  });
  if (known.has(swapped)) return swapped;
  const last = parts[parts.length - 1];
  const candidates = [...known].filter(
    (number) => number.startsWith(`${main}(`) && number.endsWith(`(${last})`),
  );
  return candidates.length === 1 ? candidates[0] : null;
}

/** The caller's numbers normalised, each mapped back to the caller's own spelling. */
export function normalisedNumbers(numbers: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const raw of numbers) {
    if (typeof raw !== 'string') continue;
    const normal = normaliseQuestionNumber(raw) ?? raw.trim();
    if (!map.has(normal)) map.set(normal, raw);
  }
  return map;
}
