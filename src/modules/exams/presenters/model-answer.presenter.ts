import type { ExamQuestion } from 'src/modules/exams/entities/exam-question.entity';
import type { ModelAnswerSheet } from 'src/modules/exams/entities/model-answer-sheet.entity';
import type { ModelAnswerItem } from 'src/modules/exams/entities/model-answer-item.entity';
import type { EvaluationFamily } from 'src/modules/exams/evaluation-family';
import { presentFiles, presentStatus } from 'src/modules/exams/presenters/exam.presenter';
import type { Job } from 'src/modules/jobs/entities/job.entity';

/** `{id, status, answers: [{question_id, answer_text, marking_scheme[]}]}`, in question order. */
export function presentModelAnswer(
  family: EvaluationFamily,
  sheet: ModelAnswerSheet,
  job: Job | null,
  questions: ExamQuestion[],
  items: ModelAnswerItem[],
) {
  const byQuestion = new Map(items.map((item) => [item.questionId, item]));
  return {
    id: sheet.id,
    [family.idParam]: sheet.examId,
    ...presentStatus(job),
    ...(family.kind === 'assignment' ? { rubricId: sheet.rubricId } : {}),
    files: presentFiles(sheet.documents),
    answers: questions.flatMap((question) => {
      const item = byQuestion.get(question.id);
      return item
        ? [
            {
              question_id: question.id,
              question_number: question.questionNumber,
              max_marks: question.maxMarks,
              answer_text: item.answerText,
              marking_scheme: item.markingScheme,
            },
          ]
        : [];
    }),
    created_at: sheet.createdAt.toISOString(),
    updated_at: sheet.updatedAt.toISOString(),
  };
}
