import { beHaveVerbFormRule } from 'src/ai/builtin/language/rules/be-have-verb-form.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  beHaveVerbFormRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('be-have-verb-form rule', () => {
  it('flags a bare verb after "be" and offers the verb without "be"', () => {
    expect(fixes('In my opinion, advertisements are make products seem better.')).toEqual([
      ['are make', 'make'],
    ]);
    expect(fixes('For this reason, the number of cars would be decrease.')).toEqual([
      ['be decrease', 'decrease'],
    ]);
    expect(fixes('Every teacher is make a confidence to students.')).toEqual([
      ['is make', 'makes'],
    ]);
  });

  it('asks for the past participle where a passive is meant', () => {
    const [finding] = beHaveVerbFormRule.check(tagText('The gas is generate by cars.'));
    expect(finding).toMatchObject({ text: 'is generate', replacement: null });
    expect(finding.recommendation).toContain('past participle');
  });

  it('flags a bare verb after "have"', () => {
    expect(fixes('They have spend many hours on the computer.')).toEqual([['have spend', null]]);
  });

  it('accepts participles, -ing forms, adjectives and nouns', () => {
    expect(fixes('The cars are made in Japan and they are selling well.')).toEqual([]);
    expect(fixes('I was upset because the shop is open late.')).toEqual([]);
    expect(fixes('There is evidence that the car has space for ten people.')).toEqual([]);
    expect(fixes('She has decided to go, and it is time to leave.')).toEqual([]);
    expect(fixes("We fear the consequences of it's decline.")).toEqual([]);
    expect(
      fixes('A programme where teenagers read to elderly people has become a favourite activity.'),
    ).toEqual([]);
  });
});
