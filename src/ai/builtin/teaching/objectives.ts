import {
  BLOOM_LEVELS,
  type BloomLevel,
  type LearningStandards,
  type TeachingContext,
} from 'src/ai/ports/teaching-content.port';

/** A SMART objective with the Bloom level it targets and the concepts it names. */
export interface Objective {
  text: string;
  bloom: BloomLevel;
}

/** Bloom verbs (Anderson & Krathwohl's revision), the first of each used when writing. */
const BLOOM_VERBS: Record<BloomLevel, string[]> = {
  remember: ['define', 'recall', 'name', 'list', 'identify', 'state', 'recognise', 'recognize'],
  understand: ['explain', 'describe', 'summarise', 'summarize', 'classify', 'interpret'],
  apply: ['use', 'apply', 'demonstrate', 'solve', 'illustrate', 'calculate'],
  analyze: ['compare', 'analyse', 'analyze', 'distinguish', 'contrast', 'examine', 'relate'],
  evaluate: ['judge', 'evaluate', 'justify', 'assess', 'argue', 'critique', 'defend'],
  create: ['write', 'design', 'create', 'compose', 'plan', 'construct', 'produce'],
};

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** What each level asks of students and how the teacher sees it was reached (the M of SMART). */
function task(bloom: BloomLevel, concepts: string[]): { doing: string; measure: string } {
  const [a, b = a, c = b] = concepts;
  switch (bloom) {
    case 'remember':
      return {
        doing: `define ${list([...new Set([a, b])])} and recall the key facts about them`,
        measure: 'measured by correct answers to at least four of five recall questions',
      };
    case 'understand':
      return {
        doing: `explain ${a} in their own words`,
        measure: 'measured by a short written explanation that uses evidence from the source',
      };
    case 'apply':
      return {
        doing: `use what they know about ${b} to identify examples of it`,
        measure: 'measured by correctly classifying at least three examples',
      };
    case 'analyze':
      return {
        doing: `compare ${list([...new Set([a, c])])}, saying how they are related`,
        measure: 'measured by a comparison that names at least two similarities or differences',
      };
    case 'evaluate':
      return {
        doing: `judge whether statements about ${a} are accurate, justifying each with evidence`,
        measure: 'measured by correct judgements with a reason for at least three statements',
      };
    case 'create':
      return {
        doing: `write a short summary that connects ${list([...new Set([a, b, c])])}`,
        measure: 'measured by a paragraph that uses each term correctly',
      };
  }
}

/** "By the end of the lesson, students will be able to explain … (understand), measured by …". */
export function writeObjectives(context: TeachingContext, concepts: string[]): Objective[] {
  const named = concepts.length > 0 ? concepts : [context.topic ?? context.subject];
  const where = `${context.grade} ${context.subject}`.trim();
  return BLOOM_LEVELS.map((bloom, index) => {
    const rotated = [...named.slice(index % named.length), ...named.slice(0, index % named.length)];
    const { doing, measure } = task(bloom, rotated);
    return {
      bloom,
      text: `By the end of the lesson, students will be able to ${doing} (${bloom}), ${measure}, as fits ${where}.`,
    };
  });
}

/** The Bloom level an objective targets: its "(level)" marker, else its first Bloom verb. */
export function bloomOf(text: string): BloomLevel | null {
  const lower = text.toLowerCase();
  const marker = /\((remember|understand|apply|analy[sz]e|evaluate|create)\)/.exec(lower);
  if (marker) return marker[1].startsWith('analy') ? 'analyze' : (marker[1] as BloomLevel);
  let best: { bloom: BloomLevel; at: number } | null = null;
  for (const bloom of BLOOM_LEVELS) {
    for (const verb of BLOOM_VERBS[bloom]) {
      const at = lower.search(new RegExp(`\\b${verb}\\b`));
      if (at >= 0 && (!best || at < best.at)) best = { bloom, at };
    }
  }
  return best?.bloom ?? null;
}

/** The objectives the teacher confirmed, with their levels; unknown levels read as `understand`. */
export function readObjectives(standards: LearningStandards | undefined): Objective[] {
  const texts = standards?.smart_learning_objectives?.objects?.ai_recommendations ?? [];
  return texts
    .filter((text): text is string => typeof text === 'string' && text.trim().length > 0)
    .map((text) => ({ text: text.trim(), bloom: bloomOf(text) ?? 'understand' }));
}
