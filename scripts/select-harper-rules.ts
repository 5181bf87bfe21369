/**
 * Chooses which harper.js rules the builtin checker runs and writes them to
 * src/ai/builtin/language/harper/harper-rules.json.
 *
 *   npm run calibrate:harper-rules
 *
 * harper.js ships ~870 rules, most of them corrections of particular phrases and idioms that
 * learners' essays never contain, and each rule walks every document: with all of them on,
 * linting costs ~120 ms per ELLIPSE essay, with the rules that ever fire on those essays ~25 ms,
 * and the findings are the same. This script lints every ELLIPSE calibration essay with harper's
 * default rule set and keeps each rule that fires at least once. Run it again after upgrading
 * harper.js (the linter refuses to start when a listed rule no longer exists), then refit with
 * `npm run calibrate:writing`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readEssays, requireEllipse } from './lib/ellipse';

const RULES_FILE = resolve(__dirname, '../src/ai/builtin/language/harper/harper-rules.json');

async function main(): Promise<void> {
  const essays = readEssays(requireEllipse('choosing harper rules'));
  const { LocalLinter } = await import('harper.js');
  const { binary } = await import('harper.js/binary');
  const linter = new LocalLinter({ binary });
  await linter.setup();
  const defaults = await linter.getDefaultLintConfig();
  const enabledByDefault = Object.keys(defaults).filter((rule) => defaults[rule] === true);
  await linter.setLintConfig(defaults);

  const hits = new Map<string, number>();
  for (const essay of essays) {
    const byRule = await linter.organizedLints(essay.text, { language: 'plaintext' });
    for (const [rule, lints] of Object.entries(byRule)) {
      if (lints.length > 0) hits.set(rule, (hits.get(rule) ?? 0) + lints.length);
      lints.forEach((lint) => lint.free());
    }
  }

  const rules = [...hits.keys()].sort();
  // harper.js does not export its package.json, so read the installed copy.
  const { version } = JSON.parse(
    readFileSync(resolve(__dirname, '../node_modules/harper.js/package.json'), 'utf8'),
  ) as { version: string };
  writeFileSync(
    RULES_FILE,
    `${JSON.stringify(
      {
        description:
          `harper.js rules that fired on the ${essays.length} ELLIPSE calibration essays ` +
          '(npm run calibrate:harper-rules); every other rule is switched off.',
        harperVersion: version,
        rules,
      },
      null,
      2,
    )}\n`,
  );
  const total = [...hits.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `harper rules: ${rules.length} of ${enabledByDefault.length} fired (${total} lints on ` +
      `${essays.length} essays); wrote ${RULES_FILE}`,
  );
}

void main();
