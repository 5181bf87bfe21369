import { genericNounArticleRule } from 'src/ai/builtin/language/rules/generic-noun-article.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  genericNounArticleRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('generic-noun-article rule', () => {
  it('removes "the" before a noun used in general', () => {
    expect(fixes('Young people must serve the society.')).toEqual([['the ', '']]);
    expect(fixes('I think the technology makes us lazy.')).toEqual([['the ', '']]);
    // "the people", "the money" are usually ones already in mind.
    expect(fixes('They put it by the door to make the people see it.')).toEqual([]);
    expect(fixes('We end up losing the money.')).toEqual([]);
    expect(fixes('We should protect the nature and the sea.')).toEqual([['the ', '']]);
  });

  it('keeps "the" when a phrase says which one is meant', () => {
    expect(fixes('The people who live here are kind.')).toEqual([]);
    expect(fixes('She lost the money of her father.')).toEqual([]);
    expect(fixes('All the people in my town came.')).toEqual([]);
    expect(fixes('The society rules were strict.')).toEqual([]);
  });

  it('keeps "the" before a sum or thing already in mind', () => {
    expect(
      fixes('Someone has to supervise the volunteers, and the money has to come from taxes.'),
    ).toEqual([]);
    expect(fixes('The technology is used in every hospital.')).toEqual([]);
  });
});
