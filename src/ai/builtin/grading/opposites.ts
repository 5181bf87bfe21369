/**
 * Opposites science and maths answers turn on that WordNet lacks as antonyms of these lemmas
 * ("the bulbs go out" against "the bulbs stay lit"). Each group's words oppose the other group's.
 */
const OPPOSITE_GROUPS: [string[], string[]][] = [
  [
    ['lit', 'light', 'glow', 'bright', 'brighter', 'on'],
    ['out', 'off', 'dark', 'unlit', 'dim', 'dimmer'],
  ],
  [
    ['more', 'most', 'increase', 'rise', 'gain', 'grow', 'up'],
    ['less', 'least', 'fewer', 'decrease', 'fall', 'drop', 'lose', 'shrink', 'down'],
  ],
  // Not "short" against "tall" here: a short string gives a high pitch, and "short" would say
  // "low" (WordNet has short/tall and short/long).
  [
    ['high', 'higher', 'tall', 'up', 'above'],
    ['low', 'lower', 'down', 'below'],
  ],
  [
    ['big', 'large', 'long', 'wide', 'thick'],
    ['small', 'little', 'short', 'narrow', 'thin'],
  ],
  [
    ['fast', 'quick', 'faster'],
    ['slow', 'slower'],
  ],
  [
    ['hot', 'warm', 'heat'],
    ['cold', 'cool'],
  ],
  [
    ['same', 'equal', 'identical'],
    ['different', 'unequal'],
  ],
  [
    ['complete', 'closed', 'close'],
    ['incomplete', 'open', 'broken', 'break'],
  ],
  [
    ['conductor', 'conduct'],
    ['insulator', 'insulate'],
  ],
  [['attract'], ['repel']],
  [['agree'], ['disagree']],
  [['sink'], ['float']],
  [['soluble', 'dissolve'], ['insoluble']],
  [['magnetic'], ['nonmagnetic']],
  [['before'], ['after']],
  [
    ['positive', 'positively'],
    ['negative', 'negatively'],
  ],
  [['expand'], ['contract']],
  [['absorb'], ['reflect']],
  [
    ['heavy', 'heavier'],
    ['light', 'lighter'],
  ],
  [
    ['strong', 'stronger'],
    ['weak', 'weaker'],
  ],
  [
    ['hard', 'harder'],
    ['soft', 'softer'],
  ],
  [
    ['rough', 'rougher', 'coarse'],
    ['smooth', 'smoother', 'fine'],
  ],
  [
    ['true', 'yes', 'correct'],
    ['false', 'no', 'incorrect', 'wrong'],
  ],
  [
    ['all', 'every', 'always'],
    ['none', 'never'],
  ],
  [
    ['stay', 'remain', 'keep'],
    ['go', 'change'],
  ],
];

const LISTED = new Map<string, Set<string>>();
/** Words on the same side of a group say nearly the same ("stay lit" / "keep glowing"). */
const ALIKE = new Map<string, Set<string>>();
for (const [left, right] of OPPOSITE_GROUPS) {
  for (const side of [left, right]) {
    for (const word of side) {
      const alike = ALIKE.get(word) ?? new Set<string>();
      for (const other of side) if (other !== word) alike.add(other);
      ALIKE.set(word, alike);
    }
  }
  for (const [these, those] of [
    [left, right],
    [right, left],
  ]) {
    for (const word of these) {
      const known = LISTED.get(word) ?? new Set<string>();
      for (const other of those) if (other !== word) known.add(other);
      LISTED.set(word, known);
    }
  }
}

/** Words listed on the other side of `lemma`'s groups. */
export function listedOpposites(lemma: string): ReadonlySet<string> {
  return LISTED.get(lemma) ?? new Set<string>();
}

/** Words listed on the same side as `lemma`. */
export function listedAlike(lemma: string): ReadonlySet<string> {
  return ALIKE.get(lemma) ?? new Set<string>();
}

/**
 * Sister terms science answers confuse that WordNet does not give as one small family: each
 * group's terms (with their forms) name different things, so one is not a near match for
 * another ("condensation" for "evaporation").
 */
const SISTER_GROUPS: string[][][] = [
  [
    ['evaporation', 'evaporate', 'vaporisation', 'vaporization', 'vaporise', 'vaporize'],
    ['condensation', 'condense'],
    ['melting', 'melt'],
    ['freezing', 'freeze', 'solidify', 'solidification'],
    ['sublimation', 'sublime'],
  ],
  [['mitosis'], ['meiosis']],
  [['artery'], ['vein'], ['capillary']],
  [['xylem'], ['phloem']],
  [['anode'], ['cathode']],
  [['proton'], ['neutron'], ['electron']],
  [
    ['filtration', 'filter', 'filtering'],
    ['distillation', 'distil', 'distill'],
    ['chromatography'],
  ],
  [
    ['northern', 'north'],
    ['southern', 'south'],
  ],
  [
    ['eastern', 'east'],
    ['western', 'west'],
  ],
];

const SISTERS = new Map<string, Set<string>>();
for (const group of SISTER_GROUPS) {
  for (const term of group) {
    for (const word of term) {
      const known = SISTERS.get(word) ?? new Set<string>();
      for (const other of group) if (other !== term) for (const form of other) known.add(form);
      SISTERS.set(word, known);
    }
  }
}

/** The listed sister terms of `lemma` (another group member's forms). */
export function listedSisters(lemma: string): ReadonlySet<string> {
  return SISTERS.get(lemma) ?? new Set<string>();
}
