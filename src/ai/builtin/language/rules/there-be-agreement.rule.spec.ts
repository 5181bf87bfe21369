import { thereBeAgreementRule } from 'src/ai/builtin/language/rules/there-be-agreement.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  thereBeAgreementRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('there-be-agreement rule', () => {
  it('makes "there is/was" plural before a plural noun', () => {
    expect(fixes('There is many reasons to live in the countryside.')).toEqual([['is', 'are']]);
    expect(fixes('In my town there was so many tourists last summer.')).toEqual([['was', 'were']]);
    expect(fixes('There is different opinions about this topic.')).toEqual([['is', 'are']]);
    expect(fixes('There is many way to save money.')).toEqual([['is', 'are']]);
  });

  it('accepts singular and uncountable subjects and correct plurals', () => {
    expect(fixes('There is a lot of traffic and there is much pollution.')).toEqual([]);
    expect(fixes('There are many reasons, and there is a bus station near the shops.')).toEqual([]);
    expect(fixes('I was there. There is news about the sports centre.')).toEqual([]);
    expect(fixes('There is lots of time, and there is few hope left.')).toEqual([]);
  });
});
