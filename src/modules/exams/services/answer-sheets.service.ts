import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import type { CreateAnswerSheetDto } from 'src/modules/exams/dto/create-answer-sheet.dto';
import type { ReviewScoresDto } from 'src/modules/exams/dto/corrections.dto';
import { AnswerScore } from 'src/modules/exams/entities/answer-score.entity';
import { AnswerSheet } from 'src/modules/exams/entities/answer-sheet.entity';
import type { Exam } from 'src/modules/exams/entities/exam.entity';
import { ModelAnswerSheet } from 'src/modules/exams/entities/model-answer-sheet.entity';
import type { EvaluationFamily } from 'src/modules/exams/evaluation-family';
import { SheetStatus, sheetStatus } from 'src/modules/exams/exam-status';
import { ExamsErrorCode, ExamsException } from 'src/modules/exams/exceptions/exams.exception';
import {
  presentAnswerSheet,
  presentMachineScores,
  presentReviewedScores,
} from 'src/modules/exams/presenters/scores.presenter';
import { EvaluationRecords } from 'src/modules/exams/services/evaluation-records.service';
import { notReady } from 'src/modules/exams/services/model-answers.service';
import { SheetFiles, type SheetPatch } from 'src/modules/exams/services/sheet-files.service';
import { isHalfMark } from 'src/modules/exams/services/evaluation-subjects.service';

/**
 * Students' answer sheets: attach the pages, `isFinal` to evaluate (read, map to the questions,
 * grade against the model answers), then the teacher reviews and publishes.
 */
@Injectable()
export class AnswerSheetsService {
  constructor(
    private readonly records: EvaluationRecords,
    private readonly files: SheetFiles,
  ) {}

  async create(
    family: EvaluationFamily,
    examId: string,
    body: CreateAnswerSheetDto,
    owner: AuthenticatedUser,
  ) {
    const exam = await this.records.exam(family, examId, owner);
    const sheet = this.records.manager.create(AnswerSheet, {
      examId: exam.id,
      apiUserId: owner.userId,
      studentId: body.student_id.trim(),
      studentName: body.name.trim(),
      documents: [],
      rubricScores: null,
      reviewedAt: null,
      publishedAt: null,
    });
    await this.records.manager.insert(AnswerSheet, sheet);
    return this.read(family, exam.id, sheet.id, owner);
  }

  async read(family: EvaluationFamily, examId: string, id: string, owner: AuthenticatedUser) {
    const { sheet, job } = await this.load(family, examId, id, owner);
    return presentAnswerSheet(family, sheet, job);
  }

  async patch(family: EvaluationFamily, examId: string, id: string, patch: SheetPatch) {
    const exam = await this.records.exam(family, examId, patch.owner);
    const sheet = await this.records.answerSheet(exam, id);
    await this.files.patch(
      {
        label: 'answer sheet',
        kind: family.steps.answerSheet,
        subjectId: sheet.id,
        lock: (manager) => this.records.answerSheet(exam, id, manager, true),
        saveDocuments: (manager, documents) =>
          manager.update(AnswerSheet, { id: sheet.id }, { documents }).then(() => undefined),
        ready: (manager) => this.assertGradable(family, exam, manager),
      },
      patch,
    );
    return this.read(family, examId, id, patch.owner);
  }

  /** The machine's scores (`pre-provisional-scores`; an assignment's `score`). */
  async machineScores(
    family: EvaluationFamily,
    examId: string,
    id: string,
    owner: AuthenticatedUser,
  ) {
    const { sheet, job, scores } = await this.loadScored(family, examId, id, owner);
    return presentMachineScores(family, sheet, job, scores);
  }

  /** The reviewed scores: the teacher's where given, the machine's beside them. */
  async reviewedScores(
    family: EvaluationFamily,
    examId: string,
    id: string,
    owner: AuthenticatedUser,
  ) {
    const { sheet, job, scores } = await this.loadScored(family, examId, id, owner);
    return presentReviewedScores(family, sheet, job, scores);
  }

  /** The published result; 400 until the teacher publishes. */
  async finalResult(
    family: EvaluationFamily,
    examId: string,
    id: string,
    owner: AuthenticatedUser,
  ) {
    const { sheet, job, scores } = await this.loadScored(family, examId, id, owner);
    if (!sheet.publishedAt) {
      throw new ExamsException(
        ExamsErrorCode.NOT_PUBLISHED,
        'The scores of this answer sheet are not published yet (POST .../publish/)',
      );
    }
    return presentReviewedScores(family, sheet, job, scores);
  }

