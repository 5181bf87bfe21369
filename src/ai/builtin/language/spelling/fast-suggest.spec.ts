import nspell from 'nspell';
import { FastSuggest } from 'src/ai/builtin/language/spelling/fast-suggest';

describe('FastSuggest', () => {
  let dictionary: ReturnType<typeof nspell>;
  let fast: FastSuggest;

  beforeAll(async () => {
    const { default: en } = await import('dictionary-en');
    dictionary = nspell({ aff: Buffer.from(en.aff), dic: Buffer.from(en.dic) });
    fast = new FastSuggest(dictionary);
  });

  // Learner misspellings of every shape: one edit, two edits (the slow second pass), capitals,
  // apostrophes, digits (compound rules), correct words, and letters nspell has no use for.
  const words = [
    'recieve',
    'becuase',
    'Becuase',
    'tecnology',
    'oportunity',
    'dont',
    "did'nt",
    'alot',
    'beacause',
    'HELLO',
    'Wrld',
    'TeSt',
    'goverment',
    'responsability',
    'knowlege',
    'xqzv',
    'teh',
    'iPhone',
    '21th',
    'and',
    'a',
    '',
    'ñandú',
  ];

  it.each(words)('suggests exactly what nspell does for %p', (word) => {
    expect(fast.suggest(word)).toEqual(dictionary.suggest(word));
  });
});
