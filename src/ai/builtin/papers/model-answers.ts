import type { GradingQuestion } from 'src/ai/ports/answer-grading.port';
import { normalisedNumbers, segmentAnswers } from 'src/ai/builtin/papers/answer-segments';
import { readFigure, roundHalf, shareInHalves, trailingMarks } from 'src/ai/builtin/papers/marks';
import {
  foldAnyOf,
  markingSchemeFor,
  type MarkingPoint,
  readAnyOf,
  readSchemeLine,
  schemeLines,
} from 'src/ai/builtin/papers/marking-scheme';
import { joinLines, listOf, type PaperPage, unwrapLines } from 'src/ai/builtin/papers/paper-lines';

/** A question the model answers are read for (the paper's leaves, as the teacher finalised). */
export interface ModelAnswerQuestion {
  /** As the caller stores it ("3(a)", "Q2 ii"): answers come back with this same spelling. */
  number: string;
  maxMarks: number | null;
  /** The question's text, when known: a model answer sheet that restates it has it taken off. */
  text?: string;
}

export interface ModelAnswer {
  number: string;
  answerText: string;
  /** Key points whose marks add up to the question's `maxMarks`, in half marks. */
  markingScheme: MarkingPoint[];
  /** `explicit`: the teacher's own "1 mark for …" lines; `derived`: `markingSchemeFor`. */
  schemeSource: 'explicit' | 'derived';
}

export interface ModelAnswers {
  /** In the order of the questions given; a question with no model answer has none here. */
  answers: ModelAnswer[];
  /** Questions the sheet gives no answer for. */
  missing: string[];
  /** Text under labels that match no question: the label as read (null: before any label). */
  unmatched: { label: string | null; text: string }[];
  warnings: string[];
}

/**
 * The model answer for each question, and its marking scheme: the teacher's explicit marks per
 * point when the answer has them ("1 mark for …", "… (1 mark)", "… [1]"), else the points of
 * the answer sharing the question's marks (`markingSchemeFor`). Never throws.
 */
export function readModelAnswers(
  pages: readonly PaperPage[],
  questions: readonly ModelAnswerQuestion[],
): ModelAnswers {
  const list = listOf(questions);
  const numbers = normalisedNumbers(list.map((question) => question?.number));
  const { segments, preamble } = segmentAnswers(pages, [...numbers.keys()]);
  const warnings: string[] = [];
  const unmatched: ModelAnswers['unmatched'] = [];
  const texts = new Map<string, string[]>();
  for (const segment of segments) {
    if (segment.number === null) {
      const text = joinLines(segment.lines);
      if (text) unmatched.push({ label: segment.label, text });
      continue;
    }
    texts.set(segment.number, [...(texts.get(segment.number) ?? []), ...segment.lines]);
  }
  const before = joinLines(preamble.map((line) => line.text));
  if (before && segments.length === 0) unmatched.push({ label: null, text: before });

  const answers: ModelAnswer[] = [];
  const missing: string[] = [];
  for (const [normal, number] of numbers) {
    const question = list.find((item) => item?.number === number);
    const lines = dropRestatedQuestion(texts.get(normal) ?? [], question?.text);
    if (lines.length === 0) {
      missing.push(number);
      continue;
    }
    answers.push(modelAnswer(number, lines, question?.maxMarks ?? null, warnings));
  }
  if (missing.length > 0) {
    warnings.push(
      `No model answer found for question ${missing.join(', ')}: it scores nothing until one is given`,
    );
  }
  return { answers, missing, unmatched, warnings };
}

function modelAnswer(
  number: string,
  lines: string[],
  maxMarks: number | null,
  warnings: string[],
): ModelAnswer {
  // "Q3 (4 marks)": the marks the scheme gives the question, checked against the paper's.
  const stated = trailingMarks(lines[0] ?? '');
  if (stated && !stated.rest && maxMarks !== null && stated.marks !== maxMarks) {
    warnings.push(
      `Question ${number} is worth ${maxMarks} marks on the paper, but its model answer gives it ${stated.marks}`,
    );
  }
  // A question the paper shows no marks for takes the scheme's.
  const marks = maxMarks ?? (stated && !stated.rest ? stated.marks : null);
  const { scaledFrom, ...read } = readAnswerScheme(
    marginFigures(stated && !stated.rest && lines.length > 1 ? lines.slice(1) : lines, marks),
    marks,
  );
  if (read.schemeSource === 'derived' && marks === null) {
    warnings.push(`Question ${number} has no marks, so no marking scheme was made for it`);
  }
  if (scaledFrom !== undefined) {
    warnings.push(
      `The marking scheme of question ${number} adds up to ${scaledFrom}, the question is worth ${marks}: its marks were scaled`,
    );
  }
  return { number, ...read };
}

