/**
 * The material of an outcome that asks how one thing brings about another ("explain how
 * transpiration helps water rise in a plant"): the sentence that links them, with the sentence
 * before it when it leans on that one ("This pull helps water rise …" after "As water is lost from
 * the leaves, more water is drawn up the xylem …"). X's definition or where X happens is no link.
 */
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { sentence } from 'src/ai/builtin/teaching/curriculum/draft';
import { overlap } from 'src/ai/builtin/teaching/curriculum/focus';
import { givesLink, linkAsked } from 'src/ai/builtin/teaching/curriculum/answer-guard';
import {
  candidates,
  fit,
  keyWords,
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
