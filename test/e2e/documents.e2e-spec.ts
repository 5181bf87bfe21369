import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { TEXT_READER, type TextReader } from 'src/ai/ports/text-reading.port';
import { UPLOAD_DIR } from 'src/modules/documents/http/document-upload.interceptor';
import { DocumentReader } from 'src/modules/documents/services/document-reader.service';
import {
  docx,
  docxWithBrokenXml,
  encryptedPdf,
  gif,
  inflatingDocx,
  paddedPdf,
  plainZip,
  scannedPdf,
  textPdf,
  textPng,
} from 'test/fixtures/documents';
import { blankPagesPdf, relationshipDocxBomb } from 'test/fixtures/hostile-documents';
import { DocumentProbeModule, userIdOf } from 'test/support/document-probe';
import { type FileHost, startFileHost } from 'test/support/file-host';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';

interface StoredRef {
  id: string;
  filename: string;
  mediaType: string;
  byteSize: number;
  pageCount: number | null;
  sha256: string;
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MB = 1024 * 1024;

describe('Documents: intake and reading', () => {
  let t: TestApp;
  let session: Session;
  let owner: { userId: string };
  let host: FileHost;
  let reader: DocumentReader;
  const env = { ...process.env };

  beforeAll(async () => {
    host = await startFileHost({
      '/files/lesson.pdf': await textPdf([['Photosynthesis turns light into sugar.']]),
      '/files/notes.txt': Buffer.from('Mitochondria are the powerhouse of the cell.\n'),
      '/files/picture.gif': gif(),
    });
    process.env.OUTBOUND_ALLOWLIST = '127.0.0.1';
    process.env.NODE_EXTRA_CA_CERTS = host.caFile;
    t = await createTestApp({ imports: [DocumentProbeModule] });
    session = await createSession(t.app);
    owner = { userId: await userIdOf(t.app, session) };
    reader = t.app.get(DocumentReader);
  });
  afterAll(async () => {
    await t.close();
    await host.close();
    process.env = env;
  });

  const upload = (files: [name: string, data: Buffer][], path = '/test/documents') => {
    const call = request(t.http).post(path).set(session.auth);
    for (const [name, data] of files) void call.attach('documents', data, name);
    return call;
  };
  const uploadOne = async (name: string, data: Buffer): Promise<StoredRef> => {
    const response = await upload([[name, data]]).expect(201);
    return (response.body as { documents: StoredRef[] }).documents[0];
  };
  const documentCount = async () => {
    const [row] = await t.app
      .get(DataSource)
      .query<{ n: string | number }[]>(
        'SELECT COUNT(*) AS n FROM documents WHERE api_user_id = ?',
        [owner.userId],
      );
    return Number(row.n);
  };

  describe('reads the text of each accepted type', () => {
    it('takes the text layer of a PDF, page by page', async () => {
      const pdf = await textPdf([
        ['Chapter one: the water cycle.', 'Water evaporates from the sea.'],
        ['Chapter two: clouds form when vapour cools.'],
        ['Chapter three: rain falls back to the ground.'],
      ]);
      const ref = await uploadOne('water-cycle.pdf', pdf);
      expect(ref).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        filename: 'water-cycle.pdf',
        mediaType: 'application/pdf',
        byteSize: pdf.length,
        pageCount: 3,
        sha256: createHash('sha256').update(pdf).digest('hex'),
      });

      const [read] = await reader.read([ref.id], owner);
      expect(read).toEqual({
        documentId: ref.id,
        filename: 'water-cycle.pdf',
        pages: [
          {
            page: 1,
            text: 'Chapter one: the water cycle.\nWater evaporates from the sea.',
            source: 'text-layer',
          },
          { page: 2, text: 'Chapter two: clouds form when vapour cools.', source: 'text-layer' },
          { page: 3, text: 'Chapter three: rain falls back to the ground.', source: 'text-layer' },
        ],
      });
    });

    it('reads a scanned PDF page, which has no text layer, by OCR', async () => {
      const ref = await uploadOne(
        'scan.pdf',
        await scannedPdf(['The quick brown fox', 'jumps over the lazy dog']),
      );
      const [read] = await reader.read([ref.id], owner);
      expect(read.pages).toEqual([
        expect.objectContaining({ page: 1, source: 'ocr', confidence: expect.any(Number) }),
      ]);
      expect(read.pages[0].text).toMatch(/quick brown fox\s+jumps over the lazy dog/);
    });

    it('reads a DOCX', async () => {
      const ref = await uploadOne(
        'essay.docx',
        await docx(['My summer holiday.', 'We went to the mountains.']),
      );
      expect(ref.mediaType).toBe(DOCX);
      const [read] = await reader.read([ref.id], owner);
      expect(read.pages).toEqual([
        { page: 1, text: 'My summer holiday.\n\nWe went to the mountains.', source: 'docx' },
      ]);
    });

    it('reads a PNG photo of text by OCR', async () => {
      const ref = await uploadOne('homework.png', textPng(['Seven times eight is fifty six']));
      expect(ref.mediaType).toBe('image/png');
      const [read] = await reader.read([ref.id], owner);
      expect(read.pages).toEqual([expect.objectContaining({ page: 1, source: 'ocr' })]);
      expect(read.pages[0].text).toBe('Seven times eight is fifty six');
    });

    it('keeps plain text as it is, a form feed starting a new page', async () => {
      const text = 'Question 1: Name three planets.\n\fQuestion 2: What is gravity?\n';
      const ref = await uploadOne('questions.txt', Buffer.from(text));
      expect(ref.mediaType).toBe('text/plain');
      const [read] = await reader.read([ref.id], owner);
      expect(read.pages).toEqual([
        { page: 1, text: 'Question 1: Name three planets.\n', source: 'text' },
        { page: 2, text: 'Question 2: What is gravity?\n', source: 'text' },
      ]);
    });

    it('stores and reads a file just under 20 MB (over the database packet limit)', async () => {
      const pdf = await paddedPdf('A large scanned textbook chapter.', 19 * MB);
      expect(pdf.length).toBeGreaterThan(19 * MB);
      const ref = await uploadOne('chapter.pdf', pdf);
      expect(ref.byteSize).toBe(pdf.length);
      const [read] = await reader.read([ref.id], owner);
      expect(read.pages).toEqual([
        { page: 1, text: 'A large scanned textbook chapter.', source: 'text-layer' },
      ]);
    });

    it('returns the documents in the order asked, several per request, names intact', async () => {
      const response = await upload([
        ['b – réponse.txt', Buffer.from('second')],
        ['a – 答案.txt', Buffer.from('first')],
      ]).expect(201);
      const [b, a] = (response.body as { documents: StoredRef[] }).documents;
      expect([b.filename, a.filename]).toEqual(['b – réponse.txt', 'a – 答案.txt']);
      const read = await reader.read([a.id, b.id], owner);
      expect(read.map((document) => document.pages[0].text)).toEqual(['first', 'second']);
    });
  });

