import aiConfig from 'src/config/ai.config';

describe('ai config', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  // Only the variables a test names: a developer's own AI_* settings must not leak in.
  const load = (env: Record<string, string>) => {
    const others = Object.entries(saved).filter(([key]) => !/^(AI_|OCR_|SPELLING_)/.test(key));
    process.env = { ...Object.fromEntries(others), ...env };
    return aiConfig();
  };

  it('defaults to the offline engine with one OCR worker, accepting British and American spelling', () => {
    expect(load({})).toMatchObject({
      provider: 'builtin',
      timeoutMs: 60_000,
      maxRetries: 2,
      ocrWorkers: 1,
      ocrLowConfidence: 60,
      spellingVariants: 'both',
    });
  });

  it('configures an OpenAI-compatible server', () => {
    const config = load({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_API_KEY: 'ollama',
      AI_MODEL: 'llama3.2-vision',
      AI_TIMEOUT_MS: '30000',
      AI_MAX_RETRIES: '0',
      OCR_WORKERS: '2',
      OCR_LOW_CONFIDENCE: '75',
      SPELLING_VARIANTS: 'gb',
    });
    expect(config).toEqual({
      provider: 'openai',
      baseUrl: 'http://localhost:11434/v1',
      apiKey: 'ollama',
      model: 'llama3.2-vision',
      timeoutMs: 30_000,
      maxRetries: 0,
      ocrWorkers: 2,
      ocrLowConfidence: 75,
      spellingVariants: 'gb',
      curriculumDir: null,
    });
  });

  it.each([
    [{ AI_PROVIDER: 'openai' }, /AI_API_KEY is required when AI_PROVIDER is openai/],
    [{ AI_PROVIDER: 'gemini' }, /AI_PROVIDER must be one of builtin, openai/],
    [{ AI_BASE_URL: 'not a url' }, /AI_BASE_URL/],
    [{ OCR_WORKERS: '0' }, /OCR_WORKERS/],
    [{ OCR_LOW_CONFIDENCE: '101' }, /OCR_LOW_CONFIDENCE/],
    [{ SPELLING_VARIANTS: 'en-GB' }, /SPELLING_VARIANTS must be one of both, us, gb/],
  ])('refuses to start with %j', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });
});
