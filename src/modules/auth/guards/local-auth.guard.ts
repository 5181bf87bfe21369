import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request } from 'express';
import { RequestValidationException } from 'src/common/errors/field-issue';
import { toFieldIssues } from 'src/common/validation/validation-issues';
import { TokenRequestDto } from 'src/modules/auth/dto/token-request.dto';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Validates the token form before passport checks the credentials: missing fields are a 422,
 * not a 401. Credentials sent as JSON are not read at all (JSON fails with 422).
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const form: unknown = request.is(FORM_TYPES) ? request.body : {};
    const dto = plainToInstance(TokenRequestDto, form ?? {});
    const errors = await validate(dto, { validationError: { target: true, value: true } });
    if (errors.length > 0) {
      throw new RequestValidationException(toFieldIssues(errors, 'body'));
    }
    request.body = dto;
    return (await super.canActivate(context)) as boolean;
  }
}
