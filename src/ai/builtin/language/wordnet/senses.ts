import type { Synset } from 'src/ai/builtin/language/wordnet/word-net';

/**
 * Which WordNet lexicographer files a school subject draws on, read from the subject's name (the
 * reference data). It only breaks ties between senses ("fraction" in Maths is a quantity, in
 * Chemistry a substance); the words around the term weigh as much. Language subjects are
 * absent on purpose: a story or a poem may be about anything.
 */
const SUBJECT_KINDS: [RegExp, string[]][] = [
  [
    /science|biolog|chemi|physic|evs|environment|botany|zoology|nature/i,
    [
      'noun.process',
      'noun.event',
      'noun.substance',
      'noun.phenomenon',
      'noun.plant',
      'noun.animal',
      'noun.body',
      'noun.object',
      'noun.state',
      'noun.attribute',
      'noun.quantity',
    ],
  ],
  [
    /math|algebra|geometr|arithmetic|statistic|numera/i,
    ['noun.quantity', 'noun.relation', 'noun.shape', 'noun.cognition', 'noun.attribute'],
  ],
  [
    /geograph|earth|environment/i,
    ['noun.location', 'noun.object', 'noun.phenomenon', 'noun.group', 'noun.substance'],
  ],
  [
    /history|social|civic|politic|econom|citizen/i,
    ['noun.event', 'noun.act', 'noun.group', 'noun.person', 'noun.location', 'noun.possession'],
  ],
  [/computer|comput|ict|technolog/i, ['noun.artifact', 'noun.cognition', 'noun.communication']],
];

const WORD = /[\p{L}]{3,}/gu;

export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).filter((word) => !COMMON.has(word));
}

const COMMON = new Set(
  'the and for with that this from into about which what when where their there they them have has are was were been being its any some such other than then also more most very much many into onto upon over under each'.split(
    ' ',
  ),
);

export function subjectKinds(subject: string): Set<string> {
  return new Set(SUBJECT_KINDS.filter(([pattern]) => pattern.test(subject)).flatMap(([, k]) => k));
}

/**
 * The sense of a term that fits the lesson: WordNet's order (most frequent first), the subject's
 * kinds, and how many of the sense's words (gloss, synonyms) the surrounding text uses.
 */
export function chooseSense(
  senses: readonly Synset[],
  context: ReadonlySet<string>,
  kinds: ReadonlySet<string>,
): Synset | null {
  let best: Synset | null = null;
  let bestScore = -Infinity;
  senses.forEach((sense, rank) => {
    // Senses that are names ("Tree", an actor) are not what a lower-case term means.
    if (sense.words.every((word) => /^\p{Lu}/u.test(word))) return;
    const own = new Set(contentWords(sense.words.join(' ')));
    const words = new Set(contentWords(sense.definition).filter((word) => !own.has(word)));
    let overlap = 0;
    for (const word of words) if (context.has(word)) overlap += 1;
    const prior = 2 * (1 - rank / senses.length);
    const score = prior + (kinds.has(sense.lexName) ? 1.5 : 0) + Math.min(overlap, 3) * 0.75;
    if (score > bestScore) {
      best = sense;
      bestScore = score;
    }
  });
  return best;
}
