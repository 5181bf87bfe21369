import {
  marksBreaks,
  printedTotal,
  readFigure,
  sectionRule,
  trailingMarks,
} from 'src/ai/builtin/papers/marks';
import { marginMarks } from 'src/ai/builtin/papers/margin-marks';
import { listOf, paperLines, type PaperPage } from 'src/ai/builtin/papers/paper-lines';
import { readSectionHeading } from 'src/ai/builtin/papers/paper-sections';
import { type LineLabel, readLineLabel } from 'src/ai/builtin/papers/question-number';
import { finishQuestions, type SectionMarks } from 'src/ai/builtin/papers/question-marks';
import {
  allNodes,
  newNode,
  placeParts,
  type QuestionNode,
} from 'src/ai/builtin/papers/question-tree';

/** A question or a part of one, as read from the paper. */
export interface ExtractedQuestion {
  /** Normalised: "3", "3(a)", "3(a)(ii)" (see `normaliseQuestionNumber`). */
  number: string;
  /** For a question with parts, the text before its first part (often empty). */
  text: string;
  /** For a question with parts, the sum of its parts'; null when the paper gives none. */
  maxMarks: number | null;
  /** The section heading's name ("A", "II"), or null when the paper has no sections. */
  section: string | null;
  subQuestions: ExtractedQuestion[];
}

export interface QuestionPaper {
  /** Main questions in paper order; the leaves (no sub-questions) are what is scored. */
  questions: ExtractedQuestion[];
  /** The sum of the main questions' marks (unknown marks count 0). */
  totalMarks: number;
  /** Lines before the first question and under section headings: school, time, instructions. */
  instructions: string[];
  /** For the teacher: marks not found or not adding up, numbers skipped, choices. */
  warnings: string[];
}

export interface QuestionPaperOptions {
  /** The exam's `total_marks`, when the teacher gave one. */
  totalMarks: number | null;
}

interface Reading {
  mains: QuestionNode[];
  current: QuestionNode | null;
  section: string | null;
  sections: Map<string | null, SectionMarks>;
  instructions: string[];
  /** Where in `instructions` the first question came: numbered instructions go back there. */
  firstQuestionAt: number;
  /** Added to printed numbers once a section numbers its questions from 1 again. */
  offset: number;
  /** The last item of a numbered list inside the current question ("1. egg 2. larva"), or 0. */
  listItem: number;
  /** "TOTAL FOR PAPER = 80 MARKS", printed after the last question. */
  paperTotal: number | null;
  warnings: string[];
}

/**
 * The questions of a question paper: numbers, parts, sections, text and marks. Never throws;
 * what it cannot make sense of it says in `warnings`, and the teacher corrects the result.
 */
export function readQuestionPaper(
  pages: readonly PaperPage[],
  options: QuestionPaperOptions = { totalMarks: null },
): QuestionPaper {
  const reading: Reading = {
    mains: [],
    current: null,
    section: null,
    sections: new Map(),
    instructions: [],
    firstQuestionAt: 0,
    listItem: 0,
    paperTotal: null,
    offset: 0,
    warnings: [],
  };
  for (const text of marginMarks(paperLines(listOf(pages)).map((line) => line.text))) {
    for (const line of splitQuestions(text)) readLine(reading, line);
  }
  const questions = finishQuestions(reading.mains, reading.sections, reading.warnings);
  const totalMarks = questions.reduce((sum, question) => sum + (question.maxMarks ?? 0), 0);
  const warnings = [...reading.warnings];
  if (questions.length === 0) warnings.push('No numbered questions were found on the paper');
  const printed = printedTotal(reading.instructions.slice(0, 12).join(' ')) ?? reading.paperTotal;
  const expected = options?.totalMarks ?? null;
  if (questions.length > 0 && expected !== null && totalMarks !== expected) {
    warnings.push(`Marks add up to ${totalMarks}, the exam's total_marks is ${expected}`);
  }
  if (questions.length > 0 && printed !== null && totalMarks !== printed && printed !== expected) {
    warnings.push(`Marks add up to ${totalMarks}, the paper's maximum marks are ${printed}`);
  }
  return { questions, totalMarks, instructions: reading.instructions, warnings };
}

/**
 * A line holding several marked questions ("(a) … [1] (b) … [1]") as one line each, and a
 * question's total printed at the end of its last line ("… [2] [Total: 6]") as a line of its own.
 */
