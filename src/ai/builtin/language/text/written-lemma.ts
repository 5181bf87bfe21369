/**
 * The lemma in the student's spelling: wink-nlp Americanises before lemmatising ("colours" →
 * "color"), so the suffix change is replayed on the written word ("colour").
 */
export function writtenLemma(written: string, normal: string, lemma: string): string {
  const lower = written.toLowerCase();
  if (lower === normal || !isRespelling(lower, normal)) return lemma;
  let common = 0;
  while (common < normal.length && normal[common] === lemma[common]) common++;
  const removed = normal.slice(common);
  if (!lower.endsWith(removed)) return lemma;
  let stem = lower.slice(0, lower.length - removed.length);
  // British doubles a final "l" before a suffix ("travelled"); the lemma has one ("travel").
  if (removed !== '' && stem.endsWith('ll') && !normal.slice(0, common).endsWith('ll')) {
    stem = stem.slice(0, -1);
  }
  return stem + lemma.slice(common);
}

/** A respelling, not an expansion ("ca" → "can", "n't" → "not"): letters only, same start. */
function isRespelling(lower: string, normal: string): boolean {
  return (
    /^\p{Ll}{4,}$/u.test(lower) &&
    /^\p{Ll}{4,}$/u.test(normal) &&
    lower.slice(0, 3) === normal.slice(0, 3) &&
    Math.abs(lower.length - normal.length) <= 2
  );
}
