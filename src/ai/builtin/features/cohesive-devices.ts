import type { Sentence } from 'src/ai/builtin/features/text-profile';

/** Connectives that mark relations between ideas, by the relation they signal. */
export const COHESIVE_DEVICES: Readonly<Record<string, readonly string[]>> = {
  addition: [
    'also',
    'moreover',
    'furthermore',
    'in addition',
    'additionally',
    'besides',
    'as well as',
  ],
  contrast: [
    'however',
    'but',
    'although',
    'though',
    'even though',
    'on the other hand',
    'nevertheless',
    'whereas',
    'yet',
    'in contrast',
    'instead',
    'despite',
    'on the contrary',
  ],
  cause: [
    'because',
    'since',
    'therefore',
    'thus',
    'as a result',
    'consequently',
    'hence',
    'due to',
  ],
  sequence: [
    'first',
    'firstly',
    'secondly',
    'thirdly',
    'next',
    'then',
    'finally',
    'lastly',
    'to begin with',
    'in conclusion',
    'to conclude',
    'in summary',
  ],
  example: ['for example', 'for instance', 'such as', 'in particular'],
};

export interface DeviceUse {
  device: string;
  relation: string;
  sentence: Sentence;
  /** The device opens the sentence, where it links to the previous one. */
  initial: boolean;
}

const ORDER = new Map(
  Object.values(COHESIVE_DEVICES)
    .flat()
    .map((device, i) => [device, i]),
);

/** Devices by their first word, so each word of a sentence is compared only with its candidates. */
const BY_FIRST_WORD = new Map<string, { relation: string; device: string; words: string[] }[]>();
for (const [relation, devices] of Object.entries(COHESIVE_DEVICES)) {
  for (const device of devices) {
    const words = device.split(' ');
    const list = BY_FIRST_WORD.get(words[0]) ?? [];
    list.push({ relation, device, words });
    BY_FIRST_WORD.set(words[0], list);
  }
}

export function findCohesiveDevices(sentences: readonly Sentence[]): DeviceUse[] {
  const uses: DeviceUse[] = [];
  for (const sentence of sentences) {
    const lower = sentence.words.map((word) => word.lower);
    // Grouped by device in list order, as the report reads them.
    const found: { order: number; position: number; use: DeviceUse }[] = [];
    lower.forEach((word, position) => {
      for (const candidate of BY_FIRST_WORD.get(word) ?? []) {
        if (candidate.words.every((w, k) => lower[position + k] === w)) {
          found.push({
            order: ORDER.get(candidate.device) ?? 0,
            position,
            use: {
              device: candidate.device,
              relation: candidate.relation,
              sentence,
              initial: position === 0,
            },
          });
        }
      }
    });
    found.sort((a, b) => a.order - b.order || a.position - b.position);
    uses.push(...found.map((f) => f.use));
  }
  return uses;
}
