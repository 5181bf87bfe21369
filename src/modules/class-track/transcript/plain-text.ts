import type { Spoken } from 'src/modules/class-track/transcript/parse-transcript';
import { TranscriptError } from 'src/modules/class-track/transcript/transcript';
import {
  isGroupLabel,
  namesTeacher,
  normalLabel,
} from 'src/modules/class-track/transcript/speaker-roles';

/** `[00:12:03]`, `(12:03)` or `12:03` before a label: kept out of the label, not used. */
const TIME_PREFIX = String.raw`(?:[[(]?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?[\])]?\s+)?`;
const LABELLED = new RegExp(
  String.raw`^\s*${TIME_PREFIX}([\p{L}][\p{L}\p{N} .'’-]{0,39}?)\s*:\s*(.*)$`,
  'u',
);
/** `S1`, `S 12`, `Student`, `Student 3`, `St2`, `P4` (pupil), `B1`/`G2` (boy, girl). */
const STUDENT_LABEL = /^(?:s|st|student|pupil|p|b|g|learner)\s*\d*$/i;
/** Headings and notes that look like a label but are not a speaker. */
const NOT_SPEAKERS = new Set([
  'note',
  'notes',
  'remember',
  'answer',
  'question',
  'example',
  'hint',
  'homework',
  'task',
  'step',
  'today',
  'objective',
  'objectives',
  'topic',
  'date',
  'lesson',
  'subject',
  'grade',
  'time',
  'duration',
  'transcript',
  'summary',
  'key',
  'definition',
]);

const isName = (label: string) =>
  label.split(' ').length <= 3 && label.split(' ').every((word) => /^[\p{Lu}]/u.test(word));

/**
 * Plain text with a speaker label per turn; the label rules are in docs/class-track.md ("The
 * transcript").
 */
export function parsePlainText(text: string): Spoken[] {
  const lines = text.split(/\r?\n/);
  const candidates = lines.map((line) => LABELLED.exec(line));
  const uses = new Map<string, number>();
  for (const match of candidates) {
    if (match) uses.set(normalLabel(match[1]), (uses.get(normalLabel(match[1])) ?? 0) + 1);
  }
  const isSpeaker = (label: string) =>
    !NOT_SPEAKERS.has(label.toLowerCase()) &&
    (namesTeacher(label) ||
      isGroupLabel(label) ||
      STUDENT_LABEL.test(label) ||
      (uses.get(label) ?? 0) >= 2 ||
      isName(label));

  const turns: Spoken[] = [];
  lines.forEach((line, index) => {
    const match = candidates[index];
    const label = match ? normalLabel(match[1]) : null;
    if (match && label && isSpeaker(label)) {
      turns.push({ speaker: label, text: match[2].trim(), start: null, end: null });
    } else if (label && NOT_SPEAKERS.has(label.toLowerCase())) {
      return; // a transcriber's note ("Note: the class works in pairs"), not speech
    } else if (line.trim() && turns.length > 0) {
      const last = turns[turns.length - 1];
      last.text = `${last.text} ${line.trim()}`.trim();
    }
  });
  if (turns.length === 0) {
    throw new TranscriptError(
      'The transcript has no speaker labels: start each turn with one, e.g. "Teacher: …", "T: …", "S1: …", or send WebVTT with <v Speaker> voices',
    );
  }
  return turns;
}
