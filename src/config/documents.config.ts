import { type ConfigType, registerAs } from '@nestjs/config';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { validateConfig } from 'src/config/validate-config';
import { DEFAULT_DOCUMENT_BUDGETS as DEFAULTS } from 'src/config/document-budgets';

const MB = 1024 * 1024;

/**
 * What reading one document may cost. Intake refuses what it can measure cheaply (pages, the
 * unpacked size of a DOCX); the worker's sandbox enforces every budget while it reads.
 */
class DocumentsEnv {
  /** Pages of one PDF (refused at upload, and checked again when read). */
  @IsOptional() @IsInt() @Min(1) @Max(10_000) DOCUMENT_MAX_PAGES: number = DEFAULTS.maxPages;
  /** PDF pages without a text layer that are rendered and read by OCR, per document. */
  @IsOptional() @IsInt() @Min(1) @Max(10_000) DOCUMENT_MAX_OCR_PAGES: number = DEFAULTS.maxOcrPages;
  /** Pixels of one image (a photo, a scan, an image inside a PDF): 40 MP is A4 at 600 dpi. */
  @IsOptional() @IsInt() @Min(1_000_000) @Max(400_000_000) DOCUMENT_MAX_IMAGE_PIXELS: number =
    DEFAULTS.maxImagePixels;
  /** Bytes one entry of a DOCX (a ZIP) may inflate to, counted while inflating. */
  @IsOptional() @IsInt() @Min(MB) @Max(1024 * MB) DOCUMENT_MAX_ZIP_ENTRY_BYTES: number =
    DEFAULTS.maxZipEntryBytes;
  /** Bytes all entries of a DOCX may inflate to together. */
  @IsOptional() @IsInt() @Min(MB) @Max(2048 * MB) DOCUMENT_MAX_ZIP_TOTAL_BYTES: number =
    DEFAULTS.maxZipTotalBytes;
  /** Characters of text one document may hold once read (about 300 pages of dense prose). */
  @IsOptional() @IsInt() @Min(10_000) @Max(16_000_000) DOCUMENT_MAX_TEXT_CHARS: number =
    DEFAULTS.maxTextChars;
  /** Time to read one document, OCR included; past it the read is stopped. */
  @IsOptional() @IsInt() @Min(1_000) @Max(3_600_000) DOCUMENT_READ_TIMEOUT_MS: number =
    DEFAULTS.readTimeoutMs;
  /** Threads that read documents in each worker process (parsing and offline OCR). */
  @IsOptional() @IsInt() @Min(1) @Max(16) DOCUMENT_SANDBOX_THREADS: number = 1;
  /** JavaScript heap of one reading thread; a document that needs more ends only that thread. */
  @IsOptional() @IsInt() @Min(64) @Max(8_192) DOCUMENT_SANDBOX_MEMORY_MB: number = 512;
}

export const documentsConfig = registerAs('documents', () => {
  const env = validateConfig(DocumentsEnv);
  return {
    budgets: {
      maxPages: env.DOCUMENT_MAX_PAGES,
      maxOcrPages: env.DOCUMENT_MAX_OCR_PAGES,
      maxImagePixels: env.DOCUMENT_MAX_IMAGE_PIXELS,
      maxZipEntryBytes: env.DOCUMENT_MAX_ZIP_ENTRY_BYTES,
      maxZipTotalBytes: env.DOCUMENT_MAX_ZIP_TOTAL_BYTES,
      maxTextChars: env.DOCUMENT_MAX_TEXT_CHARS,
      readTimeoutMs: env.DOCUMENT_READ_TIMEOUT_MS,
    },
    sandbox: {
      threads: env.DOCUMENT_SANDBOX_THREADS,
      memoryMb: env.DOCUMENT_SANDBOX_MEMORY_MB,
    },
  };
});

export default documentsConfig;
export type DocumentsConfig = ConfigType<typeof documentsConfig>;
export type DocumentBudgets = DocumentsConfig['budgets'];
