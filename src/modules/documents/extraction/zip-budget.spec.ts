import { inflatingDocx } from 'test/fixtures/documents';
import { paragraphFloodDocx, relationshipDocxBomb } from 'test/fixtures/hostile-documents';
import { UnreadableDocument } from 'src/modules/documents/extraction/unreadable-document';
import { checkZipBudget } from 'src/modules/documents/extraction/zip-budget';

const MB = 1024 * 1024;
const budget = { maxEntryBytes: 32 * MB, maxTotalBytes: 64 * MB };

describe('checkZipBudget', () => {
  it('measures every part, whatever its name: a relationship bomb names word/main.dat', async () => {
    await expect(checkZipBudget(relationshipDocxBomb(400), budget)).rejects.toEqual(
      new UnreadableDocument(
        'is too large to read: its part "word/main.dat" unpacks to more than 32 MB (the limit for one part)',
      ),
    );
  });

  it('counts all parts together against the whole-file budget', async () => {
    const small = { maxEntryBytes: 32 * MB, maxTotalBytes: 20 * MB };
    await expect(checkZipBudget(paragraphFloodDocx(700_000), small)).rejects.toEqual(
      new UnreadableDocument(
        'is too large to read: it unpacks to more than 20 MB (the limit for a whole file)',
      ),
    );
  });

  it('lets a file within its budgets through, and calls a broken zip damaged', async () => {
    await expect(checkZipBudget(await inflatingDocx(2), budget)).resolves.toBeUndefined();
    await expect(checkZipBudget(Buffer.from('PK\u0003\u0004 not a zip'), budget)).rejects.toEqual(
      new UnreadableDocument('is damaged or not a valid DOCX file'),
    );
  });
});
