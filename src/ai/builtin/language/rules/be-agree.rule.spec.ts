import { beAgreeRule } from 'src/ai/builtin/language/rules/be-agree.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  beAgreeRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('be-agree rule', () => {
  it('drops the "be" before agree and keeps the tense and negation', () => {
    expect(fixes('I am agree with the statement that young people enjoy life.')).toEqual([
      ['am agree', 'agree'],
    ]);
    expect(fixes('My father is not agree with me.')).toEqual([['is not agree', 'does not agree']]);
    expect(fixes('Most of the students were disagree.')).toEqual([['were disagree', 'disagreed']]);
  });

  it('accepts agree used as a verb or an adjective phrase', () => {
    expect(fixes('I agree that we are agreed on the plan, and I do not agree with him.')).toEqual(
      [],
    );
  });
});
