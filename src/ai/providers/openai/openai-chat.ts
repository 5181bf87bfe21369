import { Inject, Injectable } from '@nestjs/common';
import OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import { toAiProviderError } from 'src/ai/providers/openai/provider-error';
import { type AiConfig, aiConfig } from 'src/config/ai.config';

/**
 * Any OpenAI-compatible chat-completions server, through the official SDK: the one client every
 * `openai` capability shares (model, timeout, retries and error mapping from AI_* settings).
 */
@Injectable()
export class OpenAiChat {
  private readonly client: OpenAI;

  constructor(@Inject(aiConfig.KEY) private readonly config: AiConfig) {
    this.client = new OpenAI({
      baseURL: config.baseUrl,
      apiKey: config.apiKey,
      timeout: config.timeoutMs,
      maxRetries: config.maxRetries,
    });
  }

  /** The message content of one completion; refusals and cut-off answers are errors. */
  async complete(params: Omit<ChatCompletionCreateParamsNonStreaming, 'model'>): Promise<string> {
    const completion = await this.client.chat.completions
      .create({ ...params, model: this.config.model })
      .catch((error: unknown) => {
        throw toAiProviderError(error, this.config.timeoutMs, this.config.apiKey);
      });
    const choice = completion.choices.at(0);
    if (!choice) throw new AiProviderError('The AI provider answered without a message');
    if (choice.message.refusal) {
      throw new AiProviderError(`The AI provider declined: ${choice.message.refusal}`);
    }
    if (choice.finish_reason === 'length') {
      throw new AiProviderError("The AI provider's answer was cut off at its length limit");
    }
    return choice.message.content ?? '';
  }
}
