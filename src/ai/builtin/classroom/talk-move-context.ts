/** The talk-move labeller's second pass: features from the neighbours' first-pass labels. */
import type { ClassroomSentence } from 'src/ai/ports/talk-moves';
import { normaliseSpeaker, type HashedFeatures } from './talk-move-features';

/** Neighbours whose first-pass label probabilities the second pass reads. */
const NEIGHBOURS = [-2, -1, 1, 2] as const;
const NEIGHBOUR_SLOTS = 8 + 5 + 1; // teacher moves, student moves, "no such sentence"
/** Columns of the second pass: bias, own probabilities (8 at most), then the neighbours'. */
export const CONTEXT_COLUMNS = 1 + 8 + (NEIGHBOURS.length + 2) * NEIGHBOUR_SLOTS;

/**
 * Second-pass features: a sentence's first-pass probabilities and its neighbours' (two each side,
 * the turns before and after), 8 values for a teacher sentence, 5 for a student's.
 */
export function contextFeatures(
  sentences: readonly ClassroomSentence[],
  probabilities: readonly ArrayLike<number>[],
): HashedFeatures[] {
  const speakers = sentences.map((s) => normaliseSpeaker(s.speaker));
  const turnStart: number[] = [];
  for (let i = 0; i < sentences.length; i++) {
    turnStart[i] = i > 0 && speakers[i - 1] === speakers[i] ? turnStart[i - 1] : i;
  }
  const turnEnd: number[] = [];
  for (let i = sentences.length - 1; i >= 0; i--) {
    turnEnd[i] = i + 1 < sentences.length && speakers[i + 1] === speakers[i] ? turnEnd[i + 1] : i;
  }
  return sentences.map((_, i) => {
    const values = new Float32Array(CONTEXT_COLUMNS);
    values[0] = 1;
    const own = probabilities[i];
    for (let c = 0; c < own.length; c++) values[1 + c] = own[c];
    const neighbours = [...NEIGHBOURS.map((d) => i + d), turnStart[i] - 1, turnEnd[i] + 1];
    neighbours.forEach((j, slot) => {
      const base = 9 + slot * NEIGHBOUR_SLOTS;
      if (j < 0 || j >= sentences.length) {
        values[base + 13] = 1;
        return;
      }
      const offset = sentences[j].role === 'teacher' ? 0 : 8;
      const p = probabilities[j];
      for (let c = 0; c < p.length; c++) values[base + offset + c] = p[c];
    });
    const indices = new Int32Array(CONTEXT_COLUMNS);
    for (let c = 0; c < CONTEXT_COLUMNS; c++) indices[c] = c;
    return { indices, values };
  });
}
