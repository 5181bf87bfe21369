import { AiProviderError } from 'src/ai/ports/ai-provider.error';

export interface Range {
  min: number;
  max: number;
}

/**
 * A typed walk over the model's JSON: each read names the path it expected, so a bad answer
 * fails the job with a message such as `criteria.LEXICAL_RESOURCE.score is missing`.
 */
export class ModelReply {
  private constructor(
    private readonly value: unknown,
    private readonly path: string,
  ) {}

  static parse(content: string, what: string): ModelReply {
    try {
      return new ModelReply(JSON.parse(content), '');
    } catch {
      throw new AiProviderError(`The AI provider's ${what} is not valid JSON`);
    }
  }

  at(key: string): ModelReply {
    const path = this.path ? `${this.path}.${key}` : key;
    const parent = this.value;
    const child =
      typeof parent === 'object' && parent !== null && !Array.isArray(parent)
        ? (parent as Record<string, unknown>)[key]
        : undefined;
    return new ModelReply(child, path);
  }

  text(): string {
    if (typeof this.value !== 'string') throw this.invalid('a string');
    return this.value;
  }

  nullableText(): string | null {
    return this.value === null ? null : this.text();
  }

  number({ min, max }: Range): number {
    if (typeof this.value !== 'number' || !Number.isFinite(this.value)) {
      throw this.invalid('a number');
    }
    if (this.value < min || this.value > max) {
      throw new AiProviderError(
        `The AI provider's answer is unusable: ${this.path} is ${this.value}, outside ${min} to ${max}`,
      );
    }
    return this.value;
  }

  items(): ModelReply[] {
    if (!Array.isArray(this.value)) throw this.invalid('a list');
    return this.value.map((item, index) => new ModelReply(item, `${this.path}[${index}]`));
  }

  private invalid(expected: string): AiProviderError {
    const problem = this.value === undefined ? 'is missing' : `is not ${expected}`;
    return new AiProviderError(`The AI provider's answer is unusable: ${this.path} ${problem}`);
  }
}
