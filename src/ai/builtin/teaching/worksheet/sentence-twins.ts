import type { SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';
import { contentTokens } from 'src/ai/builtin/teaching/worksheet/text-kit';

/** Share of the longer sentence's content words two near-repeats have in common. */
const TWINS = 0.8;

/**
 * The claimed sentences with the ones the text all but repeats ("The next day they both set
 * out again …", "On the third day they set out again …"), so one sheet never asks the same
 * statement twice under two dates.
 */
export function withTwins(analysis: SourceAnalysis, found: Set<number>): Set<number> {
  const tokens = new Map(analysis.sentences.map((s) => [s.id, contentTokens(s.text)]));
  for (const id of [...found])
    for (const [other, theirs] of tokens) {
      const mine = tokens.get(id) ?? new Set<string>();
      const shared = [...mine].filter((word) => theirs.has(word)).length;
      if (
        Math.min(mine.size, theirs.size) >= 4 &&
        shared >= TWINS * Math.max(mine.size, theirs.size)
      )
        found.add(other);
    }
  return found;
}
