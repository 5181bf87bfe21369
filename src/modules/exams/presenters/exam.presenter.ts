import type { AttachedFile } from 'src/modules/exams/entities/attached-file';
import type { Exam } from 'src/modules/exams/entities/exam.entity';
import type { ExamQuestion } from 'src/modules/exams/entities/exam-question.entity';
import type { EvaluationFamily } from 'src/modules/exams/evaluation-family';
import { FILE_TYPES } from 'src/modules/exams/exam-constants';
import { sheetStatus } from 'src/modules/exams/exam-status';
import type { Job } from 'src/modules/jobs/entities/job.entity';

/** A sheet's files: `file_type` is the constants' code (1 pdf, 2 docx, 3 jpeg, 4 png). */
export const presentFiles = (files: AttachedFile[]) =>
  files.map((file) => ({
    id: file.id,
    file_name: file.filename,
    file_type: FILE_TYPES[file.mediaType] ?? null,
  }));

/** The step's status (0–3) and, once it failed, why. */
export const presentStatus = (job: Job | null) => ({
  status: sheetStatus(job),
  error_message: job?.errorMessage ?? null,
});

export function presentExam(family: EvaluationFamily, exam: Exam, job: Job | null) {
  return {
    id: exam.id,
    name: exam.name,
    class: exam.className,
    subject: exam.subject,
    ...(family.kind === 'exam' ? { exam_type: exam.examType } : {}),
    date: exam.examDate,
    section: exam.section,
    total_marks: exam.totalMarks,
    ...presentStatus(job),
    files: presentFiles(exam.documents),
    warnings: exam.warnings ?? [],
    created_at: exam.createdAt.toISOString(),
    updated_at: exam.updatedAt.toISOString(),
  };
}

export const presentQuestion = (question: ExamQuestion) => ({
  id: question.id,
  question_number: question.questionNumber,
  question_text: question.questionText,
  max_marks: question.maxMarks,
  section: question.section,
  sub_questions: question.subQuestions,
});

export function presentQuestions(exam: Exam, job: Job | null, questions: ExamQuestion[]) {
  return {
    ...presentStatus(job),
    total_marks: sumMarks(questions.map((question) => question.maxMarks)),
    warnings: exam.warnings ?? [],
    questions: questions.map(presentQuestion),
  };
}

/** Sums marks without binary-fraction noise (marks have two decimals at most). */
export const sumMarks = (marks: number[]): number =>
  Math.round(marks.reduce((total, value) => total + value * 100, 0)) / 100;
