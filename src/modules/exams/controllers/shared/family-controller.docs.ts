import { applyDecorators } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiAuthenticated } from 'src/common/swagger/api-authenticated.decorator';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import type { EvaluationFamily } from 'src/modules/exams/evaluation-family';

/** What every controller of a family declares: its tag, the token it needs, its 403. */
export const FamilyControllerDocs = (family: EvaluationFamily) =>
  applyDecorators(ApiTags(`${family.label}s`), ApiAuthenticated(), ApiErrors(family.prefix, [403]));
