/**
 * A question that gives away its own answer: 'What does "Thanks" involve?' keyed "Thank the
 * audience" tests nothing, as the name asked about is the key's action. An exit slip refuses it.
 */
import { keyWords } from 'src/ai/builtin/teaching/curriculum/objective-sentences';

/** Words a question asks with, not about. */
const FRAMING = new Set([
  'involve',
  'happen',
  'mean',
  'describe',
  'explain',
  'state',
  'name',
  'give',
  'stage',
  'step',
  'during',
]);

/** A question that offers its answers to choose from: its key is bound to repeat them. */
const CHOICE = /\b(or|sort|which|match|true|false|order)\b/i;

/**
 * Whether the key says what the question does: it opens with the name the question asks about
 * in quotes ('What does "Thanks" involve?' → "Thank the audience for listening"), or every
 * content word of the key is the question's. A term's "X:" before its meaning does not count;
 * nor does a question with numbers (a sum restates its quantities), one quoting a text to edit
 * or one offering choices (its key names one of them).
 */
export function givesAway(question: string, answer: string): boolean {
  if (CHOICE.test(question) || /\d/.test(question)) return false;
  const said = keyWords(answer.replace(/^[^:]{1,40}:\s*/, ''));
  if (said.size < 2) return false;
  const thing = /\b(?:does|during) ["“]([^"”]+)["”]/.exec(question)?.[1];
  const own = thing ? keyWords(thing) : new Set<string>();
  const [head] = said;
  if (own.size > 0 && own.has(head) && [...own].every((word) => said.has(word))) return true;
  if (/['"‘“]/.test(question)) return false;
  const asked = new Set([...keyWords(question)].filter((word) => !FRAMING.has(word)));
  return [...said].every((word) => asked.has(word));
}
