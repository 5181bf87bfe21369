import { Module, type Provider } from '@nestjs/common';
import { BuiltinWritingAssessor } from 'src/ai/builtin/builtin-writing-assessor';
import { BuiltinAnswerGrader } from 'src/ai/builtin/grading/builtin-answer-grader';
import { TesseractOcr } from 'src/ai/ocr/tesseract-ocr';
import { ANSWER_GRADER, type AnswerGrader } from 'src/ai/ports/answer-grading.port';
import {
  TEACHING_CONTENT,
  type TeachingContentGenerator,
} from 'src/ai/ports/teaching-content.port';
import { TEXT_READER, type TextReader } from 'src/ai/ports/text-reading.port';
import { WRITING_ASSESSOR, type WritingAssessor } from 'src/ai/ports/writing-assessment.port';
import { OpenAiAnswerGrader } from 'src/ai/providers/openai/grading/openai-answer-grader';
import { OpenAiChat } from 'src/ai/providers/openai/openai-chat';
import { OpenAiTextReader } from 'src/ai/providers/openai/openai-text-reader';
import { OpenAiWritingAssessor } from 'src/ai/providers/openai/openai-writing-assessor';
import { OpenAiTeachingContent } from 'src/ai/providers/openai/teaching/openai-teaching-content';
import { BuiltinTeachingContent } from 'src/ai/builtin/teaching/builtin-teaching-content';
import { type AiConfig, aiConfig } from 'src/config/ai.config';

/** The OpenAI-compatible client, made only when `AI_PROVIDER=openai` (it needs its key then). */
const OPENAI_CHAT = Symbol('OPENAI_CHAT');

interface Implementations<T> {
  builtin: (ocr: TesseractOcr) => T | Promise<T>;
  openai: (chat: OpenAiChat) => T;
}

/** Binds a capability's token to the implementation of the configured provider. */
function capability<T>(token: symbol, implementations: Implementations<T>): Provider {
  return {
    provide: token,
    inject: [aiConfig.KEY, TesseractOcr, OPENAI_CHAT],
    useFactory: (config: AiConfig, ocr: TesseractOcr, chat: OpenAiChat | null) =>
      config.provider === 'openai' && chat
        ? implementations.openai(chat)
        : implementations.builtin(ocr),
  };
}

/**
 * The AI capabilities, one port each in `src/ai/ports/` (a token and an interface), bound to the
 * provider `AI_PROVIDER` names: the offline `builtin` one (default, no key) or any
 * OpenAI-compatible server. A family injects only the ports it uses.
 *
 * A new capability (generating teaching content, grading against a model answer, analysing a
 * transcript) adds its port file, a `builtin` and an `openai` implementation, and one
 * `capability(...)` line here. Only worker modules import this module, so API processes never
 * load models.
 */
@Module({
  providers: [
    TesseractOcr,
    {
      provide: OPENAI_CHAT,
      inject: [aiConfig.KEY],
      useFactory: (config: AiConfig) =>
        config.provider === 'openai' ? new OpenAiChat(config) : null,
    },
    capability<WritingAssessor>(WRITING_ASSESSOR, {
      builtin: () => BuiltinWritingAssessor.create(),
      openai: (chat) => new OpenAiWritingAssessor(chat),
    }),
    capability<TextReader>(TEXT_READER, {
      builtin: (ocr) => ocr,
      openai: (chat) => new OpenAiTextReader(chat),
    }),
    capability<TeachingContentGenerator>(TEACHING_CONTENT, {
      builtin: () => BuiltinTeachingContent.create(),
      openai: (chat) => new OpenAiTeachingContent(chat),
    }),
    capability<AnswerGrader>(ANSWER_GRADER, {
      builtin: () => BuiltinAnswerGrader.create(),
      openai: (chat) => new OpenAiAnswerGrader(chat),
    }),
  ],
  exports: [WRITING_ASSESSOR, TEXT_READER, TEACHING_CONTENT, ANSWER_GRADER],
})
export class AiModule {}
