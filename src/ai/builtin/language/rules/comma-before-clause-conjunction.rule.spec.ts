import { commaBeforeClauseConjunctionRule } from 'src/ai/builtin/language/rules/comma-before-clause-conjunction.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  commaBeforeClauseConjunctionRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('comma-before-clause-conjunction rule', () => {
  it('adds a comma where a conjunction joins two clauses', () => {
    expect(fixes('The test was hard but we passed it.')).toEqual([['hard', 'hard,']]);
    expect(fixes('You can take the bus or you can walk to school.')).toEqual([['bus', 'bus,']]);
  });

  it('recognises a noun-phrase subject or an adverb before the second verb', () => {
    expect(fixes('They can play football whenever they want but the olders can not.')).toEqual([
      ['want', 'want,'],
    ]);
    expect(fixes('He is known as a great artist but we also never meet him.')).toEqual([
      ['artist', 'artist,'],
    ]);
    expect(fixes('You can help one person but if you do not care, nothing changes.')).toEqual([
      ['person', 'person,'],
    ]);
    expect(fixes('He wanted to stay but even if he wanted it was too late.')).toEqual([
      ['stay', 'stay,'],
    ]);
  });

  it('accepts commas, joined pronouns and phrases without their own clause', () => {
    expect(fixes('The test was hard, but we passed it.')).toEqual([]);
    expect(fixes('My sister and I were late.')).toEqual([]);
    expect(fixes('He or she can decide.')).toEqual([]);
    expect(fixes('She was tired but happy after the long trip.')).toEqual([]);
    expect(fixes('My brother likes football and he plays every week.')).toEqual([]);
    expect(fixes('It is used by not only seniors but also university students.')).toEqual([]);
    expect(fixes('They were working hard but the whole day.')).toEqual([]);
    expect(fixes('I do not know where to go or when to leave.')).toEqual([]);
  });
});
