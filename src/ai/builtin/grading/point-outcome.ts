import type { AnswerText, AnswerToken } from 'src/ai/builtin/grading/answer-text';
import type { PointJudgement } from 'src/ai/builtin/grading/point-judgement';
import type {
  MarkingPoint,
  StatedMisconception,
  StepMark,
  StepMarkStatus,
} from 'src/ai/ports/answer-grading.port';

/** Quotes longer than this many characters are cut to the matched words. */
const MAX_QUOTE = 160;

/** How one key point went for one answer, before marks are rounded. */
export interface PointOutcome {
  scheme: MarkingPoint;
  level: number;
  status: StepMarkStatus;
  evidence: string | null;
  judgement: PointJudgement | null;
  probability: number | null;
  /** A number point: a result, or a step of working ("2x = 10"). */
  number?: boolean;
  /** The known misconception the answer states about the point (it then earns nothing for it). */
  misconception?: StatedMisconception;
  /** Earned by carrying the student's own earlier (wrong) value forward ("ft from their b"). */
  carried?: boolean;
}

export function outcome(
  scheme: MarkingPoint,
  level: number,
  status: StepMarkStatus,
  evidence: string | null,
): PointOutcome {
  return { scheme, level, status, evidence, judgement: null, probability: null };
}

export function blank(scheme: MarkingPoint): PointOutcome {
  return outcome(scheme, 0, 'missing', null);
}

/** Rounds down to a half mark (a score is never rounded up past what was earned). */
export const floorHalf = (value: number) => Math.floor(value * 2 + 1e-9) / 2;

/** The marks a point's outcome earns, rounded down: a half-mark point is only given when fully made. */
export function stepMarkOf(outcome: PointOutcome): StepMark {
  const awarded = Math.min(outcome.scheme.marks, floorHalf(outcome.scheme.marks * outcome.level));
  const status: StepMarkStatus =
    outcome.status === 'contradicted' || awarded === 0
      ? outcome.status === 'contradicted'
        ? 'contradicted'
        : 'missing'
      : awarded >= outcome.scheme.marks
        ? 'earned'
        : 'partial';
  return {
    point: outcome.scheme.text,
    marks: outcome.scheme.marks,
    awarded,
    status,
    evidence: status === 'missing' ? null : outcome.evidence,
    misconception: outcome.misconception ?? null,
  };
}

/** The student's sentence holding most of `tokens`, verbatim (cut to the tokens when long). */
export function evidenceOf(answer: AnswerText, tokens: AnswerToken[]): string | null {
  if (tokens.length === 0) return null;
  const bySentence = new Map<number, AnswerToken[]>();
  for (const token of tokens)
    bySentence.set(token.sentence, [...(bySentence.get(token.sentence) ?? []), token]);
  const [sentence, inIt] = [...bySentence.entries()].sort((a, b) => b[1].length - a[1].length)[0];
  const words = answer.tokens.filter((token) => token.sentence === sentence);
  // The sentence with its closing punctuation, as the student wrote it.
  const end = words[words.length - 1].end;
  const closing = /^[.!?)"'’”]*/.exec(answer.text.slice(end))?.[0] ?? '';
  const whole = answer.text.slice(words[0].start, end + closing.length).trim();
  if (whole.length <= MAX_QUOTE) return whole;
  const first = Math.min(...inIt.map((t) => t.start));
  const last = Math.max(...inIt.map((t) => t.end));
  return answer.text.slice(first, last).trim();
}
