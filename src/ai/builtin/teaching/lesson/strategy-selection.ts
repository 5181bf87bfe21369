import { INSTRUCTIONAL_BLOCKS, type InstructionalBlock } from 'src/ai/ports/teaching-content.port';
import { blockBlooms } from './block-plan';
import type { LessonFacts } from './lesson-facts';
import { textKey } from './lesson-text';
import { hashOf } from './seeded';
import { TEACHING_STRATEGIES } from './teaching-strategies.catalogue';
import type { TeachingStrategy } from './teaching-strategy';

/**
 * Choosing strategies for a block: it must belong in the block, suit the subject and the grade,
 * and exercise the thinking the objectives ask for (first) and the block asks for (second).
 * Equal scores are ordered by a hash of the lesson and the strategy, so lessons on different
 * topics vary while the same lesson always gets the same plan.
 */
const OBJECTIVE_MATCH = 3;
const BLOCK_MATCH = 2;
const SUBJECT_SPECIFIC = 1;
/** Discourages one strategy (think-pair-share, say) from filling every block of a lesson. */
const ALREADY_USED = 6;

/** Each component keeps at least this many minutes; shorter is not a real activity. */
export const MINIMUM_COMPONENT_MINUTES = 2;

export function fitsBlock(
  strategy: TeachingStrategy,
  block: InstructionalBlock,
  facts: LessonFacts,
): boolean {
  if (!strategy.blocks.includes(block)) return false;
  if (strategy.subjects && !strategy.subjects.includes(facts.family)) return false;
  if (strategy.minGrade !== undefined && facts.gradeNumber !== null) {
    if (facts.gradeNumber < strategy.minGrade) return false;
  }
  const wanted = new Set([...facts.objectiveBlooms, ...blockBlooms(block, facts)]);
  return strategy.blooms.some((level) => wanted.has(level));
}

export function rankStrategies(
  block: InstructionalBlock,
  facts: LessonFacts,
  used: ReadonlySet<string> = new Set(),
  catalogue: readonly TeachingStrategy[] = TEACHING_STRATEGIES,
): TeachingStrategy[] {
  const blockLevels = blockBlooms(block, facts);
  const scored = catalogue
    .filter((strategy) => fitsBlock(strategy, block, facts))
    .map((strategy) => {
      const objectiveHits = strategy.blooms.filter((l) => facts.objectiveBlooms.includes(l));
      const blockHits = strategy.blooms.filter((l) => blockLevels.includes(l));
      const score =
        OBJECTIVE_MATCH * objectiveHits.length +
        BLOCK_MATCH * blockHits.length +
        (strategy.subjects ? SUBJECT_SPECIFIC : 0) -
        (used.has(strategy.name) ? ALREADY_USED : 0);
      return { strategy, score, tie: hashOf(`${facts.seed}:${block}:${strategy.name}`) };
    });
  scored.sort(
    (a, b) => b.score - a.score || a.tie - b.tie || a.strategy.name.localeCompare(b.strategy.name),
  );
  return scored.map((s) => s.strategy);
}

/** How many strategies a block of this length can run (the desktop app uses all it is sent). */
export function optionCount(minutes: number): number {
  const byLength = Math.min(4, Math.max(2, Math.ceil(minutes / 6)));
  return Math.max(1, Math.min(byLength, Math.floor(minutes / MINIMUM_COMPONENT_MINUTES)));
}

/** The minutes a strategy needs to be worth running: a jigsaw cannot happen in two. */
export function minutesNeeded(strategy: TeachingStrategy): number {
  return MINIMUM_COMPONENT_MINUTES + 2 * (Math.max(1, strategy.weight) - 1);
}

/**
 * The strategies of every block: the best-ranked ones that fit the block's minutes together,
 * chosen in lesson order so later blocks avoid repeating earlier ones.
 */
export function selectStrategies(
  facts: LessonFacts,
  durations: Record<InstructionalBlock, number>,
): Record<InstructionalBlock, TeachingStrategy[]> {
  const used = new Set<string>();
  const chosen = {} as Record<InstructionalBlock, TeachingStrategy[]>;
  for (const block of INSTRUCTIONAL_BLOCKS) {
    chosen[block] = strategiesFor(block, durations[block], facts, used);
    for (const strategy of chosen[block]) used.add(strategy.name);
  }
  return chosen;
}

function spent(strategies: readonly TeachingStrategy[]): number {
  return strategies.reduce((sum, s) => sum + minutesNeeded(s), 0);
}

/** The best-ranked strategies of one block that fit its minutes together. */
export function strategiesFor(
  block: InstructionalBlock,
  minutes: number,
  facts: LessonFacts,
  used: ReadonlySet<string>,
): TeachingStrategy[] {
  const ranked = rankStrategies(block, facts, used);
  const picked: TeachingStrategy[] = [];
  let left = minutes;
  for (const strategy of ranked) {
    if (picked.length >= optionCount(minutes)) break;
    if (minutesNeeded(strategy) > left) continue;
    picked.push(strategy);
    left -= minutesNeeded(strategy);
  }
  // Practice needs something to practise: development always brings new material first.
  if (block === 'development' && !picked.some((s) => s.presents)) {
    const presenter = ranked.find((s) => s.presents && minutesNeeded(s) <= minutes);
    if (presenter) {
      while (picked.length > 0 && spent(picked) + minutesNeeded(presenter) > minutes) picked.pop();
      picked.unshift(presenter);
      picked.splice(optionCount(minutes));
    }
  }
  // A very short block still gets its quickest fitting strategy.
  if (picked.length === 0 && ranked.length > 0) {
    picked.push([...ranked].sort((a, b) => a.weight - b.weight)[0]);
  }
  return picked;
}

const BY_KEY = new Map(TEACHING_STRATEGIES.map((s) => [textKey(s.name), s]));

/** The catalogue entry for a component name the teacher sent back, if it is one of ours. */
export function strategyNamed(name: string): TeachingStrategy | undefined {
  return BY_KEY.get(textKey(name));
}
