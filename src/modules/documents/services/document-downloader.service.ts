import { Injectable } from '@nestjs/common';
import { OutboundHttpClient } from 'src/common/outbound/outbound-http.client';
import {
  describeUrl,
  OutboundErrorCode,
  OutboundRequestError,
} from 'src/common/outbound/outbound-request.error';
import {
  describeBytes,
  FILE_URL_MAX_REDIRECTS,
  FILE_URL_TIMEOUT_MS,
  FILE_URLS_FIELD,
  MAX_DOCUMENT_BYTES,
} from 'src/modules/documents/document-limits';
import {
  DocumentsErrorCode,
  DocumentsException,
} from 'src/modules/documents/exceptions/documents.exception';

export interface DownloadedFile {
  data: Buffer;
  /** The last segment of the URL's path, or `document`. */
  filename: string;
  /** How messages name it: scheme and host only (signed URLs carry tokens in path and query). */
  label: string;
}

/**
 * Fetches a `file_urls` entry through the SSRF-safe outbound client: public addresses only
 * (unless allow-listed), redirects re-checked, 20 MB and 30 s at most.
 */
@Injectable()
export class DocumentDownloader {
  constructor(private readonly http: OutboundHttpClient) {}

  async download(rawUrl: string): Promise<DownloadedFile> {
    const answer = await this.http
      .request(rawUrl, {
        timeoutMs: FILE_URL_TIMEOUT_MS,
        maxBytes: MAX_DOCUMENT_BYTES,
        followRedirects: FILE_URL_MAX_REDIRECTS,
      })
      .catch((error: unknown) => {
        if (!(error instanceof OutboundRequestError)) throw error;
        if (error.code === OutboundErrorCode.TOO_LARGE) {
          throw refuse(
            DocumentsErrorCode.FILE_TOO_LARGE,
            `${error.target} is larger than ${describeBytes(MAX_DOCUMENT_BYTES)}`,
          );
        }
        throw refuse(DocumentsErrorCode.URL_NOT_FETCHED, `Could not fetch ${error.message}`);
      });
    // The request succeeded, so the URL parses.
    const url = new URL(rawUrl);
    const label = describeUrl(url);
    if (answer.status < 200 || answer.status > 299) {
      throw refuse(
        DocumentsErrorCode.URL_NOT_FETCHED,
        `Could not fetch ${label}: the server answered ${answer.status}`,
      );
    }
    return { data: answer.body, filename: filenameOf(url), label };
  }
}

const refuse = (code: DocumentsErrorCode, message: string) =>
  new DocumentsException(code, message, { field: FILE_URLS_FIELD });

function filenameOf(url: URL): string {
  const last = url.pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || 'document';
  } catch {
    return last || 'document';
  }
}
