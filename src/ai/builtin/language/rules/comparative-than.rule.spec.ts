import { comparativeThanRule } from 'src/ai/builtin/language/rules/comparative-than.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  comparativeThanRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('comparative-than rule', () => {
  it('replaces "then" after a comparative', () => {
    expect(fixes('My brother is taller then me.')).toEqual([['then', 'than']]);
    expect(fixes('Buses carry more people then cars do.')).toEqual([['then', 'than']]);
    expect(fixes('Reading is better then watching TV.')).toEqual([['then', 'than']]);
  });

  it('keeps "then" for time and sequence', () => {
    expect(fixes('We ate dinner and then we walked home.')).toEqual([]);
    expect(fixes('Study first, then play games.')).toEqual([]);
    expect(fixes('If it rains, then we stay at home.')).toEqual([]);
  });
});
