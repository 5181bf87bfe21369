const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Words as a listener counts them: letters or digits, with their apostrophes ("don't" is one). */
export const countWords = (text: string): number => text.match(WORD)?.length ?? 0;
