import { Inject } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ANSWER_GRADER,
  type AnswerGrader,
  type GradingQuestion,
  type RubricCriterionInput,
  type SheetGrade,
} from 'src/ai/ports/answer-grading.port';
import { AnswerScore } from 'src/modules/exams/entities/answer-score.entity';
import { AnswerSheet, type UnreadablePart } from 'src/modules/exams/entities/answer-sheet.entity';
import { Exam } from 'src/modules/exams/entities/exam.entity';
import { ExamQuestion } from 'src/modules/exams/entities/exam-question.entity';
import { ModelAnswerSheet } from 'src/modules/exams/entities/model-answer-sheet.entity';
import { ModelAnswerItem } from 'src/modules/exams/entities/model-answer-item.entity';
import { EXAMS } from 'src/modules/exams/exam-family';
import { ASSIGNMENTS } from 'src/modules/assignments/assignment-family';
import { fitScheme } from 'src/modules/exams/jobs/marking';
import { knownQuestions } from 'src/modules/exams/jobs/model-answer.processor';
import { readingWarnings } from 'src/modules/exams/jobs/reading-warnings';
import { SheetText } from 'src/modules/exams/jobs/sheet-text.service';
import { PAPER_READING, type PaperReading } from 'src/ai/ports/paper-reading.port';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import { completed, type JobOutcome } from 'src/modules/jobs/job-outcome';
import { loadSubject } from 'src/modules/jobs/job-subject';
import { type JobProcessor, ProcessJobs } from 'src/modules/jobs/registry/process-jobs.decorator';
import { JobFailure } from 'src/modules/jobs/job-failure';
import { Rubric } from 'src/modules/rubrics/entities/rubric.entity';
import { toCriterionSpec } from 'src/modules/rubrics/presenters/rubric.presenter';

/**
 * Answer sheet evaluation: read the student's pages (OCR for photos and scans), map the answers
 * to the questions, grade each against its model answer and marking scheme (and an assignment's
 * rubric), and store a score row per question.
 */
@ProcessJobs(EXAMS.steps.answerSheet, ASSIGNMENTS.steps.answerSheet)
export class AnswerSheetProcessor implements JobProcessor {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly text: SheetText,
    @Inject(PAPER_READING) private readonly reading: PaperReading,
    @Inject(ANSWER_GRADER) private readonly grader: AnswerGrader,
  ) {}

  async process(job: Job): Promise<JobOutcome> {
    const { manager } = this.dataSource;
    const sheet = await loadSubject(manager, AnswerSheet, job, 'Answer sheet');
    const exam = await manager.findOneByOrFail(Exam, { id: sheet.examId });
    const questions = await manager.find(ExamQuestion, {
      where: { examId: exam.id },
      order: { position: 'ASC' },
    });
    const model = await manager.findOneBy(ModelAnswerSheet, { examId: exam.id });
    if (!model || questions.length === 0) {
      throw new JobFailure('The questions and the model answer of this sheet are not ready');
    }
    const grading = await gradingQuestions(manager, model, questions);
    const { pages, unreadable } = await this.text.sheet(
      sheet.documents,
      job.apiUserId,
      'answer sheet',
    );
    const answers = this.reading.studentAnswers(pages, knownQuestions(questions));
    const grade = await this.grader.grade({
      subject: exam.subject,
      questions: grading,
      answers,
      rubric: model.rubricId ? await rubricCriteria(manager, model.rubricId) : null,
    });
    assertGradeFits(grade, grading);
    const answerOf = new Map(answers.map((answer) => [answer.questionId, answer]));
    const rows = grade.questions.map((graded, position) => {
      const question = questions[position];
      const answer = answerOf.get(question.id);
      const unread = !answer?.text.trim() && unreadable.length > 0 ? notRead(unreadable) : null;
      return manager.create(AnswerScore, {
        answerSheetId: sheet.id,
        questionId: question.id,
        position,
        questionNumber: question.questionNumber,
        studentAnswer: answer?.text ?? '',
        ocrConfidence: answer?.confidence ?? null,
        unreadable: unread,
        // Still marked as read; the teacher is told which lines the mark rests on.
        readingFlags: answer?.readingFlags.length ? answer.readingFlags : null,
        maxMarks: question.maxMarks,
        machineScore: unread ? 0 : graded.score,
        machineFeedback: unread
          ? `No answer was found on the parts of the sheet that could be read: ${unread}. Mark this question by hand.`
          : graded.feedback,
        stepMarks: graded.stepMarks,
        missingPoints: graded.stepMarks
          .filter((mark) => mark.status === 'missing' || mark.status === 'contradicted')
          .map((mark) => mark.point),
        teacherScore: null,
        teacherFeedback: null,
        reviewedAt: null,
      });
    });
    const warnings = readingWarnings(rows);
    return completed({
      result: {
        total_score: rows.reduce((sum, row) => sum + row.machineScore, 0),
        ...(unreadable.length > 0 ? { unreadable: unreadable.length } : {}),
      },
      write: async (writer) => {
        await writer.delete(AnswerScore, { answerSheetId: sheet.id });
        await writer.insert(AnswerScore, rows);
        await writer.update(
          AnswerSheet,
          { id: sheet.id },
          {
            rubricScores: grade.rubricScores,
            unreadable: unreadable.length > 0 ? unreadable : null,
            warnings: warnings.length > 0 ? warnings : null,
          },
        );
      },
    });
  }
}

/** Why a question's answer may be missing: what of the sheet could not be read. */
function notRead(unreadable: UnreadablePart[]): string {
  const [first] = unreadable;
  const more = unreadable.length > 1 ? ` (and ${unreadable.length - 1} more)` : '';
  return `${first.reason}${more}`;
}

async function gradingQuestions(
  manager: EntityManager,
  model: ModelAnswerSheet,
  questions: ExamQuestion[],
): Promise<GradingQuestion[]> {
  const items = await manager.findBy(ModelAnswerItem, { modelAnswerId: model.id });
  const byQuestion = new Map(items.map((item) => [item.questionId, item]));
  return questions.map((question) => {
    const item = byQuestion.get(question.id);
    const modelAnswer = item?.answerText ?? '';
    return {
      questionId: question.id,
      questionNumber: question.questionNumber,
      questionText: question.questionText,
      maxMarks: question.maxMarks,
      modelAnswer,
      markingScheme: fitScheme(item?.markingScheme, question.maxMarks),
    };
  });
}

async function rubricCriteria(
  manager: EntityManager,
  rubricId: string,
): Promise<RubricCriterionInput[] | null> {
  const rubric = await manager.findOne(Rubric, {
    where: { id: rubricId },
    relations: { criteria: true },
    order: { criteria: { position: 'ASC' } },
  });
  const criteria = (rubric?.criteria ?? []).map(toCriterionSpec);
  if (criteria.length === 0) return null;
  return criteria.map(({ id, ...criterion }) => ({ criterionId: id, ...criterion }));
}

/** The provider's answer covers every question in order, within its marks. */
function assertGradeFits(grade: SheetGrade, questions: GradingQuestion[]): void {
  if (grade.questions.length !== questions.length) {
    throw new JobFailure(
      `The grader scored ${grade.questions.length} of the ${questions.length} questions`,
      true,
    );
  }
  grade.questions.forEach((graded, index) => {
    const question = questions[index];
    if (
      graded.questionId !== question.questionId ||
      graded.score < 0 ||
      graded.score > question.maxMarks
    ) {
      throw new JobFailure(
        `The grader's score for question ${question.questionNumber} is not within 0–${question.maxMarks}`,
        true,
      );
    }
  });
}
