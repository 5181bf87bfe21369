import { RequestValidationException } from 'src/common/errors/field-issue';
import { assertAnswersReadable, imageSourcesFor } from 'src/modules/evaluations/answer-sources';

describe('imageSourcesFor', () => {
  it('gives typed answers no images and an item its own image first', () => {
    expect(
      imageSourcesFor(
        [{ answer_text: 'typed' }, { answer_multimedia_url: 'https://x/own.png' }],
        ['https://x/a.png'],
      ),
    ).toEqual([[], ['https://x/own.png']]);
  });

  it('pairs images with unanswered items one to one when the counts match', () => {
    expect(
      imageSourcesFor([{}, { answer_text: 'typed' }, {}], ['https://x/1.png', 'https://x/2.png']),
    ).toEqual([['https://x/1.png'], [], ['https://x/2.png']]);
  });

  it('reads all images for each unanswered item otherwise', () => {
    expect(imageSourcesFor([{}], ['https://x/1.png', 'https://x/2.png'])).toEqual([
      ['https://x/1.png', 'https://x/2.png'],
    ]);
  });
});

describe('assertAnswersReadable', () => {
  it('names every answer that has neither text nor an image', () => {
    expect.assertions(2);
    try {
      assertAnswersReadable([{ answer_text: 'ok' }, { answer_text: '  ' }], []);
    } catch (error) {
      expect(error).toBeInstanceOf(RequestValidationException);
      expect((error as RequestValidationException).issues.map((issue) => issue.loc)).toEqual([
        ['body', 'evaluation_text', 1, 'answer_text'],
      ]);
    }
  });

  it('accepts answers that images can supply', () => {
    expect(() =>
      assertAnswersReadable([{ answer_text: '' }], ['https://x/page.png']),
    ).not.toThrow();
  });
});
