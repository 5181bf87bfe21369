import { joinTextItems, tidyText } from 'src/modules/documents/extraction/page-text';
import { readPlainText } from 'src/modules/documents/extraction/plain-text';
import { UnreadableDocument } from 'src/modules/documents/extraction/unreadable-document';

describe('readPlainText', () => {
  it('keeps the text as it is on one page', () => {
    expect(readPlainText(Buffer.from('  Line one\r\nLine two\n'))).toEqual([
      { page: 1, text: '  Line one\r\nLine two\n', source: 'text' },
    ]);
  });

  it('starts a new page at each form feed, but not after the last one', () => {
    expect(readPlainText(Buffer.from('one\ftwo\f\fthree\f\n'))).toEqual([
      { page: 1, text: 'one', source: 'text' },
      { page: 2, text: 'two', source: 'text' },
      { page: 3, text: '', source: 'text' },
      { page: 4, text: 'three', source: 'text' },
    ]);
  });

  it('drops a byte-order mark and refuses bytes that are not UTF-8', () => {
    expect(readPlainText(Buffer.from('\uFEFFhello'))[0].text).toBe('hello');
    expect(() => readPlainText(Buffer.from([0xc3, 0x28]))).toThrow(
      new UnreadableDocument('is not valid UTF-8 text'),
    );
  });
});

describe('page text', () => {
  it('joins pdf.js items line by line and tidies the edges', () => {
    const item = (str: string, hasEOL = false) => ({
      str,
      hasEOL,
      dir: 'ltr',
      transform: [],
      width: 0,
      height: 0,
      fontName: 'f1',
    });
    const items = [
      item('Name:'),
      item(' '),
      item('Ada   ', true),
      { type: 'beginMarkedContent', id: '' },
      item('', true),
      item('', true),
      item('', true),
      item('Score: 9', true),
    ];
    expect(joinTextItems(items)).toBe('Name: Ada\n\nScore: 9');
  });

  it('keeps at most one blank line in a row', () => {
    expect(tidyText('\n\na  \n\n\n\nb\n')).toBe('a\n\nb');
  });
});
