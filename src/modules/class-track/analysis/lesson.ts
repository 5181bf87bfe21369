import { readDoc } from 'src/ai/builtin/nlp';
import type { ClassroomSentence } from 'src/ai/ports/talk-moves';
import type { Transcript } from 'src/modules/class-track/transcript/transcript';

/** A sentence of the lesson and where it sits. */
export interface LessonSentence extends ClassroomSentence {
  /** The utterance (cue or labelled line) it belongs to. */
  utterance: number;
  /** True for the last sentence of its utterance. */
  endsUtterance: boolean;
  /** When its utterance starts, in seconds; null without cue times. */
  start: number | null;
}

/**
 * Every utterance split into sentences with wink-nlp, the same way for every transcript (the
 * talk-move labeller was trained on sentences split like this).
 */
export function lessonSentences(transcript: Transcript): LessonSentence[] {
  return transcript.utterances.flatMap((utterance, index) => {
    const texts = splitSentences(utterance.text);
    return texts.map((text, at) => ({
      role: utterance.role,
      speaker: utterance.speaker,
      text,
      utterance: index,
      endsUtterance: at === texts.length - 1,
      start: utterance.start,
    }));
  });
}

export function splitSentences(text: string): string[] {
  const sentences = readDoc(text)
    .sentences()
    .out()
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
  return sentences.length > 0 ? sentences : [text.trim()];
}

/** A teacher's question: a sentence that ends with a question mark (quotes and brackets aside). */
export const isQuestion = (sentence: ClassroomSentence) =>
  sentence.role === 'teacher' && /\?["'”’)\]]*$/.test(sentence.text.trim());
