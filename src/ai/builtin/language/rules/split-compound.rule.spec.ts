import { splitCompoundRule } from 'src/ai/builtin/language/rules/split-compound.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  splitCompoundRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('split-compound rule', () => {
  it('joins words learners write apart', () => {
    expect(fixes('People always want to buy some thing new.')).toEqual([
      ['some thing', 'something'],
    ]);
    expect(fixes('In deed, they are right.')).toEqual([['In deed', 'Indeed']]);
    expect(fixes('He has to decide him self.')).toEqual([['him self', 'himself']]);
  });

  it('accepts the joined words and look-alike pairs', () => {
    expect(fixes('Indeed, he did something by himself without help.')).toEqual([]);
    expect(fixes('Every single thing matters, and some things are free.')).toEqual([]);
    expect(fixes('She talked about her self-confidence with us.')).toEqual([]);
  });

  it('joins "there fore" and "my self"', () => {
    expect(fixes('There fore, I did it my self.')).toEqual([
      ['There fore', 'Therefore'],
      ['my self', 'myself'],
    ]);
    expect(fixes('Therefore, there is a place for my self-belief.')).toEqual([]);
  });
});
