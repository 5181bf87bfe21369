import type { TeachingContext } from 'src/ai/ports/teaching-content.port';

/**
 * A scanned book's page number or footnote mark in brackets ("just as[38] merrily",
 * "[Footnote 3]", "[Illustration]"): the printer's, not the author's words.
 */
const MARKER = / ?\[(?:\d{1,4}|[ivxlc]{1,6}|(?:Footnote|Illustration|Page|p\.)[^\]]{0,40})\]/gi;

/** The text without bracketed page and footnote marks, so students read the story as written. */
export function withoutPageMarkers(text: string): string {
  return text.replace(MARKER, '');
}

/** The teacher's pages with their page and footnote marks taken out before anything is read. */
export function cleanPages(pages: TeachingContext['sources']): TeachingContext['sources'] {
  return pages.map((page) => ({ ...page, text: withoutPageMarkers(page.text) }));
}
