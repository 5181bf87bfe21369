import { Injectable } from '@nestjs/common';
import type {
  WritingAssessment,
  WritingAssessmentRequest,
  WritingAssessor,
} from 'src/ai/ports/writing-assessment.port';
import { assessmentMessages } from 'src/ai/providers/openai/assessment-prompt';
import { assessmentResponseFormat } from 'src/ai/providers/openai/assessment-schema';
import { OpenAiChat } from 'src/ai/providers/openai/openai-chat';
import { readAssessment } from 'src/ai/providers/openai/read-assessment';

/** Writing assessment by the model, with a JSON-schema answer validated field by field. */
@Injectable()
export class OpenAiWritingAssessor implements WritingAssessor {
  readonly provider = 'openai';

  constructor(private readonly chat: OpenAiChat) {}

  async assessWriting(request: WritingAssessmentRequest): Promise<WritingAssessment> {
    const wordCount = countWords(request.answerText);
    const content = await this.chat.complete({
      messages: assessmentMessages(request, wordCount),
      response_format: assessmentResponseFormat(request),
    });
    return readAssessment(content, request, wordCount);
  }
}

/** Whitespace-separated chunks holding a letter or digit, as examiners count words. */
function countWords(text: string): number {
  return text.split(/\s+/).filter((chunk) => /[\p{L}\p{N}]/u.test(chunk)).length;
}
