import { prepositionChoiceRule } from 'src/ai/builtin/language/rules/preposition-choice.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  prepositionChoiceRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('preposition-choice rule', () => {
  it('names the preposition a verb or adjective takes', () => {
    expect(fixes('The new policy will focus in three points.')).toEqual([['in', 'on']]);
    expect(fixes('We are not dependent of other people.')).toEqual([['of', 'on']]);
    expect(fixes('The economy is depending from tourism.')).toEqual([['from', 'on']]);
    expect(fixes('Children are afraid from the dark.')).toEqual([['from', 'of']]);
  });

  it('accepts the right preposition, nouns and set phrases', () => {
    expect(fixes('The focus in this essay is clear, so focus on the task.')).toEqual([]);
    expect(fixes('Focus in on the detail; it is independent of the rest.')).toEqual([]);
    expect(fixes('Happiness consists in small things and depends on friends.')).toEqual([]);
  });
});
