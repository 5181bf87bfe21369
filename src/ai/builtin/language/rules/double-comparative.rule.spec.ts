import { doubleComparativeRule } from 'src/ai/builtin/language/rules/double-comparative.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  doubleComparativeRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('double-comparative rule', () => {
  it('removes "more" or "most" before a comparative or superlative', () => {
    expect(fixes('Living in a city is more better than living in a village.')).toEqual([
      ['more better', 'better'],
    ]);
    expect(fixes('Travelling by train is the most easiest way.')).toEqual([
      ['most easiest', 'easiest'],
    ]);
  });

  it('accepts "more" with plain adjectives and nouns', () => {
    expect(fixes('It is more important to have more older friends and more money.')).toEqual([]);
  });
});