  const chunkCount = async (documentId: string) => {
    const [row] = await t.app
      .get(DataSource)
      .query<{ n: string | number }[]>(
        'SELECT COUNT(*) AS n FROM document_chunks WHERE document_id = ?',
        [documentId],
      );
    return Number(row.n);
  };

  describe('reads each document once', () => {
    it('answers a second read from the stored text, without OCR and without the file', async () => {
      const ref = await uploadOne('scan-again.png', textPng(['Reading happens once']));
      const first = await reader.read([ref.id], owner);
      const ocr = jest.spyOn(t.app.get<TextReader>(TEXT_READER), 'readImage');
      try {
        const second = await reader.read([ref.id], owner);
        expect(second).toEqual(first);
        expect(ocr).not.toHaveBeenCalled();
      } finally {
        ocr.mockRestore();
      }
      expect(await chunkCount(ref.id)).toBe(0);
    });

    it('explains a file found unreadable only when read, and keeps that answer', async () => {
      const ref = await uploadOne('broken-inside.docx', await docxWithBrokenXml());
      const message =
        'Could not read "broken-inside.docx": the file is damaged or not a valid DOCX file';
      await expect(reader.read([ref.id], owner)).rejects.toThrow(message);
      expect(await chunkCount(ref.id)).toBe(0); // the verdict is stored, the bytes dropped
      await expect(reader.read([ref.id], owner)).rejects.toThrow(message);
    });

    it("never reads another user's document", async () => {
      const ref = await uploadOne('private.txt', Buffer.from('only mine'));
      const other = await createSession(t.app);
      const otherOwner = { userId: await userIdOf(t.app, other) };
      await expect(reader.read([ref.id], otherOwner)).rejects.toThrow(
        `Document ${ref.id} was not found`,
      );
    });
  });

