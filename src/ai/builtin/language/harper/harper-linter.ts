import type { Lint, LocalLinter } from 'harper.js' with { 'resolution-mode': 'import' };

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

/** harper.js (Rust compiled to WebAssembly): loads in ~2.5 s, so one instance serves every check. */
export class HarperLinter {
  private constructor(private readonly linter: LocalLinter) {}

  static async create(): Promise<HarperLinter> {
    const { LocalLinter } = await import('harper.js');
    const { binary } = await import('harper.js/binary');
    const linter = new LocalLinter({ binary });
    await linter.setup();
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
