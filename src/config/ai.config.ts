import { type ConfigType, registerAs } from '@nestjs/config';
import { IsIn, IsInt, IsNotEmpty, IsString, IsUrl, Max, Min, ValidateIf } from 'class-validator';
import { validateConfig } from 'src/config/validate-config';

/** Which spellings the checker accepts: `SPELLING_VARIANTS` (both by default). */
export const SPELLING_VARIANTS = ['both', 'us', 'gb'] as const;
export type SpellingVariants = (typeof SPELLING_VARIANTS)[number];

const PROVIDERS = ['builtin', 'openai'] as const;
export type AiProviderName = (typeof PROVIDERS)[number];

class AiEnv {
  @IsIn(PROVIDERS, { message: `AI_PROVIDER must be one of ${PROVIDERS.join(', ')}` })
  AI_PROVIDER: AiProviderName = 'builtin';

  /** Any OpenAI-compatible server (OpenAI, Azure's v1 endpoint, vLLM, Ollama, llama.cpp …). */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  AI_BASE_URL: string = 'https://api.openai.com/v1';

  // The SDK refuses to start without a key; local servers that need none accept any value.
  @ValidateIf((env: AiEnv) => env.AI_PROVIDER === 'openai')
  @IsNotEmpty({ message: 'AI_API_KEY is required when AI_PROVIDER is openai' })
  @IsString()
  AI_API_KEY: string = '';

  /** Used for writing assessment and, with images, for reading handwriting. */
  @IsString()
  AI_MODEL: string = 'gpt-4o-mini';

  @IsInt()
  @Min(1_000)
  @Max(600_000)
  AI_TIMEOUT_MS: number = 60_000;

  @IsInt()
  @Min(0)
  @Max(10)
  AI_MAX_RETRIES: number = 2;

  /** Tesseract worker threads per process; each takes about 100 MB once it has read a page. */
  @IsInt()
  @Min(1)
  @Max(16)
  OCR_WORKERS: number = 1;

  /**
   * OCR confidence (0–100) below which a line of a student's answer is flagged for the teacher
   * to check against the sheet (it is still marked as read).
   */
  @IsInt()
  @Min(0)
  @Max(100)
  OCR_LOW_CONFIDENCE: number = 60;

  /**
   * Which spellings the builtin checker accepts: British and American (`both`), or only one
   * (`us`, `gb`), when a word of the other variety is reported with its spelling in this one.
   */
  @IsIn(SPELLING_VARIANTS, {
    message: `SPELLING_VARIANTS must be one of ${SPELLING_VARIANTS.join(', ')}`,
  })
  SPELLING_VARIANTS: SpellingVariants = 'both';

  /**
   * A directory of the operator's own curriculum files (JSON, the shipped files' format), loaded
   * and checked at start beside the shipped curriculum; empty for none.
   */
  @IsString()
  CURRICULUM_DIR: string = '';
}

/** The AI provider and the offline OCR. */
export const aiConfig = registerAs('ai', () => {
  const env = validateConfig(AiEnv);
  return {
    provider: env.AI_PROVIDER,
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    maxRetries: env.AI_MAX_RETRIES,
    ocrWorkers: env.OCR_WORKERS,
    ocrLowConfidence: env.OCR_LOW_CONFIDENCE,
    spellingVariants: env.SPELLING_VARIANTS,
    curriculumDir: env.CURRICULUM_DIR.trim() || null,
  };
});

export default aiConfig;
export type AiConfig = ConfigType<typeof aiConfig>;
