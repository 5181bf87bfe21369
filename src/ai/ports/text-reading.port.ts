import type { ImageInput, TextRecognition } from 'src/ai/ai-engine.port';

/** Reads the text of a page image (photos and scans of handwritten or printed work). */
export const TEXT_READER = Symbol('TEXT_READER');

export interface TextReader {
  readImage(image: ImageInput): Promise<TextRecognition>;
}
