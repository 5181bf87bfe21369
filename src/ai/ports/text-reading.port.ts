/** Reads the text of a page image (photos and scans of handwritten or printed work). */
export const TEXT_READER = Symbol('TEXT_READER');

export interface ImageInput {
  data: Buffer;
  mimeType: string;
}

export interface TextRecognition {
  text: string;
  /** 0–100, the provider's own confidence. */
  confidence: number;
}

export interface TextReader {
  readImage(image: ImageInput): Promise<TextRecognition>;
}
