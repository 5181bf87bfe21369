import { definiteArticleRule } from 'src/ai/builtin/language/rules/definite-article.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  definiteArticleRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('definite-article rule', () => {
  it('puts "the" before "same"', () => {
    expect(fixes('The results of both experiments are same.')).toEqual([['same', 'the same']]);
  });

  it('puts "the" after "most of" before a plural noun', () => {
    expect(fixes('Also, most of people prefer athletics.')).toEqual([['people', 'the people']]);
    expect(fixes('Many of cars will be electric.')).toEqual([['cars', 'the cars']]);
  });

  it('accepts "the same", "this same" and "of" with a determiner or pronoun', () => {
    expect(fixes('We wore the same shirts and this same hat.')).toEqual([]);
    expect(fixes('Most of the people and many of them came, like most people.')).toEqual([]);
    expect(fixes('Some of my friends read one of his books.')).toEqual([]);
  });
});
