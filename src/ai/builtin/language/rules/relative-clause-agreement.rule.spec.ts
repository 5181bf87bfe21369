import { relativeClauseAgreementRule } from 'src/ai/builtin/language/rules/relative-clause-agreement.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  relativeClauseAgreementRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('relative-clause-agreement rule', () => {
  it('makes the verb of a relative clause agree with its noun', () => {
    expect(fixes('There are many people that is often convinced by ads.')).toEqual([['is', 'are']]);
    expect(fixes('We need a person who are capable of leading.')).toEqual([['are', 'is']]);
    expect(fixes('It is based on research which are totally reliable.')).toEqual([['are', 'is']]);
    expect(fixes('Students who has a job learn more.')).toEqual([['has', 'have']]);
  });

  it('accepts agreeing verbs, nouns after "of" and group nouns', () => {
    expect(fixes('People who are young and a person who is old.')).toEqual([]);
    expect(fixes('He is one of the students who is always late.')).toEqual([]);
    expect(fixes('The price of the cars that is shown here is high.')).toEqual([]);
    expect(fixes('My family, who are all teachers, and a team that are strong.')).toEqual([]);
  });
});
