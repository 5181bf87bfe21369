import { Injectable } from '@nestjs/common';
import type { StudentAnswer } from 'src/ai/ports/answer-grading.port';
import type {
  ExtractedModelAnswer,
  ExtractedPaper,
  KnownQuestion,
  PaperReading,
  SheetPage,
} from 'src/modules/exams/reading/paper-reading';
import { JobFailure } from 'src/modules/jobs/services/job-runner.service';

/** The exam-papers readers (src/modules/exams/papers/) behind the PAPER_READING port. */
@Injectable()
export class PapersReading implements PaperReading {
  questionPaper(_pages: SheetPage[]): ExtractedPaper {
    throw unavailable();
  }

  modelAnswers(_pages: SheetPage[], _questions: KnownQuestion[]): ExtractedModelAnswer[] {
    throw unavailable();
  }

  studentAnswers(_pages: SheetPage[], _questions: KnownQuestion[]): StudentAnswer[] {
    throw unavailable();
  }
}

// Replaced when the exam-papers branch is merged.
const unavailable = () => new JobFailure('Reading exam papers is not available in this build');
