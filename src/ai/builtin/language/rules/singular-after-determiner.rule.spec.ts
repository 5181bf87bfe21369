import { singularAfterDeterminerRule } from 'src/ai/builtin/language/rules/singular-after-determiner.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  singularAfterDeterminerRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('singular-after-determiner rule', () => {
  it('asks for a singular noun after a singular determiner', () => {
    expect(fixes('I go to the gym every days.')).toEqual([['days', 'day']]);
    expect(fixes('He is a good friends of mine.')).toEqual([['friends', 'friend']]);
  });

  it('turns "this" into "these" before a plural noun', () => {
    expect(fixes('This problems cannot be solved easily.')).toEqual([
      ['This problems', 'These problems'],
    ]);
    expect(fixes('The fishing industry affects this big animals.')).toEqual([
      ['this big animals', 'these big animals'],
    ]);
  });

  it('accepts singular nouns, -s singulars and plural modifiers', () => {
    expect(fixes('Every student reads a newspaper each morning.')).toEqual([]);
    expect(fixes('The internet is a means of communication and a series of networks.')).toEqual([]);
    expect(fixes('She bought a sports car, and these books are mine.')).toEqual([]);
    expect(fixes('We meet every few weeks to discuss a few subjects.')).toEqual([]);
  });
});
