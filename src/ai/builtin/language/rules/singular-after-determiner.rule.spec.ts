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

  it('reads "this" + an -s verb as subject and verb, not as "these" + a plural noun', () => {
    expect(fixes('Building one big hospital this benefits more people.')).toEqual([]);
    expect(fixes('this benefits more people')).toEqual([]);
    expect(fixes('This changes everything about the town.')).toEqual([]);
    expect(fixes('This worries many parents.')).toEqual([]);
    expect(fixes('This results in higher costs.')).toEqual([]);
    // A plural noun it still is before an auxiliary, a full stop, or after a preposition.
    expect(fixes('This changes are good for the town.')).toEqual([
      ['This changes', 'These changes'],
    ]);
    expect(fixes('I like this books.')).toEqual([['this books', 'these books']]);
    expect(fixes('In this cases we must act.')).toEqual([['this cases', 'these cases']]);
  });

  it('accepts singular nouns, -s singulars and plural modifiers', () => {
    expect(fixes('Every student reads a newspaper each morning.')).toEqual([]);
    expect(fixes('The internet is a means of communication and a series of networks.')).toEqual([]);
    expect(fixes('She bought a sports car, and these books are mine.')).toEqual([]);
    expect(fixes('We meet every few weeks to discuss a few subjects.')).toEqual([]);
  });

  it('gives "people" its singular "person" after "every" and "each"', () => {
    expect(fixes('If every people thinks so, nothing changes.')).toEqual([['people', 'person']]);
    expect(fixes('They are a proud people, and every person counts.')).toEqual([]);
  });
});
