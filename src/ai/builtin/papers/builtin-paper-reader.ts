import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  type ExtractedQuestion as PaperQuestion,
  mapStudentAnswers,
  readModelAnswers,
  readQuestionPaper,
} from 'src/ai/builtin/papers';
import { DEFAULT_LOW_CONFIDENCE } from 'src/ai/builtin/papers/reading-confidence';
import type {
  ExtractedModelAnswers,
  ExtractedPaper,
  ExtractedQuestion,
  KnownQuestion,
  PaperReading,
  ReadStudentAnswer,
  SheetPage,
} from 'src/ai/ports/paper-reading.port';
import { type AiConfig, aiConfig } from 'src/config/ai.config';

/** The papers' text readers behind the PAPER_READING port, matched to the stored question ids. */
@Injectable()
export class BuiltinPaperReader implements PaperReading {
  constructor(
    @Optional()
    @Inject(aiConfig.KEY)
    private readonly config: Pick<AiConfig, 'ocrLowConfidence'> = {
      ocrLowConfidence: DEFAULT_LOW_CONFIDENCE,
    },
  ) {}

  questionPaper(pages: SheetPage[], totalMarks: number | null): ExtractedPaper {
    const paper = readQuestionPaper(pages, { totalMarks });
    return { questions: scored(paper.questions), warnings: paper.warnings };
  }

  modelAnswers(pages: SheetPage[], questions: KnownQuestion[]): ExtractedModelAnswers {
    const byNumber = new Map(questions.map((question) => [question.questionNumber, question]));
    const read = readModelAnswers(
      pages,
      questions.map((question) => ({
        number: question.questionNumber,
        maxMarks: question.marksAssumed ? null : question.maxMarks,
        text: question.questionText,
      })),
    );
    const answers = read.answers.flatMap((answer) => {
      const question = byNumber.get(answer.number);
      return question
        ? [
            {
              questionId: question.questionId,
              answerText: answer.answerText,
              markingScheme: answer.markingScheme,
            },
          ]
        : [];
    });
    return { answers, warnings: read.warnings };
  }

  studentAnswers(pages: SheetPage[], questions: KnownQuestion[]): ReadStudentAnswer[] {
    const byNumber = new Map(questions.map((question) => [question.questionNumber, question]));
    const read = mapStudentAnswers(
      pages,
      questions.map((question) => ({ number: question.questionNumber })),
      { lowConfidence: this.config.ocrLowConfidence },
    );
    return read.answers.flatMap((answer) => {
      const question = byNumber.get(answer.number);
      return question
        ? [
            {
              questionId: question.questionId,
              text: answer.text,
              confidence: answer.confidence,
              readingFlags: answer.readingFlags,
            },
          ]
        : [];
    });
  }
}

/** The questions that are scored (the leaves), each part with its question's stem before it. */
function scored(questions: readonly PaperQuestion[], stem = ''): ExtractedQuestion[] {
  return questions.flatMap((question) => {
    const text = [stem, question.text.trim()].filter(Boolean).join('\n');
    if (question.subQuestions.length > 0) return scored(question.subQuestions, text);
    return [
      {
        questionNumber: question.number,
        questionText: text,
        maxMarks: question.maxMarks,
        section: question.section,
        subQuestions: [],
      },
    ];
  });
}
