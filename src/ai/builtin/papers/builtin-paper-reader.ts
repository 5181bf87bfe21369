import { Injectable } from '@nestjs/common';
import {
  type ExtractedQuestion as PaperQuestion,
  mapStudentAnswers,
  readModelAnswers,
  readQuestionPaper,
} from 'src/ai/builtin/papers';
import type { StudentAnswer } from 'src/ai/ports/answer-grading.port';
import type {
  ExtractedModelAnswers,
  ExtractedPaper,
  ExtractedQuestion,
  KnownQuestion,
  PaperReading,
  SheetPage,
} from 'src/ai/ports/paper-reading.port';

/** The papers' text readers behind the PAPER_READING port, matched to the stored question ids. */
@Injectable()
export class BuiltinPaperReader implements PaperReading {
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
        maxMarks: question.maxMarks,
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

  studentAnswers(pages: SheetPage[], questions: KnownQuestion[]): StudentAnswer[] {
    const byNumber = new Map(questions.map((question) => [question.questionNumber, question]));
    const read = mapStudentAnswers(
      pages,
      questions.map((question) => ({ number: question.questionNumber })),
    );
    return read.answers.flatMap((answer) => {
      const question = byNumber.get(answer.number);
      return question
        ? [{ questionId: question.questionId, text: answer.text, confidence: answer.confidence }]
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
