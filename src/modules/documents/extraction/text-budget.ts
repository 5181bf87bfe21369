import { UnreadableDocument } from 'src/modules/documents/extraction/unreadable-document';

/** Counts the characters of a document's text as its pages are read; past the budget, refuses it. */
export class TextBudget {
  private used = 0;

  constructor(private readonly maxChars: number) {}

  add(text: string): void {
    this.used += text.length;
    if (this.used > this.maxChars) {
      throw new UnreadableDocument(
        `is too large to read: it holds more than ${this.maxChars.toLocaleString('en-GB')} ` +
          'characters of text; split it into smaller files',
      );
    }
  }
}
