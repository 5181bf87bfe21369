import { toInfinitiveFormRule } from 'src/ai/builtin/language/rules/to-infinitive-form.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  toInfinitiveFormRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('to-infinitive-form rule', () => {
  it('asks for the base verb after "to"', () => {
    expect(fixes('It is very expensive to spent every few years.')).toEqual([['spent', 'spend']]);
    expect(fixes('I wanted to went home early.')).toEqual([['went', 'go']]);
  });

  it('accepts infinitives, "to" as a preposition and participles before nouns', () => {
    expect(fixes('I want to go to the places I like.')).toEqual([]);
    expect(fixes('I look forward to seeing you.')).toEqual([]);
    expect(fixes('It is not appropriate due to limited memory.')).toEqual([]);
  });
});
