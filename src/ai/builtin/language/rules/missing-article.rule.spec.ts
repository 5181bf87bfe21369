import { missingArticleRule } from 'src/ai/builtin/language/rules/missing-article.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  missingArticleRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('missing-article rule', () => {
  it('adds an article before a bare singular countable noun', () => {
    expect(fixes('My father works in factory near our house.')).toEqual([['factory', 'a factory']]);
    expect(fixes('I think it is good idea to travel.')).toEqual([['good idea', 'a good idea']]);
    expect(fixes('She wants to buy expensive car.')).toEqual([
      ['expensive car', 'an expensive car'],
    ]);
  });

  it('accepts nouns with a determiner, plurals, set phrases and compounds', () => {
    expect(fixes('I bought a car and my friends have their own cars.')).toEqual([]);
    expect(fixes('We went there by car, and it costs ten dollars per person.')).toEqual([]);
    expect(fixes('What kind of job do you want? I like computer games.')).toEqual([]);
  });
});
