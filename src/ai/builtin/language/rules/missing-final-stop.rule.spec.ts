import { missingFinalStopRule } from 'src/ai/builtin/language/rules/missing-final-stop.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  missingFinalStopRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('missing-final-stop rule', () => {
  it('asks for a full stop after the last sentence', () => {
    expect(fixes('I like my town. It has a big park')).toEqual([['park', 'park.']]);
  });

  it('accepts finished sentences and sign-offs', () => {
    expect(fixes('I like my town. It has a big park.')).toEqual([]);
    expect(fixes('Do you like it? I hope so!')).toEqual([]);
    expect(fixes('Thank you for your help.\n\nBest regards\nMaria')).toEqual([]);
  });
});
