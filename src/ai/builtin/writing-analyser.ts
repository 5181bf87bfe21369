import { Lexicon } from 'src/ai/builtin/features/lexicon';
import { profileText } from 'src/ai/builtin/features/text-profile';
import { analyseWriting, type WritingAnalysis } from 'src/ai/builtin/features/writing-features';
import type { LanguageFindings } from 'src/ai/builtin/language/language-checker';

/** What the analyser needs from the spelling and grammar checker (`LanguageChecker`). */
export interface LanguageCheck {
  check(text: string): Promise<LanguageFindings>;
}

/** Turns an answer into the measurements the trait model and the report read. */
export class WritingAnalyser {
  constructor(
    private readonly checker: LanguageCheck,
    private readonly lexicon: Lexicon,
  ) {}

  static async create(checker: LanguageCheck): Promise<WritingAnalyser> {
    return new WritingAnalyser(checker, await Lexicon.load());
  }

  async analyse(text: string): Promise<WritingAnalysis> {
    const findings = await this.checker.check(text);
    return analyseWriting(profileText(text), this.lexicon, findings);
  }
}
