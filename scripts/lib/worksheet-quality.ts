import {
  QUESTION_TYPES,
  type QuestionType,
  type WorksheetQuestion,
  type WorksheetQuestions,
} from 'src/ai/ports/teaching-content.port';
import { stripLabel } from 'src/ai/builtin/teaching/worksheet/worksheet-rules';
import { contentTokens, jaccard } from 'src/ai/builtin/teaching/worksheet/text-kit';
import { nounBaseForms, type Synset, type WordNet } from 'src/ai/builtin/teaching/wordnet/word-net';

/** Words that frame an answer rather than carry its content ("Yes. …", "Any one of: …"). */
const SCAFFOLD = new Set(['yes', 'no', 'any', 'one']);
/** Share of an answer's content words that must be found in the source or its grounding. */
export const GROUNDED_SHARE = 0.9;
export const NEAR_DUPLICATE = 0.7;

function stem(word: string): string {
  return word.replace(/(ies|es|s)$/, '');
}

function covered(text: string, haystack: ReadonlySet<string>): number {
  const words = [...contentTokens(text)].filter((word) => !SCAFFOLD.has(word));
  if (words.length === 0) return 1;
  return words.filter((word) => haystack.has(stem(word))).length / words.length;
}

/** What a question's answer asserts, as text: the right options, the pairs, the statement. */
function answerTexts(type: QuestionType, q: WorksheetQuestion): string[] {
  if (type === 'mcq_single_answer' || type === 'mcq_multiple_answer')
    return q.answer.split('; ').map(stripLabel);
  if (type === 'match_the_column') {
    const b = new Map((q.column_b ?? []).map((item) => [item[0], stripLabel(item)]));
    return q.answer.split(', ').map((pair) => {
      const [n, letter] = pair.split('-');
      return `${stripLabel((q.column_a ?? [])[Number(n) - 1] ?? '').replace(/^\d+\.\s*/, '')} ${b.get(letter) ?? ''}`;
    });
  }
  if (type === 'true_false') return [q.grounding ?? ''];
  return [q.answer];
}

async function hasSense(
  wordnet: WordNet,
  word: string,
  test: (s: Synset) => Promise<boolean> | boolean,
) {
  // "roots" is a noun of its own in WordNet; the gloss may be of "root".
  for (const form of nounBaseForms(word))
    for (const sense of await wordnet.nouns(form)) if (await test(sense)) return true;
  return false;
}

async function related(wordnet: WordNet, sense: Synset, relation: 'hypernym' | 'hyponym') {
  const found = await wordnet.related(sense, relation, 200);
  return new Set(found.flatMap((s) => s.words.map((w) => w.toLowerCase())));
}

/**
 * A grounding part marked "(WordNet)" is checked against WordNet itself, not trusted: the gloss
 * must be a definition of a sense of the word, the kinds must be its hyponyms, the "kind of"
 * its hypernym. Returns false for a marked part that WordNet does not bear out.
 */
async function wordNetBearsOut(wordnet: WordNet, part: string): Promise<boolean> {
  const body = part.replace(/\s*\(WordNet\)$/, '');
  const kindOf = /^(.+?) is a kind of (.+?): (.+)$/.exec(body);
  if (kindOf)
    return hasSense(wordnet, kindOf[1], async (s) =>
      (await related(wordnet, s, 'hypernym')).has(kindOf[2].toLowerCase()),
    );
  const areKinds = /^(.+?) and (.+?) are kinds of (.+?): (.+)$/.exec(body);
  if (areKinds) {
    const items = [areKinds[1], ...areKinds[2].split(/, | and /)];
    for (const item of items)
      if (
        !(await hasSense(wordnet, item, async (s) =>
          (await related(wordnet, s, 'hypernym')).has(areKinds[3].toLowerCase()),
        ))
      )
        return false;
    return true;
  }
  const kinds = /^Kinds of (.+?) include (.+)$/.exec(body);
  if (kinds) {
    const items = kinds[2].split(/, | and /).map((item) => item.toLowerCase());
    return hasSense(wordnet, kinds[1], async (s) => {
      const below = await related(wordnet, s, 'hyponym');
      return items.every((item) => below.has(item));
    });
  }
  const gloss = /^(.+?): (.+)$/.exec(body);
  if (gloss) return hasSense(wordnet, gloss[1], (s) => s.definition === gloss[2]);
  return false;
}

/**
 * Grounded: the answer's content words (lower-case, stop and scaffold words removed, a plural
 * ending ignored) are ≥ 90% present in the case's source text (the documents, or the
 * WordNet-written text when there are none) or in the question's grounding text; and every
 * part of the grounding is a sentence of the source or a WordNet fact that WordNet bears out
 * (`wordNetBearsOut`). For a true/false question the grounding sentence must be in the source,
 * and a "False" statement must not be.
 */
