import { RequestValidationException } from 'src/common/errors/field-issue';

export interface AnswerItem {
  answer_text?: string;
  answer_multimedia_url?: string;
}

const AUDIO = /\.(mp3|wav|m4a|ogg|aac|flac|webm)(\?|#|$)/i;

export const isAudioUrl = (url: string): boolean => AUDIO.test(url);

const hasText = (item: AnswerItem) => (item.answer_text ?? '').trim().length > 0;

/**
 * Images an answer without text is read from: its `answer_multimedia_url`, else the request's
 * images, one each when counts match, otherwise all (docs/api-contract.md §4).
 */
export function imageSourcesFor(items: AnswerItem[], imageUrls: string[]): string[][] {
  const needing = items.filter((item) => !hasText(item) && !item.answer_multimedia_url);
  const oneEach = needing.length > 0 && needing.length === imageUrls.length;
  let next = 0;
  return items.map((item) => {
    if (hasText(item)) return [];
    if (item.answer_multimedia_url) return [item.answer_multimedia_url];
    return oneEach ? [imageUrls[next++]] : imageUrls;
  });
}

/** `answer_text` is required unless the answer can be read from an image. */
export function assertAnswersReadable(items: AnswerItem[], imageUrls: string[]): void {
  const sources = imageSourcesFor(items, imageUrls);
  const unreadable = items
    .map((item, index) => ({ item, index }))
    .filter(({ item, index }) => !hasText(item) && sources[index].length === 0);
  if (unreadable.length > 0) {
    throw new RequestValidationException(
      unreadable.map(({ item, index }) => ({
        loc: ['body', 'evaluation_text', index, 'answer_text'],
        type: 'missing',
        msg: 'Field required (or give an image of the answer in answer_multimedia_url or image_urls)',
        input: item,
      })),
    );
  }
}
