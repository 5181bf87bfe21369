import { doSupportVerbFormRule } from 'src/ai/builtin/language/rules/do-support-verb-form.rule';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';

const fixes = (text: string) =>
  doSupportVerbFormRule.check(tagText(text)).map((f) => [f.text, f.replacement, f.recommendation]);

describe('do-support-verb-form rule', () => {
  it('asks for the bare verb after a negated "do"', () => {
    expect(fixes("Last year I didn't went abroad.")).toEqual([
      [
        'went',
        'go',
        'After "didn\'t", use the base form of the verb. Write "go" instead of "went".',
      ],
    ]);
    expect(fixes('My brother does not likes sport.').map(([t, r]) => [t, r])).toEqual([
      ['likes', 'like'],
    ]);
  });

  it('accepts bare verbs and "do" as a main verb', () => {
    expect(fixes("They don't know the answer and he did not really care.")).toEqual([]);
    expect(fixes('She does her homework and did not forget it.')).toEqual([]);
  });
});
