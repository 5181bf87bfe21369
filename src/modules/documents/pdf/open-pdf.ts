import { dirname, join } from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEFAULT_DOCUMENT_BUDGETS } from 'src/modules/documents/document-limits';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** Why a PDF cannot be opened: it needs a password, or its structure is broken. */
export class PdfOpenError extends Error {
  constructor(readonly reason: 'encrypted' | 'damaged') {
    super(reason === 'encrypted' ? 'the PDF is password-protected' : 'the PDF is damaged');
    this.name = 'PdfOpenError';
  }
}

// Fonts, CMaps (CJK text) and decoders (JPEG 2000 scans) ship with pdfjs-dist; read them from disk.
const PDFJS_ROOT = dirname(require.resolve('pdfjs-dist/package.json'));
const asset = (folder: string) => `${join(PDFJS_ROOT, folder)}/`;
const OPTIONS = {
  cMapUrl: asset('cmaps'),
  cMapPacked: true,
  standardFontDataUrl: asset('standard_fonts'),
  wasmUrl: asset('wasm'),
  isEvalSupported: false,
  maxImageSize: DEFAULT_DOCUMENT_BUDGETS.maxImagePixels,
  useSystemFonts: false,
  verbosity: 0, // errors only; pdf.js warns on every font it substitutes
};

// pdf.js ships no type declarations for its worker module; it is only handed back to pdf.js.
const WORKER_MODULE: string = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
let loading: Promise<PdfJs> | undefined;

/**
 * pdf.js (legacy build, for Node 20) is ESM only: loaded once, on first use. Its worker code runs in
 * this thread, registered up front so pdf.js does not import it from a path of its own.
 */
export function loadPdfJs(): Promise<PdfJs> {
  return (loading ??= (async () => {
    const worker: unknown = await import(WORKER_MODULE);
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })());
}

/**
 * Opens a PDF from its bytes (copied: pdf.js takes ownership of what it is given). The caller must
 * `destroy()` the document when done. `maxImageSize`: pixels of the largest image pdf.js decodes.
 */
export async function openPdf(
  data: Uint8Array,
  options: { maxImageSize?: number } = {},
): Promise<PDFDocumentProxy> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({ ...OPTIONS, ...options, data: new Uint8Array(data) });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy();
    const name = (error as { name?: unknown } | null)?.name;
    throw new PdfOpenError(name === 'PasswordException' ? 'encrypted' : 'damaged');
  }
}
