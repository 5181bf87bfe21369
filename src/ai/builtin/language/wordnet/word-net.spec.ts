import { nounBaseForms, WordNet } from 'src/ai/builtin/language/wordnet/word-net';

const wordnet = new WordNet();
const headwords = async (word: string) => (await wordnet.nouns(word)).map((s) => s.words[0]);

describe('WordNet nouns', () => {
  it('finds the singular of plurals a teacher types as a topic', async () => {
    for (const [plural, singular] of [
      ['Volcanoes', 'volcano'],
      ['potatoes', 'potato'],
      ['leaves', 'leaf'],
      ['nuclei', 'nucleus'],
      ['larvae', 'larva'],
      ['phenomena', 'phenomenon'],
      ['crises', 'crisis'],
      ['children', 'child'],
      ['fishermen', 'fisherman'],
      ['field mice', 'field mouse'],
      ['sweet potatoes', 'sweet potato'],
    ]) {
      expect(await headwords(plural)).toContain(singular);
    }
  });

  it('prefers the regular singular and leaves words in -ss alone', async () => {
    // Learned endings come last: "does" are deer ("doe"), not parties ("do").
    expect(await headwords('does')).toEqual(await headwords('doe'));
    expect(nounBaseForms('glass')).toEqual(['glass']);
  });
});

describe('WordNet readings', () => {
  it('reads a derived reading once and keeps it in the one cache', async () => {
    const read = jest.fn(() => Promise.resolve(['co2']));
    expect(await wordnet.remember('compound:carbon dioxide', read)).toEqual(['co2']);
    expect(await wordnet.remember('compound:carbon dioxide', read)).toEqual(['co2']);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('gives the senses with their pointers for readers that follow them', async () => {
    const [sense] = await wordnet.rawSenses('absorb', 'v');
    expect(sense.ptrs.some((ptr) => ptr.sourceTarget.length === 4)).toBe(true);
  });
});
