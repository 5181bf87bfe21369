import { roundHalf, shareInHalves, trailingMarks } from 'src/ai/builtin/papers/marks';
import { joinLines } from 'src/ai/builtin/papers/paper-lines';
import type { ExtractedQuestion } from 'src/ai/builtin/papers/question-paper';
import { formatQuestionNumber } from 'src/ai/builtin/papers/question-number';
import type { QuestionNode } from 'src/ai/builtin/papers/question-tree';

/** A read node with its own printed marks taken off its lines. */
interface Marked {
  node: QuestionNode;
  number: string;
  lines: string[];
  printed: number | null;
  children: Marked[];
}

const CHOICE = /^[([]?\s*or\s*[)\]]?$/i;
// The first word of a question or task; options ("Oxygen", "True", "x = 3") do not start so.
const TASK =
  /^(?:define|state|explain|name|give|describe|calculate|find|write|list|what|why|how|which|who|whom|whose|when|where|identify|draw|compare|distinguish|differentiate|solve|prove|show|evaluate|simplify|mention|suggest|predict|complete|fill|match|choose|translate|rewrite|correct|read|use|discuss|outline|justify|convert|classify|label|determine|estimate|express|factori[sz]e|expand|construct|sketch|plot|derive|verify|frame|change|is|are|does|do|can|if|in|a|an|the)\b/i;
const BLANK = /_{2,}|\.{4,}|…/;

/** What a section heading (and the lines under it) say about marks. */
export interface SectionMarks {
  /** "1 mark each": every question or part of the section without marks of its own. */
  each: number | null;
  /** "Section A: Reading (10 marks)": the section's total. */
  total: number | null;
}

/**
 * The read questions with their marks settled and their text joined. Marks printed on a part
 * are the part's; a question's own printed marks are shared out in half marks over parts that
 * have none; a section's "n marks each" goes to each question or part still without marks; a
 * section's total goes to its one question without marks. A question with parts is worth their
 * sum.
 */
export function finishQuestions(
  mains: QuestionNode[],
  sections: Map<string | null, SectionMarks>,
  warnings: string[],
): ExtractedQuestion[] {
  const questions = mains.map((main) => {
    const marked = markNode(main, warnings);
    const each = sections.get(main.section)?.each ?? null;
    return resolve(marked, marked.printed, each, warnings);
  });
  for (const [section, { total }] of sections) {
    const inSection = questions.filter((question) => question.section === section);
    if (total === null || inSection.length === 0) continue;
    const unmarked = inSection.filter((question) => question.maxMarks === null);
    const known = sum(inSection.map((question) => question.maxMarks ?? 0));
    if (unmarked.length === 1 && unmarked[0].subQuestions.length === 0 && total > known) {
      unmarked[0].maxMarks = roundHalf(total - known);
    } else if (unmarked.length === 0 && known !== total) {
      warnings.push(
        `The questions of section ${section} add up to ${known} marks, its heading says ${total}`,
      );
    }
  }
  for (const leaf of leaves(questions)) {
    if (leaf.maxMarks === null) warnings.push(`No marks found for question ${leaf.number}`);
  }
  return questions;
}

function leaves(questions: ExtractedQuestion[]): ExtractedQuestion[] {
  return questions.flatMap((question) =>
    question.subQuestions.length > 0 ? leaves(question.subQuestions) : [question],
  );
}

