import { createCanvas } from '@napi-rs/canvas';
import { imageSize } from 'src/common/outbound/image-size';
import { hugePng } from 'test/fixtures/hostile-documents';

describe('imageSize', () => {
  it('reads the declared size of PNG, JPEG and WebP without decoding them', async () => {
    const canvas = createCanvas(321, 123);
    expect(imageSize(await canvas.encode('png'))).toEqual({ width: 321, height: 123 });
    expect(imageSize(await canvas.encode('jpeg'))).toEqual({ width: 321, height: 123 });
    expect(imageSize(await canvas.encode('webp'))).toEqual({ width: 321, height: 123 });
  });

  it('sees a 30,000 × 30,000 PNG of under 2 MB for what it declares', () => {
    const png = hugePng(30_000);
    expect(png.length).toBeLessThan(2 * 1024 * 1024);
    expect(imageSize(png)).toEqual({ width: 30_000, height: 30_000 });
  });

  it('says nothing of bytes that are no image it knows', () => {
    expect(imageSize(Buffer.from('GIF89a'))).toBeNull();
  });
});
