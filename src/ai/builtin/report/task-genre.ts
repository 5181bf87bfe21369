import type { WritingTask } from 'src/ai/ports/writing-assessment.port';
import type { Sentence } from 'src/ai/builtin/features/text-profile';

/** The kind of text a task asks for, which decides the advice that fits. */
export type TaskGenre = 'email' | 'discussion' | 'report' | 'essay';

export function genreOf(task: WritingTask): TaskGenre {
  if (/email|letter/.test(task.kind)) return 'email';
  if (/discussion/.test(task.kind)) return 'discussion';
  if (task.ieltsTask === 1 || /task1|report/.test(task.kind)) return 'report';
  return 'essay';
}

/** The text a reader calls an email, a post, a report or an essay. */
export const GENRE_NOUN: Record<TaskGenre, string> = {
  email: 'email',
  discussion: 'post',
  report: 'report',
  essay: 'essay',
};

const GREETING = /^(dear|hi|hello|good (morning|afternoon|evening))\b[^,.!\n]*[,.!]?\s*/i;
const CLOSING =
  /^(best|kind|warm|many)?\s*(regards|wishes|thanks)\b|^(yours|sincerely|thank you|thanks|best|cheers|see you)\b/i;

/**
 * A sentence's words without an email's greeting ("Dear Professor Lee, I am writing …" → "I am
 * writing …"); null for a line that is only a greeting, a closing or a signature.
 */
export function bodyText(sentence: Sentence): string | null {
  const text = sentence.text.replace(GREETING, '').trim();
  if (text === '' || CLOSING.test(text)) return null;
  // A name alone on its line ("Maria", "Ravi Kumar") signs the email.
  if (sentence.words.length <= 3 && !/[.!?]$/.test(text)) return null;
  return text;
}

/** The sentences that carry the content, as the student wrote them (greetings and sign-offs left out). */
export function bodySentences(
  sentences: readonly Sentence[],
): { sentence: Sentence; text: string }[] {
  return sentences.flatMap((sentence) => {
    const text = bodyText(sentence);
    return text === null ? [] : [{ sentence, text }];
  });
}
