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
    reviewed_at: sheet.reviewedAt?.toISOString() ?? null,
    published_at: sheet.publishedAt?.toISOString() ?? null,
    created_at: sheet.createdAt.toISOString(),
    updated_at: sheet.updatedAt.toISOString(),
  };
}

const common = (score: AnswerScore) => ({
  question_id: score.questionId,
  question_number: score.questionNumber,
  student_answer: score.studentAnswer,
  max_marks: score.maxMarks,
  step_marks: score.stepMarks,
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
    total_score: sumMarks(scores.map((score) => score.machineScore)),
    max_score: sumMarks(scores.map((score) => score.maxMarks)),
    questions: scores.map((score) => ({
      ...common(score),
      score: score.machineScore,
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
    total_score: sumMarks(scores.map((score) => score.reviewedScore)),
    max_score: sumMarks(scores.map((score) => score.maxMarks)),
    questions: scores.map((score) => ({
      ...common(score),
      score: score.reviewedScore,
      feedback: score.reviewedFeedback,
      reviewed: score.teacherScore !== null,
      machine_score: score.machineScore,
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
