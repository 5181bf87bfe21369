import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import type { TextReader } from 'src/ai/ports/text-reading.port';
import { type Document, DocumentStatus } from 'src/modules/documents/entities/document.entity';
import { DocumentReadError } from 'src/modules/documents/exceptions/document-read.error';
import { documentsConfig } from 'src/config/documents.config';
import { DocumentSandbox } from 'src/modules/documents/sandbox/document-sandbox.service';
import { DocumentReader } from 'src/modules/documents/services/document-reader.service';
import type { DocumentStore } from 'src/modules/documents/services/document-store.service';

const owner = { userId: 'user-1' };
const config = documentsConfig();
// The real sandbox (threads with capped memory); the OCR is a stub, so images come back to it.
const sandbox = new DocumentSandbox(config);
afterAll(() => sandbox.onModuleDestroy());

function setup(document: Partial<Document>, content = Buffer.from('bytes')) {
  const row = {
    id: 'doc-1',
    apiUserId: owner.userId,
    filename: 'scan.png',
    mediaType: 'image/png',
    byteSize: content.length,
    status: DocumentStatus.STORED,
    pages: null,
    error: null,
    ...document,
  } as Document;
  const store = {
    find: jest.fn((id: string, userId: string) =>
      Promise.resolve(id === row.id && userId === row.apiUserId ? row : null),
    ),
    content: jest.fn((): Promise<Buffer | null> => Promise.resolve(content)),
    saveRead: jest.fn(() => Promise.resolve()),
    saveFailed: jest.fn(() => Promise.resolve()),
  };
  const textReader = {
    readImage: jest.fn((_image: Parameters<TextReader['readImage']>[0]) =>
      Promise.resolve({ text: ' Hello world \n', confidence: 91 }),
    ),
  };
  const reader = new DocumentReader(store as unknown as DocumentStore, sandbox, textReader, config);
  const failure = () =>
    reader.read([row.id], owner).then(
      () => new Error('expected the read to fail'),
      (error: unknown) => error as Error,
    );
  return { reader, row, store, textReader, failure };
}

describe('DocumentReader', () => {
  it('reads an image by OCR and keeps the pages', async () => {
    const { reader, store } = setup({});
    const pages = [{ page: 1, text: 'Hello world', source: 'ocr', confidence: 91 }];
    await expect(reader.read(['doc-1'], owner)).resolves.toEqual([
      { documentId: 'doc-1', filename: 'scan.png', pages },
    ]);
    expect(store.saveRead).toHaveBeenCalledWith('doc-1', pages);
  });

  it('answers from the stored pages without touching the file or the OCR', async () => {
    const pages = [{ page: 1, text: 'kept', source: 'text' as const }];
    const { reader, store, textReader } = setup({ status: DocumentStatus.READ, pages });
    await expect(reader.read(['doc-1'], owner)).resolves.toEqual([
      { documentId: 'doc-1', filename: 'scan.png', pages },
    ]);
    expect(store.content).not.toHaveBeenCalled();
    expect(textReader.readImage).not.toHaveBeenCalled();
  });

  it('takes the pages another worker stored while this one was loading the file', async () => {
    const { reader, row, store, textReader } = setup({});
    const pages = [{ page: 1, text: 'read elsewhere', source: 'ocr' as const, confidence: 80 }];
    store.content.mockImplementation(() => {
      Object.assign(row, { status: DocumentStatus.READ, pages });
      return Promise.resolve(null);
    });
    await expect(reader.read(['doc-1'], owner)).resolves.toEqual([
      { documentId: 'doc-1', filename: 'scan.png', pages },
    ]);
    expect(textReader.readImage).not.toHaveBeenCalled();
  });

  it('repeats the stored reason for a document found unreadable before', async () => {
    const { failure } = setup({ status: DocumentStatus.FAILED, error: 'the file is damaged' });
    expect(await failure()).toEqual(
      new DocumentReadError('Could not read "scan.png": the file is damaged'),
    );
  });

  it('says which document is missing, for unknown ids and for other users alike', async () => {
    const { reader } = setup({ apiUserId: 'someone-else' });
    await expect(reader.read(['doc-1'], owner)).rejects.toThrow('Document doc-1 was not found');
  });

  it('keeps an OCR timeout retryable and does not blame the file', async () => {
    const { textReader, store, failure } = setup({});
    textReader.readImage.mockRejectedValue(new AiProviderError('The AI provider timed out', true));
    const error = await failure();
    expect(error).toEqual(
      new DocumentReadError('Could not read "scan.png": The AI provider timed out', true),
    );
    expect((error as DocumentReadError).transient).toBe(true);
    expect(store.saveFailed).not.toHaveBeenCalled();
    expect(store.saveRead).not.toHaveBeenCalled();
  });

  it('stores the verdict when the file itself is unreadable', async () => {
    const { store, failure } = setup(
      { filename: 'notes.txt', mediaType: 'text/plain' },
      Buffer.from([0xc3, 0x28]),
    );
    expect(await failure()).toEqual(
      new DocumentReadError('Could not read "notes.txt": the file is not valid UTF-8 text'),
    );
    expect(store.saveFailed).toHaveBeenCalledWith('doc-1', 'the file is not valid UTF-8 text');
  });

  it('refuses more characters than the budget, naming the limit', async () => {
    const { store, failure } = setup(
      { filename: 'huge.txt', mediaType: 'text/plain' },
      Buffer.alloc(config.budgets.maxTextChars + 1, 'a'),
    );
    expect((await failure()).message).toBe(
      'Could not read "huge.txt": the file is too large to read: it holds more than 1,000,000 characters of text; split it into smaller files',
    );
    expect(store.saveFailed).toHaveBeenCalled();
  });

  it('reports an image over the pixel budget as unreadable, without decoding it', async () => {
    const png = Buffer.alloc(33);
    png.writeUInt32BE(0x89504e47, 0);
    png.writeUInt32BE(0x0d0a1a0a, 4);
    png.writeUInt32BE(30_000, 16);
    png.writeUInt32BE(30_000, 20);
    const { reader, textReader } = setup({ filename: 'sheet.png' }, png);
    const [read] = await reader.read(['doc-1'], owner, { unreadable: 'report' });
    expect(read.pages).toEqual([
      {
        page: 1,
        text: '',
        source: 'ocr',
        unreadable:
          'is an image of 30,000 × 30,000 pixels (900 million), more than the 40 million that can be read',
      },
    ]);
    expect(textReader.readImage).not.toHaveBeenCalled();
  });

  it('lets a bug surface as itself instead of blaming the document', async () => {
    const { textReader, store, failure } = setup({});
    const bug = new TypeError("Cannot read properties of undefined (reading 'text')");
    textReader.readImage.mockRejectedValue(bug);
    expect(await failure()).toBe(bug);
    expect(store.saveFailed).not.toHaveBeenCalled();
  });
});
