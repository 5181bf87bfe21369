import type { ClassroomRole } from 'src/ai/ports/talk-moves';

/** One cue (WebVTT) or line (plain text) of one speaker. Times in seconds, null when untimed. */
export interface Utterance {
  /** The speaker's label as the transcript gives it ("T", "S1", "Ms Lee"). */
  speaker: string;
  role: ClassroomRole;
  text: string;
  start: number | null;
  end: number | null;
}

export type TranscriptFormat = 'webvtt' | 'plain_text' | 'audio';

/** A lesson transcript, utterances in lesson order. */
export interface Transcript {
  format: TranscriptFormat;
  /** True when every utterance has cue times (WebVTT, or audio transcribed with segments). */
  timed: boolean;
  utterances: Utterance[];
}

/** A transcript that cannot be analysed; the message is shown to the client. */
export class TranscriptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranscriptError';
  }
}
