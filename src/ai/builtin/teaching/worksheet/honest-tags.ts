import {
  BLOOM_LEVELS,
  DIFFICULTIES,
  type BloomLevel,
  type Difficulty,
  type QuestionType,
} from 'src/ai/ports/teaching-content.port';
import { TYPE_DEPTH } from 'src/ai/builtin/teaching/worksheet/slot-plan';

/**
 * The thinking each template's question asks of a student, whatever slot it filled: a blank
 * copied from the text is recall, "what caused this" is understanding, a prediction is creating.
 */
const DEMAND: Record<string, BloomLevel> = {
  'true-or-false': 'remember',
  'fill-blank': 'remember',
  'term-for-meaning': 'remember',
  'name-the-term': 'remember',
  'missing-word': 'remember',
  'what-is-it-called': 'remember',
  'who-did-it': 'remember',
  'match-meanings': 'remember',
  'match-halves': 'remember',
  'complete-sentence': 'remember',
  'meaning-of-term': 'understand',
  'explain-term': 'understand',
  'describe-term': 'understand',
  'explain-in-detail': 'understand',
  'story-what-next': 'understand',
  'what-next': 'understand',
  'why-it-happened': 'understand',
  'why-is-it-so': 'understand',
  'cause-and-effect': 'understand',
  'story-motive': 'understand',
  'why-they-did-it': 'understand',
  'event-order': 'understand',
  'story-happened-before': 'understand',
  'true-statements': 'understand',
  'accurate-statement': 'understand',
  'how-they-felt': 'understand',
  'story-feeling-evidence': 'analyze',
  'compare-two': 'analyze',
  'classify-example': 'understand',
  'compare-defined': 'analyze',
  'compare-terms': 'analyze',
  'relate-terms': 'analyze',
  'what-it-shows': 'analyze',
  'judge-statement': 'evaluate',
  'evaluate-claim': 'evaluate',
  'story-predict': 'create',
  'write-paragraph': 'create',
};

/** One written item: its type, the template that wrote it and the tags its slot carried. */
export interface Tagged {
  type: QuestionType;
  template: string;
  bloom: BloomLevel;
  difficulty: Difficulty;
  /** A statement to judge that is the text's own sentence: the answer is "yes, it says so". */
  recall?: boolean;
}

const rank = (bloom: BloomLevel) => BLOOM_LEVELS.indexOf(bloom);

/** Whether a template's question asks the thinking of this Bloom level, not merely fills it. */
export function demands(template: string, bloom: BloomLevel): boolean {
  return DEMAND[template] === bloom;
}

/** How demanding an item is: its template's demand, then its type's depth. */
function demand(item: Tagged): [number, number] {
  const bloom = item.recall ? 'remember' : (DEMAND[item.template] ?? item.bloom);
  return [rank(bloom), TYPE_DEPTH[item.type]];
}

/**
 * Each item's tags by what it really asks: its Bloom level is its template's demand (the slot's
 * when the template is not listed), so a one-word blank is never called "analyze" nor a
 * prediction "remember", and a sentence of the text quoted to be judged is recall ("Is this
 * accurate?" of the text's own words); the blueprint's difficulties keep their counts and go, easiest first,
 * to the items in order of that demand. Returns the items' new tags in their order.
 */
export function honestTags(
  items: readonly Tagged[],
): { bloom: BloomLevel; difficulty: Difficulty }[] {
  const difficulties = items
    .map((item) => item.difficulty)
    .sort((a, b) => DIFFICULTIES.indexOf(a) - DIFFICULTIES.indexOf(b));
  const order = items
    .map((item, i) => ({ i, by: demand(item) }))
    .sort((a, b) => a.by[0] - b.by[0] || a.by[1] - b.by[1] || a.i - b.i);
  const tags = new Array<{ bloom: BloomLevel; difficulty: Difficulty }>(items.length);
  order.forEach(({ i, by }, place) => {
    tags[i] = { bloom: BLOOM_LEVELS[by[0]], difficulty: difficulties[place] };
  });
  return tags;
}
