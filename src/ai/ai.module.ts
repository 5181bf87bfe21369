import { Module } from '@nestjs/common';
import { AI_ENGINE, type AiEngine } from 'src/ai/ai-engine.port';
import { BuiltinAiEngine } from 'src/ai/builtin/builtin-ai-engine';
import { TesseractOcr } from 'src/ai/ocr/tesseract-ocr';
import { TEXT_READER, type TextReader } from 'src/ai/ports/text-reading.port';
import { OpenAiEngine } from 'src/ai/providers/openai/openai-engine';
import { type AiConfig, aiConfig } from 'src/config/ai.config';

/**
 * The AI engine port, bound to the provider `AI_PROVIDER` names: the offline `builtin` engine
 * (default, no key) or any OpenAI-compatible server. Only workers import this module, so API
 * processes never load models.
 */
@Module({
  providers: [
    TesseractOcr,
    {
      provide: AI_ENGINE,
      inject: [aiConfig.KEY, TesseractOcr],
      useFactory: (config: AiConfig, ocr: TesseractOcr): Promise<AiEngine> | AiEngine =>
        config.provider === 'openai'
          ? new OpenAiEngine(config)
          : BuiltinAiEngine.create({ recognizer: ocr }),
    },
    {
      provide: TEXT_READER,
      inject: [aiConfig.KEY, TesseractOcr, AI_ENGINE],
      useFactory: (config: AiConfig, ocr: TesseractOcr, engine: AiEngine): TextReader =>
        config.provider === 'openai' ? engine : { readImage: (image) => ocr.recognize(image) },
    },
  ],
  exports: [AI_ENGINE, TEXT_READER],
})
export class AiModule {}
