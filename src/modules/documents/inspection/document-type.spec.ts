import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import {
  describeUnsupported,
  DOCX_MEDIA_TYPE,
  sniffDocumentType,
} from 'src/modules/documents/inspection/document-type';

const image = (name: string) => readFileSync(`test/fixtures/images/${name}`);
const zipWith = (entry: string) =>
  new JSZip().file(entry, '<xml/>').generateAsync({ type: 'nodebuffer' });

describe('sniffDocumentType', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'application/pdf'],
    ['a PNG', image('essay-sentences.png'), 'image/png'],
    ['a JPEG', image('essay-sentences.jpg'), 'image/jpeg'],
    ['a WebP', image('essay-sentences.webp'), 'image/webp'],
    ['UTF-8 text', Buffer.from('Élève: « réponse » 答案\r\n\tfin\f'), 'text/plain'],
    ['text with a byte-order mark', Buffer.from('\uFEFFhello'), 'text/plain'],
  ])('recognises %s', (_name, data, type) => {
    expect(sniffDocumentType(data)).toBe(type);
  });

  it('recognises a DOCX as a zip that holds word/document.xml', async () => {
    expect(sniffDocumentType(await zipWith('word/document.xml'))).toBe(DOCX_MEDIA_TYPE);
    expect(sniffDocumentType(await zipWith('notes.txt'))).toBeNull();
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1')],
    ['bytes that are not UTF-8', Buffer.from([0x68, 0x69, 0xff, 0xfe])],
    ['text with NUL bytes', Buffer.from('a\u0000b')],
    ['an HTML page', Buffer.from('<!DOCTYPE html><html><body>Sign in</body></html>')],
  ])('refuses %s', (_name, data) => {
    expect(sniffDocumentType(data)).toBeNull();
  });
});

describe('describeUnsupported', () => {
  it('names what it recognises, so the client knows what to send instead', async () => {
    const ole = Buffer.from('d0cf11e0a1b11ae1000000', 'hex');
    expect(describeUnsupported(ole)).toBe(
      'is a legacy Word file or a password-protected Office file; save it as an unprotected .docx or PDF',
    );
    expect(describeUnsupported(await zipWith('a.txt'))).toBe(
      'is a zip archive, not a DOCX document',
    );
    expect(describeUnsupported(Buffer.from('<html></html>'))).toBe('is an HTML page');
    expect(describeUnsupported(Buffer.from('GIF89a'))).toBe('is not a supported file type');
  });
});
