import { commaAfterOpeningMarkerRule } from 'src/ai/builtin/language/rules/comma-after-opening-marker.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  commaAfterOpeningMarkerRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('comma-after-opening-marker rule', () => {
  it('adds a comma after an opening linking word or phrase', () => {
    expect(fixes('However the bus was late again.')).toEqual([['However', 'However,']]);
    expect(fixes('I like maths. For example I solve puzzles every night.')).toEqual([
      ['example', 'example,'],
    ]);
    expect(fixes('In my opinion young people should travel more.')).toEqual([
      ['opinion', 'opinion,'],
    ]);
    expect(fixes('Second the amount of treasure is too large.')).toEqual([['Second', 'Second,']]);
    expect(fixes('After that I studied the topic in more depth.')).toEqual([['that', 'that,']]);
    expect(fixes('Obviously he might fail.')).toEqual([['Obviously', 'Obviously,']]);
    // "Of course" often goes without its comma; leaving it out is no mistake.
    expect(fixes('Of course he might fail.')).toEqual([]);
  });

  it('accepts markers with a comma, markers inside the clause and markers in the middle', () => {
    expect(fixes('Secondly, my sister helps me with homework.')).toEqual([]);
    expect(fixes('However hard we try, we lose the game.')).toEqual([]);
    expect(fixes('We also think that it is true, for example in our town.')).toEqual([]);
    expect(fixes('First of all, the town is small.')).toEqual([]);
    expect(fixes('First reason is the price.')).toEqual([]);
    expect(fixes('After that day we never met again.')).toEqual([]);
  });
});
