import type { GrammarFinding } from 'src/ai/ports/writing-assessment.port';
import type { MistakeType } from 'src/ai/builtin/language/mistake-type';
import type { Token } from 'src/ai/builtin/language/text/tagged-text';

/**
 * Builds a finding whose advice quotes the student's words and spells out the fix.
 * @param replacement the corrected span; `''` deletes it, `null` when no single fix applies.
 */
export function grammarFinding(
  text: string,
  start: number,
  end: number,
  mistakeType: MistakeType,
  replacement: string | null,
  advice: string,
): GrammarFinding {
  const quoted = text.slice(start, end);
  const reason = advice.replace(/`/g, '"').replace(/([^.!?])$/, '$1.');
  let fix: string;
  if (replacement === null) fix = `Check "${quoted}".`;
  else if (replacement === '') fix = `Delete "${quoted}".`;
  else fix = `Write "${replacement}" instead of "${quoted}".`;
  return {
    text: quoted,
    mistakeType,
    replacement,
    offset: start,
    length: end - start,
    recommendation: `${reason} ${fix}`,
  };
}

/** A comma missing after `word`: the finding covers the word, and its fix adds the comma. */
export function missingCommaAfter(text: string, word: Token, advice: string): GrammarFinding {
  return grammarFinding(text, word.start, word.end, 'PUNCTUATION', `${word.text},`, advice);
}
