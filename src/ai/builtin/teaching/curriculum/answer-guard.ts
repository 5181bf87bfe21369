import type { ItsFunction } from 'wink-nlp';
import { its, readDoc } from 'src/ai/builtin/nlp';
import { keyWords as lemmaWords } from 'src/ai/builtin/teaching/curriculum/objective-sentences';
import { givesAll } from 'src/ai/builtin/teaching/curriculum/answer-parts';

/** Key lemmas, read lower-case (wink reads "Arteries" at a sentence's start as a name). */
const keyWords = (text: string) => lemmaWords(text.toLowerCase());

/**
 * Whether an expected answer answers its question: one guard for every lesson question that
 * carries an answer (objective checks, exit tickets, quick checks, reading questions).
 */

// wink-nlp's typings declare `its.lemma` with an extra `addons` parameter that `out` accepts.
const LEMMA = its.lemma as unknown as ItsFunction<string>;

/** A text's lemmas in order, lower-case ("Red blood cells contain" → red blood cell contain). */
function lemmas(text: string): string[] {
  return readDoc(text.toLowerCase())
    .tokens()
    .out(LEMMA)
    .map((lemma) => lemma.toLowerCase())
    .filter((lemma) => /[a-z0-9,]/.test(lemma));
}

/** Verbs an activity's instruction starts with ("Draw a food chain", "Make a timeline"). */
const IMPERATIVE =
  /^(draw|make|label|write|list|mark|cut|collect|sort|design|create|discuss|plan|build|put|place|take|read|visit|ask|prepare|fill|colour|color|complete|look|watch|try|match|record|measure|burn|dissolve|test|heat|mix|add|pour|observe|hold|shine|plant|grow|stand|act|role-play|present)\b/i;

/** Who an instruction tells to act ("Students make …", "Pairs sort …"). */
const ACTORS =
  /^(students?|pupils?|pairs|groups|learners|children|the class|the teacher|each (student|pair|group))\s+(?!(?:who|that|which|are|is|were|was|have|has|had|often|sometimes|may|might|can|could|should|think|believe)\b)[a-z]+/i;

