import { tooAdverbRule } from 'src/ai/builtin/language/rules/too-adverb.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  tooAdverbRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('too-adverb rule', () => {
  it('writes "too" before an adjective after a linking verb and before a closing "much"', () => {
    expect(fixes('It is to late to go out.')).toEqual([['to late', 'too late']]);
    expect(fixes('A hotel may be either to expensive, or unsafe.')).toEqual([
      ['to expensive', 'too expensive'],
    ]);
    expect(fixes('The new rules will affect them to much.')).toEqual([['to much', 'too much']]);
  });

  it('accepts "to" as a preposition or before a verb', () => {
    expect(fixes('I gave it to many, and he went from rich to poor.')).toEqual([]);
    expect(fixes('The goal is to win, and I owe a lot to much older friends.')).toEqual([]);
    expect(fixes('It is too late to be sorry.')).toEqual([]);
  });
});
