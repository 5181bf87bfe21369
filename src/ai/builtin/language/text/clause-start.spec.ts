import { clauseVerbAt } from 'src/ai/builtin/language/text/clause-start';
import { tagText } from 'src/ai/builtin/language/text/tagged-text';
import { sentenceTokens } from 'src/ai/builtin/language/rules/grammar-rule';

/** The verb `clauseVerbAt` finds when the clause starts at the word `start`, or null. */
function verbFrom(sentence: string, start: string, determiners?: ReadonlySet<string>) {
  const [words] = sentenceTokens(tagText(sentence));
  const at = clauseVerbAt(
    words,
    words.findIndex((word) => word.text === start),
    { determiners },
  );
  return at === undefined ? null : words[at].text;
}

describe('clauseVerbAt', () => {
  it('finds the verb after a pronoun or a determiner-led noun phrase', () => {
    expect(verbFrom('I was tired but I went out.', 'I')).toBe('was');
    expect(verbFrom('When it rains the old houses get wet.', 'the')).toBe('get');
  });

  it('lets up to two adverbs stand between subject and verb', () => {
    expect(verbFrom('We have no time but we also never meet.', 'we')).toBe('meet');
  });

  it('finds no clause where a phrase starts', () => {
    expect(verbFrom('She was tired but happy.', 'happy')).toBeNull();
    expect(verbFrom('The room was small.', 'small')).toBeNull();
    // A determiner must lead to a noun: "the very" is no subject.
    expect(verbFrom('It is the very best.', 'the')).toBeNull();
  });

  it('takes the determiners a rule adds', () => {
    expect(verbFrom('Most people enjoy music.', 'Most')).toBeNull();
    expect(verbFrom('Most people enjoy music.', 'Most', new Set(['most']))).toBe('enjoy');
  });
});