// "blue light is scattered most 1", "carbon dioxide ✓ 1": a point and its mark in the margin.
const MARGIN_FIGURE = /^(.*[\p{L})])\s+(✓|✔)?\s*([1-5]|½)$/u;

/**
 * A typed scheme's margin marks written as marks ("… (1)"): the bare figures ending its points'
 * lines, when there is no other mark on them and the figures add up to the question's marks,
 * on two lines at least or after a tick, so that an answer that ends in a number ("atomic
 * number 6", "There are 2") keeps it.
 */
function marginFigures(lines: string[], maxMarks: number | null): string[] {
  if (maxMarks === null || lines.some((line) => readSchemeLine(line) !== null)) return lines;
  const found = lines.map((line) => MARGIN_FIGURE.exec(line));
  const figures = found.filter((match) => match !== null);
  const total = roundHalf(figures.reduce((sum, match) => sum + (readFigure(match[3]) ?? 0), 0));
  const ticked = figures.some((match) => match[2] !== undefined);
  if (total !== roundHalf(maxMarks) || (figures.length < 2 && !ticked)) return lines;
  return lines.map((line, index) => {
    const match = found[index];
    return match ? `${match[1].trim()} (${readFigure(match[3])})` : line;
  });
}

export interface AnswerScheme {
  /** The answer's text, with the marks the teacher wrote on its points taken off. */
  answerText: string;
  markingScheme: MarkingPoint[];
  schemeSource: ModelAnswer['schemeSource'];
  /** What the teacher's marks added up to, when they were scaled to the question's. */
  scaledFrom?: number;
}

/**
 * A model answer's marking scheme from its text: the teacher's marks per point when the text
 * has them ("1 mark for …", "… (1 mark)", "… [1]"; two or more, or one worth less than the
 * question, scaled to the question's marks when they do not add up to them), else
 * `markingSchemeFor` (none without marks). One rule for the reader, the graders' fallback for a
 * question without a stored scheme, and a teacher's corrected text.
 */
export function readAnswerScheme(lines: readonly string[], maxMarks: number | null): AnswerScheme {
  // "Award [2 max]." alone: any two of the points above earn the marks (IB's markschemes).
  const limit = lines.map((line) => MAX_ALONE.exec(line.trim())).find(Boolean);
  const kept = lines.filter((line) => !MAX_ALONE.test(line.trim()));
  const cut = foldConventions(unwrapLines(foldAnyOf(kept)).flatMap(schemeLines)).map(maxList);
  const explicit = cut.map(schemePoint);
  const marked = explicit.some((point) => point !== null);
  let points = explicit.filter((point) => point !== null);
  const answerText = marked
    ? cut.map((line, index) => explicit[index]?.text ?? line).join('\n')
    : joinLines(foldConventions([...kept]));
  const most = limit ? Number(limit[1] ?? limit[2]) : null;
  if (most !== null && points.length > 1 && points.reduce((sum, p) => sum + p.marks, 0) > most) {
    points = [{ text: `Any ${most} from: ${points.map((p) => p.text).join('; ')}`, marks: most }];
  }
  const read = roundHalf(points.reduce((sum, point) => sum + point.marks, 0));
  // One marked line worth the whole question is the question's total restated, not a scheme
  // (unless it lists answers to choose from: "Any two from: …").
  const isScheme =
    points.length >= 2 ||
    (points.length === 1 && maxMarks !== null && read < maxMarks) ||
    (points.length === 1 && readAnyOf(points[0].text) !== null);
  if (!isScheme) {
    const scheme = maxMarks === null ? [] : markingSchemeFor(answerText, maxMarks);
    return { answerText, markingScheme: scheme, schemeSource: 'derived' };
  }
  if (maxMarks === null || read === roundHalf(maxMarks)) {
    return { answerText, markingScheme: points, schemeSource: 'explicit' };
  }
  return {
    answerText,
    markingScheme: scaled(points, maxMarks),
    schemeSource: 'explicit',
    scaledFrom: read,
  };
}

// "[2 max]", "Award [2 max].", "[max 2]" alone on a line.
const MAX_ALONE = /^(?:award\s+)?\[\s*(?:(\d{1,2})\s*max|max\.?\s*(\d{1,2}))\s*\]\.?$/i;
// "a; b; c; [2 max]": any two of the points listed (the limit found at the line's end).
const MAX_AT_END = /\[\s*(?:(\d{1,2})\s*max|max\.?\s*(\d{1,2}))\s*\]\.?\s*$/i;

