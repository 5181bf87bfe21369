/**
 * Practice questions on the parts of a teacher's document the lesson has not yet used: each asks
 * what one line of the text says and is keyed with that line. "When air is heated, it expands …"
 * → "According to the text, what happens when air is heated?"; "Places near the equator receive
 * strong sunlight …, so they are hot." → "According to the text, why are places near the equator
 * hot?"; "The loss of water vapour … is called transpiration." → "According to the text, what is
 * the loss of water vapour … called?". A line no form fits is not asked: nothing is guessed.
 */
import { its, readDoc } from 'src/ai/builtin/nlp';
import type { CheckQuestion } from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import type {
  Planning,
  PlannedComponent,
} from 'src/ai/builtin/teaching/curriculum/lesson-planning';
import { questionsBelow } from 'src/ai/builtin/teaching/curriculum/draft';

/** The text's lines, by paragraph, and the lines the lesson already prints or asks about. */
export interface DocumentPractice {
  paragraphs: readonly (readonly string[])[];
  used: ReadonlySet<string>;
}

/** A subject that points back or at the reader: the line does not stand alone as a question. */
const NOT_ALONE = /^(we|you|i|one|it|they|he|she|this|that|those|there|here)\b/i;

/** "these tiny drops" → "the tiny drops": asked alone, a line cannot point back. */
const own = (phrase: string) =>
  phrase.replace(/^(these|those)\b/i, 'the').replace(/^this\b/i, 'the');

/** The first letter lower-case, unless the word is one of the text's `names` ("Kerala"). */
function lowerStart(phrase: string, names: ReadonlySet<string>): string {
  const [first] = phrase.split(/\s+/);
  return names.has(first) ? phrase : phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/** The words the text writes with a capital letter inside a sentence: its names ("Kochi"). */
export function namesIn(lines: readonly string[]): Set<string> {
  return new Set(
    lines.flatMap((line) =>
      line
        .split(/\s+/)
        .slice(1)
        .filter((word, i, words) => /^[A-Z][a-z]/.test(word) && !/[.!?]$/.test(words[i - 1] ?? ''))
        .map((word) => word.replace(/[^\w–-]+$/, '')),
    ),
  );
}

/** "bigger, heavier drops, they …", "the sea, rivers and lakes, water …": a list, not a clause. */
const GOES_ON_LISTING = /^[\w–-]+(?: [\w–-]+)?,|^[\w–-]+ (?:and|or) [\w–-]+,/;

/** "Places near the equator receive …": the words before the first verb, the subject. */
function subjectOf(clause: string): string | null {
  const doc = readDoc(clause);
  const words = doc.tokens().out();
  const tags = doc.tokens().out(its.pos);
  const verb = tags.findIndex((tag) => tag === 'VERB' || tag === 'AUX');
  if (verb < 1 || tags.slice(0, verb).some((tag) => tag === 'PUNCT' || tag === 'PRON')) return null;
  return words
    .slice(0, verb)
    .join(' ')
    .replace(/ ([-–]) /g, '$1');
}

/** The question a line of the text answers, in one of the forms above, or null. */
export function textQuestion(line: string, names: ReadonlySet<string> = new Set()): string | null {
  // One sentence only: a line that goes on into the next asks two things.
  if (/[.!?]\s+\S/.test(line.trim()) || !/\.$/.test(line.trim())) return null;
  const said = line.trim().replace(/\.$/, '');
  const when = /^When ([^,]+), (.+)$/.exec(said);
  if (
    when &&
    !NOT_ALONE.test(when[1]) &&
    !GOES_ON_LISTING.test(when[2]) &&
    when[1].split(/\s+/).length >= 3
  )
    return `According to the text, what happens when ${lowerStart(own(when[1]), names)}?`;
  const so = /^([^,]+(?:, [^,]+)*?), so (?:it|they) (is|are|was|were) ([^,]+)$/.exec(said);
  if (so) {
    const subject = subjectOf(so[1]);
    if (subject && !NOT_ALONE.test(subject))
      return `According to the text, why ${so[2]} ${lowerStart(subject, names)} ${so[3]}?`;
  }
  const called = /^((?:The|A|An) [^,]+?) (is|are) called (?:an? |the )?([\w -]+)$/.exec(said);
  if (called && called[1].split(/\s+/).length >= 3)
    return `According to the text, what ${called[2]} ${lowerStart(called[1], names)} called?`;
  return null;
}

/**
 * Up to `count` questions on lines the lesson has not used, one per paragraph first, then more,
 * in the text's order; each keyed with its line.
 */
export function documentPractice(document: DocumentPractice, count = 4): CheckQuestion[] {
  const names = namesIn(document.paragraphs.flat());
  const open = document.paragraphs.map((lines) =>
    lines
      .filter((line) => ![...document.used].some((used) => used.includes(line.trim())))
      .flatMap((line) => {
        const question = textQuestion(line, names);
        return question ? [{ question, answer: `"${line.trim()}"` }] : [];
      }),
  );
  const firsts = open.flatMap((items) => items.slice(0, 1));
  const rest = open.flatMap((items) => items.slice(1));
  // Back in the text's order, so students read through it once.
  const chosen = new Set([...firsts, ...rest].slice(0, count));
  return open.flat().filter((item) => chosen.has(item));
}

/**
 * Practice on the document's unused lines: the objectives the exit ticket has no room for are
 * checked first, then the text's questions; students answer from the text.
 */
export function textPractice(p: Planning, fromText: CheckQuestion[]): PlannedComponent {
  const questions: CheckQuestion[] = [];
  const own = p.objectives.filter((item) => !item.byTask);
  for (const o of own.slice(3))
    if (!p.checked.has(o.outcome)) {
      p.checked.add(o.outcome);
      questions.push(o.check);
    }
  for (const q of fromText) {
    p.asked.add(q.question);
    questions.push(q);
  }
  return {
    name: `Practice: ${p.k.main.title} questions`,
    description: 'Students work alone on written questions about parts of the text not yet taught.',
    script: [
      `Students answer ${questionsBelow(questions.length)} in their books in full sentences without help, finding each answer in the text; circulate and mark as they work.`,
    ],
    questions,
    notes: 'Early finishers write one question of their own on the text, with its answer.',
    weight: 4,
  };
}

/** The document with the lines the explanation quotes and the reading asks for: practice asks the rest. */
export function usedLines(
  objectives: readonly { teach: string[] }[],
  reading?: { paragraphs?: string[][]; questions: CheckQuestion[] } | null,
): DocumentPractice | undefined {
  if (!reading?.paragraphs) return undefined;
  return {
    paragraphs: reading.paragraphs,
    used: new Set([
      ...objectives.flatMap((o) => o.teach),
      ...reading.questions.map((q) => q.answer),
    ]),
  };
}
