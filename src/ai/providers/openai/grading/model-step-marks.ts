import type {
  MarkingPoint,
  StatedMisconception,
  StepMark,
  StepMarkStatus,
} from 'src/ai/ports/answer-grading.port';
import type { OfferedMisconception } from 'src/ai/providers/openai/grading/grading-misconceptions';
import type { ModelStepMark } from 'src/ai/providers/openai/grading/grading-schema';

const normalised = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** What one question's model marks are checked against. */
export interface MarkedAnswer {
  studentText: string;
  offered: readonly OfferedMisconception[];
}

/**
 * A model's step mark as the port's: evidence kept only when it is the student's words; a
 * misconception kept when it is one the question listed (in the curriculum's words) or a
 * contradiction of the point quoting the student, and then the point earns nothing.
 */
export function stepMarkOf(
  point: MarkingPoint,
  mark: ModelStepMark,
  answer: MarkedAnswer,
): StepMark {
  const evidence =
    mark.evidence && normalised(answer.studentText).includes(normalised(mark.evidence))
      ? mark.evidence
      : null;
  const misconception = misconceptionOf(mark, evidence, answer.offered);
  if (misconception) {
    return {
      point: point.text,
      marks: point.marks,
      awarded: 0,
      status: 'contradicted',
      evidence,
      misconception,
    };
  }
  return {
    point: point.text,
    marks: point.marks,
    awarded: mark.awarded,
    status: statusOf(mark.awarded, point.marks, mark.status),
    evidence,
  };
}

function misconceptionOf(
  mark: ModelStepMark,
  evidence: string | null,
  offered: readonly OfferedMisconception[],
): StatedMisconception | null {
  const named = mark.misconception;
  if (!named) return null;
  if (named.id !== null) {
    return offered.find((item) => item.id === named.id)?.misconception ?? null;
  }
  // Not from the list: only the point contradicted in the student's own words counts.
  if (!evidence) return null;
  return {
    statement: named.statement.trim(),
    correction: named.correct_idea.trim(),
    topicId: null,
  };
}

/** The status follows the marks: full marks earned, some partial, none missing or contradicted. */
function statusOf(awarded: number, marks: number, said: StepMarkStatus): StepMarkStatus {
  if (awarded >= marks) return 'earned';
  if (awarded > 0) return 'partial';
  return said === 'contradicted' ? 'contradicted' : 'missing';
}

const withoutStop = (text: string) => text.trim().replace(/[.!?]+$/, '');

/**
 * The model's feedback, with a sentence for each misconception it does not already correct, so the
 * student always reads what was wrong and the correct idea.
 */
export function feedbackNaming(feedback: string, steps: readonly StepMark[]): string {
  const sentences = [feedback.trim()];
  const seen = new Set<string>();
  for (const { misconception } of steps) {
    if (!misconception || seen.has(misconception.statement)) continue;
    seen.add(misconception.statement);
    if (normalised(feedback).includes(normalised(withoutStop(misconception.correction)))) continue;
    const lead = misconception.topicId ? 'Misconception' : 'Not right';
    sentences.push(
      `${lead}: "${withoutStop(misconception.statement)}". The correct idea: ${misconception.correction}`,
    );
  }
  return sentences.filter((s) => s.length > 0).join(' ');
}