function markNode(node: QuestionNode, warnings: string[]): Marked {
  const number = formatQuestionNumber({ main: node.main, parts: node.parts });
  let children = node.children.map((child) => markNode(child, warnings));
  let lines = node.lines;
  if (children.length > 0 && lines.length > 0 && looksLikeOptions(children)) {
    lines = [...lines, ...children.flatMap((child) => allPrinted(child.node))];
    children = [];
  }
  const groups: { lines: string[]; marks: number | null }[] = [{ lines: [], marks: null }];
  for (const line of lines) {
    if (CHOICE.test(line)) {
      groups.push({ lines: [], marks: null });
      groups[0].lines.push('OR');
      continue;
    }
    const group = groups[groups.length - 1];
    const found = trailingMarks(line);
    if (found) group.marks = (group.marks ?? 0) + found.marks;
    const text = found ? found.rest : line;
    if (text) groups[0].lines.push(text);
  }
  const figures = groups.map((group) => group.marks).filter((marks) => marks !== null);
  if (groups.length > 1) {
    warnings.push(
      `Question ${number} offers a choice (OR): both alternatives are in its text; it counts once`,
    );
  }
  let printed = figures.length > 0 ? Math.max(...figures) : null;
  // "(a) … (b) … (c) …" unmarked, then "[5 marks]" alone: the question's marks, not (c)'s.
  const last = children[children.length - 1];
  if (
    printed === null &&
    children.length >= 2 &&
    last.node.marksAlone &&
    children.slice(0, -1).every((child) => declared(child) === null)
  ) {
    printed = last.printed;
    last.printed = null;
  }
  // "(Total for Question 2 = 6 marks)": the question's marks when its lines gave none, else a
  // check of them.
  if (node.total !== undefined) {
    const read = printed ?? declared({ node, number, lines: [], printed: null, children });
    if (read === null) printed = node.total;
    else if (read !== node.total) {
      warnings.push(
        `Question ${number} reads as ${read} marks, but its total is printed as ${node.total}`,
      );
    }
  }
  return { node, number, lines: groups[0].lines, printed, children };
}

/** Parts that are a multiple-choice question's options, not sub-questions to answer. */
function looksLikeOptions(children: Marked[]): boolean {
  const texts = children.map((child) => child.lines.join(' '));
  const options = texts.reduce(
    (count, text) => count + 1 + (text.match(/\([a-h]\)/g)?.length ?? 0),
    0,
  );
  return (
    options >= 2 &&
    children.every((child) => child.printed === null && child.children.length === 0) &&
    texts.every(
      (text, index) =>
        !/\?\s*$/.test(text) &&
        !TASK.test(text) &&
        !BLANK.test(text) &&
        text.split(/\s+/).length <= 10 * (1 + (texts[index].match(/\([a-h]\)/g)?.length ?? 0)),
    )
  );
}

function allPrinted(node: QuestionNode): string[] {
  return [...node.printed, ...node.children.flatMap(allPrinted)];
}

/** The marks a node declares itself: its own, or all its parts'. */
function declared(marked: Marked): number | null {
  if (marked.printed !== null) return marked.printed;
  if (marked.children.length === 0) return null;
  const parts = marked.children.map(declared);
  return parts.every((marks) => marks !== null) ? sum(parts) : null;
}

function resolve(
  marked: Marked,
  given: number | null,
  each: number | null,
  warnings: string[],
): ExtractedQuestion {
  const own = marked.printed ?? given;
  const question: ExtractedQuestion = {
    number: marked.number,
    text: joinLines(marked.lines),
    maxMarks: own ?? (marked.children.length === 0 ? each : null),
    section: marked.node.section,
    subQuestions: [],
  };
  if (marked.children.length === 0) return question;
  const parts = marked.children.map(declared);
  const known = sum(parts.filter((marks) => marks !== null));
  const unknown = parts.filter((marks) => marks === null).length;
  let shares: (number | null)[] = parts.map(() => null);
  if (own !== null && unknown === 0 && known !== own) {
    warnings.push(
      `The parts of question ${marked.number} add up to ${known} marks, but ${own} are printed for it`,
    );
  } else if (own !== null && unknown > 0) {
    const remaining = roundHalf(own - known);
    // Never a part worth nothing: with fewer half marks than parts, the teacher decides.
    if (remaining * 2 >= unknown) {
      const split = shareInHalves(remaining, unknown);
      shares = parts.map((marks) => (marks === null ? (split.shift() ?? null) : null));
      warnings.push(
        `Question ${marked.number}'s ${own} marks were shared out over parts without marks: check them`,
      );
    }
  }
  question.subQuestions = marked.children.map((child, index) =>
    resolve(child, shares[index], each, warnings),
  );
  const read = question.subQuestions.map((sub) => sub.maxMarks).filter((marks) => marks !== null);
  question.maxMarks = read.length > 0 ? sum(read) : null;
  return question;
}

function sum(values: number[]): number {
  return roundHalf(values.reduce((total, value) => total + value, 0));
}
