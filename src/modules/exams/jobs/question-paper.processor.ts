import { Inject } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Exam } from 'src/modules/exams/entities/exam.entity';
import { ExamQuestion } from 'src/modules/exams/entities/exam-question.entity';
import { EXAMS } from 'src/modules/exams/exam-family';
import { ASSIGNMENTS } from 'src/modules/assignments/assignment-family';
import { SheetText } from 'src/modules/exams/jobs/sheet-text.service';
import { sumMarks } from 'src/modules/exams/presenters/exam.presenter';
import {
  type ExtractedPaper,
  PAPER_READING,
  type PaperReading,
} from 'src/ai/ports/paper-reading.port';
import type { Job } from 'src/modules/jobs/entities/job.entity';
import { completed, type JobOutcome } from 'src/modules/jobs/job-outcome';
import { loadSubject } from 'src/modules/jobs/job-subject';
import { type JobProcessor, ProcessJobs } from 'src/modules/jobs/registry/process-jobs.decorator';
import { JobFailure } from 'src/modules/jobs/job-failure';

/** Marks given to a question the paper shows none for, until the teacher corrects them. */
const DEFAULT_MARKS = 1;

/**
 * Question paper extraction: the paper's scored questions (a question with parts: its parts)
 * become rows the teacher can correct. Marks that do not add up to the exam's `total_marks` (or
 * the total the paper prints) do not fail the step; `warnings` says so.
 */
@ProcessJobs(EXAMS.steps.questionPaper, ASSIGNMENTS.steps.questionPaper)
export class QuestionPaperProcessor implements JobProcessor {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly text: SheetText,
    @Inject(PAPER_READING) private readonly reading: PaperReading,
  ) {}

  async process(job: Job): Promise<JobOutcome> {
    const exam = await loadSubject(this.dataSource.manager, Exam, job, 'Exam');
    const pages = await this.text.pages(exam.documents, job.apiUserId, 'question paper');
    const paper = this.reading.questionPaper(pages, exam.totalMarks);
    if (paper.questions.length === 0) {
      throw new JobFailure(
        'No numbered questions were found in the question paper; number each question ' +
          '("1.", "Q2", "3(a)") and attach it again as a new exam',
      );
    }
    const warnings = paperWarnings(paper);
    const rows = paper.questions.map((question, position) =>
      this.dataSource.manager.create(ExamQuestion, {
        examId: exam.id,
        position,
        questionNumber: question.questionNumber,
        questionText: question.questionText,
        maxMarks: question.maxMarks ?? DEFAULT_MARKS,
        marksAssumed: question.maxMarks === null,
        section: question.section,
        subQuestions: question.subQuestions,
      }),
    );
    return completed({
      result: { questions: rows.length, total_marks: sumMarks(rows.map((row) => row.maxMarks)) },
      write: async (manager) => {
        await manager.delete(ExamQuestion, { examId: exam.id });
        await manager.insert(ExamQuestion, rows);
        await manager.update(Exam, { id: exam.id }, { warnings });
      },
    });
  }
}

/** The reader's warnings (marks not found, totals that do not add up), and what was assumed. */
export function paperWarnings(paper: ExtractedPaper): string[] {
  const warnings = [...paper.warnings];
  const unmarked = paper.questions.filter((question) => question.maxMarks === null);
  if (unmarked.length > 0) {
    const numbers = unmarked.map((question) => question.questionNumber).join(', ');
    warnings.push(
      `${DEFAULT_MARKS} mark each was assumed for question(s) ${numbers}, whose marks could not ` +
        "be read, until the model answer's scheme gives them; correct them with PATCH " +
        '.../questions/{question_id}/',
    );
  }
  return warnings;
}
