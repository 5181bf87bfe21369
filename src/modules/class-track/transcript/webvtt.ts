import { type TreeNode, WebVTTParser } from 'webvtt-parser';
import type { Spoken } from 'src/modules/class-track/transcript/parse-transcript';
import { TranscriptError } from 'src/modules/class-track/transcript/transcript';
import { normalLabel } from 'src/modules/class-track/transcript/speaker-roles';
import { countWords } from 'src/modules/class-track/transcript/words';

/** A `Name:` at the start of a cue's text, for WebVTT files that label speakers that way. */
const LEADING_LABEL = /^\s*([\p{L}][\p{L}\p{N} .'’-]{0,39}?)\s*:\s+(.*)$/su;

interface Part {
  speaker: string | null;
  text: string;
}

/**
 * WebVTT cues with times; speaker from `<v Name>`, a leading `Name:`, or the cue before
 * (docs/class-track.md).
 */
export function parseWebVtt(text: string): Spoken[] {
  const parsed = new WebVTTParser().parse(text, 'metadata');
  if (parsed.cues.length === 0) {
    const first = parsed.errors[0];
    throw new TranscriptError(
      first
        ? `The WebVTT transcript has no cues (line ${first.line}: ${first.message})`
        : 'The WebVTT transcript has no cues',
    );
  }
  const spoken: Spoken[] = [];
  let previous: string | null = null;
  for (const cue of parsed.cues) {
    const parts = voiceParts(cue.tree.children);
    const words = parts.map((part) => Math.max(1, countWords(part.text)));
    const total = words.reduce((sum, count) => sum + count, 0);
    let at = cue.startTime;
    parts.forEach((part, index) => {
      const labelled = part.speaker ? null : LEADING_LABEL.exec(part.text);
      const speaker = part.speaker ?? (labelled ? normalLabel(labelled[1]) : previous);
      if (!speaker) {
        throw new TranscriptError(
          `WebVTT cue at ${cue.startTime.toFixed(3)} s names no speaker: use <v Speaker> or "Speaker: " before the text`,
        );
      }
      const duration = ((cue.endTime - cue.startTime) * words[index]) / total;
      spoken.push({
        speaker,
        text: (labelled ? labelled[2] : part.text).trim(),
        start: at,
        end: at + duration,
      });
      at += duration;
      previous = speaker;
    });
  }
  return spoken;
}

/** The cue's text split by voice: text outside any `<v>` is a part without a speaker. */
function voiceParts(nodes: readonly TreeNode[]): Part[] {
  const parts: Part[] = [];
  const add = (speaker: string | null, text: string) => {
    const clean = text.replace(/\s+/g, ' ');
    if (!clean.trim()) return;
    const last = parts[parts.length - 1];
    if (last && last.speaker === speaker) last.text += clean;
    else parts.push({ speaker, text: clean });
  };
  for (const node of nodes) {
    if (node.type === 'object' && node.name === 'v') {
      add(normalLabel(node.value) || null, textOf(node.children));
    } else {
      add(null, textOf([node]));
    }
  }
  return parts.map((part) => ({ ...part, text: part.text.trim() }));
}

function textOf(nodes: readonly TreeNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type === 'object') return textOf(node.children as TreeNode[]);
      return '';
    })
    .join('');
}
