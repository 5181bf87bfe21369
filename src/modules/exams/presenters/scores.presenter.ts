import type { StepMark } from 'src/ai/ports/answer-grading.port';
import type { AnswerScore } from 'src/modules/exams/entities/answer-score.entity';
import type { AnswerSheet } from 'src/modules/exams/entities/answer-sheet.entity';
import type { EvaluationFamily } from 'src/modules/exams/evaluation-family';
import { presentFiles, presentStatus, sumMarks } from 'src/modules/exams/presenters/exam.presenter';
import type { Job } from 'src/modules/jobs/entities/job.entity';

export function presentAnswerSheet(family: EvaluationFamily, sheet: AnswerSheet, job: Job | null) {
  return {
    id: sheet.id,
    [family.idParam]: sheet.examId,
    student_id: sheet.studentId,
    name: sheet.studentName,
    ...presentStatus(job),
    files: presentFiles(sheet.documents),
    unreadable: presentUnreadable(sheet),
    warnings: sheet.warnings ?? [],
    reviewed_at: sheet.reviewedAt?.toISOString() ?? null,
    published_at: sheet.publishedAt?.toISOString() ?? null,
    created_at: sheet.createdAt.toISOString(),
    updated_at: sheet.updatedAt.toISOString(),
  };
}

/** What of the sheet could not be read (each file, or page of one), so a teacher marks it by hand. */
const presentUnreadable = (sheet: AnswerSheet) =>
  (sheet.unreadable ?? []).map((part) => ({
    file: part.file,
    page: part.page,
    reason: part.reason,
  }));

/**
 * A question whose answer may be on a part that could not be read has no machine score: null,
 * not 0, until the teacher gives one.
 */
const machineScore = (score: AnswerScore): number | null =>
  score.unreadable ? null : score.machineScore;

const reviewedScore = (score: AnswerScore): number | null =>
  score.teacherScore ?? machineScore(score);

const sumScores = (scores: (number | null)[]): number =>
  sumMarks(scores.filter((score): score is number => score !== null));

/** A step mark; one that names a misconception the answer states shows it, with its correct idea. */
const presentStepMark = ({ misconception, ...step }: StepMark) => ({
  ...step,
  ...(misconception
    ? {
        misconception: {
          statement: misconception.statement,
          correction: misconception.correction,
          topic_id: misconception.topicId,
        },
      }
    : {}),
});

const common = (score: AnswerScore) => ({
  question_id: score.questionId,
  question_number: score.questionNumber,
  student_answer: score.studentAnswer,
  unreadable: score.unreadable,
  reading_flags: (score.readingFlags ?? []).map((flag) => ({
    line: flag.line,
    confidence: flag.confidence,
    reason: flag.reason,
  })),
  max_marks: score.maxMarks,
  step_marks: score.stepMarks.map(presentStepMark),
  missing_points: score.missingPoints,
});

/** The machine's scores, as evaluated (`pre-provisional-scores`, an assignment's `score`). */
export function presentMachineScores(
  family: EvaluationFamily,
  sheet: AnswerSheet,
  job: Job | null,
  scores: AnswerScore[],
) {
  return {
    id: sheet.id,
    ...presentStatus(job),
    student_id: sheet.studentId,
    name: sheet.studentName,
    total_score: sumScores(scores.map(machineScore)),
    max_score: sumMarks(scores.map((score) => score.maxMarks)),
    unreadable: presentUnreadable(sheet),
    warnings: sheet.warnings ?? [],
    questions: scores.map((score) => ({
      ...common(score),
      score: machineScore(score),
      feedback: score.machineFeedback,
    })),
    ...rubric(family, sheet),
  };
}

/**
 * The reviewed scores: the teacher's score and feedback where given, else the machine's, with the
 * machine's beside them (`provisional-scores`, and once published `get-final-result`).
 */
export function presentReviewedScores(
  family: EvaluationFamily,
  sheet: AnswerSheet,
  job: Job | null,
  scores: AnswerScore[],
) {
  return {
    id: sheet.id,
    ...presentStatus(job),
    student_id: sheet.studentId,
    name: sheet.studentName,
    reviewed_at: sheet.reviewedAt?.toISOString() ?? null,
    published: sheet.publishedAt !== null,
    published_at: sheet.publishedAt?.toISOString() ?? null,
    total_score: sumScores(scores.map(reviewedScore)),
    max_score: sumMarks(scores.map((score) => score.maxMarks)),
    unreadable: presentUnreadable(sheet),
    warnings: sheet.warnings ?? [],
    questions: scores.map((score) => ({
      ...common(score),
      score: reviewedScore(score),
      feedback: score.reviewedFeedback,
      reviewed: score.teacherScore !== null,
      machine_score: machineScore(score),
      machine_feedback: score.machineFeedback,
      teacher_score: score.teacherScore,
      teacher_feedback: score.teacherFeedback,
    })),
    ...rubric(family, sheet),
  };
}

const rubric = (family: EvaluationFamily, sheet: AnswerSheet) =>
  family.kind === 'assignment'
    ? {
        rubric_scores: (sheet.rubricScores ?? []).map((item) => ({
          criterion_id: item.criterionId,
          criterion: item.criterion,
          score: item.score,
          max_score: item.maxScore,
          descriptor: item.descriptor,
          evidence: item.evidence,
        })),
      }
    : {};
