import { perceptionVerb, verbSays } from 'src/ai/builtin/grading/verb-senses';

describe('verbSays: a verb said in other words, by WordNet', () => {
  it('finds the verbs that say "make" and "get"', async () => {
    for (const verb of ['make', 'produce', 'create', 'generate', 'form'])
      expect(await verbSays(verb, 'make')).toBe(true);
    for (const verb of ['get', 'obtain', 'receive', 'absorb'])
      expect(await verbSays(verb, 'get')).toBe(true);
  });

  it('does not take another verb for them', async () => {
    for (const verb of ['release', 'provide', 'give', 'conduct', 'run', 'store'])
      expect(await verbSays(verb, 'make')).toBe(false);
    for (const verb of ['release', 'store', 'lose'])
      expect(await verbSays(verb, 'get')).toBe(false);
  });

  it('knows the verbs of how something seems', async () => {
    for (const verb of ['feel', 'look', 'seem', 'sound'])
      expect(await perceptionVerb(verb)).toBe(true);
    for (const verb of ['get', 'become', 'conduct']) expect(await perceptionVerb(verb)).toBe(false);
  });
});
