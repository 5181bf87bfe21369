/**
 * Gap-fills that test the content: the blank is a number, a key term or a named thing, never a
 * verb ("launched", "remembered"), the topic's own word ("forests" in a forests lesson), a word
 * the sentence says again or one of a list ("crops, goods and ____": other members fit too).
 * A sentence the plan prints (the teacher has just read it out) is never gapped: that tests the
 * wording; a short question it answers is asked instead (see lesson-gap-checks).
 */
import { its, readDoc } from 'src/ai/builtin/nlp';
import { contentWords } from 'src/ai/builtin/teaching/curriculum/focus';
import type { CheckQuestion } from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import {
  type GapContext,
  gapContext,
  shortCheck,
} from 'src/ai/builtin/teaching/curriculum/lesson-gap-checks';
import type { Planning } from 'src/ai/builtin/teaching/curriculum/lesson-planning';
import type { ObjectivePlan } from 'src/ai/builtin/teaching/curriculum/lesson-objectives';
import { cloze } from 'src/ai/builtin/teaching/curriculum/objective-checks';
import { keyWords, objectiveWords } from 'src/ai/builtin/teaching/curriculum/objective-sentences';
import { sentence } from 'src/ai/builtin/teaching/curriculum/draft';
import { overlap } from 'src/ai/builtin/teaching/curriculum/focus';

const GAP = '____';
const LEAD = 'Fill in the gap: ';

/** Parts of speech a blank may be: a noun, a name, a number, a describing word. */
const CONTENT_TAGS = new Set(['NOUN', 'PROPN', 'NUM', 'ADJ']);

/** Tokens that join the members of a list. */
const JOINS = /^(,|and|or)$/i;

/** A word of the sentence with what it is. */
interface Word {
  text: string;
  tag: string;
  index: number;
  /** One of a list ("crops, goods and labour"): any other member fits its gap as well. */
  listed: boolean;
}

/** The sentence's words with their parts of speech (punctuation dropped). */
function tagged(text: string): Word[] {
  const doc = readDoc(text);
  const words = doc.tokens().out<string>(its.value);
  const tags = doc.tokens().out<string>(its.pos);
  const member = (i: number) => CONTENT_TAGS.has(tags[i] ?? '');
  return words
    .map((word, index) => ({
      text: word,
      tag: tags[index],
      index,
      listed:
        member(index) &&
        ((JOINS.test(words[index - 1] ?? '') && member(index - 2)) ||
          (JOINS.test(words[index + 1] ?? '') && member(index + 2))),
    }))
    .filter((w) => /[A-Za-z0-9]/.test(w.text));
}

/** How well a word tests the content as a blank; 0 when it must not be one. */
function worth(k: TopicKnowledge, w: Word, words: readonly Word[], first: boolean): number {
  if (!CONTENT_TAGS.has(w.tag) || first || w.listed) return 0;
  const own = contentWords(w.text);
  if (own.size === 0 && w.tag !== 'NUM') return 0;
  const title = contentWords(k.topics.map((t) => t.title).join(' '));
  if ([...own].some((word) => title.has(word))) return 0;
  // The sentence must not say it again ("… forests … forests").
  const again = words.filter((o) => o !== w && o.text.toLowerCase() === w.text.toLowerCase());
  if (again.length > 0) return 0;
  const terms = contentWords(k.terms.map((t) => t.term).join(' '));
  if (w.tag === 'NUM' && /\d/.test(w.text)) return 4;
  if ([...own].some((word) => terms.has(word))) return 3;
  if (w.tag === 'PROPN') return 2;
  return w.tag === 'NOUN' && w.text.length >= 5 ? 1 : 0;
}

/** The sentence a gap-fill blanks, with its answer back in the gap. */
function filled(q: CheckQuestion): string | null {
  if (!q.question.startsWith(LEAD) || !q.question.includes(GAP)) return null;
  return q.question.slice(LEAD.length).replace(GAP, q.answer);
}

/**
 * A gap-fill whose blank tests the content: kept when it does, else the same sentence with its
 * best word blanked instead, else none. A sentence the plan prints (`ctx.printed`) is asked as a
 * short question it answers instead, or not at all. Any other question is returned as it is.
 */
export function fairGap(
  k: TopicKnowledge,
  q: CheckQuestion,
  ctx: GapContext = {},
): CheckQuestion | null {
  const text = filled(q);
  if (text === null) return q;
  if (ctx.printed?.(text)) return shortCheck(k, text, ctx);
  const words = tagged(text);
  const scored = words.map((w, i) => ({ w, score: worth(k, w, words, i === 0) }));
  const current = scored.find((s) => s.w.text === q.answer);
  if (current && current.score > 0) return q;
  const [best] = scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || b.w.text.length - a.w.text.length);
  if (!best) return null;
  const at = text.indexOf(best.w.text);
  if (at < 0 || text.indexOf(best.w.text, at + 1) >= 0) return null;
  return {
    question: `${LEAD}${text.slice(0, at)}${GAP}${text.slice(at + best.w.text.length)}`,
    answer: best.w.text,
  };
}

/**
 * An objective's gap-fill as the plan sets it: one on a sentence the plan prints is set instead
 * on a fact about the objective the plan does not print ("The pull of a magnet is strongest at
 * its ____."), else asked as a short question the material answers, else none.
 */
export function objectiveGap(
  p: Planning,
  o: ObjectivePlan,
  q: CheckQuestion,
): CheckQuestion | null {
  const ctx = gapContext(p, o.teach);
  const text = filled(q);
  if (text !== null && ctx.printed?.(text)) {
    const words = objectiveWords(p.k, o.outcome);
    for (const f of p.k.facts) {
      const said = sentence(f.text);
      // About the objective, not only its topic: two of its own words ("leaf" alone is not).
      if (ctx.printed(said) || overlap(keyWords(said), words) < Math.min(2, words.size)) continue;
      const gap = cloze(p.k, o.outcome, [said]);
      const fair = gap && fairGap(p.k, gap, ctx);
      if (fair && fair.question.startsWith(LEAD) && !ctx.taken?.(fair)) return fair;
    }
  }
  return fairGap(p.k, q, ctx);
}
