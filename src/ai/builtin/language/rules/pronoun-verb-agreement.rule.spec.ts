import { pronounVerbAgreementRule } from 'src/ai/builtin/language/rules/pronoun-verb-agreement.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  pronounVerbAgreementRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('pronoun-verb-agreement rule', () => {
  it('gives "he", "she" and "it" the third-person verb', () => {
    expect(fixes('It make people happy when they travel.')).toEqual([['make', 'makes']]);
    expect(fixes('She also need a car to go to work.')).toEqual([['need', 'needs']]);
    expect(fixes('He usually bring a book to the park.')).toEqual([['bring', 'brings']]);
    expect(fixes("If a person is old, he don't want to change.")).toEqual([['do', 'does']]);
  });

  it('accepts questions, objects before a bare verb, the subjunctive and past forms', () => {
    expect(fixes('She needs a car, and it makes her happy.')).toEqual([]);
    expect(fixes('Does he know the way, and can it work?')).toEqual([]);
    expect(fixes('We let it go and made it work.')).toEqual([]);
    expect(fixes('The teacher suggested that he go home.')).toEqual([]);
    expect(fixes('Last year he put his money in a bank, and it cost a lot.')).toEqual([]);
    expect(fixes('He is tired and she will come later.')).toEqual([]);
    expect(fixes("People don't know how to do it better or what they can't do.")).toEqual([]);
  });
});
