import { shuffle } from 'src/ai/builtin/seeded-random';
import type { BuildContext } from 'src/ai/builtin/teaching/curriculum/draft';
import { termKey, type TermItem } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { confusable } from 'src/ai/builtin/teaching/curriculum/worksheet-stems';

/** Three other key terms, unasked and of the same topic first: wrong options of the same kind. */
export function siblingTerms(ctx: BuildContext, item: TermItem, n = 3): TermItem[] {
  const others = ctx.k.terms.filter(
    (other) =>
      other.term.toLowerCase() !== item.term.toLowerCase() && other.definition !== item.definition,
  );
  const same = shuffle(
    others.filter((other) => other.topic.id === item.topic.id),
    ctx.random,
  );
  const rest = others.filter((other) => other.topic.id !== item.topic.id);
  // Terms no other item asked or defined first: a meaning printed twice answers one of them.
  const shown = (t: TermItem) =>
    (ctx.k.use.get(termKey(t)) ?? 0) + (ctx.k.use.get(`defined:${t.term.toLowerCase()}`) ?? 0);
  return [...same, ...rest]
    .map((t, order) => ({ t, order, used: shown(t) }))
    .sort((a, b) => a.used - b.used || a.order - b.order)
    .slice(0, n)
    .map(({ t }) => t);
}

/** The wrong option a student most likely chooses (its meaning is close), else a short line. */
export function closest(ctx: BuildContext, item: TermItem, wrong: readonly TermItem[]): string {
  const near = confusable(ctx.k, item);
  const option = wrong.find((w) => w.term === near?.term);
  return option
    ? `Choosing ${option.term}, whose meaning is closest to this one.`
    : 'Choosing a neighbouring term of the topic.';
}