  /** The teacher's overrides, until the sheet is published; the machine's stay beside them. */
  async review(
    family: EvaluationFamily,
    examId: string,
    id: string,
    body: ReviewScoresDto,
    owner: AuthenticatedUser,
  ) {
    await this.records.manager.transaction(async (manager) => {
      const exam = await this.records.exam(family, examId, owner, manager);
      const sheet = await this.records.answerSheet(exam, id, manager, true);
      const scores = await this.evaluated(family, sheet, manager);
      const now = new Date();
      for (const [index, override] of body.questions.entries()) {
        const score = scores.find((item) => item.questionId === override.question_id);
        const field = `questions.${index}`;
        if (!score) throw invalid(`Not a question of this answer sheet`, `${field}.question_id`);
        if (override.score > score.maxMarks || !isHalfMark(override.score)) {
          throw invalid(
            `score must be a whole or half mark from 0 to ${score.maxMarks} (question ${score.questionNumber})`,
            `${field}.score`,
          );
        }
        await manager.update(
          AnswerScore,
          { id: score.id },
          {
            teacherScore: override.score,
            teacherFeedback: override.feedback ?? score.teacherFeedback,
            reviewedAt: now,
          },
        );
      }
      await manager.update(AnswerSheet, { id: sheet.id }, { reviewedAt: now });
    });
    return this.reviewedScores(family, examId, id, owner);
  }

  /** Publishes the reviewed scores as the final result; overrides are closed afterwards. */
  async publish(family: EvaluationFamily, examId: string, id: string, owner: AuthenticatedUser) {
    await this.records.manager.transaction(async (manager) => {
      const exam = await this.records.exam(family, examId, owner, manager);
      const sheet = await this.records.answerSheet(exam, id, manager, true);
      await this.evaluated(family, sheet, manager);
      await manager.update(AnswerSheet, { id: sheet.id }, { publishedAt: new Date() });
    });
    return this.finalResult(family, examId, id, owner);
  }

  /** The sheet's score rows; 400 unless it was evaluated and is not yet published. */
  private async evaluated(family: EvaluationFamily, sheet: AnswerSheet, manager: EntityManager) {
    if (sheet.publishedAt) {
      throw new ExamsException(
        ExamsErrorCode.ALREADY_PUBLISHED,
        'The scores of this answer sheet are already published',
      );
    }
    const job = await this.records.job(family.steps.answerSheet, sheet.id, manager);
    if (sheetStatus(job) !== SheetStatus.COMPLETED) {
      throw notReady(`The answer sheet has not been evaluated (status ${sheetStatus(job)})`);
    }
    return manager.find(AnswerScore, {
      where: { answerSheetId: sheet.id },
      order: { position: 'ASC' },
    });
  }

  /** An answer sheet is graded against Completed questions and a Completed model answer. */
  private async assertGradable(family: EvaluationFamily, exam: Exam, manager: EntityManager) {
    const label = family.label.toLowerCase();
    const questions = await this.records.job(family.steps.questionPaper, exam.id, manager);
    if (sheetStatus(questions) !== SheetStatus.COMPLETED) {
      throw notReady(
        `The questions of this ${label} are not extracted yet (question paper status ` +
          `${sheetStatus(questions)}); an answer sheet is evaluated once the questions and the ` +
          'model answer are Completed',
      );
    }
    const model = await manager.findOneBy(ModelAnswerSheet, { examId: exam.id });
    const modelJob = model
      ? await this.records.job(family.steps.modelAnswer, model.id, manager)
      : null;
    if (sheetStatus(modelJob) !== SheetStatus.COMPLETED) {
      throw notReady(
        model
          ? `The model answer of this ${label} is not extracted yet (status ${sheetStatus(modelJob)}); ` +
              'an answer sheet is evaluated once the questions and the model answer are Completed'
          : `This ${label} has no model answer yet: create one (POST .../model-answer/), attach ` +
              'its files and finalise it before evaluating answer sheets',
      );
    }
  }

  private async load(
    family: EvaluationFamily,
    examId: string,
    id: string,
    owner: AuthenticatedUser,
    manager = this.records.manager,
  ) {
    const exam = await this.records.exam(family, examId, owner, manager);
    const sheet = await this.records.answerSheet(exam, id, manager);
    return {
      exam,
      sheet,
      job: await this.records.job(family.steps.answerSheet, sheet.id, manager),
    };
  }

  /** The sheet, its evaluation job and its scores as of one moment (`snapshot`). */
  private loadScored(
    family: EvaluationFamily,
    examId: string,
    id: string,
    owner: AuthenticatedUser,
  ) {
    return this.records.snapshot(async (manager) => {
      const loaded = await this.load(family, examId, id, owner, manager);
      const scores =
        sheetStatus(loaded.job) === SheetStatus.COMPLETED
          ? await manager.find(AnswerScore, {
              where: { answerSheetId: loaded.sheet.id },
              order: { position: 'ASC' },
            })
          : [];
      return { ...loaded, scores };
    });
  }
}

const invalid = (message: string, field: string) =>
  new ExamsException(ExamsErrorCode.INVALID_CORRECTION, message, { field });
