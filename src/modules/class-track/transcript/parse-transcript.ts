import { parsePlainText } from 'src/modules/class-track/transcript/plain-text';
import {
  type Transcript,
  TranscriptError,
  type Utterance,
} from 'src/modules/class-track/transcript/transcript';
import { assignRoles } from 'src/modules/class-track/transcript/speaker-roles';
import { parseWebVtt } from 'src/modules/class-track/transcript/webvtt';
import { countWords } from 'src/modules/class-track/transcript/words';

/** An utterance before roles are known. */
export type Spoken = Omit<Utterance, 'role'>;

const isWebVtt = (text: string) => /^\uFEFF?WEBVTT(?:[ \t]|\r?\n|$)/.test(text);

/**
 * A transcript as a client sends it: WebVTT (a file starting `WEBVTT`, speakers as `<v Name>`
 * voices or `Name:` at the start of a cue) or plain text with a speaker label per turn.
 */
export function parseTranscript(text: string): Transcript {
  if (isWebVtt(text)) return withRoles('webvtt', true, parseWebVtt(text));
  return withRoles('plain_text', false, parsePlainText(text));
}

/** Transcribed audio: segments with times, and speakers when the model tells them apart. */
export function transcriptOfSegments(spoken: Spoken[]): Transcript {
  return withRoles('audio', true, spoken);
}

function withRoles(format: Transcript['format'], timed: boolean, spoken: Spoken[]): Transcript {
  const kept = spoken.filter((item) => countWords(item.text) > 0);
  if (kept.length === 0) throw new TranscriptError('The transcript has no spoken words');
  const words = new Map<string, number>();
  for (const item of kept)
    words.set(item.speaker, (words.get(item.speaker) ?? 0) + countWords(item.text));
  const roles = assignRoles(words);
  return {
    format,
    timed,
    utterances: kept.map((item) => ({ ...item, role: roles.get(item.speaker) ?? 'student' })),
  };
}
