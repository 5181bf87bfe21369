import type { SourceSentence } from 'src/ai/builtin/language/text/page-sentences';

/** A definition as a sentence states it, before it is tied to a key term. */
export interface StatedDefinition {
  /** The defined phrase, lower-case, without its article. */
  subject: string;
  text: string;
  sentence: SourceSentence;
}

const ARTICLE = /^(?:the|a|an)\s+/i;
const PHRASE = "([\\p{L}][\\p{L}'\\- ]{1,40}?)";

/**
 * The ways textbooks define a term. Each gives the defined phrase and the meaning:
 * "X is a/the …", "X are …", "X, which is …, …", "X means/refers to/is defined as …",
 * and the reverse "… is called X".
 */
const PATTERNS: { pattern: RegExp; subject: number; text: number }[] = [
  {
    pattern: new RegExp(`^${PHRASE}\\s+(?:is|are)\\s+(?:defined as|known as)\\s+(.{8,})$`, 'iu'),
    subject: 1,
    text: 2,
  },
  {
    pattern: new RegExp(`^${PHRASE}\\s+(?:means|refers to|is the name for)\\s+(.{8,})$`, 'iu'),
    subject: 1,
    text: 2,
  },
  {
    pattern: new RegExp(
      `^${PHRASE}\\s+(?:is|are)\\s+((?:a|an|the|any|one|some|those|substances?|organisms?|processes?|parts?)\\s.{8,})$`,
      'iu',
    ),
    subject: 1,
    text: 2,
  },
  {
    pattern: new RegExp(`^${PHRASE},\\s+which\\s+(?:is|are)\\s+([^,]{8,}),`, 'iu'),
    subject: 1,
    text: 2,
  },
  {
    pattern: new RegExp(`^(.{8,}?)\\s+(?:is|are)\\s+called\\s+${PHRASE}$`, 'iu'),
    subject: 2,
    text: 1,
  },
];

function clean(text: string): string {
  return text
    .trim()
    .replace(/[.!;:,]+$/, '')
    .trim();
}

/** Definitions stated in the source's own sentences ("Photosynthesis is the process …"). */
export function statedDefinitions(sentences: readonly SourceSentence[]): StatedDefinition[] {
  const found: StatedDefinition[] = [];
  for (const [at, sentence] of sentences.entries()) {
    const body = clean(sentence.text);
    if (body.includes('?') || body.split(/\s+/).length > 45) continue;
    for (const { pattern, subject, text } of PATTERNS) {
      const match = pattern.exec(body);
      if (!match) continue;
      const phrase = clean(match[subject]).replace(ARTICLE, '').toLowerCase();
      let meaning = clean(match[text]);
      // "This process is called condensation": the meaning is the sentence before.
      const before = sentences[at - 1];
      if (/^(this|these)(\s+\p{L}+)?$/iu.test(meaning)) {
        if (!before || before.document !== sentence.document || before.words.length > 25) continue;
        meaning = clean(before.text);
      }
      if (phrase.split(' ').length > 4 || /\b(it|this|that|these|those|he|she|they)\b/.test(phrase))
        continue;
      if (meaning.toLowerCase().includes(phrase)) continue;
      found.push({ subject: phrase, text: meaning, sentence });
      break;
    }
  }
  return found;
}
