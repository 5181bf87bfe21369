import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtraModels, getSchemaPath } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from 'src/common/swagger/api-errors.decorator';
import {
  describeBytes,
  DOCUMENTS_FIELD,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_REQUEST,
} from 'src/modules/documents/document-limits';
import { DocumentSourcesDto } from 'src/modules/documents/dto/document-sources.dto';
import { DocumentUploadInterceptor } from 'src/modules/documents/http/document-upload.interceptor';
import { ACCEPTED_FORMATS } from 'src/modules/documents/inspection/document-type';
import type { UploadedDocument } from 'src/modules/documents/services/document-intake.service';

export interface AcceptDocumentsOptions {
  /** The route's body DTO (extending DocumentSourcesDto for `file_urls`), for the API docs. */
  body?: Type<unknown>;
  /** The route's path prefix: documents its upload errors in the route's error family. */
  routePrefix?: string;
}

const LIMITS = `at most ${MAX_DOCUMENTS_PER_REQUEST} per request, ${describeBytes(MAX_DOCUMENT_BYTES)} each`;

/**
 * A route taking multipart `documents` (or JSON `file_urls`), documented in Swagger; pass
 * `@UploadedDocuments()` and the body's `file_urls` to `DocumentIntake.accept`.
 */
export function AcceptDocuments(options: AcceptDocumentsOptions = {}) {
  const body = options.body ?? DocumentSourcesDto;
  return applyDecorators(
    UseInterceptors(DocumentUploadInterceptor),
    ApiConsumes('multipart/form-data', 'application/json'),
    ApiExtraModels(body),
    ApiBody({
      schema: {
        allOf: [
          { $ref: getSchemaPath(body) },
          {
            type: 'object',
            properties: {
              [DOCUMENTS_FIELD]: {
                type: 'array',
                items: { type: 'string', format: 'binary' },
                maxItems: MAX_DOCUMENTS_PER_REQUEST,
                description: `Files (multipart only): ${ACCEPTED_FORMATS}; ${LIMITS}, file_urls included. The type is read from the bytes.`,
              },
            },
          },
        ],
      },
    }),
    ...(options.routePrefix
      ? [
          ApiErrors(options.routePrefix, {
            400: 'Could not fetch https://example.com/…: the server answered 404',
            413: `"scan.pdf" is larger than ${describeBytes(MAX_DOCUMENT_BYTES)}`,
            415: `"notes.zip" is a zip archive, not a DOCX document; send ${ACCEPTED_FORMATS}`,
          }),
        ]
      : []),
  );
}

/** The `documents` files of the request; an empty list for JSON bodies. */
export const UploadedDocuments = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UploadedDocument[] => {
    const files = context.switchToHttp().getRequest<Request>().files;
    return Array.isArray(files) ? files : [];
  },
);
