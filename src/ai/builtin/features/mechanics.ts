import type { TextProfile } from 'src/ai/builtin/features/text-profile';

/** Surface conventions a reader notices before the grammar: capitals, spacing, the pronoun "i". */
export interface MechanicsSignals {
  lowercaseSentenceStarts: string[];
  lowercaseI: number;
  spacingSlips: string[];
  shoutedWords: number;
  /** Contractions written without their apostrophe, e.g. "dont". */
  missingApostrophes: string[];
  /** Paragraphs whose last sentence has no closing mark. */
  unclosedParagraphs: number;
}

// wink-nlp splits "dont" into "do" + "nt", so these are found in the raw text.
const APOSTROPHE_LESS =
  /\b(?:dont|cant|wont|im|ive|doesnt|didnt|isnt|wasnt|arent|werent|thats|whats|theyre|youre|shouldnt|wouldnt|couldnt|hasnt|havent|theres)\b/gi;

const SPACE_BEFORE_MARK = /\w +[,.;:!?](?=\s|$|[a-z])/g;
const NO_SPACE_AFTER_MARK = /[a-z][,;:!?.][a-z]{2,}/g;

export function mechanicsSignals(profile: TextProfile): MechanicsSignals {
  const text = profile.text;
  return {
    lowercaseSentenceStarts: profile.sentences
      .map((sentence) => sentence.text)
      .filter((sentence) => /^[a-z]/.test(sentence)),
    lowercaseI: profile.words.filter((word) => word.text === 'i').length,
    spacingSlips: [
      ...(text.match(SPACE_BEFORE_MARK) ?? []),
      ...(text.match(NO_SPACE_AFTER_MARK) ?? []),
    ],
    shoutedWords: profile.words.filter(
      (word) => word.text.length > 1 && /^[A-Z]+$/.test(word.text) && word.text !== 'I',
    ).length,
    missingApostrophes: text.match(APOSTROPHE_LESS) ?? [],
    unclosedParagraphs: profile.paragraphs.filter((paragraph) => !/[.!?"')\]]$/.test(paragraph))
      .length,
  };
}
