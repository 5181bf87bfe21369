/**
 * Entry of the document sandbox's threads (piscina): reads one document with every budget, OCR
 * included.
 */
import { TesseractOcr } from 'src/ai/ocr/tesseract-ocr';
import type { DocumentPage } from 'src/modules/documents/entities/document.entity';
import { readDocx } from 'src/modules/documents/extraction/docx-text';
import { imageSize } from 'src/common/outbound/image-size';
import { readPdf } from 'src/modules/documents/extraction/pdf-pages';
import { readPlainText } from 'src/modules/documents/extraction/plain-text';
import { TextBudget } from 'src/modules/documents/extraction/text-budget';
import { UnreadableDocument } from 'src/modules/documents/extraction/unreadable-document';
import { DOCX_MEDIA_TYPE } from 'src/modules/documents/inspection/document-type';
import type { PendingImage, ReadOutcome, ReadTask } from 'src/modules/documents/sandbox/read-task';

/** One tesseract worker per sandbox thread, started on first use and kept with the thread. */
let ocr: TesseractOcr | undefined;

export default async function readDocument(task: ReadTask): Promise<ReadOutcome> {
  const images: PendingImage[] = [];
  try {
    const pages = await extract(task, images);
    return { read: true, pages, images };
  } catch (error) {
    if (error instanceof UnreadableDocument) return { read: false, problem: error.problem };
    throw error;
  }
}

async function extract(task: ReadTask, images: PendingImage[]): Promise<DocumentPage[]> {
  const { budgets } = task;
  switch (task.mediaType) {
    case 'application/pdf':
      return readPdf(
        task.data,
        (png, page) => readImage(task, { page, data: png, mimeType: 'image/png' }, images),
        budgets,
      );
    case DOCX_MEDIA_TYPE:
      return readDocx(task.data, {
        maxEntryBytes: budgets.maxZipEntryBytes,
        maxTotalBytes: budgets.maxZipTotalBytes,
        maxTextChars: budgets.maxTextChars,
      });
    case 'text/plain': {
      const pages = readPlainText(
        Buffer.from(task.data.buffer, task.data.byteOffset, task.data.byteLength),
      );
      const text = new TextBudget(budgets.maxTextChars);
      for (const page of pages) text.add(page.text);
      return pages;
    }
    case 'image/jpeg':
    case 'image/png':
    case 'image/webp':
      return [
        await readImage(task, { page: 1, data: task.data, mimeType: task.mediaType }, images),
      ];
  }
}

/**
 * An image: unreadable when it declares more pixels than the budget (decoding would take
 * gigabytes), else OCR.
 */
async function readImage(
  task: ReadTask,
  image: PendingImage,
  images: PendingImage[],
): Promise<DocumentPage> {
  const unreadable = (problem: string): DocumentPage => ({
    page: image.page,
    text: '',
    source: 'ocr',
    unreadable: problem,
  });
  const size = imageSize(image.data);
  if (size && size.width * size.height > task.budgets.maxImagePixels) {
    const millions = (pixels: number) =>
      `${Math.round(pixels / 1_000_000).toLocaleString('en-GB')} million`;
    return unreadable(
      `is an image of ${size.width.toLocaleString('en-GB')} × ` +
        `${size.height.toLocaleString('en-GB')} pixels (${millions(size.width * size.height)}), ` +
        `more than the ${millions(task.budgets.maxImagePixels)} that can be read`,
    );
  }
  if (task.ocr === 'caller') {
    images.push(image);
    return { page: image.page, text: '', source: 'ocr' };
  }
  ocr ??= new TesseractOcr({ ocrWorkers: 1 });
  try {
    const { text, confidence, lines } = await ocr.readImage({
      data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength),
      mimeType: image.mimeType,
    });
    return { page: image.page, text: text.trim(), source: 'ocr', confidence, lines };
  } catch {
    return unreadable('is an image the OCR cannot decode');
  }
}