/** "a; b; c [2 max]" as "Any 2 from: a; b; c [2]" when it lists more points than the marks. */
function maxList(line: string): string {
  const found = MAX_AT_END.exec(line);
  if (!found) return line;
  const most = Number(found[1] ?? found[2]);
  const items = line
    .slice(0, found.index)
    .replace(/^\s*award\s*$/i, '')
    .split(';')
    .map((item) => item.replace(/\s*award\s*$/i, '').trim())
    .filter((item) => /[\p{L}\p{N}]/u.test(item));
  return items.length > most ? `Any ${most} from: ${items.join('; ')} [${most}]` : line;
}

// "Accept: sugar", "Reject sucrose", "Do not accept energy", "Ignore units", "Allow ecf": a
// line of conventions for the point above it.
const CONVENTION_LINE =
  /^\s*(?:[-–•*]\s*)?(?:(?:also\s+)?(?:accept|allow)|reject|do\s+not\s+(?:accept|allow)|ignore)\b\s*[:\-–—]?\s*(.+)$/i;

/**
 * Lines of conventions joined to the point above them, in brackets ("glucose (accept sugar)
 * (reject sucrose)"), so the point keeps them and the grader reads them (`readConventions`).
 */
function foldConventions(lines: string[]): string[] {
  const folded: string[] = [];
  for (const line of lines) {
    const convention = CONVENTION_LINE.exec(line);
    if (!convention || folded.length === 0) {
      folded.push(line);
      continue;
    }
    const above = folded[folded.length - 1];
    const marks = readSchemeLine(above);
    const note = `(${line
      .trim()
      .replace(/^[-–•*]\s*/, '')
      .replace(/[.;]+$/, '')})`;
    folded[folded.length - 1] = marks
      ? `${marks.text} ${note} [${marks.marks}]`
      : `${above.replace(/\s+$/, '')} ${note}`;
  }
  return folded;
}

/** The marking scheme a model answer's text gives (`readAnswerScheme` over its lines). */
export function schemeOfText(text: string, maxMarks: number | null): MarkingPoint[] {
  return readAnswerScheme(text.split(/\r?\n/), maxMarks).markingScheme;
}

/**
 * The key points a question is graded on: the teacher's (blank lines dropped), else the scheme
 * its model answer gives, so both graders and the quality scripts grade on what a teacher sees.
 */
export function markingSchemeOf(question: GradingQuestion): MarkingPoint[] {
  const given = question.markingScheme.filter((point) => point.text.trim().length > 0);
  if (given.length > 0) return given;
  return schemeOfText(question.modelAnswer, question.maxMarks);
}

/**
 * A line of a marking scheme: a marked point ("1 mark for …"), or a list of answers to choose
 * from ("Any two from: …"), worth a mark each of those that count when no marks are written.
 */
function schemePoint(line: string): MarkingPoint | null {
  const marked = readSchemeLine(line);
  if (marked) return marked;
  const text = line.trim();
  const anyOf = readAnyOf(text);
  return anyOf ? { text, marks: anyOf.count } : null;
}

/**
 * Marks scaled to a new total in half marks by largest remainder: each point gets the whole
 * half marks of its share, and the half marks left go to the largest remainders (earlier first).
 */
function scaled(points: MarkingPoint[], total: number): MarkingPoint[] {
  const read = points.reduce((sum, point) => sum + point.marks, 0);
  const halves = Math.round(total * 2);
  if (read <= 0)
    return points.map((point, index) => ({
      ...point,
      marks: shareInHalves(total, points.length)[index],
    }));
  const exact = points.map((point) => (point.marks / read) * halves);
  const whole = exact.map(Math.floor);
  let left = halves - whole.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    whole[index] += 1;
    left -= 1;
  }
  return points.map((point, index) => ({ ...point, marks: whole[index] / 2 }));
}

/** Lines at the start that repeat the question's own text (a sheet that copies the question). */
function dropRestatedQuestion(lines: string[], questionText: string | undefined): string[] {
  if (!questionText) return lines;
  const question = words(questionText);
  let start = 0;
  while (start < lines.length - 1) {
    const line = words(trailingMarks(lines[start])?.rest ?? lines[start]);
    if (!line || !question.includes(line)) break;
    start++;
  }
  return lines.slice(start);
}

function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
