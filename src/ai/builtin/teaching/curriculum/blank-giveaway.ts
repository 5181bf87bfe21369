/**
 * A fill-in-the-blank whose own sentence spells its answer out: "_____ is the lowest common
 * multiple" (LCM), "_____ is needed because weeds compete …" (weeding), "A linear equation in one
 * _____ …" on a sheet titled "Linear equations in one variable". It tests nothing, so the blank
 * builders pass it over for another fact or term.
 */

/** Small words an abbreviation skips ("Member of the Legislative Assembly" → MLA). */
const LINKING = new Set(['of', 'the', 'and', 'for', 'in', 'on', 'a', 'an', 'to', '&']);

/** The words of a text, lower case, without punctuation. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter((word) => word.length > 0);

/** A word's stem for comparing forms: "weeding", "weeds", "weeded" → "weed". */
function stem(word: string): string {
  const bare = word.toLowerCase().replace(/'s$/, '');
  const cut = bare.replace(/(ing|ed|es|s)$/, '');
  return cut.length >= 4 ? cut : bare;
}

/** Whether an abbreviation ("LCM", "MLAs") is the initials of words the sentence prints in order. */
function initialsIn(answer: string, words: readonly string[]): boolean {
  const letters = answer.replace(/s$/, '');
  if (!/^[A-Z]{2,6}$/.test(letters)) return false;
  const initials = words
    .filter((word) => !LINKING.has(word))
    .map((word) => word[0])
    .join('');
  return initials.includes(letters.toLowerCase());
}

/** Whether every long word of the answer is in the rest of the sentence in some form (weeds). */
function formIn(answer: string, words: readonly string[]): boolean {
  const stems = new Set(words.filter((word) => word.length >= 4).map(stem));
  const own = wordsOf(answer).filter((word) => word.length >= 4);
  return own.length > 0 && own.every((word) => stems.has(stem(word)));
}

/** Whether the words before the blank and the answer are a phrase of the title ("… in one variable"). */
function titleCompletes(before: readonly string[], answer: string, title: string): boolean {
  const lead = before.slice(-2);
  if (lead.length < 2) return false;
  const phrase = [...lead, ...wordsOf(answer)].map(stem).join(' ');
  return ` ${wordsOf(title).map(stem).join(' ')} `.includes(` ${phrase} `);
}

/**
 * Whether a blank's sentence gives its answer away: the answer's initials are words it prints,
 * a word of the answer is in it in another form, or the words just before the blank and the
 * answer are a phrase of the sheet's title. `text` holds the blank as "_____".
 */
export function blankSpelledOut(text: string, answer: string, title: string): boolean {
  const [before, after = ''] = text.split(/_{3,}/);
  const rest = wordsOf(`${before} ${after}`);
  return (
    initialsIn(answer.trim(), rest) ||
    formIn(answer, rest) ||
    titleCompletes(wordsOf(before), answer, title)
  );
}
