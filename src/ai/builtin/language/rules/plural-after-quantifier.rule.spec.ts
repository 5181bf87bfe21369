import { pluralAfterQuantifierRule } from 'src/ai/builtin/language/rules/plural-after-quantifier.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  pluralAfterQuantifierRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('plural-after-quantifier rule', () => {
  it('asks for a plural noun after a quantifier', () => {
    expect(fixes('There are many problem in big cities.')).toEqual([['problem', 'problems']]);
    expect(fixes('These kind of people never change.')).toEqual([['kind', 'kinds']]);
    expect(fixes('Several young person came to the meeting.')).toEqual([['person', 'people']]);
  });

  it('asks for a plural after "few", a number or "a lot of"', () => {
    expect(fixes('It is expensive to do it every few year.')).toEqual([['year', 'years']]);
    expect(fixes('I am in a room with 5 more person.')).toEqual([['person', 'people']]);
    expect(fixes('We lived there for two year.')).toEqual([['year', 'years']]);
    expect(fixes('We need a lot of project for this.')).toEqual([['project', 'projects']]);
  });

  it('asks for a plural after "one of the"', () => {
    expect(fixes('Tokyo is one of the most expensive city in the world.')).toEqual([
      ['city', 'cities'],
    ]);
  });

  it('accepts plurals, uncountable nouns and compounds', () => {
    expect(fixes('Many people have several good ideas about these problems.')).toEqual([]);
    expect(fixes('Both information and many school buses are useful.')).toEqual([]);
    expect(fixes('Taking risks teaches you to accept both winning and losing.')).toEqual([]);
    expect(fixes('Both teacher and student were late.')).toEqual([]);
    expect(fixes('We would never hear many great music.')).toEqual([]);
    expect(fixes("One of my friend's cars is red, and a few students came.")).toEqual([]);
    expect(fixes('A lot of time and a lot of money went into a two year course.')).toEqual([]);
    expect(fixes('In 2 0 0 5 car sales fell, and a ten-year-old boy came.')).toEqual([]);
    expect(fixes('That gives us a lot of opportunity to think.')).toEqual([]);
  });

  it('makes countable nouns plural after "a number of", "most", "all" and a bare "other"', () => {
    expect(fixes('The number of car during the day is high.')).toEqual([['car', 'cars']]);
    expect(fixes('There are a lot of scientist who specialize.')).toEqual([
      ['scientist', 'scientists'],
    ]);
    expect(fixes('But most student is not lazy.')).toEqual([['student', 'students']]);
    expect(fixes('He has problems with other driver on the road.')).toEqual([
      ['driver', 'drivers'],
    ]);
    expect(fixes('We can study many subject we like.')).toEqual([['subject', 'subjects']]);
  });

  it('accepts superlatives, "the other" and uncountable nouns after them', () => {
    expect(fixes('The most beautiful city is Paris, and the other driver stopped.')).toEqual([]);
    expect(fixes('A number of cars passed; most time is spent at work.')).toEqual([]);
    expect(fixes('All students and any other person can come to many subject areas.')).toEqual(
      [],
    );
  });
});
