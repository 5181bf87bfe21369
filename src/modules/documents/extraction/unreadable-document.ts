/**
 * The file itself cannot be read (damaged, password, too much text): kept on the document, as
 * rereading agrees.
 */
export class UnreadableDocument extends Error {
  constructor(readonly problem: string) {
    super(problem);
    this.name = 'UnreadableDocument';
  }
}
