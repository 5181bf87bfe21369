import type { GradingQuestion, MarkingPoint } from 'src/ai/ports/answer-grading.port';
import { nlp } from 'src/ai/builtin/nlp';
import { readAnswerText } from 'src/ai/builtin/grading/answer-text';

/** "1 mark for the water evaporates", "2 marks: …", "- the salt is left (1 mark)", "… [1]". */
const MARKS_FIRST = /^\s*(?:[-*•]\s*)?(\d+(?:\.5)?)\s*marks?\s*(?:for\b|:|-|–)?\s*(.+?)\s*$/i;
const MARKS_LAST =
  /^\s*(?:[-*•]\s*)?(.+?)\s*[[(]\s*(\d+(?:\.5)?)\s*(?:marks?|m)?\s*[\])]\s*\.?\s*$/i;

/** Points a teacher wrote with their marks, one a line; null when the text has none. */
export function explicitMarkingPoints(modelAnswer: string): MarkingPoint[] | null {
  const points: MarkingPoint[] = [];
  for (const line of modelAnswer.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const first = MARKS_FIRST.exec(line);
    const last = first ? null : MARKS_LAST.exec(line);
    if (first) points.push({ text: first[2], marks: Number(first[1]) });
    else if (last) points.push({ text: last[1], marks: Number(last[2]) });
  }
  return points.length > 0 ? points : null;
}

/** A fragment this short ("Yes.", "40 meters.") is joined to the sentence after it. */
const MIN_CONTENT_WORDS = 2;

function pieces(modelAnswer: string): string[] {
  const sentences: string[] = [];
  for (const line of modelAnswer.split(/\r?\n+/)) {
    const text = line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim();
    if (!text) continue;
    nlp
      .readDoc(text)
      .sentences()
      .each((sentence: { out: () => string }) => {
        for (const clause of sentence.out().split(/;\s+/))
          if (clause.trim()) sentences.push(clause.trim());
      });
  }
  // Join short fragments to the next piece (the last one to the piece before).
  const joined: string[] = [];
  let carry = '';
  for (const piece of sentences) {
    const text = carry ? `${carry} ${piece}` : piece;
    if (readAnswerText(text).content.length < MIN_CONTENT_WORDS) carry = text;
    else {
      joined.push(text);
      carry = '';
    }
  }
  if (carry) {
    if (joined.length > 0) joined[joined.length - 1] = `${joined[joined.length - 1]} ${carry}`;
    else joined.push(carry);
  }
  return joined;
}

/**
 * The marking scheme of a model answer without "1 mark for" lines: one key point per sentence
 * (or `;` clause), fragments too short to mark joined to their neighbour, sharing `maxMarks` in
 * half marks. Each point is worth at least one whole mark, as in printed mark schemes: with more
 * sentences than marks, neighbouring sentences share a point (a 1-mark question is one point
 * made of its whole model answer, which can still earn half its mark when partly made).
 */
export function deriveMarkingScheme(modelAnswer: string, maxMarks: number): MarkingPoint[] {
  const explicit = explicitMarkingPoints(modelAnswer);
  const total = explicit?.reduce((sum, point) => sum + point.marks, 0);
  if (explicit && total === maxMarks) return explicit;
  const texts = explicit ? explicit.map((point) => point.text) : pieces(modelAnswer);
  const halves = Math.round(maxMarks * 2);
  if (texts.length === 0 || halves <= 0) return [];
  // A key point is worth at least a whole mark (a point may still earn half of it).
  const count = Math.min(texts.length, Math.max(1, Math.floor(maxMarks)));
  const groups: string[][] = Array.from({ length: count }, () => []);
  texts.forEach((text, index) => groups[Math.floor((index * count) / texts.length)].push(text));
  const base = Math.floor(halves / count);
  const extra = halves - base * count;
  return groups.map((group, index) => ({
    text: group.join(' '),
    marks: (base + (index < extra ? 1 : 0)) / 2,
  }));
}

/** The key points a question is graded on: the teacher's (blank lines dropped), else derived. */
export function markingSchemeOf(question: GradingQuestion): MarkingPoint[] {
  const given = question.markingScheme.filter((point) => point.text.trim().length > 0);
  return given.length > 0 ? given : deriveMarkingScheme(question.modelAnswer, question.maxMarks);
}
