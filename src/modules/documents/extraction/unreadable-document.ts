/**
 * The file itself cannot be read (damaged, password-protected, too much text): reading it again
 * gives the same answer, so the reason is kept on the document. `problem` completes a sentence
 * that starts with the file's name.
 */
export class UnreadableDocument extends Error {
  constructor(readonly problem: string) {
    super(problem);
    this.name = 'UnreadableDocument';
  }
}
