import { itsContractionRule } from 'src/ai/builtin/language/rules/its-contraction.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  itsContractionRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('its-contraction rule', () => {
  it('asks for "it\'s" where "it is" is meant', () => {
    expect(fixes('Burning is useful but its very expensive.')).toEqual([['its', "it's"]]);
    expect(fixes('Its a good idea to travel.')).toEqual([['Its', "It's"]]);
    expect(fixes('I think its not fair.')).toEqual([['its', "it's"]]);
  });

  it('accepts "its" before the noun it owns', () => {
    expect(fixes('The company changed its name and its main product.')).toEqual([]);
    expect(fixes("The city has its own rules, and it's very old.")).toEqual([]);
  });
});
