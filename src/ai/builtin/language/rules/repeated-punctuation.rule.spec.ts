import { repeatedPunctuationRule } from 'src/ai/builtin/language/rules/repeated-punctuation.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  repeatedPunctuationRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('repeated-punctuation rule', () => {
  it('keeps one mark where several end a sentence', () => {
    expect(fixes('The trip was amazing!!! I loved it.')).toEqual([['!!!', '!']]);
    expect(fixes('Why do people smoke?? It is bad.')).toEqual([['??', '?']]);
    expect(fixes('I waited for him.. He never came.')).toEqual([['..', '.']]);
  });

  it('accepts single marks and ellipses', () => {
    expect(fixes('It was great! Then we went home.')).toEqual([]);
    expect(fixes('I waited... and waited.')).toEqual([]);
  });
});
