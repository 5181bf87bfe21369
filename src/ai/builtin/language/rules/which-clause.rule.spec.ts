import { whichClauseRule } from 'src/ai/builtin/language/rules/which-clause.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  whichClauseRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('which-clause rule', () => {
  it('asks for "who" after a noun for people', () => {
    expect(fixes('She has many friends which help her.')).toEqual([['which', 'who']]);
  });

  it('offers "that" for a defining "which" as a style suggestion only', () => {
    const found = whichClauseRule.check(tagText('I lost the bag which my aunt gave me.'));
    expect(found.map((f) => [f.text, f.replacement, f.mistakeType])).toEqual([
      ['which', 'that', 'STYLE'],
    ]);
  });

  it('accepts commas, prepositions and questions', () => {
    expect(fixes('We visited Rome, which is very old.')).toEqual([]);
    expect(fixes('This is the house in which I grew up.')).toEqual([]);
    expect(fixes('Which subject do you like? I cannot decide which to take.')).toEqual([]);
  });
});
