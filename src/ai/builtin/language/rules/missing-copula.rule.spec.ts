import { missingCopulaRule } from 'src/ai/builtin/language/rules/missing-copula.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  missingCopulaRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('missing-copula rule', () => {
  it('adds the missing "be" before a degree word and an adjective', () => {
    expect(fixes('It so expensive that few people can buy it.')).toEqual([['It', 'It is']]);
    expect(fixes('When I came to the city, it very familiar with my home town.')).toEqual([
      ['it', 'it is'],
    ]);
    expect(fixes('They too young to drive a car.')).toEqual([['They', 'They are']]);
  });

  it('accepts "be", object pronouns and degree words before verbs', () => {
    expect(fixes('It is so expensive that few people can buy it.')).toEqual([]);
    expect(fixes('I found it very beneficial.')).toEqual([]);
    expect(fixes('This will make it so easy to travel.')).toEqual([]);
    expect(fixes('Products look better than they really are.')).toEqual([]);
    expect(fixes('I very much like my job.')).toEqual([]);
  });
});
