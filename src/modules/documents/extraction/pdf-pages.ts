import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEFAULT_DOCUMENT_BUDGETS } from 'src/modules/documents/document-limits';
import type { DocumentPage } from 'src/modules/documents/entities/document.entity';
import { joinTextItems } from 'src/modules/documents/extraction/page-text';
import { TextBudget } from 'src/modules/documents/extraction/text-budget';
import { UnreadableDocument } from 'src/modules/documents/extraction/unreadable-document';
import { loadPdfJs, openPdf, PdfOpenError } from 'src/modules/documents/pdf/open-pdf';

/**
 * Reads the text of a rendered page (a PNG; `page` is 1-based), or says why it cannot
 * (`unreadable`); errors pass through to the caller untouched.
 */
export type PageImageReader = (
  png: Buffer,
  page: number,
) => Promise<Pick<DocumentPage, 'text' | 'confidence' | 'lines' | 'unreadable'>>;

export interface PdfBudget {
  /** Pages the whole document may have. */
  maxPages: number;
  /** Pages without a text layer that are rendered and read by OCR. */
  maxOcrPages: number;
  /** Pixels of one image inside the PDF (pdf.js's own `maxImageSize`). */
  maxImagePixels: number;
  /** Characters of text the whole document may hold. */
  maxTextChars: number;
}

/** Scans are rendered at 200 dpi for OCR, but never above this many pixels (posters, A0). */
const RENDER_DPI = 200;
const MAX_RENDER_PIXELS = 12_000_000;
const PDF_POINTS_PER_INCH = 72;

/**
 * Every PDF page: its text layer, else OCR of the rendered page; unreadable pages kept with why.
 * pdf.js holds page data until `cleanup()` and the document until `destroy()`: both always run.
 */
export async function readPdf(
  data: Uint8Array,
  readImage: PageImageReader,
  budget: PdfBudget = DEFAULT_DOCUMENT_BUDGETS,
): Promise<DocumentPage[]> {
  const pdf = await openPdf(data, { maxImageSize: budget.maxImagePixels }).catch(
    (error: unknown) => {
      if (!(error instanceof PdfOpenError)) throw error;
      throw new UnreadableDocument(
        error.reason === 'encrypted'
          ? 'is password-protected'
          : 'is damaged or not a valid PDF file',
      );
    },
  );
  try {
    if (pdf.numPages > budget.maxPages) {
      throw new UnreadableDocument(
        `is too large to read: it has ${pdf.numPages.toLocaleString('en-GB')} pages, ` +
          `more than the ${budget.maxPages.toLocaleString('en-GB')} a document may have`,
      );
    }
    const text = new TextBudget(budget.maxTextChars);
    const pages: DocumentPage[] = [];
    let scanned = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await readPage(pdf, number, async (png) => {
        if (++scanned > budget.maxOcrPages) {
          throw new UnreadableDocument(
            `is too large to read: more than ${budget.maxOcrPages} of its pages are scans ` +
              '(pages without text, read by OCR); split it into smaller files',
          );
        }
        const { text, confidence, lines, unreadable } = await readImage(png, number);
        return unreadable
          ? { page: number, text: '', source: 'ocr', unreadable }
          : { page: number, text: text.trim(), source: 'ocr', confidence, lines };
      });
      text.add(page.text);
      pages.push(page);
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

async function readPage(
  pdf: PDFDocumentProxy,
  number: number,
  readImage: (png: Buffer) => Promise<DocumentPage>,
): Promise<DocumentPage> {
  const unreadable = (source: DocumentPage['source']): DocumentPage => ({
    page: number,
    text: '',
    source,
    unreadable: 'is damaged and cannot be read',
  });
  let page: PDFPageProxy;
  try {
    page = await pdf.getPage(number);
  } catch {
    return unreadable('text-layer');
  }
  try {
    const content = await page.getTextContent().catch(() => null);
    if (!content) return unreadable('text-layer');
    const text = joinTextItems(content.items);
    if (text) return { page: number, text, source: 'text-layer' };
    // Nothing is drawn on it: a blank page, neither rendered nor read by OCR (nor counted a scan).
    if (!(await drawsAnything(page).catch(() => true))) {
      return { page: number, text: '', source: 'ocr' };
    }
    const image = await renderPage(page).catch(() => undefined);
    if (image === undefined) return unreadable('ocr');
    // Nothing drawn on the page: a blank page, read without OCR (and not counted as a scan).
    if (image === null) return { page: number, text: '', source: 'ocr' };
    return await readImage(image);
  } finally {
    page.cleanup();
  }
}

/**
 * Whether the page's content paints anything (paths, text, images, shadings): its operator list
 * is far cheaper than rendering it. A page of only state changes and clips is blank.
 */
async function drawsAnything(page: PDFPageProxy): Promise<boolean> {
  const { OPS } = await loadPdfJs();
  const painting = new Set<number>([
    OPS.constructPath,
    OPS.stroke,
    OPS.closeStroke,
    OPS.fill,
    OPS.eoFill,
    OPS.fillStroke,
    OPS.eoFillStroke,
    OPS.closeFillStroke,
    OPS.closeEOFillStroke,
    OPS.rectangle,
    OPS.showText,
    OPS.showSpacedText,
    OPS.nextLineShowText,
    OPS.nextLineSetSpacingShowText,
    OPS.shadingFill,
    OPS.paintFormXObjectBegin,
    OPS.paintImageMaskXObject,
    OPS.paintImageMaskXObjectGroup,
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintInlineImageXObjectGroup,
    OPS.paintImageXObjectRepeat,
    OPS.paintImageMaskXObjectRepeat,
    OPS.paintSolidColorImageMask,
  ]);
  const { fnArray } = await page.getOperatorList();
  return fnArray.some((operator) => painting.has(operator));
}

/** The page as a PNG for OCR, or null when nothing darker than light grey is on it. */
async function renderPage(page: PDFPageProxy): Promise<Buffer | null> {
  const size = page.getViewport({ scale: 1 });
  const wanted = RENDER_DPI / PDF_POINTS_PER_INCH;
  const scale = Math.min(wanted, Math.sqrt(MAX_RENDER_PIXELS / (size.width * size.height)));
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  // pdf.js types the canvas as a DOM element; @napi-rs/canvas is the one it uses in Node.
  await page.render({ canvas, viewport }).promise;
  if (isBlank(canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data)) {
    return null;
  }
  return canvas.encode('png');
}

/** RGBA pixels with no ink: every pixel transparent or lighter than light grey. */
function isBlank(pixels: Uint8ClampedArray): boolean {
  const INK = 200;
  for (let i = 0; i < pixels.length; i += 4) {
    if (pixels[i + 3] > 0 && Math.min(pixels[i], pixels[i + 1], pixels[i + 2]) < INK) return false;
  }
  return true;
}
