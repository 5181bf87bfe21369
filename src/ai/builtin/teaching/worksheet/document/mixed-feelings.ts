/**
 * Whether a sentence shows more than one feeling, so no single one can be inferred from it:
 * "wept tears of joy … and smiled" is no sadness, and a line that weeps and laughs is both.
 */
export function mixedFeelings(text: string, shows: readonly [RegExp, string][]): boolean {
  if (
    /\b(?:tears|wept|weep|weeping|cried|cry|crying) (?:of|for|with) (?:joy|happiness|gladness|relief|delight)\b/i.test(
      text,
    )
  )
    return true;
  const feelings = new Set(shows.filter(([pattern]) => pattern.test(text)).map(([, f]) => f));
  return feelings.size > 1;
}
