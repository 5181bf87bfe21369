import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from 'src/common/auth/authenticated-user';
import type { CreateEvaluationSubjectDto } from 'src/modules/exams/dto/create-exam.dto';
import type { UpdateQuestionDto } from 'src/modules/exams/dto/corrections.dto';
import { Exam } from 'src/modules/exams/entities/exam.entity';
import { ExamQuestion } from 'src/modules/exams/entities/exam-question.entity';
import type { EvaluationFamily } from 'src/modules/exams/evaluation-family';
import { SheetStatus, sheetStatus } from 'src/modules/exams/exam-status';
import {
  ExamsErrorCode,
  ExamsException,
  notFound,
} from 'src/modules/exams/exceptions/exams.exception';
import {
  presentExam,
  presentQuestion,
  presentQuestions,
} from 'src/modules/exams/presenters/exam.presenter';
import { EvaluationRecords } from 'src/modules/exams/services/evaluation-records.service';
import { SheetFiles, type SheetPatch } from 'src/modules/exams/services/sheet-files.service';

/** What a create request may carry beyond the shared fields (exams: type and date). */
export type CreateSubjectRequest = CreateEvaluationSubjectDto & {
  exam_type?: string;
  date?: string;
};

/** Exams and assignments themselves, their question papers and the extracted questions. */
@Injectable()
export class EvaluationSubjectsService {
  constructor(
    private readonly records: EvaluationRecords,
    private readonly files: SheetFiles,
  ) {}

  async create(family: EvaluationFamily, body: CreateSubjectRequest, owner: AuthenticatedUser) {
    const exam = this.records.manager.create(Exam, {
      kind: family.kind,
      clientId: owner.clientId,
      apiUserId: owner.userId,
      name: body.name.trim(),
      className: body.class.trim(),
      subject: body.subject.trim(),
      examType: body.exam_type?.trim() ?? null,
      examDate: body.date ?? null,
      section: body.section?.trim() || null,
      totalMarks: body.total_marks ?? null,
      documents: [],
      warnings: null,
    });
    await this.records.manager.insert(Exam, exam);
    return this.read(family, exam.id, owner);
  }

  async read(family: EvaluationFamily, id: string, owner: AuthenticatedUser) {
    return this.records.snapshot(async (manager) => {
      const exam = await this.records.exam(family, id, owner, manager);
      const job = await this.records.job(family.steps.questionPaper, exam.id, manager);
      return presentExam(family, exam, job);
    });
  }

  async patch(family: EvaluationFamily, id: string, patch: SheetPatch) {
    const exam = await this.records.exam(family, id, patch.owner);
    await this.files.patch(
      {
        label: 'question paper',
        kind: family.steps.questionPaper,
        subjectId: exam.id,
        lock: (manager) => this.records.exam(family, id, patch.owner, manager, true),
        saveDocuments: (manager, documents) =>
          manager.update(Exam, { id: exam.id }, { documents }).then(() => undefined),
      },
      patch,
    );
    return this.read(family, id, patch.owner);
  }

  async questions(family: EvaluationFamily, id: string, owner: AuthenticatedUser) {
    return this.records.snapshot(async (manager) => {
      const exam = await this.records.exam(family, id, owner, manager);
      const job = await this.records.job(family.steps.questionPaper, exam.id, manager);
      const questions =
        sheetStatus(job) === SheetStatus.COMPLETED
          ? await this.records.questions(exam.id, manager)
          : [];
      return presentQuestions(exam, job, questions);
    });
  }

  /**
   * The teacher corrects an extracted question's text or marks. Answer sheets evaluated after the
   * change use it; those evaluated before keep their scores.
   */
  async updateQuestion(
    family: EvaluationFamily,
    id: string,
    questionId: string,
    body: UpdateQuestionDto,
    owner: AuthenticatedUser,
  ) {
    const exam = await this.records.exam(family, id, owner);
    const question = (await this.records.questions(exam.id)).find((item) => item.id === questionId);
    if (!question) throw notFound('Question');
    if (body.max_marks !== undefined && !isHalfMark(body.max_marks)) {
      throw new ExamsException(
        ExamsErrorCode.INVALID_CORRECTION,
        'max_marks must be a whole or half mark (0.5, 1, 1.5, …)',
        { field: 'max_marks' },
      );
    }
    await this.records.manager.update(
      ExamQuestion,
      { id: question.id },
      {
        ...(body.question_text !== undefined ? { questionText: body.question_text } : {}),
        ...(body.max_marks !== undefined ? { maxMarks: body.max_marks, marksAssumed: false } : {}),
      },
    );
    const updated = await this.records.manager.findOneByOrFail(ExamQuestion, { id: question.id });
    return presentQuestion(updated);
  }
}

export const isHalfMark = (value: number): boolean => Number.isInteger(value * 2);