export async function isGrounded(
  wordnet: WordNet,
  type: QuestionType,
  q: WorksheetQuestion,
  source: string,
): Promise<boolean> {
  const grounding = q.grounding ?? '';
  // Documents keep their hard line breaks; a quoted sentence has single spaces.
  const lowerSource = source.toLowerCase().replace(/\s+/g, ' ');
  // A grounding may join several sentences and glosses; each must be one or the other.
  const parts = grounding.split(/(?<=[.!?]|\(WordNet\))\s+/).filter(Boolean);
  const inSource = (part: string) =>
    lowerSource.includes(part.toLowerCase().replace(/\s+/g, ' ').trim());
  if (parts.length === 0) return false;
  for (const part of parts)
    if (!inSource(part) && !(/\(WordNet\)$/.test(part) && (await wordNetBearsOut(wordnet, part))))
      return false;
  if (type === 'true_false') {
    const statement = q.question.replace(/^True or false:\s*/, '').toLowerCase();
    if (!parts.every(inSource)) return false;
    return q.answer === 'True' ? lowerSource.includes(statement) : !lowerSource.includes(statement);
  }
  const haystack = new Set([...contentTokens(`${source} ${grounding}`)].map(stem));
  return answerTexts(type, q).every((text) => covered(text, haystack) >= GROUNDED_SHARE);
}

/**
 * Near-duplicates: questions of one worksheet whose content words (question, options, columns)
 * overlap by Jaccard ≥ 0.7 — the generator's own rule, so this checks it was applied — or that
 * have the same type, the same answer and the same grounding (one question asked twice in other
 * words). Returns how many questions have such a twin.
 */
export function duplicateCount(questions: WorksheetQuestions): number {
  const all = QUESTION_TYPES.flatMap((type) => (questions[type] ?? []).map((q) => ({ type, q })));
  const tokens = all.map(({ q }) =>
    contentTokens(
      [q.question, ...q.options, ...(q.column_a ?? []), ...(q.column_b ?? [])].join(' '),
    ),
  );
  const normal = (q: WorksheetQuestion) =>
    q.answer.split('; ').map(stripLabel).join('|').toLowerCase();
  return all.filter((item, i) =>
    all.some(
      (other, j) =>
        i !== j &&
        (jaccard(tokens[i], tokens[j]) >= NEAR_DUPLICATE ||
          (item.type === other.type &&
            normal(item.q) === normal(other.q) &&
            item.q.grounding === other.q.grounding)),
    ),
  ).length;
}

async function kindsOf(wordnet: WordNet, option: string, names: ReadonlySet<string>) {
  // A phrase WordNet does not know ("great house") is the kind of thing its head noun is.
  let senses: Synset[] = await wordnet.nouns(option);
  if (senses.length === 0) senses = await wordnet.nouns(option.split(/[\s-]+/).pop() ?? option);
  const parents = (
    await Promise.all(senses.slice(0, 4).map((s) => wordnet.related(s, 'hypernym', 2)))
  ).flat();
  return {
    lexNames: new Set(senses.map((s) => s.lexName)),
    parents: new Set(parents.map((p) => p.id)),
    name: names.has(option),
  };
}

/**
 * A multiple-choice question's distractors are "of the answer's kind" when every wrong option
 * is, like a right option: (a) a full sentence (≥ 4 words, final stop) that is not in the
 * source, i.e. a false edit beside true statements; (b) a description (≥ 4 words) beside
 * descriptions; or (c) a term that shares a WordNet lexicographer file (noun.process, noun.food,
 * …) or a direct hypernym with a right option, or is, like it, a capitalised name used in the
 * source. A phrase WordNet does not know counts as its head noun.
 */
export async function distractorsOk(
  wordnet: WordNet,
  q: WorksheetQuestion,
  source: string,
): Promise<boolean> {
  const right = q.answer.split('; ').map(stripLabel);
  const wrong = q.options.map(stripLabel).filter((o) => !right.includes(o));
  const words = (text: string) => text.split(/\s+/).length;
  const flat = source.toLowerCase().replace(/\s+/g, ' ');
  if (right.every((o) => words(o) >= 4 && /[.!?]$/.test(o)))
    return wrong.every((o) => words(o) >= 4 && /[.!?]$/.test(o) && !flat.includes(o.toLowerCase()));
  if (right.every((o) => words(o) >= 4)) return wrong.every((o) => words(o) >= 4);
  const names = new Set(source.match(/(?<=[a-z,;] )\p{Lu}\p{Ll}+/gu) ?? []);
  const rightKinds = await Promise.all(right.map((o) => kindsOf(wordnet, o, names)));
  for (const option of wrong) {
    const kind = await kindsOf(wordnet, option, names);
    const same = rightKinds.some(
      (r) =>
        [...kind.lexNames].some((l) => r.lexNames.has(l)) ||
        [...kind.parents].some((p) => r.parents.has(p)) ||
        (kind.name && r.name),
    );
    if (!same) return false;
  }
  return true;
}
