import type { ItsFunction } from 'wink-nlp';
import { its, readDoc } from 'src/ai/builtin/nlp';
import { type Builder, sentence } from 'src/ai/builtin/teaching/curriculum/draft';
import { contentWords } from 'src/ai/builtin/teaching/curriculum/focus';
import { factKey, type FactItem, pick } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

// wink-nlp's typings declare `its.lemma` with an extra `addons` parameter that `out` accepts.
const LEMMA = its.lemma as unknown as ItsFunction<string>;

/** Words a subject may be made of: "The", "small", "intestine", "Chlorophyll". */
const NOUNISH = new Set(['DET', 'NOUN', 'PROPN', 'ADJ', 'NUM']);

/** A sentence's subject: its words before the first verb ("Most bones of the skull" are …), all
 * of it when no verb is read (wink may tag "pumps" a noun), so a fact is never dropped for it. */
export function subjectOf(text: string): string {
  const doc = readDoc(text);
  const words = doc.tokens().out();
  const tags = doc.tokens().out(its.pos) as string[];
  const verb = tags.findIndex((tag) => tag === 'VERB' || tag === 'AUX');
  return words.slice(0, verb < 0 ? words.length : verb).join(' ');
}

/**
 * A fact of one clause asked as a question: "subject verb object" ("The skull protects the
 * brain.") as what the subject does to something ("What does the skull protect?"), "X and Y are
 * examples of Z" as "Name two examples of Z.", "X is made of Y" as "What is X made of?". Null for
 * any other sentence: a verb with a complement ("turns red in …"), a comparison, a negation, a
 * list of clauses, a sentence too long.
 */
export function askedOf(text: string, known: string): { question: string } | null {
  const plain = text.trim();
  // "The shoulder and hip are examples of a ball and socket joint." → "Name two examples of …".
  const examples = /^(.+?) (?:is|are) (?:an? )?examples? of (an? )?([^,;]+)\.$/i.exec(plain);
  if (examples && !/\b(not|than)\b/i.test(plain)) {
    const two = /\band\b/.test(examples[1]);
    return {
      question: `Name ${two ? 'two examples' : 'an example'} of ${examples[2] ?? ''}${examples[3]}.`,
    };
  }
  // "The backbone is made of many small bones …" → "What is the backbone made of?".
  const made = /^(the [^,;]+?) (is|are) made (?:up )?of ([^,;]+)\.$/i.exec(plain);
  if (made && !/\b(not|than)\b/i.test(plain))
    return { question: `What ${made[2]} ${made[1].replace(/^The/, 'the')} made of?` };
  const doc = readDoc(plain);
  const words = doc.tokens().out();
  const tags = doc.tokens().out(its.pos) as string[];
  const lemmas = doc.tokens().out(LEMMA);
  const end = tags.length - 1;
  if (end < 3 || end > 14 || tags[end] !== 'PUNCT' || words[end] !== '.') return null;
  // A comparison ("Fats give more energy than …") is lost when asked as "What do fats give?".
  if (words.some((w) => /^(than|not|no|never)$/i.test(w))) return null;
  const verb = tags.findIndex((tag) => !NOUNISH.has(tag));
  if (verb < 1 || tags[verb] !== 'VERB') return null;
  // One verb and no comma or second clause: the question asks one thing.
  if (
    tags.slice(verb + 1, end).some((tag) => !NOUNISH.has(tag) && tag !== 'CCONJ' && tag !== 'ADP')
  )
    return null;
  if (tags[verb - 1] === 'DET' || tags[verb - 1] === 'ADJ') return null;
  // "The Red Data Book lists endangered plants": a verb in -ed before a noun describes it.
  if (/ed$/i.test(words[verb]) && tags[verb + 1] === 'NOUN') return null;
  // The object is a thing ("the brain", "light energy"), not a state ("red") or a place ("in").
  const next = tags[verb + 1];
  if (
    !['DET', 'NOUN', 'PROPN', 'NUM'].includes(next) &&
    !(next === 'ADJ' && tags[verb + 2] === 'NOUN')
  )
    return null;
  const word = words[verb].toLowerCase();
  const lemma = lemmas[verb].toLowerCase();
  // A general truth in the present ("protects"), not an event ("The British recaptured Delhi …"),
  // which "What did the British recapture?" asks too openly.
  const present = word === lemma || (/e?s$/.test(word) && word.startsWith(lemma.slice(0, -1)));
  if (!present) return null;
  const does = word === lemma ? 'do' : 'does';
  const subject = words.slice(0, verb);
  // "The skull" → "the skull"; a name keeps its capital, a topic word written lower-case does not.
  const first = subject[0];
  const lower = first.toLowerCase();
  if (tags[0] === 'DET' || ` ${known.toLowerCase()} `.includes(` ${lower} `)) subject[0] = lower;
  // "Sexual reproduction produces variation among offspring": "What does sexual reproduction
  // produce?" has other right answers ("offspring"); the phrase after the object keeps the one
  // the fact states. "of" belongs to the object ("the bones of the face").
  const phrase = words.findIndex(
    (w, i) => i > verb + 1 && i < end && tags[i] === 'ADP' && w.toLowerCase() !== 'of',
  );
  const where = phrase > 0 ? ` ${words.slice(phrase, end).join(' ')}` : '';
  return { question: `What ${does} ${subject.join(' ')} ${lemma}${where}?` };
}

