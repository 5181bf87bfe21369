/** Reads the text of a page image (photos and scans of handwritten or printed work). */
export const TEXT_READER = Symbol('TEXT_READER');

export interface ImageInput {
  data: Buffer;
  mimeType: string;
}

/** One line of the page as the OCR read it, with its own confidence. */
export interface RecognisedLine {
  text: string;
  /** 0–100, the provider's confidence for this line. */
  confidence: number;
}

export interface TextRecognition {
  text: string;
  /** 0–100, the provider's own confidence. */
  confidence: number;
  /**
   * The lines of `text` with their confidence, in reading order, when the provider reports them
   * (tesseract does; a vision model does not).
   */
  lines?: RecognisedLine[];
}

export interface TextReader {
  readImage(image: ImageInput): Promise<TextRecognition>;
}
