import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextReader } from 'src/ai/ports/text-reading.port';
import type { DocumentPage } from 'src/modules/documents/entities/document.entity';
import { joinTextItems } from 'src/modules/documents/extraction/page-text';
import { UnreadableDocument } from 'src/modules/documents/extraction/unreadable-document';
import { openPdf, PdfOpenError } from 'src/modules/documents/pdf/open-pdf';

/** Reads the text of a page image (a PNG); errors pass through to the caller untouched. */
export type PageImageReader = (png: Buffer, page: number) => ReturnType<TextReader['readImage']>;

/** Scans are rendered at 200 dpi for OCR, but never above this many pixels (posters, A0). */
const RENDER_DPI = 200;
const MAX_RENDER_PIXELS = 12_000_000;
const PDF_POINTS_PER_INCH = 72;

/**
 * Every page of a PDF, one at a time: its text layer when it has one, else the page rendered to
 * an image and read by OCR. pdf.js keeps per-page data until `cleanup()`, and the whole document
 * until `destroy()`; both run even when a page fails.
 */
export async function readPdf(data: Buffer, readImage: PageImageReader): Promise<DocumentPage[]> {
  const pdf = await openPdf(data).catch((error: unknown) => {
    if (!(error instanceof PdfOpenError)) throw error;
    throw new UnreadableDocument(
      error.reason === 'encrypted' ? 'is password-protected' : 'is damaged or not a valid PDF file',
    );
  });
  try {
    const pages: DocumentPage[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      pages.push(await readPage(pdf, number, readImage));
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

async function readPage(
  pdf: PDFDocumentProxy,
  number: number,
  readImage: PageImageReader,
): Promise<DocumentPage> {
  const damaged = () => {
    throw new UnreadableDocument(`is damaged: page ${number} cannot be read`);
  };
  const page = await pdf.getPage(number).catch(damaged);
  try {
    const text = joinTextItems((await page.getTextContent().catch(damaged)).items);
    if (text) return { page: number, text, source: 'text-layer' };
    const image = await renderPage(page).catch(damaged);
    const { text: read, confidence } = await readImage(image, number);
    return { page: number, text: read.trim(), source: 'ocr', confidence };
  } finally {
    page.cleanup();
  }
}

async function renderPage(page: PDFPageProxy): Promise<Buffer> {
  const size = page.getViewport({ scale: 1 });
  const wanted = RENDER_DPI / PDF_POINTS_PER_INCH;
  const scale = Math.min(wanted, Math.sqrt(MAX_RENDER_PIXELS / (size.width * size.height)));
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  // pdf.js types the canvas as a DOM element; @napi-rs/canvas is the one it uses in Node.
  await page.render({ canvas, viewport }).promise;
  return canvas.encode('png');
}
