import type { GrammarFinding } from 'src/ai/ports/writing-assessment.port';
import { grammarFinding } from 'src/ai/builtin/language/grammar-finding';
import type { HarperLint } from 'src/ai/builtin/language/harper/harper-linter';
import type { MistakeType } from 'src/ai/builtin/language/mistake-type';

/**
 * Harper kinds that are not grammar: spelling is nspell's, readability is length, regionalisms are
 * not errors.
 */
const NOT_GRAMMAR = new Set(['Spelling', 'Readability', 'Regionalism']);

/**
 * Rules never reported: house style, not grammar (Oxford comma, typographic dashes), and
 * `MissingPreposition`, which names no preposition and fires on correct sentences.
 */
export const NOT_REPORTED_RULES: ReadonlySet<string> = new Set([
  'OxfordComma',
  'UseEllipsisCharacter',
  'NumericRangeEnDash',
  'LitotesDirectPositive',
  'MissingPreposition',
]);

/**
 * Harper rule names that map to taught mistake types; closing open compounds is only a style
 * suggestion.
 */
const RULE_TYPES: [RegExp, MistakeType][] = [
  [/^CompoundNouns$/, 'STYLE'],
  [
    /^(TheirToThere|ThereToTheir|TheirToTheyre|ThereOwn|ItsContraction|ItsPossessive|WereWhere|ThenThan|ThatThan|ToTooIdioms|ToTwoToo|ToLoseTooLoose|QuiteQuiet|WaistWaste|FeelFell|HopHope|ThoughThought|ThingThink|SafeToSave|DoesOrDose|EverEvery|PronounKnew|WorseOrWorst|LetsConfusion|ExitedExcitedContext|FindFine|ThesesThese|PossessiveYour|PronounContraction|WrongApostrophe)$/,
    'CONFUSED_WORDS',
  ],
  [
    /Preposition|^(ArriveTo|AwareOf|GoodAt|InterestedIn|JealousOf|PassionateAbout|ModalOf|Discuss)$/,
    'PREPOSITION',
  ],
  [/^(AnA|AnAnother|TheAnother|TheMy|DefiniteArticle|MissingDeterminer)$/, 'ARTICLE'],
  [
    /VerbAgreement|^ThereIsAgreement$|^PronounAre$|^IAmAgreement$|^HeDos$/,
    'SUBJECT_VERB_AGREEMENT',
  ],
  [/Modal|Inflected|^DidPast$|^SimplePast|^WillNonLemma$|^ProgressiveNeedsBe$/, 'VERB_FORM'],
];

const KIND_TYPES: Record<string, MistakeType> = {
  Agreement: 'AGREEMENT',
  BoundaryError: 'WORD_BOUNDARY',
  Capitalization: 'CAPITALIZATION',
  Eggcorn: 'WORD_CHOICE',
  Enhancement: 'STYLE',
  Formatting: 'PUNCTUATION',
  Grammar: 'SENTENCE_STRUCTURE',
  Malapropism: 'WORD_CHOICE',
  Miscellaneous: 'SENTENCE_STRUCTURE',
  Nonstandard: 'WORD_CHOICE',
  Punctuation: 'PUNCTUATION',
  Redundancy: 'REDUNDANCY',
  Repetition: 'REPETITION',
  Style: 'STYLE',
  Typo: 'WORD_CHOICE',
  Usage: 'WORD_CHOICE',
  WordChoice: 'WORD_CHOICE',
  WordOrder: 'WORD_ORDER',
};

export function mistakeTypeOf(lint: Pick<HarperLint, 'rule' | 'kind'>): MistakeType {
  const byRule = RULE_TYPES.find(([pattern]) => pattern.test(lint.rule));
  return byRule?.[1] ?? KIND_TYPES[lint.kind] ?? 'SENTENCE_STRUCTURE';
}

export function harperGrammarFindings(
  text: string,
  lints: readonly HarperLint[],
): GrammarFinding[] {
  return lints
    .filter((lint) => !NOT_GRAMMAR.has(lint.kind) && !NOT_REPORTED_RULES.has(lint.rule))
    .map((lint) => {
      const first = lint.suggestions[0];
      const problem = text.slice(lint.start, lint.end);
      let replacement: string | null = null;
      if (first?.action === 'remove') replacement = '';
      else if (first?.action === 'insert-after') replacement = problem + first.text;
      else if (first !== undefined) replacement = first.text;
      return grammarFinding(
        text,
        lint.start,
        lint.end,
        mistakeTypeOf(lint),
        replacement,
        lint.message,
      );
    });
}

/** Harper's spelling suggestions by word offset, for the spell checker to rank. */
export function harperSpellingHints(lints: readonly HarperLint[]): Map<number, string[]> {
  return new Map(
    lints
      .filter((lint) => lint.kind === 'Spelling')
      .map((lint) => [lint.start, lint.suggestions.map((suggestion) => suggestion.text)]),
  );
}