function splitQuestions(whole: string): string[] {
  const total = TOTAL_AT_END.exec(whole);
  const line = total ? whole.slice(0, total.index).trim() : whole;
  const pieces: string[] = [];
  let start = 0;
  for (const end of marksBreaks(line)) {
    if (readLineLabel(line.slice(end).trim())) {
      pieces.push(line.slice(start, end).trim());
      start = end;
    }
  }
  pieces.push(line.slice(start).trim());
  if (total) pieces.push(total[0].trim());
  return pieces.filter(Boolean);
}

function readLine(reading: Reading, line: string): void {
  const heading = readSectionHeading(line);
  if (heading) {
    reading.section = heading.name;
    reading.current = null;
    const total = trailingMarks(heading.rest) ?? trailingMarks(`(${heading.rest})`);
    reading.sections.set(heading.name, {
      each: sectionRule(heading.rest),
      total: sectionRule(heading.rest) === null ? (total?.marks ?? null) : null,
    });
    reading.instructions.push(line);
    return;
  }
  // "[Total: 6]" after a question (Cambridge): its total, as the current question's.
  const questionTotal = TOTAL_ALONE.exec(line.trim());
  if (questionTotal && reading.current) {
    const main = reading.mains[reading.mains.length - 1];
    main.total = readFigure(questionTotal[1]) ?? undefined;
    main.printed.push(line);
    return;
  }
  // "(Total for Question 2 = 3 marks)" closes question 2 with its total (Pearson Edexcel).
  const total = QUESTION_TOTAL.exec(line.trim());
  if (total) {
    const number = Number(total[1]) + reading.offset;
    const main = reading.mains.find((node) => node.main === number);
    if (main) {
      main.total = Number(total[2]);
      main.printed.push(line);
      return;
    }
  }
  // "TOTAL FOR PAPER = 80 MARKS" at the end: the paper's, checked against the questions'.
  const paperTotal = PAPER_TOTAL.exec(line.trim());
  if (paperTotal) {
    reading.paperTotal = Number(paperTotal[1]);
    reading.instructions.push(line);
    return;
  }
  // Dotted or ruled lines are the space left for the answer, not the question's text.
  if (ANSWER_SPACE.test(line)) return;
  // A mark alone on its line under a question or part ("(1)", "(2)"): its marks, not "question 1".
  if (reading.current && MARKS_ALONE.test(line.trim())) {
    reading.current.marksAlone = true;
    addText(reading.current, line, line);
    return;
  }
  let label = readLineLabel(line);
  if (label?.main != null && restartsInSection(reading, label)) {
    const last = reading.mains[reading.mains.length - 1].main;
    reading.offset = last;
    reading.warnings.push(
      `Section ${reading.section} numbers its questions from 1 again: they were numbered on from question ${last}`,
    );
  }
  if (label?.main != null && reading.offset > 0) {
    label = { ...label, main: label.main + reading.offset };
  }
  if (label?.main != null) {
    if (continuesList(reading, label, line)) {
      reading.listItem = label.main;
    } else if (startsQuestion(reading, label)) {
      reading.listItem = 0;
      startQuestion(reading, label, line);
      return;
    } else if (label.main === 1 && label.parts.length === 0) {
      reading.listItem = 1;
    }
  }
  const main = reading.mains[reading.mains.length - 1];
  if (label && main && reading.current) {
    const sameMain = label.main === main.main && label.parts.length > 0;
    if (label.main === null || sameMain) {
      const node = placeParts(main, label.parts, sameMain);
      if (node) {
        reading.current = node;
        addText(node, label.rest, line);
        return;
      }
    }
  }
  if (reading.current && main) {
    // A marks line alone may be the part's or the whole question's: settled when finishing.
    const alone = trailingMarks(line);
    if (alone && !alone.rest) reading.current.marksAlone = true;
    addText(reading.current, line, line);
    return;
  }
  // Between a section heading and its first question: the section's instructions.
  const rule = sectionRule(line);
  const section = reading.sections.get(reading.section) ?? { each: null, total: null };
  if (rule !== null && section.each === null) {
    reading.sections.set(reading.section, { ...section, each: rule });
  }
  reading.instructions.push(line);
}

