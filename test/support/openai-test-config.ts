import type { AiConfig } from 'src/config/ai.config';

/**
 * The `openai` provider's settings pointed at a loopback OpenAI-compatible server: no retries and
 * a short timeout, so a spec sees each answer (or fault) of the server as it is.
 */
export function openAiTestConfig(baseUrl: string, overrides: Partial<AiConfig> = {}): AiConfig {
  return {
    provider: 'openai',
    baseUrl,
    apiKey: 'sk-test',
    model: 'test-model',
    timeoutMs: 5_000,
    maxRetries: 0,
    ocrWorkers: 1,
    ocrLowConfidence: 60,
    spellingVariants: 'both',
    curriculumDir: null,
    ...overrides,
  };
}
