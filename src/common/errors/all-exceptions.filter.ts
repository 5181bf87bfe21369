import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { errorFamilyFor } from 'src/common/errors/error-families';
import { toProblem } from 'src/common/errors/to-problem';

/** The one place errors become HTTP responses: normalise, pick the route's family, render. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger(AllExceptionsFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const problem = toProblem(exception);

    if (problem.kind === 'internal') {
      this.logger.error(
        { err: exception, requestId: request.id, path: request.path },
        'Unhandled error while serving a request',
      );
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    const { status, body } = errorFamilyFor(request.path).render(problem);
    response.status(status).json(body);
  }
}
