import { Inject, Injectable } from '@nestjs/common';
import OpenAI from 'openai';
import type {
  ChatCompletionContentPart,
  ChatCompletionCreateParamsNonStreaming,
} from 'openai/resources/chat/completions';
import {
  type AiEngine,
  AiEngineError,
  type ImageInput,
  type TextRecognition,
  type WritingAssessment,
  type WritingAssessmentRequest,
} from 'src/ai/ai-engine.port';
import { assessmentMessages } from 'src/ai/providers/openai/assessment-prompt';
import { assessmentResponseFormat } from 'src/ai/providers/openai/assessment-schema';
import { ModelAnswer } from 'src/ai/providers/openai/model-answer';
import { toAiEngineError } from 'src/ai/providers/openai/provider-error';
import { readAssessment } from 'src/ai/providers/openai/read-assessment';
import { type AiConfig, aiConfig } from 'src/config/ai.config';

const TRANSCRIPTION_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'transcription',
    strict: true,
    schema: {
      type: 'object',
      properties: {
        text: { type: 'string', description: 'Every word of the page, line breaks kept' },
        confidence: { type: 'number', minimum: 0, maximum: 100, description: 'How legible, 0–100' },
      },
      required: ['text', 'confidence'],
      additionalProperties: false,
    },
  },
} as const;

const TRANSCRIBE =
  "Transcribe the student's writing in this image exactly as written, mistakes and misspellings " +
  'included; do not correct anything. Leave out printed instructions and page furniture.';

/** Any OpenAI-compatible chat-completions server, through the official SDK. */
@Injectable()
export class OpenAiEngine implements AiEngine {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(@Inject(aiConfig.KEY) private readonly config: AiConfig) {
    this.client = new OpenAI({
      baseURL: config.baseUrl,
      apiKey: config.apiKey,
      timeout: config.timeoutMs,
      maxRetries: config.maxRetries,
    });
  }

  async assessWriting(request: WritingAssessmentRequest): Promise<WritingAssessment> {
    const wordCount = countWords(request.answerText);
    const content = await this.complete({
      messages: assessmentMessages(request, wordCount),
      response_format: assessmentResponseFormat(request),
    });
    return readAssessment(content, request, wordCount);
  }

  async readImage(image: ImageInput): Promise<TextRecognition> {
    const dataUrl = `data:${image.mimeType};base64,${image.data.toString('base64')}`;
    // Chat completions take PDFs as a file part and images as an image part.
    const attachment: ChatCompletionContentPart =
      image.mimeType === 'application/pdf'
        ? { type: 'file', file: { file_data: dataUrl, filename: 'answer.pdf' } }
        : { type: 'image_url', image_url: { url: dataUrl, detail: 'high' } };
    const content = await this.complete({
      messages: [{ role: 'user', content: [{ type: 'text', text: TRANSCRIBE }, attachment] }],
      response_format: TRANSCRIPTION_FORMAT,
    });
    const answer = ModelAnswer.parse(content, 'transcription');
    return {
      text: answer.at('text').text().trim(),
      confidence: answer.at('confidence').number({ min: 0, max: 100 }),
    };
  }

  private async complete(
    params: Omit<ChatCompletionCreateParamsNonStreaming, 'model'>,
  ): Promise<string> {
    const completion = await this.client.chat.completions
      .create({ ...params, model: this.config.model })
      .catch((error: unknown) => {
        throw toAiEngineError(error, this.config.timeoutMs, this.config.apiKey);
      });
    const choice = completion.choices.at(0);
    if (!choice) throw new AiEngineError('The AI provider answered without a message');
    if (choice.message.refusal) {
      throw new AiEngineError(`The AI provider declined: ${choice.message.refusal}`);
    }
    if (choice.finish_reason === 'length') {
      throw new AiEngineError("The AI provider's answer was cut off at its length limit");
    }
    return choice.message.content ?? '';
  }
}

/** Whitespace-separated chunks holding a letter or digit, as examiners count words. */
function countWords(text: string): number {
  return text.split(/\s+/).filter((chunk) => /[\p{L}\p{N}]/u.test(chunk)).length;
}