const QUESTION_TOTAL =
  /^\(?\s*total\s+for\s+question\s+(\d{1,3})\s*[=:]?\s*(\d{1,3}(?:\.5)?)\s*marks?\s*\)?\.?$/i;
// "[Total: 6]", "(Total 6 marks)", "[Total = 6]": bracketed, so a section's "Total: 20" is not one.
const TOTAL_ALONE =
  /^[([]\s*total\s*(?:marks?)?\s*[:=\-–]?\s*(\d{1,3}(?:\.5)?|\d{0,2}\s?½)\s*(?:marks?)?\s*[)\]]\.?$/i;
const TOTAL_AT_END = new RegExp(String.raw`\s${TOTAL_ALONE.source.slice(1)}`, 'i');
const MARKS_ALONE = /^\(\s*\d{1,2}(?:\.5)?\s*\)$/;
const PAPER_TOTAL = /^total\s+for\s+(?:the\s+)?paper\s*[=:]?\s*(\d{1,3})\s*marks?\.?$/i;
const ANSWER_SPACE = /^[\s._…·-]{4,}$/;

/** "1." straight after a new section's heading, when the questions before were real ones. */
function restartsInSection(reading: Reading, label: LineLabel): boolean {
  const last = reading.mains[reading.mains.length - 1];
  return (
    label.main === 1 &&
    label.strength !== 'bare' &&
    !label.ocrFixed &&
    reading.current === null &&
    last !== undefined &&
    last.section !== reading.section &&
    !reading.mains.every(isUnmarked)
  );
}

/** "2. egg" after "1. caterpillar" inside a question: the list's next item, unless marked. */
function continuesList(reading: Reading, label: LineLabel, line: string): boolean {
  return (
    reading.listItem > 0 &&
    reading.current !== null &&
    label.main === reading.listItem + 1 &&
    label.parts.length === 0 &&
    !trailingMarks(line)
  );
}

/**
 * Whether a numbered line starts the next question: the next number always does ("4 Name…"
 * bare too); a punctuated or prefixed number a little further on does (a question skipped or
 * unread); numbering from 1 again after unmarked "questions" means those were instructions.
 * Anything else is a number in the text ("1. water 2. light" in a question, a wrapped "45.").
 */
function startsQuestion(reading: Reading, label: LineLabel): boolean {
  const number = label.main as number;
  const last = reading.mains[reading.mains.length - 1]?.main ?? 0;
  // "1.1" or "1(a)" under question 1 is its part, whether or not 1 had marks of its own.
  if (number === last && label.parts.length > 0) return false;
  if (label.ocrFixed) return number === last + 1;
  if (label.strength === 'bare') {
    return number === last + 1 && /^[A-Z("'‘“]/.test(label.rest);
  }
  if (number === last + 1) return true;
  if (number > last && (number <= last + 3 || label.strength === 'prefixed')) return true;
  if (number === 1 && reading.mains.length > 0 && reading.mains.every(isUnmarked)) {
    const numbered = allNodes(reading.mains).flatMap((node) => node.printed);
    reading.instructions.splice(reading.firstQuestionAt, 0, ...numbered);
    reading.mains = [];
    return true;
  }
  return false;
}

function isUnmarked(node: QuestionNode): boolean {
  return !node.printed.some((line) => trailingMarks(line)) && node.children.every(isUnmarked);
}

function startQuestion(reading: Reading, label: LineLabel, line: string): void {
  const number = label.main as number;
  const last = reading.mains[reading.mains.length - 1]?.main ?? 0;
  if (number > last + 1) {
    const missing = number - last - 1 === 1 ? `${last + 1}` : `${last + 1}–${number - 1}`;
    reading.warnings.push(
      `Question ${missing} was not found (the paper goes from ${last || 'the start'} to ${number})`,
    );
  }
  if (reading.mains.length === 0) reading.firstQuestionAt = reading.instructions.length;
  const main = newNode(number, [], 'main', reading.section);
  reading.mains.push(main);
  const node = label.parts.length > 0 ? (placeParts(main, label.parts, true) ?? main) : main;
  reading.current = node;
  addText(node, label.rest, line);
}

/** `printed` is the line as on the paper, label included; `text` what the question says. */
function addText(node: QuestionNode, text: string, printed: string): void {
  if (text) node.lines.push(text);
  node.printed.push(printed);
}
