import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every variable a config namespace reads is listed in `.env.example` and in the README's
 * Configuration table, so that a newcomer can see and set it.
 */
const ROOT = join(__dirname, '..', '..');
const CONFIG_DIR = __dirname;

/** The properties of the `…Env` classes the namespaces validate: the variables they read. */
function settingsRead(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(CONFIG_DIR).filter(
    (name) => name.endsWith('.config.ts') && !name.endsWith('.spec.ts'),
  )) {
    const source = readFileSync(join(CONFIG_DIR, file), 'utf8');
    for (const body of source.matchAll(/class \w+Env \{([\s\S]*?)\n\}/g)) {
      for (const match of body[1].matchAll(/^\s*(?:@.*?\s)*([A-Z][A-Z0-9_]+)[!?]?:/gm)) {
        names.add(match[1]);
      }
    }
  }
  return [...names].sort();
}

describe('settings are documented', () => {
  const settings = settingsRead();

  it('finds the settings the config namespaces read', () => {
    expect(settings).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'CORS_ORIGINS']));
  });

  it('lists every setting in .env.example', () => {
    const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(settings.filter((name) => !listed.has(name))).toEqual([]);
  });

  it("lists every setting in the README's Configuration table", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('## Operator CLI'),
    );
    // `LIMIT_DAILY_LESSON_PLAN`, `…_WORKSHEET`: a row may name several by their suffixes.
    const documented = (name: string) =>
      table.includes(`\`${name}\``) ||
      table.includes(`\`…_${name.split('_').slice(2).join('_')}\``);
    expect(settings.filter((name) => !documented(name))).toEqual([]);
  });
});
