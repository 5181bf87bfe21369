/**
 * wink-nlp normalises British spellings to American ones before it lemmatises ("centres" →
 * "center", "organised" → "organize"), so feedback that names a lemma would echo a spelling the
 * student never wrote. This puts the student's spelling back: the suffix the lemmatiser changed
 * on the normal form is changed the same way on the word as written.
 *
 * "colours" (normal "colors", lemma "color") → "colour"; "analysing" → "analyse";
 * "travelling" → "travel"; "programmes" → "programme". Words the normaliser left alone keep
 * wink-nlp's lemma.
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
