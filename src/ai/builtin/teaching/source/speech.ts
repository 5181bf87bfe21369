import type { SourceSentence } from 'src/ai/builtin/language/text/page-sentences';

/**
 * The ids of the sentences said inside a quotation that opened before them: the middle lines of
 * a character's speech ("Much good it was for me to talk to you about your nose!"), which carry
 * no quotation mark of their own. A line of dialogue is what a character says, sarcasm and
 * boasts included, not a fact of the text. A quotation is read within its paragraph: a speech
 * that runs on opens its next paragraph with a new mark.
 */
export function speechLines(text: string, sentences: readonly SourceSentence[]): Set<number> {
  const inside = new Set<number>();
  let cursor = 0;
  for (const sentence of sentences) {
    const at = text.indexOf(sentence.text, cursor);
    if (at < 0) continue;
    cursor = at + sentence.text.length;
    let open = false;
    for (const mark of text.slice(text.lastIndexOf('\n', at) + 1, at).match(/["“”]/g) ?? [])
      open = mark === '"' ? !open : mark === '“';
    if (open) inside.add(sentence.id);
  }
  return inside;
}
