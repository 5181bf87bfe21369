import { commaBeforeClauseConjunctionRule } from 'src/ai/builtin/language/rules/comma-before-clause-conjunction.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  commaBeforeClauseConjunctionRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('comma-before-clause-conjunction rule', () => {
  it('adds a comma where a conjunction joins two clauses', () => {
    expect(fixes('The test was hard but we passed it.')).toEqual([['hard', 'hard,']]);
    expect(fixes('You can take the bus or you can walk to school.')).toEqual([['bus', 'bus,']]);
  });

  it('accepts commas, joined pronouns and phrases without their own clause', () => {
    expect(fixes('The test was hard, but we passed it.')).toEqual([]);
    expect(fixes('My sister and I were late.')).toEqual([]);
    expect(fixes('He or she can decide.')).toEqual([]);
    expect(fixes('She was tired but happy after the long trip.')).toEqual([]);
    expect(fixes('My brother likes football and he plays every week.')).toEqual([]);
  });
});
