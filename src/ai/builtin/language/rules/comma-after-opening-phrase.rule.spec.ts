import { commaAfterOpeningPhraseRule } from 'src/ai/builtin/language/rules/comma-after-opening-phrase.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  commaAfterOpeningPhraseRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('comma-after-opening-phrase rule', () => {
  it('adds a comma where an opening phrase meets the subject', () => {
    expect(fixes('In my small village people know each other.')).toEqual([['village', 'village,']]);
    expect(fixes('During the summer holidays we visit my grandmother.')).toEqual([
      ['holidays', 'holidays,'],
    ]);
    expect(fixes('As a student I have little money.')).toEqual([['student', 'student,']]);
  });

  it('recognises a noun-phrase subject or adverbs before the verb', () => {
    expect(fixes('In a market economy the government should not set prices.')).toEqual([
      ['economy', 'economy,'],
    ]);
    expect(fixes('In my case I gradually improved my English.')).toEqual([['case', 'case,']]);
  });

  it('accepts commas, phrases that end in a pronoun and clauses with a verb', () => {
    expect(fixes('In my village, people know each other.')).toEqual([]);
    expect(fixes('At least I tried my best.')).toEqual([]);
    expect(fixes('For me it is easy.')).toEqual([]);
    expect(fixes('In class when we talk we get a warning.')).toEqual([]);
    expect(fixes('In summer is the best time to travel.')).toEqual([]);
    expect(fixes('In the city where the people live there is no park.')).toEqual([]);
  });
});
