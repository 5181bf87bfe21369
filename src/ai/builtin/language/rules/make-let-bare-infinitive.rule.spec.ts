import { makeLetBareInfinitiveRule } from 'src/ai/builtin/language/rules/make-let-bare-infinitive.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  makeLetBareInfinitiveRule.check(tagText(text)).map((f) => [f.text, f.replacement]);

describe('make-let-bare-infinitive rule', () => {
  it('removes "to" after "make/let" and the person', () => {
    expect(fixes('Advertisements make me to buy things I do not need.')).toEqual([['to ', '']]);
    expect(fixes('Teachers should make the students to understand ideas.')).toEqual([['to ', '']]);
    expect(fixes('My parents let us to go out late.')).toEqual([['to ', '']]);
  });

  it('accepts the bare verb and "make" with other objects', () => {
    expect(fixes('Advertisements make me buy things, and let us dream.')).toEqual([]);
    expect(fixes('He did not make efforts to overcome it, nor make it to the final.')).toEqual([]);
  });
});
