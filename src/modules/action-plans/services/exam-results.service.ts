import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In } from 'typeorm';
import type { PlanExam, PlanQuestion, ScoredSheet } from 'src/ai/ports/action-planning.port';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import { Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import { AnswerScore } from 'src/modules/exams/entities/answer-score.entity';
import { AnswerSheet } from 'src/modules/exams/entities/answer-sheet.entity';
import { ExamQuestion } from 'src/modules/exams/entities/exam-question.entity';
import { Exam } from 'src/modules/exams/entities/exam.entity';
import { ModelAnswerItem } from 'src/modules/exams/entities/model-answer-item.entity';
import { ModelAnswerSheet } from 'src/modules/exams/entities/model-answer-sheet.entity';
import { EVALUATION_FAMILIES } from 'src/modules/exams/evaluation-families';
import {
  ActionPlanErrorCode,
  ActionPlanException,
} from 'src/modules/action-plans/exceptions/action-plans.exception';

/** Below this OCR confidence (0–100) an answer is too unsure to plan on: it is listed as failed. */
export const MIN_OCR_CONFIDENCE = 40;

const EVALUATED = [JobStatus.COMPLETED, JobStatus.PARTIAL];
const SHEET_STEPS = Object.values(EVALUATION_FAMILIES).map(
  (family) => family.steps.answerSheet.name,
);

export interface SheetResults {
  exam: PlanExam;
  sheet: ScoredSheet;
}

export interface ExamResultsRead {
  exam: PlanExam;
  sheets: ScoredSheet[];
}

/**
 * What action plans read of the exam family: an answer sheet's scored questions (the teacher's
 * scores and feedback once published, else the machine's), always as the API user who owns them.
 */
@Injectable()
export class ExamResults {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Start check: the user's answer sheet, evaluated; else 400 saying which. */
  async requireEvaluatedSheet(
    manager: EntityManager,
    sheetId: string,
    owner: AuthenticatedUser,
  ): Promise<void> {
    const sheet = await manager.findOne(AnswerSheet, {
      where: { id: sheetId, apiUserId: owner.userId },
    });
    if (!sheet) {
      throw new ActionPlanException(
        ActionPlanErrorCode.NOT_READY,
        `Answer sheet ${sheetId} was not found`,
      );
    }
    const evaluated = await this.evaluatedSheetIds(manager, [sheetId]);
    if (evaluated.size === 0) {
      throw new ActionPlanException(
        ActionPlanErrorCode.NOT_READY,
        `Answer sheet ${sheetId} has not been evaluated yet`,
      );
    }
  }

  /** Start check: the user's exam with at least one evaluated answer sheet; else 400. */
  async requireEvaluatedExam(
    manager: EntityManager,
    examId: string,
    owner: AuthenticatedUser,
  ): Promise<void> {
    const exam = await manager.findOne(Exam, { where: { id: examId, apiUserId: owner.userId } });
    if (!exam) {
      throw new ActionPlanException(ActionPlanErrorCode.NOT_READY, `Exam ${examId} was not found`);
    }
    const sheets = await manager.find(AnswerSheet, {
      where: { examId, apiUserId: owner.userId },
      select: { id: true },
    });
    const evaluated = await this.evaluatedSheetIds(
      manager,
      sheets.map((sheet) => sheet.id),
    );
    if (evaluated.size === 0) {
      throw new ActionPlanException(
        ActionPlanErrorCode.NOT_READY,
        `Exam ${examId} has no evaluated answer sheet yet`,
      );
    }
  }

  /** One evaluated answer sheet with its exam; null when it is gone or not evaluated. */
  async sheet(sheetId: string, userId: string): Promise<SheetResults | null> {
    const manager = this.dataSource.manager;
    const sheet = await manager.findOne(AnswerSheet, { where: { id: sheetId, apiUserId: userId } });
    if (!sheet) return null;
    if ((await this.evaluatedSheetIds(manager, [sheet.id])).size === 0) return null;
    const read = await this.read(manager, sheet.examId, userId, [sheet]);
    return read && read.sheets.length > 0 ? { exam: read.exam, sheet: read.sheets[0] } : null;
  }

  /** Every evaluated answer sheet of the user's exam, in the order they were created. */
  async exam(examId: string, userId: string): Promise<ExamResultsRead | null> {
    const manager = this.dataSource.manager;
    const sheets = await manager.find(AnswerSheet, {
      where: { examId, apiUserId: userId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const evaluated = await this.evaluatedSheetIds(
      manager,
      sheets.map((sheet) => sheet.id),
    );
    return this.read(
      manager,
      examId,
      userId,
      sheets.filter((sheet) => evaluated.has(sheet.id)),
    );
  }

  private async read(
    manager: EntityManager,
    examId: string,
    userId: string,
    sheets: AnswerSheet[],
  ): Promise<ExamResultsRead | null> {
    const exam = await manager.findOne(Exam, { where: { id: examId, apiUserId: userId } });
    if (!exam) return null;
    const questions = await manager.find(ExamQuestion, {
      where: { examId },
      order: { position: 'ASC' },
    });
    const modelAnswer = await manager.findOne(ModelAnswerSheet, { where: { examId } });
    const items = modelAnswer
      ? await manager.find(ModelAnswerItem, { where: { modelAnswerId: modelAnswer.id } })
      : [];
    const models = new Map(items.map((item) => [item.questionId, item]));
    const scores = sheets.length
      ? await manager.find(AnswerScore, {
          where: { answerSheetId: In(sheets.map((sheet) => sheet.id)) },
        })
      : [];
    return {
      exam: {
        examId: exam.id,
        name: exam.name,
        subject: exam.subject || null,
        className: exam.className || null,
      },
      sheets: sheets.map((sheet) => ({
        sheetId: sheet.id,
        student: { studentId: sheet.studentId, name: sheet.studentName },
        questions: questions.map((question) =>
          planQuestion(
            question,
            models.get(question.id),
            scores.find(
              (score) => score.answerSheetId === sheet.id && score.questionId === question.id,
            ),
            sheet.publishedAt !== null,
          ),
        ),
      })),
    };
  }

  private async evaluatedSheetIds(
    manager: EntityManager,
    sheetIds: readonly string[],
  ): Promise<Set<string>> {
    if (sheetIds.length === 0) return new Set();
    const jobs = await manager.find(Job, {
      where: { kind: In(SHEET_STEPS), subjectId: In([...sheetIds]), status: In(EVALUATED) },
      select: { subjectId: true },
    });
    return new Set(jobs.map((job) => job.subjectId));
  }
}

/**
 * A question as a plan reads it. It cannot be planned on (`failure`) without a model answer,
 * without a score, or when the answer was read with too little confidence.
 */
export function planQuestion(
  question: ExamQuestion,
  model: ModelAnswerItem | undefined,
  score: AnswerScore | undefined,
  published: boolean,
): PlanQuestion {
  const modelAnswer = model?.answerText ?? '';
  const scheme = model?.markingScheme ?? [];
  const base = {
    questionId: question.id,
    questionNumber: question.questionNumber,
    questionText: question.questionText,
    maxMarks: question.maxMarks,
    modelAnswer,
  };
  let failure: string | null = null;
  if (!modelAnswer.trim() && scheme.length === 0) failure = 'The question has no model answer';
  else if (!score) failure = 'The answer sheet has no score for this question';
  else if (score.ocrConfidence !== null && score.ocrConfidence < MIN_OCR_CONFIDENCE)
    failure = `The answer could not be read reliably (OCR confidence ${Math.round(score.ocrConfidence)}%)`;
  if (!score || failure) {
    return {
      ...base,
      score: null,
      studentAnswer: score?.studentAnswer ?? '',
      feedback: '',
      earnedPoints: [],
      missingPoints: [],
      contradictedPoints: [],
      failure,
    };
  }
  return {
    ...base,
    score: published ? score.reviewedScore : score.machineScore,
    studentAnswer: score.studentAnswer,
    feedback: published ? score.reviewedFeedback : score.machineFeedback,
    earnedPoints: score.stepMarks.filter((mark) => mark.awarded > 0).map((mark) => mark.point),
    missingPoints: score.missingPoints,
    contradictedPoints: score.stepMarks
      .filter((mark) => mark.status === 'contradicted')
      .map((mark) => mark.point),
    misconceptions: score.stepMarks.flatMap((mark) =>
      mark.misconception ? [mark.misconception] : [],
    ),
    // The teacher's words, apart from the machine's: "Misconception: …" marks a belief to re-teach.
    teacherComment: published && score.teacherFeedback?.trim() ? score.teacherFeedback : null,
    failure: null,
  };
}