/** A date a fact ends on: "in 1920", "on 11 November 1918", "in September 1857". */
const DATED = /^(.+?),? (?:in|on) ((?:\d{1,2} )?(?:[A-Z][a-z]+ )?\d{4})\.$/;

/**
 * A fact that dates one event asked when it happened: "The League of Nations was set up in
 * 1920." → "When was the League of Nations set up?"; "India began large-scale liberalisation of
 * its economy in 1991." → "When did India begin large-scale liberalisation of its economy?". Null
 * for a span ("from 1914 to 1918"), a negation, a comparison, a list of events or a sentence
 * whose subject is not plain words before its one past verb.
 */
export function askedWhen(text: string): { question: string } | null {
  const dated = DATED.exec(text.trim());
  if (!dated || /\b(not|no|never|than|from|and then)\b|[;:]/i.test(dated[1])) return null;
  const event = dated[1];
  const lower = (words: string) => words.replace(/^The\b/, 'the');
  const passive = /^([^,]+?) (was|were) ([a-z]+(?: up| out| down)?\b.*)$/.exec(event);
  if (passive) return { question: `When ${passive[2]} ${lower(passive[1])} ${passive[3]}?` };
  const doc = readDoc(event);
  const words = doc.tokens().out();
  const tags = doc.tokens().out(its.pos) as string[];
  const lemmas = doc.tokens().out(LEMMA);
  const verb = tags.findIndex((tag) => tag === 'VERB' || tag === 'AUX');
  if (verb < 1 || tags[verb] !== 'VERB' || words.length > 16) return null;
  if (!tags.slice(0, verb).every((tag) => NOUNISH.has(tag) || tag === 'ADP' || tag === 'PUNCT'))
    return null;
  // One past verb: "entered", "began"; a present "connects" is no event to date.
  const lemma = lemmas[verb].toLowerCase();
  if (words[verb].toLowerCase() === lemma || /s$/.test(words[verb])) return null;
  if (tags.slice(verb + 1).some((tag) => tag === 'VERB' || tag === 'AUX')) return null;
  const subject = lower(words.slice(0, verb).join(' ').replace(/ - /g, '-'));
  const rest = words
    .slice(verb + 1)
    .join(' ')
    .replace(/ - /g, '-');
  return { question: `When did ${subject} ${lemma}${rest ? ` ${rest}` : ''}?` };
}

/**
 * A fact asked as a question of its own ("What does the skull protect?"): recall of what the
 * topic says (or when a dated event happened), for a sheet that has asked every term's meaning
 * once already. Never a fact another item used (a blank on it, a true statement) nor one a
 * term's meaning says ("the bones of the head that protect the brain"): the sheet would answer it.
 */
export const askFact: Builder = {
  name: 'ask-fact',
  blooms: ['remember'],
  write(ctx) {
    const known = ctx.k.facts
      .map((f) => f.text)
      .join(' ')
      .replace(/[^\p{L}\p{N}]+/gu, ' ');
    const asked = (f: FactItem) => askedOf(f.text, known) ?? askedWhen(f.text);
    const meanings = ctx.k.terms.map((t) => contentWords(t.definition));
    const restates = (f: FactItem) => {
      const said = [...contentWords(f.text)].filter((w) => !contentWords(subjectOf(f.text)).has(w));
      return meanings.some((m) => said.length > 0 && said.every((w) => m.has(w)));
    };
    const open = ctx.k.facts.filter(
      (f) => (ctx.k.use.get(factKey(f)) ?? 0) === 0 && !restates(f) && asked(f) !== null,
    );
    const fact = pick(ctx.k, open, factKey, ctx.attempt);
    const stem = fact && asked(fact);
    if (!fact || !stem) return null;
    return {
      question: stem.question,
      options: [],
      answer: sentence(fact.text),
      grounding: fact.text,
      keys: [factKey(fact)],
      note: {
        why: sentence(fact.text),
        mistakes: stem.question.startsWith('When ')
          ? 'Giving the date of another event of the topic.'
          : 'Giving what another part of the topic does, not the one asked about.',
        concepts: fact.terms.length > 0 ? [...fact.terms] : [ctx.k.main.title],
      },
    };
  },
};
