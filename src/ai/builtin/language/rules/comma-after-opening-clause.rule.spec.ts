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

  it('recognises a noun-phrase main subject or adverbs before the main verb', () => {
    expect(fixes('When the forest is caught on fire the wood turns into ashes.')).toEqual([
      ['fire', 'fire,'],
    ]);
    expect(fixes('After I finished my homework on time I gradually improved.')).toEqual([
      ['time', 'time,'],
    ]);
  });

  it('accepts opening clauses with a comma, clause objects and main clauses first', () => {
    expect(fixes('If you study every day, you will pass the exam.')).toEqual([]);
    expect(fixes('I failed. If only you knew it was hard.')).toEqual([]);
    expect(fixes('You will pass if you study every day.')).toEqual([]);
    expect(fixes('If you let the children play every day they will be happy.')).toEqual([
      ['day', 'day,'],
    ]);
    expect(fixes('When I visited the town the old bridge was closed.')).toEqual([
      ['town', 'town,'],
    ]);
    expect(fixes('When people think the rules are unfair they complain.')).toEqual([
      ['unfair', 'unfair,'],
    ]);
  });
});
