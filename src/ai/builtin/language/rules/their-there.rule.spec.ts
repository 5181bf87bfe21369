import { theirThereRule } from 'src/ai/builtin/language/rules/their-there.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  theirThereRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('their-there rule', () => {
  it('asks for "their" before a noun', () => {
    expect(fixes('They will get more knowledge in there free time.')).toEqual([['there', 'their']]);
    expect(fixes('They never see there opportunity.')).toEqual([['there', 'their']]);
  });

  it('accepts "there" as a place or with "be"', () => {
    expect(fixes('There are many cars and there is a bus.')).toEqual([]);
    expect(fixes('We lived there years ago and went there last week.')).toEqual([]);
    expect(fixes('Their house is over there.')).toEqual([]);
  });
});
