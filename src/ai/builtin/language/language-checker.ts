import type { GrammarFinding, SpellingFinding } from 'src/ai/ports/writing-assessment.port';
import {
  harperGrammarFindings,
  harperSpellingHints,
} from 'src/ai/builtin/language/harper/harper-findings';
import { HarperLinter, type HarperLint } from 'src/ai/builtin/language/harper/harper-linter';
import { LEARNER_RULES } from 'src/ai/builtin/language/rules';
import { SpellChecker, type VariantSpelling } from 'src/ai/builtin/language/spelling/spell-checker';
import type { SpellingVariants } from 'src/ai/builtin/language/spelling/spelling-variants';
import { tagText, type TaggedText } from 'src/ai/builtin/language/text/tagged-text';

export interface LanguageFindings {
  spelling: SpellingFinding[];
  grammar: GrammarFinding[];
  /**
   * Accepted British/American spellings with their twins: features read the American one, the
   * report flags mixing.
   */
  variants?: VariantSpelling[];
}

/**
 * Spelling (nspell, Hunspell en_US and en_GB) and grammar (harper.js, then `rules/`) findings.
 * Create once: loading dictionaries and the WebAssembly linter takes about three seconds.
 */
export class LanguageChecker {
  private constructor(
    private readonly speller: SpellChecker,
    private readonly harper: HarperLinter,
  ) {}

  /** @param variants which spellings are correct: British and American (default), or one. */
  static async create(variants: SpellingVariants = 'both'): Promise<LanguageChecker> {
    const [speller, harper] = await Promise.all([
      SpellChecker.create(variants),
      HarperLinter.create(undefined, variants === 'gb' ? 'british' : 'american'),
    ]);
    return new LanguageChecker(speller, harper);
  }

  /** Findings in text order; offsets and lengths index into `text`. */
  async check(text: string): Promise<LanguageFindings> {
    const tagged = tagText(text);
    const lints = (await this.harper.lint(text)).filter((lint) => !misreadMissingTo(lint, tagged));
    const { findings: spelling, variants } = this.speller.check(tagged, harperSpellingHints(lints));
    const grammar = withoutOverlaps(
      [
        ...harperGrammarFindings(text, lints),
        ...LEARNER_RULES.flatMap((rule) => rule.check(tagged)),
      ],
      spelling,
    ).map((finding) => this.inAnswerSpelling(finding, variants));
    return { spelling, grammar, variants };
  }

  /** The fix and its advice spelt the way the answer spells (British fixes for a British answer). */
  private inAnswerSpelling(
    finding: GrammarFinding,
    variants: readonly VariantSpelling[],
  ): GrammarFinding {
    if (finding.replacement === null || finding.replacement === '') return finding;
    const replacement = this.speller.respell(finding.replacement, variants);
    if (replacement === finding.replacement) return finding;
    return {
      ...finding,
      replacement,
      recommendation: finding.recommendation.split(finding.replacement).join(replacement),
    };
  }
}

/**
 * harper's `MissingTo` misfires when an auxiliary follows ("the things I learned will help"): a
 * relative clause.
 */
function misreadMissingTo(lint: HarperLint, tagged: TaggedText): boolean {
  if (lint.rule !== 'MissingTo') return false;
  const next = tagged.tokens.find((token) => token.start >= lint.end && token.text.trim() !== '');
  return next?.pos === 'AUX';
}

/** One finding per stretch of text: a span already reported as misspelled or wrong is not reported again. */
function withoutOverlaps(
  candidates: readonly GrammarFinding[],
  spelling: readonly SpellingFinding[],
): GrammarFinding[] {
  const taken: { offset: number; length: number }[] = [...spelling];
  const kept: GrammarFinding[] = [];
  for (const finding of candidates) {
    const end = finding.offset + finding.length;
    if (taken.some((span) => span.offset < end && finding.offset < span.offset + span.length)) {
      continue;
    }
    taken.push(finding);
    kept.push(finding);
  }
  return kept.sort((a, b) => a.offset - b.offset || a.length - b.length);
}
