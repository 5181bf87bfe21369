import { type ArgumentMetadata, Injectable, ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { type InputSource, RequestValidationException } from 'src/common/errors/field-issue';
import { toFieldIssues, withoutSecrets } from 'src/common/validation/validation-issues';

const SOURCE_BY_PARAM_TYPE: Record<ArgumentMetadata['type'], InputSource> = {
  body: 'body',
  query: 'query',
  param: 'path',
  custom: 'body',
};

/** Carries the raw errors out of ValidationPipe, which does not know where the value came from. */
class UnlocatedValidationError extends Error {
  constructor(readonly errors: ValidationError[]) {
    super('Validation failed');
  }
}

/**
 * The global pipe: transform + whitelist (unknown fields are dropped, not rejected, since clients
 * send extras), and errors located as `body`/`query`/`path` for the family renderers.
 */
@Injectable()
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({
      transform: true,
      whitelist: true,
      forbidNonWhitelisted: false,
      validationError: { target: true, value: true },
      exceptionFactory: (errors) => new UnlocatedValidationError(errors),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && this.expectsObject(metadata) && !isPlainObject(value)) {
      throw new RequestValidationException([
        {
          loc: ['body'],
          type: 'model_attributes_type',
          msg: 'Input should be a valid dictionary',
          input: withoutSecrets(value),
        },
      ]);
    }
    try {
      return (await super.transform(value, metadata)) as unknown;
    } catch (error) {
      if (error instanceof UnlocatedValidationError) {
        throw new RequestValidationException(
          toFieldIssues(error.errors, SOURCE_BY_PARAM_TYPE[metadata.type]),
        );
      }
      throw error;
    }
  }

  private expectsObject(metadata: ArgumentMetadata): boolean {
    return metadata.metatype !== undefined && this.toValidate(metadata);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
