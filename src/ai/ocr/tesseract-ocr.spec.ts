import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import { TesseractOcr } from 'src/ai/ocr/tesseract-ocr';

const fixture = (name: string) => readFileSync(join('test/fixtures/images', name));

describe('TesseractOcr', () => {
  const ocr = new TesseractOcr({ ocrWorkers: 1 });
  afterAll(() => ocr.close());

  it.each([
    ['essay-sentences.png', 'image/png'],
    ['essay-sentences.jpg', 'image/jpeg'],
    ['essay-sentences.webp', 'image/webp'],
  ])('reads the typed sentences of %s, misspellings included', async (name, mimeType) => {
    const { text, confidence } = await ocr.readImage({ data: fixture(name), mimeType });
    expect(text).toBe(
      'Yesterday I went to the libary with my best freinds.\n' +
        'We studied for the final exam and then walked home.',
    );
    expect(confidence).toBeGreaterThan(80);
  });

  it('gives each line its own confidence, so one doubtful line can be pointed out', async () => {
    const { lines, confidence } = await ocr.readImage({
      data: fixture('essay-sentences.png'),
      mimeType: 'image/png',
    });
    expect(lines).toEqual([
      {
        text: 'Yesterday I went to the libary with my best freinds.',
        confidence: expect.any(Number),
      },
      {
        text: 'We studied for the final exam and then walked home.',
        confidence: expect.any(Number),
      },
    ]);
    for (const line of lines ?? []) {
      expect(line.confidence).toBeGreaterThan(80);
      expect(Math.abs(line.confidence - confidence)).toBeLessThan(10);
    }
  });

  it('works offline without writing the language model into the working directory', () => {
    expect(existsSync(join(process.cwd(), 'eng.traineddata'))).toBe(false);
  });

  it('explains that a PDF cannot be read instead of failing obscurely', async () => {
    const pdf = { data: Buffer.from('%PDF-1.7\n%âãÏÓ\n'), mimeType: 'application/pdf' };
    const error = await ocr.readImage(pdf).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).message).toBe(
      'The offline OCR cannot read PDF files; send each page as a JPEG, PNG or WebP image',
    );
  });

  it('rejects a damaged image with a clear error and keeps working', async () => {
    const png = fixture('essay-sentences.png');
    const damaged = { data: png.subarray(0, 200), mimeType: 'image/png' };
    await expect(ocr.readImage(damaged)).rejects.toThrow(
      new AiProviderError('The offline OCR could not decode this image/png image'),
    );
    const { text } = await ocr.readImage({ data: png, mimeType: 'image/png' });
    expect(text).toContain('freinds');
  });

  it('starts a new pool when used after close', async () => {
    const own = new TesseractOcr({ ocrWorkers: 2 });
    const image = { data: fixture('essay-sentences.png'), mimeType: 'image/png' };
    await own.readImage(image);
    await own.close();
    await expect(own.readImage(image)).resolves.toEqual(
      expect.objectContaining({ text: expect.stringContaining('libary') }),
    );
    await own.close();
  });
});
