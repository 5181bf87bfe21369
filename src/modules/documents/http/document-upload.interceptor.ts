import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { catchError, mergeMap, type Observable } from 'rxjs';
import {
  DOCUMENTS_FIELD,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_REQUEST,
  MAX_FORM_FIELD_BYTES,
} from 'src/modules/documents/document-limits';
import { fromUploadError } from 'src/modules/documents/http/upload-errors';

/** Where uploads wait while their request runs (made again if a temp cleaner removed it). */
export const UPLOAD_DIR = join(tmpdir(), 'evaluation-service-uploads');

/**
 * Reads multipart `documents` into temporary files (30 × 20 MB never sit in memory) and removes
 * them after the handler; runs after guards, so nothing is read for an unauthenticated caller.
 */
@Injectable()
export class DocumentUploadInterceptor implements NestInterceptor {
  private readonly upload = multer({
    storage: multer.diskStorage({
      destination: (_request, _file, done) =>
        void mkdir(UPLOAD_DIR, { recursive: true }).then(
          () => done(null, UPLOAD_DIR),
          (error: Error) => done(error, UPLOAD_DIR),
        ),
    }),
    limits: {
      fileSize: MAX_DOCUMENT_BYTES,
      files: MAX_DOCUMENTS_PER_REQUEST,
      fieldSize: MAX_FORM_FIELD_BYTES,
    },
    // Browsers and HTTP clients send UTF-8 file names; multer would read them as latin1.
    defParamCharset: 'utf8',
  }).array(DOCUMENTS_FIELD);

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    await new Promise<void>((resolve, reject) =>
      this.upload(request, http.getResponse<Response>(), (error?: unknown) =>
        error ? reject(fromUploadError(error)) : resolve(),
      ),
    );
    // Removed before the response goes out, so nothing outlives the request, whatever its outcome.
    return next.handle().pipe(
      mergeMap(async (value: unknown) => {
        await removeUploads(request);
        return value;
      }),
      catchError(async (error: unknown) => {
        await removeUploads(request);
        throw error;
      }),
    );
  }
}

async function removeUploads(request: Request): Promise<void> {
  const files = Array.isArray(request.files) ? request.files : [];
  const paths = files.flatMap((file) => (file.path ? [file.path] : []));
  // A temporary file that cannot be removed is not worth failing the request for.
  await Promise.allSettled(paths.map((path) => rm(path, { force: true })));
}
