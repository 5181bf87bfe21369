/**
 * The material of an outcome that asks how one thing brings about another ("explain how
 * transpiration helps water rise in a plant"): the sentence that links them, with the sentence
 * before it when it leans on that one ("This pull helps water rise …" after "As water is lost from
 * the leaves, more water is drawn up the xylem …"). X's definition or where X happens is no link.
 * And of a route outcome ("describe the path of water from the soil to the air"): its steps.
 */
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { sentence } from 'src/ai/builtin/teaching/curriculum/draft';
import { overlap } from 'src/ai/builtin/teaching/curriculum/focus';
import {
  givesLink,
  linkAsked,
  ROUTE,
  routeSteps,
} from 'src/ai/builtin/teaching/curriculum/answer-guard';
import {
  candidates,
  fit,
  keyWords,
  namesProcess,
  PRONOUN_START,
} from 'src/ai/builtin/teaching/curriculum/objective-sentences';

/**
 * The linking sentences for a "how X helps Y" outcome, best first (the one naming X too), each
 * after the sentence it leans on; [] when no sentence links them (the outcome is then not taught
 * or asked); null for an outcome of another form.
 */
export function linkTexts(
  k: TopicKnowledge,
  outcome: string,
  claimed: ReadonlySet<string>,
  document: readonly string[] = [],
): string[] | null {
  const link = linkAsked(outcome);
  if (!link) return null;
  const cause = keyWords(link.cause.toLowerCase());
  const said = document.map((text) => sentence(text));
  const [best] = candidates(k, document)
    .filter((c) => !claimed.has(c.text) && givesLink(c.text, link))
    .map((c, rank) => ({ c, rank, score: fit(k, outcome, c) + overlap(c.words, cause) * 2 }))
    .sort((a, b) => b.score - a.score || a.rank - b.rank);
  if (!best) return [];
  const at = said.indexOf(best.c.text);
  const before = at > 0 ? said[at - 1] : undefined;
  // "This pull helps …" says what pull only with the sentence before it.
  const leans = PRONOUN_START.test(best.c.text) || /^(?:so|as a result|thus)\b/i.test(best.c.text);
  return leans && before && !claimed.has(before) ? [before, best.c.text] : [best.c.text];
}

/**
 * The material of a route outcome ("describe the path of water from the soil to the air"): the
 * sentences that take what travels from place to place ("From the root hairs, the water passes
 * into the xylem"), the fullest four in the text's order; none on anything else (root hairs'
 * surface, the cooling of leaves, a condition of an experiment). Null for another outcome.
 */
export function routeTexts(
  k: TopicKnowledge,
  outcome: string,
  claimed: ReadonlySet<string>,
  document: readonly string[] = [],
): string[] | null {
  if (!ROUTE.test(outcome)) return null;
  // What travels: "the path of water from …" → water.
  const what =
    /\b(?:path|route|journey)\s+(?:of|taken by)\s+(.+?)(?:\s+(?:from|through|in|into|to)\b|[.?]?$)/i.exec(
      outcome,
    )?.[1];
  const travels = keyWords((what ?? '').toLowerCase());
  if (travels.size === 0) return null;
  const all = candidates(k, document);
  // "The path of blood in double circulation": the data's stages of it teach it (as any outcome).
  if (all.some((c) => namesProcess(outcome, c))) return null;
  const steps = all
    .map((c, rank) => ({ c, rank, steps: routeSteps(c.text) }))
    .filter(
      ({ c, steps }) =>
        steps > 0 &&
        !claimed.has(c.text) &&
        !c.definition &&
        !/^if\b/i.test(c.text) &&
        [...travels].some((word) => c.words.has(word)),
    );
  // The text's own steps before the data's stages, which the board's diagram already draws.
  const own = steps.filter(({ c }) => c.document);
  return (own.length >= 2 ? own : steps)
    .sort((a, b) => b.steps - a.steps || a.rank - b.rank)
    .slice(0, 4)
    .sort((a, b) => a.rank - b.rank)
    .map(({ c }) => c.text);
}
