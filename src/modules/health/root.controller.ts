import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from 'src/common/auth/public.decorator';

/** What `GET /` answers: where to go next. */
export class ServiceIndexDto {
  /** @example "Evaluation Service" */
  service!: string;
  /** Swagger UI, with a login form for "Try it out". @example "/docs" */
  docs!: string;
  /** The OpenAPI document. @example "/docs-json" */
  openapi!: string;
  /** Readiness check for load balancers. @example "/health/ready" */
  health!: string;
}

const INDEX: ServiceIndexDto = {
  service: 'Evaluation Service',
  docs: '/docs',
  openapi: '/docs-json',
  health: '/health/ready',
};

/**
 * `GET /` for someone who opens the service's address: a small JSON pointing to the API docs
 * rather than a 404 (JSON rather than a redirect, so scripts and API clients see it as it is).
 */
@ApiTags('Operations')
@Public()
@Controller()
export class RootController {
  @Get()
  index(): ServiceIndexDto {
    return INDEX;
  }
}
