import harperRules from 'src/ai/builtin/language/harper/harper-rules.json';
import { HarperLinter } from 'src/ai/builtin/language/harper/harper-linter';

describe('HarperLinter', () => {
  const text = 'She ate a apple. i think it was good.';

  it('runs the learner rule set: article and capitalisation mistakes are found', async () => {
    const linter = await HarperLinter.create();
    const lints = await linter.lint(text);
    expect(lints.map((lint) => [lint.rule, text.slice(lint.start, lint.end)])).toEqual([
      ['AnA', 'a'],
      ['CapitalizePersonalPronouns', 'i'],
    ]);
    expect(harperRules.rules).toEqual(expect.arrayContaining(['AnA', 'SpellCheck']));
  }, 30_000);

  it('runs no rule outside the list it is given', async () => {
    const linter = await HarperLinter.create(['AnA']);
    const lints = await linter.lint(text);
    expect(lints.map((lint) => lint.rule)).toEqual(['AnA']);
  }, 30_000);

  it('refuses to start with a rule this harper.js does not have', async () => {
    await expect(HarperLinter.create(['AnA', 'NoSuchRule'])).rejects.toThrow(
      'harper.js has no rule NoSuchRule: run npm run calibrate:harper-rules after upgrading it',
    );
  }, 30_000);
});
