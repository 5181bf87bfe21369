export type ImageMimeType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

/** What each accepted type starts with: byte strings (hex) at offsets. */
const SIGNATURES: readonly [ImageMimeType, ...[offset: number, hex: string][]][] = [
  ['image/jpeg', [0, 'ffd8ff']],
  ['image/png', [0, '89504e470d0a1a0a']],
  ['image/webp', [0, '52494646'], [8, '57454250']], // "RIFF", a size, "WEBP"
  ['application/pdf', [0, '255044462d']], // "%PDF-"
];

/**
 * The type of an image or PDF from its first bytes, or null when it is none of those. Four fixed
 * signatures: file-type would do it but is ESM-only and not a direct dependency.
 */
export function sniffImageType(data: Buffer): ImageMimeType | null {
  const match = SIGNATURES.find(([, ...parts]) =>
    parts.every(([offset, hex]) => {
      const bytes = Buffer.from(hex, 'hex');
      return data.subarray(offset, offset + bytes.length).equals(bytes);
    }),
  );
  return match?.[0] ?? null;
}
