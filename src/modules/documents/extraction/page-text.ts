import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';

/** Trailing spaces off every line, at most one blank line in a row, no blank edges. */
export function tidyText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The text of a PDF page from pdf.js's items, one line per line of the page. */
export function joinTextItems(items: readonly (TextItem | TextMarkedContent)[]): string {
  let text = '';
  for (const item of items) {
    if ('str' in item) text += item.hasEOL ? `${item.str}\n` : item.str;
  }
  return tidyText(text);
}