/** Whether a text is an activity instruction, with or without its activity's name before a colon. */
export function isInstruction(text: string): boolean {
  const plain = text.trim().replace(/^["'“‘]+/, '');
  const body = /^[^:.?!]{1,60}:\s*(.+)$/.exec(plain)?.[1] ?? plain;
  return [plain, body].some(
    (part) => ACTORS.test(part) || (IMPERATIVE.test(part) && startsWithVerb(part)),
  );
}

/** Whether a text opens with a verb ("Draw a …"), not a noun spelt the same ("Marks drawn …"). */
function startsWithVerb(text: string): boolean {
  const [first] = readDoc(text).tokens().out(its.pos) as string[];
  return first === 'VERB';
}

/** A connective that gives a reason, or a verb that gives a purpose. */
const REASON =
  /\b(because|since|so|by [a-z]+ing|therefore|thus|hence|as a result|which means|this means|due to|in order to|so that|leads? to|led to|causes?|caused|allows?|enables?|helps?|provides?|protects?|prevents?|keeps?|supplies|supply|gives?|stops?|reduces?|controls?|needed|needs?|makes?|produces?|carr(y|ies)|important for|used for|useful)\b/i;

/** Whether a text gives a reason or a purpose: a connective, or "to" before a verb. */
export function givesReason(text: string): boolean {
  if (REASON.test(text)) return true;
  const doc = readDoc(text);
  const words = doc.tokens().out(its.normal);
  const tags = doc.tokens().out(its.pos) as string[];
  return words.some((word, i) => word === 'to' && tags[i + 1] === 'VERB');
}

/** The answer's sentences, quotation marks off. */
function sentencesOf(answer: string): string[] {
  return answer
    .replace(/["“”]/g, '')
    .split(/(?<=[.!?])\s+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/**
 * Whether a line defines a term (not merely mentions it): the term is its subject ("Red blood
 * cells contain …", "Plasma: the liquid …"), or the line names it ("… is called plasma").
 */
export function definesTerm(line: string, term: string): boolean {
  const said = lemmas(line).join(' ');
  const named = lemmas(term).join(' ');
  if (named.length === 0) return false;
  // The term alone as the subject: "The heart, the blood vessels and …" only lists it.
  const start = new RegExp(`^(?:a |an |the )?${escape(named)}(?! (?:and|or)\\b| ,)(?: |$)`);
  // "… two kinds of tubes, called xylem and phloem" names a pair: it says what neither is.
  const names = new RegExp(
    `\\b(?:call|know as|name|mean|be the|be an?|refer to as|term)(?: a| an| the)? ${escape(named)}\\b(?! (?:and|or)\\b)`,
  );
  return start.test(said) || names.test(said);
}

/** Whether a line names a term anywhere, as lemmas ("… in which red blood cells …"). */
export function mentions(line: string, term: string): boolean {
  const named = lemmas(term).join(' ');
  return named.length > 0 && ` ${lemmas(line).join(' ')} `.includes(` ${named} `);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The term a "what is meant by X" question asks for. */
export function askedTerm(question: string): string | null {
  const m =
    /\bwhat (?:is|are) (?:meant by|the meaning of) ["“']?([^"”'?]+?)["”']?\s*\?/i.exec(question) ??
    /^define (?:the term )?["“']?([^"”'?.]+)/i.exec(question) ??
    /^explain what (?:an? |the )?([^?.]+?) (?:is|are|means?)\b/i.exec(question);
  return m ? m[1].trim() : null;
}

/** "Compare arteries, veins and capillaries" → the things it compares, each as key words. */
export function compared(question: string): Set<string>[] {
  // "Explain how mahajanapadas differed from janapadas", "How is X different from Y?"
  const from =
    /\bhow\s+(?:(?:is|are|was|were|do|does|did)\s+)?(.+?)\s+(?:differs?|differed|(?:(?:is|are|was|were)\s+)?different)\s+from\s+(.+?)[.?]?$/i.exec(
      question.trim(),
    );
  if (from) return [from[1], from[2]].map((part) => keyWords(part)).filter((w) => w.size > 0);
  const m =
    /\b(?:compare|contrast|distinguish|differences?|difference)\b(?:\s+between)?\s+(.+?)[.?]?$/i.exec(
      question,
    );
  if (!m) return [];
  return eachPart(m[1]);
}

/**
 * "Describe the roles of bile, saliva and stomach acid" → bile, saliva, stomach acid: the things a
 * list after "of" names, each to be answered (none for "the causes of the revolt of 1857").
 */
export function listedThings(question: string): Set<string>[] {
  // What follows the list ("… stomach acid in digestion") says where, not what.
  const tail = /\bof (?:the )?([^.?]+?)[.?]?$/i
    .exec(question)?.[1]
    ?.replace(/\s+(?:in|during|for|within|inside)\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?$/i, '');
  if (!tail || !/,|\band\b/.test(tail)) return [];
  const parts = tail.split(/,\s*(?:and\s+)?|\s+and\s+/).map((part) => part.trim());
  if (parts.length < 2 || parts.some((part) => part.split(/\s+/).length > 3)) return [];
  return parts.map((part) => keyWords(part)).filter((words) => words.size > 0);
}

function eachPart(list: string): Set<string>[] {
  return list
    .split(/,\s*|\s+(?:and|or|with|using|by)\s+/i)
    .map((part) => keyWords(part))
    .filter((words) => words.size > 0);
}

/** "… one landform made by each of rivers, sea, glaciers and wind" → the parts. */
function eachOfParts(question: string): Set<string>[] {
  const list = /\beach of (?:the )?(.+?)[.?]?$/i.exec(question)?.[1];
  return list ? eachPart(list) : [];
}

/**
 * "State the job of each component of blood" → component (each of them must be named); "How
 * much does each get?" names no thing (each is not before a noun).
 */
export function eachThing(question: string): Set<string> | null {
  const doc = readDoc(question.toLowerCase());
  const words = doc.tokens().out(its.normal);
  const tags = doc.tokens().out(its.pos) as string[];
  // "does each get" asks about each as a subject, whatever the next word is tagged.
  const at = words.findIndex(
    (word, i) => word === 'each' && tags[i + 1] === 'NOUN' && tags[i - 1] !== 'AUX',
  );
  return at >= 0 ? keyWords(words[at + 1]) : null;
}

/**
 * Whether an answer goes through several things one by one, each sentence about another ("Red
 * blood cells … White blood cells … Platelets …"): it answers "each component" without the word.
 */
function goesThrough(question: string, parts: readonly string[]): boolean {
  const asked = new Set(lemmas(question));
  const subjects = parts.map((part) => lemmas(part).find((lemma) => !ARTICLES.has(lemma)) ?? '');
  return (
    parts.length >= 2 &&
    subjects.every((subject) => subject.length > 0 && !asked.has(subject)) &&
    new Set(subjects).size === parts.length
  );
}

const ARTICLES = new Set(['a', 'an', 'the']);

/** "Explain why forests are important" → forest: what the reason is about. */
function reasonSubject(question: string): Set<string> | null {
  const m =
    /^(?:explain|suggest|give (?:a |the )?reasons?|say|describe)\b.*?\b(?:why|how)\b(.+)$/i.exec(
      question.trim(),
    ) ?? /^(?:why)\b(.+)$/i.exec(question.trim());
  return m ? keyWords(m[1]) : null;
}

const OUTCOME =
  /^(explain|describe|state|outline|compare|contrast|distinguish|summarise|summarize)\b/i;

/** Words that set two things against each other ("whereas", "cannot", "unlike"). */
const SETS_APART =
  /\b(whereas|while|but|unlike|however|on the other hand|in contrast|differs?|different|instead|than|cannot|can't|do not|does not|are not|is not|only)\b|;/i;

/** The verb a question opens with, which says what to do rather than what it is about. */
const ASKING_VERB =
  /^(?:name|give|explain|describe|state|list|identify|suggest|say|write|show|outline|mention)\s+/i;

/**
 * "Explain the harm plastics cause and ways to reduce it" → its two asks, each as the key words
 * only it has (harm, plastic, cause; way, reduce): a second ask that is a thing of the first
 * ("and their causes", "and ways to …"). None for one ask, a comparison, or a task on a given
 * text ("… and explain the effect of each: '…'"), whose answer names instances, not the asks.
 */
export function twoAsks(question: string): [Set<string>, Set<string>] | null {
  if (compared(question).length > 0 || question.includes(':')) return null;
  const m = /^(.+?)\s+and\s+((?:their|its|the ways?|ways?|how|why|what)\b.+)$/i.exec(
    question.trim().replace(/[.?]$/, ''),
  );
  if (!m) return null;
  // "Uses" is a word the key-word reader sets aside; as an ask it is the thing asked for.
  const [first, second] = [m[1], m[2]].map((part) => {
    const words = keyWords(part.replace(ASKING_VERB, ''));
    return /\buses\b/i.test(part) ? new Set([...words, 'use']) : words;
  });
  const own = (a: Set<string>, b: Set<string>) => new Set([...a].filter((word) => !b.has(word)));
  const asks: [Set<string>, Set<string>] = [own(first, second), own(second, first)];
  return asks.every((words) => words.size > 0) ? asks : null;
}

/**
 * Whether an answer gives both asks: the second named somewhere ("causes"), and the first, where
 * the answer names it, in a sentence of its own: "lowers the harm plastics do" inside the ways to
 * reduce it states no harm. (An answer may give the first by instances without its word.)
 */
function answersBoth(asks: [Set<string>, Set<string>], parts: readonly string[]): boolean {
  const [first, second] = asks;
  const words = parts
    .flatMap((part) => part.split(/;\s*/))
    .map((part) =>
      /\b(?:used|uses?)\b/i.test(part) ? new Set([...keyWords(part), 'use']) : keyWords(part),
    );
  if (!words.some((said) => shares(second, said))) return false;
  const naming = words.filter((said) => shares(first, said));
  return naming.length === 0 || naming.some((said) => !shares(second, said));
}

/** Whether a text sets things against each other ("…; thermosetting plastics cannot"). */
export function setsApart(text: string): boolean {
  return SETS_APART.test(text);
}

/**
 * Whether a comparison's answer states a difference: one sentence that names every thing with a
 * contrast ("Thermoplastics … can be reshaped; thermosetting plastics cannot"), or a sentence on
 * each thing alone, all on one property ("Xylem carries water … Phloem carries food …"). Two
 * definitions on nothing in common ("Janapada: the land where … Mahajanapada: a large state …")
 * and examples of each state none.
 */
function contrasts(question: string, parts: readonly string[]): boolean {
  const things = compared(question);
  if (parts.some((part) => setsApart(part) && things.every((words) => names(part, words))))
    return true;
  // What tells each thing apart: its words the others do not share ("natural" of "natural fibre").
  const own = things.map((words, i) => {
    const others = new Set(things.filter((_, j) => j !== i).flatMap((other) => [...other]));
    const left = new Set([...words].filter((word) => !others.has(word)));
    return left.size > 0 ? left : words;
  });
  const all = new Set(things.flatMap((words) => [...words]));
  const alone = own.map((words, i) =>
    parts
      .filter(
        (part) => names(part, words) && own.every((other, j) => j === i || !names(part, other)),
      )
      .map((part) => new Set([...keyWords(part)].filter((word) => !all.has(word)))),
  );
  const [first, ...rest] = alone;
  return (
    rest.length > 0 &&
    (first ?? []).some((said) =>
      [...said].some((word) => rest.every((sets) => sets.some((other) => other.has(word)))),
    )
  );
}

/** How many differences an answer states: its contrasting sentences, and one per sentence pair. */
function differences(things: readonly Set<string>[], parts: readonly string[]): number {
  if (things.length < 2) return 2;
  const all = parts.filter((part) => things.every((words) => names(part, words)));
  const some = parts.filter((part) => things.some((words) => names(part, words))).length;
  return all.filter(setsApart).length + Math.floor((some - all.length) / things.length);
}

/** A question that asks for a route ("the path of water from the soil to the air"). */
export const ROUTE = /\b(?:path|route|journey)\b/i;

/**
 * Whether an answer goes from place to place: arrows, or two or more steps ("into", "then",
 * "through", "up to", "out of"): root-hair surfaces and transpiration rates are no path.
 */
function tracesRoute(text: string): boolean {
  return /→|->/.test(text) || routeSteps(text) >= 2;
}

/** How many steps from place to place a text gives ("enters …", "passes into …", "through …"). */
export function routeSteps(text: string): number {
  const steps = text.match(
    /\b(?:then|next|into|through|up to|out of|from (?:the )?\w+ to|passes|moves|travels|enters?|escapes?|upwards)\b/gi,
  );
  return steps?.length ?? 0;
}

/**
 * "Explain how transpiration helps water rise in a plant" → what acts (transpiration) and what it
 * brings about (water rise in a plant), each as its words; none for a question of another form.
 */
export function linkAsked(question: string): { cause: string; effect: Set<string> } | null {
  const m =
    /\bhow\s+(?:does\s+|do\s+|can\s+)?(.+?)\s+(?:helps?|causes?|leads? to|results? in|makes?|allows?|enables?|affects?|drives?|brings? about)\s+(.+?)[.?]?$/i.exec(
      question.trim(),
    );
  if (!m) return null;
  const cause = m[1].replace(/^(?:the|a|an)\s+/i, '').trim();
  const causeWords = keyWords(cause);
  const effect = new Set([...keyWords(m[2])].filter((word) => !causeWords.has(word)));
  return causeWords.size > 0 && effect.size > 0 ? { cause, effect } : null;
}

/** Words that tie one happening to another ("as water is lost …, more is drawn up"; "this pull"). */
const LINKING =
  /\b(?:as|when|whenever|if|because|so|therefore|thus|hence|helps?|causes?|leads? to|results? in|pulls?|pushes|draws?|drawn|makes?|allows?|enables?|drives?)\b/i;

/**
 * Whether a sentence gives the link a "how X helps Y" question asks for: it says what happens to Y
 * (most of Y's own words) with a word that ties it to a cause, and is not X's definition or where
 * X happens ("The loss of water vapour … is called transpiration" links nothing to the rise).
 */
export function givesLink(text: string, link: { cause: string; effect: Set<string> }): boolean {
  if (definesTerm(text, link.cause) || !LINKING.test(text)) return false;
  const said = keyWords(text);
  const hits = [...link.effect].filter((word) => said.has(word)).length;
  return hits >= Math.min(2, link.effect.size);
}

/** "Classify materials as biodegradable or non-biodegradable" gives nothing to classify. */
function givesNothingToSort(question: string): boolean {
  return (
    /^(?:classify|sort|group)\b/i.test(question.trim()) &&
    !/:\s*\S|\b(?:these|the following|each of|below|listed)\b/i.test(question)
  );
}

/** Whether a text names one of the words (as key lemmas, read lower-case). */
export function names(text: string, words: ReadonlySet<string>): boolean {
  return shares(words, keyWords(text));
}

const shares = (words: ReadonlySet<string>, answer: ReadonlySet<string>) =>
  [...words].some((word) => answer.has(word));

/**
 * Whether `answer` answers `question`: never an activity instruction; a definition for "what is
 * meant by X" (the line that defines X, not one that mentions it); nothing for "classify" with
 * nothing given to classify; a route for "the path of …"; for "how X helps Y" the sentence that
 * links them (not X's definition); each thing a comparison or an "each" question names, and for
 * a comparison a contrast; both asks of a two-part question ("the harm … and ways to reduce
 * it"); the subject of a "why"/"how" question with a reason or a purpose; and for an outcome
 * asked as it stands ("Describe …"), at least one of its own words.
 */
export function answersQuestion(question: string, answer: string): boolean {
  const text = answer.trim();
  if (text.length === 0) return false;
  const parts = sentencesOf(text.replace(/^(?:any \w+ of|false|true)[:.]\s*/i, ''));
  if (parts.length > 0 && parts.every(isInstruction)) return false;
  if (parts.some((part) => isInstruction(part) && part.length > 40)) return false;
  const term = askedTerm(question);
  if (term) return parts.some((part) => definesTerm(part, term));
  if (givesNothingToSort(question)) return false;
  if (ROUTE.test(question) && !/^fill in/i.test(question) && !tracesRoute(text)) return false;
  const link = linkAsked(question);
  if (link && !parts.some((part) => givesLink(part, link))) return false;
  const said = keyWords(text);
  const things = [...compared(question), ...eachOfParts(question), ...listedThings(question)];
  if (things.some((words) => !shares(words, said))) return false;
  // "the three levels": three items; "Sequence the events …" an order; "… with everyday
  // examples" an example; "the causes" two; "Explain everyday effects" an explanation.
  if (!givesAll(question, text, parts)) return false;
  if (compared(question).length >= 2 && !contrasts(question, parts)) return false;
  // "Explain the differences …": two or more, not one.
  if (/\bdifferences\b/i.test(question) && differences(compared(question), parts) < 2) return false;
  const asks = twoAsks(question);
  if (asks && !answersBoth(asks, parts)) return false;
  const each = eachThing(question);
  if (each && each.size > 0 && !shares(each, said) && !goesThrough(question, parts)) return false;
  // "Why …" needs a reason or a purpose; "how …" its subject (a process, a way, an effect).
  const subject = reasonSubject(question);
  if (subject && subject.size > 0 && !shares(subject, said)) return false;
  if (subject && /\bwhy\b/i.test(question)) return givesReason(text);
  if (OUTCOME.test(question.trim())) {
    const own = keyWords(question.replace(OUTCOME, ''));
    if (own.size > 0 && !shares(own, said)) return false;
  }
  return true;
}
