import type { Lint, LocalLinter } from 'harper.js' with { 'resolution-mode': 'import' };
import harperRules from 'src/ai/builtin/language/harper/harper-rules.json';

export type SuggestionAction = 'replace' | 'remove' | 'insert-after';

/** A harper lint copied out of WebAssembly memory, so nothing has to be freed later. */
export interface HarperLint {
  /** Harper's rule name, e.g. `AnA`, `PronounVerbAgreement`. */
  rule: string;
  /** Harper's lint kind, e.g. `Agreement`, `Spelling`. */
  kind: string;
  start: number;
  end: number;
  message: string;
  suggestions: { action: SuggestionAction; text: string }[];
}

const ACTIONS: SuggestionAction[] = ['replace', 'remove', 'insert-after'];

/**
 * harper.js (WebAssembly), one instance (it loads in ~2.5 s), running only `harper-rules.json`:
 * the other ~600 rules made linting five times slower without a finding (calibrate:harper-rules).
 */
export class HarperLinter {
  private constructor(private readonly linter: LocalLinter) {}

  /**
   * @param dialect the English harper's own spelling and dialect rules expect; its spelling lints
   * are only hints (nspell decides), and dialect lints are never reported (`harper-findings.ts`).
   */
  static async create(
    rules: readonly string[] = harperRules.rules,
    dialect: 'american' | 'british' = 'american',
  ): Promise<HarperLinter> {
    const { LocalLinter, Dialect } = await import('harper.js');
    const { binary } = await import('harper.js/binary');
    const linter = new LocalLinter({
      binary,
      dialect: dialect === 'british' ? Dialect.British : Dialect.American,
    });
    await linter.setup();
    await linter.setLintConfig(await ruleConfig(linter, rules));
    return new HarperLinter(linter);
  }

  async lint(text: string): Promise<HarperLint[]> {
    const byRule = await this.linter.organizedLints(text, { language: 'plaintext' });
    const lints: HarperLint[] = [];
    for (const [rule, found] of Object.entries(byRule)) {
      for (const lint of found) {
        lints.push(copy(rule, lint));
        // wasm-bindgen objects hold WebAssembly memory until freed; thousands of checks would leak.
        lint.free();
      }
    }
    return lints.sort((a, b) => a.start - b.start || a.end - b.end || a.rule.localeCompare(b.rule));
  }
}

/** Every harper rule switched off except `rules`, which must all exist in this harper.js. */
async function ruleConfig(
  linter: LocalLinter,
  rules: readonly string[],
): Promise<Record<string, boolean>> {
  const known = Object.keys(await linter.getDefaultLintConfig());
  const unknown = rules.filter((rule) => !known.includes(rule));
  if (unknown.length > 0) {
    throw new Error(
      `harper.js has no rule ${unknown.join(', ')}: run npm run calibrate:harper-rules after upgrading it`,
    );
  }
  const wanted = new Set(rules);
  return Object.fromEntries(known.map((rule) => [rule, wanted.has(rule)]));
}

function copy(rule: string, lint: Lint): HarperLint {
  const span = lint.span();
  const suggestions = lint.suggestions().map((suggestion) => {
    const copied = {
      action: ACTIONS[suggestion.kind()] ?? 'replace',
      text: suggestion.get_replacement_text(),
    };
    suggestion.free();
    return copied;
  });
  const copied: HarperLint = {
    rule,
    kind: lint.lint_kind(),
    start: span.start,
    end: span.end,
    message: lint.message(),
    suggestions,
  };
  span.free();
  return copied;
}