  describe('refuses what cannot be read, in the route’s error family', () => {
    it('refuses a file over 20 MB with 413', async () => {
      const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * MB)]);
      const response = await upload([['big.pdf', big]]).expect(413);
      expect(response.body).toEqual({ detail: [{ msg: '"big.pdf" is larger than 20 MB' }] });
    });

    it('refuses more than 30 files with 413', async () => {
      const files = Array.from({ length: 31 }, (_, index): [string, Buffer] => [
        `page-${index}.txt`,
        Buffer.from(`page ${index}`),
      ]);
      const response = await upload(files).expect(413);
      expect(response.body).toEqual({ detail: [{ msg: 'At most 30 documents per request' }] });
    });

    it('refuses an encrypted PDF with 422', async () => {
      const response = await upload([['locked.pdf', await encryptedPdf()]]).expect(422);
      expect(response.body).toEqual({
        detail: [
          { msg: '"locked.pdf" is password-protected; remove the password and send it again' },
        ],
      });
    });

    it('refuses a truncated PDF with 422', async () => {
      const pdf = await textPdf([['This file will be cut short.']]);
      const response = await upload([['cut.pdf', pdf.subarray(0, pdf.length / 2)]]).expect(422);
      expect(response.body).toEqual({
        detail: [{ msg: '"cut.pdf" is damaged or not a valid PDF file' }],
      });
    });

    it('refuses a truncated DOCX with 422', async () => {
      const file = await docx(['Half of me is missing.']);
      const response = await upload([['cut.docx', file.subarray(0, file.length - 200)]]).expect(
        422,
      );
      expect(response.body).toEqual({
        detail: [{ msg: '"cut.docx" is damaged or not a valid DOCX file' }],
      });
    });

    it('refuses a small DOCX that unpacks to too much XML with 413', async () => {
      const bomb = await inflatingDocx(40);
      expect(bomb.length).toBeLessThan(MB);
      const response = await upload([['bomb.docx', bomb]]).expect(413);
      expect(response.body).toEqual({
        detail: [
          {
            msg: '"bomb.docx" is too large to read: its part "word/document.xml" unpacks to more than 32 MB (the limit for one part); split it into smaller files',
          },
        ],
      });
    });

    it('refuses a DOCX whose relationships name a 400 MB part other than document.xml with 413', async () => {
      const bomb = relationshipDocxBomb(400);
      expect(bomb.length).toBeLessThan(2 * MB);
      const response = await upload([['rels.docx', bomb]]).expect(413);
      expect(response.body).toEqual({
        detail: [
          {
            msg: '"rels.docx" is too large to read: its part "word/main.dat" unpacks to more than 32 MB (the limit for one part); split it into smaller files',
          },
        ],
      });
    });

    it('refuses a PDF with more pages than a document may have with 413', async () => {
      const response = await upload([['blank.pdf', await blankPagesPdf(2000)]]).expect(413);
      expect(response.body).toEqual({
        detail: [
          {
            msg: '"blank.pdf" has 2,000 pages, more than the 300 a document may have; split it into smaller files',
          },
        ],
      });
    });

    it.each([
      ['picture.gif', gif(), '"picture.gif" is not a supported file type'],
      ['notes.zip', null, '"notes.zip" is a zip archive, not a DOCX document'],
    ])('refuses %s with 415, whatever its name claims', async (name, data, reason) => {
      const bytes = data ?? (await plainZip());
      const response = await upload([[name, bytes]]).expect(415);
      expect(response.body).toEqual({
        detail: [{ msg: `${reason}; send PDF, DOCX, JPEG, PNG, WebP or plain UTF-8 text` }],
      });
    });

    it('judges by the bytes: a GIF named .pdf is refused, a PDF named .txt is a PDF', async () => {
      await upload([['disguised.pdf', gif()]]).expect(415);
      const ref = await uploadOne('misnamed.txt', await textPdf([['Really a PDF']]));
      expect(ref.mediaType).toBe('application/pdf');
    });

    it('keeps nothing of a request that is refused part-way', async () => {
      const before = await documentCount();
      await upload([
        ['fine.txt', Buffer.from('a fine file')],
        ['picture.gif', gif()],
      ]).expect(415);
      expect(await documentCount()).toBe(before);
    });

    it('refuses files in another field, and a multipart body that cannot be parsed, with 400', async () => {
      const wrongField = await request(t.http)
        .post('/test/documents')
        .set(session.auth)
        .attach('attachments', Buffer.from('hello'), 'hello.txt')
        .expect(400);
      expect(wrongField.body).toEqual({
        detail: [{ msg: 'Unexpected file in field "attachments"; send files in "documents"' }],
      });
      const noBoundary = await request(t.http)
        .post('/test/documents')
        .set(session.auth)
        .set('content-type', 'multipart/form-data')
        .send('not really multipart')
        .expect(400);
      expect(noBoundary.body).toEqual({
        detail: [{ msg: expect.stringMatching(/^The multipart body could not be read: /) }],
      });
    });

    it('renders the same refusals in the code family on a code-family route', async () => {
      const response = await upload(
        [['picture.gif', gif()]],
        '/evaluation-platform/test/documents',
      ).expect(415);
      expect(response.body).toEqual({
        error: {
          code: 415,
          message: {
            documents: [
              '"picture.gif" is not a supported file type; send PDF, DOCX, JPEG, PNG, WebP or plain UTF-8 text',
            ],
          },
        },
      });
    });

    it('leaves no uploaded file behind on disk, accepted or refused', async () => {
      await upload([['kept.txt', Buffer.from('stored in the database')]]).expect(201);
      await upload([['refused.gif', gif()]]).expect(415);
      await upload([['too-big.txt', Buffer.alloc(20 * MB + 1, 'a')]]).expect(413);
      expect(readdirSync(UPLOAD_DIR)).toEqual([]);
    });

    it('asks for a token before reading any upload', async () => {
      await request(t.http)
        .post('/test/documents')
        .attach('documents', Buffer.from('hello'), 'hello.txt')
        .expect(401);
    });
  });

  describe('file_urls', () => {
    it('fetches https URLs through the outbound client, in JSON or beside uploads', async () => {
      const json = await request(t.http)
        .post('/test/documents')
        .set(session.auth)
        .send({ file_urls: [`${host.url}/files/lesson.pdf`] })
        .expect(201);
      const [lesson] = (json.body as { documents: StoredRef[] }).documents;
      expect(lesson).toEqual(
        expect.objectContaining({ filename: 'lesson.pdf', mediaType: 'application/pdf' }),
      );

      const form = await upload([['local.txt', Buffer.from('uploaded')]])
        .field('file_urls', `${host.url}/files/notes.txt`)
        .expect(201);
      const [local, notes] = (form.body as { documents: StoredRef[] }).documents;
      expect([local.filename, notes.filename]).toEqual(['local.txt', 'notes.txt']);

      const read = await reader.read([lesson.id, notes.id], owner);
      expect(read.map((document) => document.pages[0].text)).toEqual([
        'Photosynthesis turns light into sugar.',
        'Mitochondria are the powerhouse of the cell.\n',
      ]);
    });

    it('refuses a private address without calling it', async () => {
      const before = host.requests.length;
      const response = await request(t.http)
        .post('/test/documents')
        .set(session.auth)
        .send({ file_urls: [`https://127.0.0.2:${host.port}/files/lesson.pdf`] })
        .expect(400);
      expect(response.body).toEqual({
        detail: [
          { msg: `Could not fetch https://127.0.0.2:${host.port}/…: the address is not public` },
        ],
      });
      expect(host.requests.length).toBe(before);
    });

    it('refuses a URL that answers 404, and one whose content is unsupported', async () => {
      const missing = await request(t.http)
        .post('/test/documents')
        .set(session.auth)
        .send({ file_urls: [`${host.url}/files/missing.pdf`] })
        .expect(400);
      expect(missing.body).toEqual({
        detail: [{ msg: `Could not fetch ${host.url}/…: the server answered 404` }],
      });
      const unsupported = await request(t.http)
        .post('/test/documents')
        .set(session.auth)
        .send({ file_urls: [`${host.url}/files/picture.gif`] })
        .expect(415);
      expect(unsupported.body).toEqual({
        detail: [
          {
            msg: `${host.url}/… is not a supported file type; send PDF, DOCX, JPEG, PNG, WebP or plain UTF-8 text`,
          },
        ],
      });
    });

    it('refuses URLs that are not https as a validation error', async () => {
      const response = await request(t.http)
        .post('/test/documents')
        .set(session.auth)
        .send({ file_urls: ['http://example.com/a.pdf'] })
        .expect(422);
      expect(response.body).toEqual({
        detail: [expect.objectContaining({ loc: ['body', 'file_urls'] })],
      });
    });
  });

  it('documents the upload in Swagger', async () => {
    const response = await request(t.http).get('/docs-json').expect(200);
    const spec = response.body as {
      paths: Record<string, { post: { requestBody: { content: Record<string, unknown> } } }>;
    };
    const content = spec.paths['/test/documents'].post.requestBody.content;
    expect(Object.keys(content)).toEqual(['multipart/form-data', 'application/json']);
    expect(JSON.stringify(content['multipart/form-data'])).toContain('"format":"binary"');
  });
});
