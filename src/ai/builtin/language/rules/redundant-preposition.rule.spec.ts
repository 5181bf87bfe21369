import { redundantPrepositionRule } from 'src/ai/builtin/language/rules/redundant-preposition.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  redundantPrepositionRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('redundant-preposition rule', () => {
  it('deletes a preposition after a verb that takes a direct object', () => {
    expect(fixes('The lecture mentions about Mongol court records.')).toEqual([['about ', '']]);
    expect(fixes('We discussed about the problem in class.')).toEqual([['about ', '']]);
    expect(fixes('They strive until the last minute despite of the risks.')).toEqual([['of ', '']]);
  });

  it('accepts the verbs with their own prepositions and the nouns with "about"', () => {
    expect(fixes('She explained to me what the teacher mentioned.')).toEqual([]);
    expect(fixes('We had a discussion about the problem, despite the rain.')).toEqual([]);
  });

  it('deletes "on" after "trust" and "master" used as verbs', () => {
    expect(fixes('You can trust on it when you master on that subject.')).toEqual([
      ['on ', ''],
      ['on ', ''],
    ]);
    expect(fixes('Trust on the internet is low, so we rely on friends.')).toEqual([]);
  });
});
