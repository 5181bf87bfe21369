import { Injectable } from '@nestjs/common';
import type { ChatCompletionContentPart } from 'openai/resources/chat/completions';
import type { ImageInput, TextReader, TextRecognition } from 'src/ai/ports/text-reading.port';
import { ModelReply } from 'src/ai/providers/openai/model-answer';
import { OpenAiChat } from 'src/ai/providers/openai/openai-chat';

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

/** Page images (and PDFs) transcribed by a vision model, mistakes kept as written. */
@Injectable()
export class OpenAiTextReader implements TextReader {
  constructor(private readonly chat: OpenAiChat) {}

  async readImage(image: ImageInput): Promise<TextRecognition> {
    const dataUrl = `data:${image.mimeType};base64,${image.data.toString('base64')}`;
    // Chat completions take PDFs as a file part and images as an image part.
    const attachment: ChatCompletionContentPart =
      image.mimeType === 'application/pdf'
        ? { type: 'file', file: { file_data: dataUrl, filename: 'answer.pdf' } }
        : { type: 'image_url', image_url: { url: dataUrl, detail: 'high' } };
    const content = await this.chat.complete({
      messages: [{ role: 'user', content: [{ type: 'text', text: TRANSCRIBE }, attachment] }],
      response_format: TRANSCRIPTION_FORMAT,
    });
    const answer = ModelReply.parse(content, 'transcription');
    return {
      text: answer.at('text').text().trim(),
      confidence: answer.at('confidence').number({ min: 0, max: 100 }),
    };
  }
}
