import { Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import type {
  CorrectModelAnswersDto,
  ModelAnswerCorrectionDto,
} from 'src/modules/exams/dto/corrections.dto';
import type { ModelAnswerPatchDto } from 'src/modules/exams/dto/sheet-patch.dto';
import type { ExamQuestion } from 'src/modules/exams/entities/exam-question.entity';
import { ModelAnswerSheet } from 'src/modules/exams/entities/model-answer-sheet.entity';
import { ModelAnswerItem } from 'src/modules/exams/entities/model-answer-item.entity';
import type { EvaluationFamily } from 'src/modules/exams/evaluation-family';
import { SheetStatus, sheetStatus } from 'src/modules/exams/exam-status';
import { ExamsErrorCode, ExamsException } from 'src/modules/exams/exceptions/exams.exception';
import { schemeOfText } from 'src/ai/builtin/papers';
import { presentModelAnswer } from 'src/modules/exams/presenters/model-answer.presenter';
import { sumMarks } from 'src/modules/exams/presenters/exam.presenter';
import { EvaluationRecords } from 'src/modules/exams/services/evaluation-records.service';
import { SheetFiles, type SheetPatch } from 'src/modules/exams/services/sheet-files.service';
import { RubricsException } from 'src/modules/rubrics/exceptions/rubrics.exception';
import { RubricsService } from 'src/modules/rubrics/services/rubrics.service';

/** The model answer sheet of an exam or assignment: one per exam, its answers correctable. */
@Injectable()
export class ModelAnswersService {
  constructor(
    private readonly records: EvaluationRecords,
    private readonly files: SheetFiles,
    private readonly rubrics: RubricsService,
  ) {}

  /** 201 placeholder; a second one for the same exam is 400. */
  async create(family: EvaluationFamily, examId: string, owner: AuthenticatedUser) {
    const exam = await this.records.exam(family, examId, owner);
    const existing = await this.records.manager.findOneBy(ModelAnswerSheet, { examId: exam.id });
    if (existing) throw exists(existing.id);
    const sheet = this.records.manager.create(ModelAnswerSheet, {
      examId: exam.id,
      apiUserId: owner.userId,
      rubricId: null,
      documents: [],
    });
    try {
      await this.records.manager.insert(ModelAnswerSheet, sheet);
    } catch (error) {
      if (
        error instanceof QueryFailedError &&
        error.message.includes('uq_exam_model_answers_exam')
      ) {
        const winner = await this.records.manager.findOneByOrFail(ModelAnswerSheet, {
          examId: exam.id,
        });
        throw exists(winner.id);
      }
      throw error;
    }
    return this.read(family, exam.id, sheet.id, owner);
  }

  async read(family: EvaluationFamily, examId: string, id: string, owner: AuthenticatedUser) {
    return this.records.snapshot(async (manager) => {
      const exam = await this.records.exam(family, examId, owner, manager);
      const sheet = await this.records.modelAnswer(exam, id, manager);
      const job = await this.records.job(family.steps.modelAnswer, sheet.id, manager);
      const done = sheetStatus(job) === SheetStatus.COMPLETED;
      const questions = done ? await this.records.questions(exam.id, manager) : [];
      const items = done ? await manager.findBy(ModelAnswerItem, { modelAnswerId: sheet.id }) : [];
      return presentModelAnswer(family, sheet, job, questions, items);
    });
  }

  async patch(
    family: EvaluationFamily,
    examId: string,
    id: string,
    patch: SheetPatch & { body: ModelAnswerPatchDto },
  ) {
    const exam = await this.records.exam(family, examId, patch.owner);
    const sheet = await this.records.modelAnswer(exam, id);
    const { rubricId } = patch.body;
    if (rubricId !== undefined && family.kind !== 'assignment') {
      throw new ExamsException(
        ExamsErrorCode.INVALID_PATCH,
        'Rubrics can be attached to assignment model answers only',
        { field: 'rubricId' },
      );
    }
    if (rubricId !== undefined) await this.requireRubric(patch.owner, rubricId);
    await this.files.patch(
      {
        label: 'model answer sheet',
        kind: family.steps.modelAnswer,
        subjectId: sheet.id,
        lock: (manager) => this.records.modelAnswer(exam, id, manager, true),
        saveDocuments: (manager, documents) =>
          manager.update(ModelAnswerSheet, { id: sheet.id }, { documents }).then(() => undefined),
        ready: async (manager) => {
          const questions = await this.records.job(family.steps.questionPaper, exam.id, manager);
          if (sheetStatus(questions) !== SheetStatus.COMPLETED) {
            throw notReady(
              `The questions of this ${family.label.toLowerCase()} are not extracted yet ` +
                `(question paper status ${sheetStatus(questions)}); finalise the question paper first`,
            );
          }
        },
        alsoChange: async (manager) => {
          if (rubricId === undefined) return false;
          await manager.update(ModelAnswerSheet, { id: sheet.id }, { rubricId });
          return true;
        },
      },
      patch,
    );
    return this.read(family, examId, id, patch.owner);
  }

  /** The teacher's corrections, once extraction has Completed; later sheets are scored on them. */
  async correct(
    family: EvaluationFamily,
    examId: string,
    id: string,
    body: CorrectModelAnswersDto,
    owner: AuthenticatedUser,
  ) {
    const exam = await this.records.exam(family, examId, owner);
    const sheet = await this.records.modelAnswer(exam, id);
    const job = await this.records.job(family.steps.modelAnswer, sheet.id);
    if (sheetStatus(job) !== SheetStatus.COMPLETED) {
      throw notReady('The model answers can be corrected once their extraction has Completed');
    }
    const questions = new Map((await this.records.questions(exam.id)).map((q) => [q.id, q]));
    await this.records.manager.transaction(async (manager) => {
      for (const [index, correction] of body.answers.entries()) {
        const question = questions.get(correction.question_id);
        if (!question) {
          throw new ExamsException(
            ExamsErrorCode.INVALID_CORRECTION,
            `Not a question of this ${family.label.toLowerCase()}`,
            { field: `answers.${index}.question_id` },
          );
        }
        const scheme = correction.marking_scheme;
        if (scheme) assertSchemeFits(scheme, question, `answers.${index}.marking_scheme`);
        const item = await manager.findOneBy(ModelAnswerItem, {
          modelAnswerId: sheet.id,
          questionId: question.id,
        });
        const text = correction.answer_text;
        const markingScheme = schemeAfterCorrection(correction, item, question.maxMarks);
        const changes = {
          ...(text !== undefined ? { answerText: text } : {}),
          ...(markingScheme ? { markingScheme } : {}),
        };
        if (item) await manager.update(ModelAnswerItem, { id: item.id }, changes);
        else {
          await manager.insert(
            ModelAnswerItem,
            manager.create(ModelAnswerItem, {
              modelAnswerId: sheet.id,
              questionId: question.id,
              answerText: text ?? '',
              markingScheme: markingScheme ?? [],
            }),
          );
        }
      }
    });
    return this.read(family, examId, id, owner);
  }

  private async requireRubric(owner: AuthenticatedUser, rubricId: string) {
    try {
      await this.rubrics.criteriaFor(owner.clientId, rubricId);
    } catch (error) {
      if (!(error instanceof RubricsException)) throw error;
      throw new ExamsException(ExamsErrorCode.INVALID_CORRECTION, 'Rubric not found', {
        field: 'rubricId',
      });
    }
  }
}

function assertSchemeFits(
  scheme: { marks: number }[],
  question: ExamQuestion,
  field: string,
): void {
  const total = sumMarks(scheme.map((point) => point.marks));
  if (total !== question.maxMarks) {
    throw new ExamsException(
      ExamsErrorCode.INVALID_CORRECTION,
      `The key points carry ${total} marks; question ${question.questionNumber} is worth ${question.maxMarks}`,
      { field },
    );
  }
}

const exists = (id: string) =>
  new ExamsException(
    ExamsErrorCode.MODEL_ANSWER_EXISTS,
    `This exam already has a model answer sheet (${id}); attach files to it instead`,
  );

export const notReady = (message: string) => new ExamsException(ExamsErrorCode.NOT_READY, message);

/**
 * The scheme to store after a correction: the one sent; else, when the text changes and the
 * stored scheme is the one the old text gives, the one the new text gives (`readAnswerScheme`:
 * its "1 mark for …" lines, else its points sharing the marks); a scheme the teacher or the
 * document sent stays. Undefined keeps the stored scheme.
 */
function schemeAfterCorrection(
  correction: ModelAnswerCorrectionDto,
  item: ModelAnswerItem | null,
  maxMarks: number,
) {
  const { answer_text: text, marking_scheme: scheme } = correction;
  if (scheme) return scheme.map((point) => ({ text: point.text, marks: point.marks }));
  if (text === undefined || (item && !isReadFromText(item, maxMarks))) return undefined;
  return schemeOfText(text, maxMarks);
}

/** The item's scheme is the one its text gives (not one the teacher or the document sent). */
function isReadFromText(item: ModelAnswerItem, maxMarks: number): boolean {
  const derived = schemeOfText(item.answerText, maxMarks);
  return (
    derived.length === item.markingScheme.length &&
    derived.every(
      (point, index) =>
        point.text === item.markingScheme[index].text &&
        point.marks === item.markingScheme[index].marks,
    )
  );
}
