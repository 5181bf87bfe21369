import { Inject } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Exam } from 'src/modules/exams/entities/exam.entity';
import { ExamQuestion } from 'src/modules/exams/entities/exam-question.entity';
import { ModelAnswerSheet } from 'src/modules/exams/entities/model-answer-sheet.entity';
import { ModelAnswerItem } from 'src/modules/exams/entities/model-answer-item.entity';
import { EXAMS } from 'src/modules/exams/exam-family';
import { ASSIGNMENTS } from 'src/modules/assignments/assignment-family';
import { fitScheme } from 'src/modules/exams/jobs/marking';
import { SheetText } from 'src/modules/exams/jobs/sheet-text.service';
import { sumMarks } from 'src/modules/exams/presenters/exam.presenter';
import {
  type KnownQuestion,
  PAPER_READING,
  type PaperReading,
} from 'src/ai/ports/paper-reading.port';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import { completed, type JobOutcome } from 'src/modules/jobs/job-outcome';
import { loadSubject } from 'src/modules/jobs/job-subject';
import { type JobProcessor, ProcessJobs } from 'src/modules/jobs/registry/process-jobs.decorator';
import { JobFailure } from 'src/modules/jobs/job-failure';

export const knownQuestions = (questions: ExamQuestion[]): KnownQuestion[] =>
  questions.map((question) => ({
    questionId: question.id,
    questionNumber: question.questionNumber,
    questionText: question.questionText,
    maxMarks: question.maxMarks,
    marksAssumed: question.marksAssumed,
  }));

/** Model answer extraction: each question's model answer and marking scheme become rows. */
@ProcessJobs(EXAMS.steps.modelAnswer, ASSIGNMENTS.steps.modelAnswer)
export class ModelAnswerProcessor implements JobProcessor {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly text: SheetText,
    @Inject(PAPER_READING) private readonly reading: PaperReading,
  ) {}

  async process(job: Job): Promise<JobOutcome> {
    const { manager } = this.dataSource;
    const sheet = await loadSubject(manager, ModelAnswerSheet, job, 'Model answer sheet');
    const questions = await manager.find(ExamQuestion, {
      where: { examId: sheet.examId },
      order: { position: 'ASC' },
    });
    const pages = await this.text.pages(sheet.documents, job.apiUserId, 'model answer sheet');
    const read = this.reading.modelAnswers(pages, knownQuestions(questions));
    const warnings = [...read.warnings];
    const byId = new Map(questions.map((question) => [question.id, question]));
    // Questions the paper showed no marks for take the marks their scheme gives them.
    const marked: { id: string; maxMarks: number }[] = [];
    const rows = read.answers.flatMap((answer) => {
      const question = byId.get(answer.questionId);
      if (!question) return [];
      const schemeMarks = sumMarks(answer.markingScheme.map((point) => point.marks));
      let maxMarks = question.maxMarks;
      if (question.marksAssumed && schemeMarks > 0) {
        maxMarks = schemeMarks;
        marked.push({ id: question.id, maxMarks });
        warnings.push(
          `Question ${question.questionNumber} shows no marks on the paper: ` +
            `its marking scheme's ${maxMarks} marks were used`,
        );
      }
      return [
        manager.create(ModelAnswerItem, {
          modelAnswerId: sheet.id,
          questionId: question.id,
          answerText: answer.answerText,
          markingScheme: fitScheme(answer.markingScheme, maxMarks),
        }),
      ];
    });
    if (rows.length === 0) {
      throw new JobFailure(
        'No model answer could be matched to a question number of the question paper',
      );
    }
    const answered = new Set(rows.map((row) => row.questionId));
    const unanswered = questions.filter((q) => !answered.has(q.id)).map((q) => q.questionNumber);
    return completed({
      result: { answers: rows.length, unanswered },
      write: async (writer) => {
        await writer.delete(ModelAnswerItem, { modelAnswerId: sheet.id });
        await writer.insert(ModelAnswerItem, rows);
        for (const { id, maxMarks } of marked) {
          await writer.update(ExamQuestion, { id }, { maxMarks, marksAssumed: false });
        }
        // Questions the scheme does not cover (they would score 0) and schemes that do not add
        // up: the teacher is told on the exam, in place of what an earlier sheet said.
        const exam = await writer.findOneBy(Exam, { id: sheet.examId });
        if (exam) {
          const kept = (exam.warnings ?? []).filter((w) => !w.startsWith(MODEL_ANSWER_WARNING));
          const added = warnings.map((warning) => `${MODEL_ANSWER_WARNING}${warning}`);
          if (added.length > 0 || kept.length !== (exam.warnings ?? []).length) {
            await writer.update(Exam, { id: exam.id }, { warnings: [...kept, ...added] });
          }
        }
      },
    });
  }
}

/** What starts the exam's warnings that come from reading its model answer sheet. */
export const MODEL_ANSWER_WARNING = 'Model answer sheet: ';
