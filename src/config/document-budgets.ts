/**
 * The default budgets of reading one document, each a `DOCUMENT_*` setting (documents.config.ts;
 * a file of its own so the reading threads load no Nest). Images larger than `maxImagePixels` are not decoded (an A4 page scanned at 600 dpi is 35
 * million): one declared 50,000 × 50,000 image would otherwise take 10 GB. Every part of a .docx
 * counts towards the ZIP budgets: mammoth holds the part it reads in memory as a DOM.
 */
export const DEFAULT_DOCUMENT_BUDGETS = {
  maxPages: 300,
  maxOcrPages: 60,
  maxImagePixels: 40_000_000,
  maxZipEntryBytes: 32 * 1024 * 1024,
  maxZipTotalBytes: 64 * 1024 * 1024,
  maxTextChars: 1_000_000,
  readTimeoutMs: 120_000,
} as const;
