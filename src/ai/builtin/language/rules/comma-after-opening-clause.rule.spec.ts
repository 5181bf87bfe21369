import { commaAfterOpeningClauseRule } from 'src/ai/builtin/language/rules/comma-after-opening-clause.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  commaAfterOpeningClauseRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('comma-after-opening-clause rule', () => {
  it('adds a comma where the opening clause meets the main clause', () => {
    expect(fixes('If you study every day you will pass the exam.')).toEqual([['day', 'day,']]);
    expect(fixes('When I was a child we lived near the sea.')).toEqual([['child', 'child,']]);
    expect(fixes('Because my bus was late I missed the class.')).toEqual([['late', 'late,']]);
    expect(fixes('Even though it rained we played outside.')).toEqual([['rained', 'rained,']]);
  });

  it('accepts opening clauses with a comma, clause objects and main clauses first', () => {
    expect(fixes('If you study every day, you will pass the exam.')).toEqual([]);
    expect(fixes('I failed. If only you knew it was hard.')).toEqual([]);
    expect(fixes('You will pass if you study every day.')).toEqual([]);
  });
});
