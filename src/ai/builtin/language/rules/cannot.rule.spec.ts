import { cannotRule } from 'src/ai/builtin/language/rules/cannot.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) => cannotRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('cannot rule', () => {
  it('joins "can not" into "cannot"', () => {
    expect(fixes('So I think we can not live without science.')).toEqual([['can not', 'cannot']]);
    expect(fixes('Can not you see the problem?')).toEqual([['Can not', 'Cannot']]);
  });

  it('accepts "cannot", "can\'t" and "can not only … but also"', () => {
    expect(fixes("We cannot live, and they can't either.")).toEqual([]);
    expect(fixes('Travel can not only relax us but also teach us.')).toEqual([]);
  });
});
