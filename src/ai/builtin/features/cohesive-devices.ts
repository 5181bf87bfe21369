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

const PATTERNS = Object.entries(COHESIVE_DEVICES).flatMap(([relation, devices]) =>
  devices.map((device) => ({ relation, device, padded: ` ${device} ` })),
);

export function findCohesiveDevices(sentences: readonly Sentence[]): DeviceUse[] {
  const uses: DeviceUse[] = [];
  for (const sentence of sentences) {
    const padded = ` ${sentence.words.map((word) => word.lower).join(' ')} `;
    for (const { relation, device, padded: pattern } of PATTERNS) {
      let from = padded.indexOf(pattern);
      while (from !== -1) {
        uses.push({ device, relation, sentence, initial: from === 0 });
        from = padded.indexOf(pattern, from + 1);
      }
    }
  }
  return uses;
}
