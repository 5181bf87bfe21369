import { DEFAULT_DOCUMENT_BUDGETS } from 'src/modules/documents/document-limits';
import { readPdf } from 'src/modules/documents/extraction/pdf-pages';
import { UnreadableDocument } from 'src/modules/documents/extraction/unreadable-document';
import { scannedPdf } from 'test/fixtures/documents';
import { blankPagesPdf } from 'test/fixtures/hostile-documents';

const ocr = jest.fn((_png: Buffer, _page: number) =>
  Promise.resolve({ text: 'read by OCR', confidence: 90 }),
);

describe('readPdf budgets', () => {
  beforeEach(() => ocr.mockClear());

  it('refuses a PDF over the page budget before reading any page', async () => {
    await expect(readPdf(await blankPagesPdf(301), ocr)).rejects.toEqual(
      new UnreadableDocument(
        'is too large to read: it has 301 pages, more than the 300 a document may have',
      ),
    );
    expect(ocr).not.toHaveBeenCalled();
  });

  it('reads blank pages as blank without OCR, so they cost no scan budget', async () => {
    const pages = await readPdf(await blankPagesPdf(80), ocr);
    expect(pages).toHaveLength(80);
    expect(pages.every((page) => page.text === '' && !page.unreadable)).toBe(true);
    expect(ocr).not.toHaveBeenCalled();
  });

  it('stops at the scanned-page budget', async () => {
    const scan = await scannedPdf(['Page of handwriting']);
    const budget = { ...DEFAULT_DOCUMENT_BUDGETS, maxOcrPages: 0 };
    await expect(readPdf(scan, ocr, budget)).rejects.toThrow(/more than 0 of its pages are scans/);
    await expect(readPdf(scan, ocr)).resolves.toEqual([
      { page: 1, text: 'read by OCR', source: 'ocr', confidence: 90 },
    ]);
  });

  it('refuses more characters than the text budget', async () => {
    const budget = { ...DEFAULT_DOCUMENT_BUDGETS, maxTextChars: 5 };
    await expect(readPdf(await scannedPdf(['Longer than five']), ocr, budget)).rejects.toThrow(
      /more than 5 characters of text/,
    );
  });
});
