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
    expect(fixes('My sister does not have job yet.')).toEqual([['job', 'a job']]);
    expect(fixes('We travelled without tour guide.')).toEqual([['tour guide', 'a tour guide']]);
    expect(fixes('Paris is most beautiful city I know.')).toEqual([
      ['most beautiful city', 'the most beautiful city'],
    ]);
  });

  it('leaves phrases that need another fix than an article', () => {
    expect(fixes('I have several reason to stay home.')).toEqual([]);
    expect(fixes('She wants to find a well-paid job.')).toEqual([]);
    expect(fixes('They will get more chance to win.')).toEqual([]);
  });

  it('accepts nouns with a determiner, plurals, set phrases and compounds', () => {
    expect(fixes('I bought a car and my friends have their own cars.')).toEqual([]);
    expect(fixes('We went there by car, and it costs ten dollars per person.')).toEqual([]);
    expect(fixes('What kind of job do you want? I like computer games.')).toEqual([]);
  });

  it('reads a noun after a verb and its object pronoun as a second object', () => {
    expect(fixes('They ask me question about it.')).toEqual([['question', 'a question']]);
    expect(fixes('Give them a chance, and tell her story to us.')).toEqual([]);
  });
});
