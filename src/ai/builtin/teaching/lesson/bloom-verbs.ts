import { BLOOM_LEVELS, type BloomLevel } from 'src/ai/ports/teaching-content.port';

/**
 * The Bloom level of a learning objective, read from its verb (revised taxonomy, Anderson and
 * Krathwohl 2001). SMART objectives put the verb after "able to" / "will", so the first verb of
 * the table after that marker is the objective's; verbs joined to it by "and"/"or" count too and
 * the highest level wins, since an objective asks for its most demanding verb. Both British and
 * American spellings are listed because teachers write either. The lists are space-separated
 * strings so the table reads as a table.
 */
const VERBS: Record<BloomLevel, readonly string[]> = {
  remember: words(
    'define list name recall recognise recognize identify state label memorise ' +
      'memorize repeat match locate reproduce tell select spell',
  ),
  understand: words(
    'explain describe summarise summarize classify interpret paraphrase illustrate ' +
      'discuss restate infer predict exemplify translate outline report express ' +
      'understand clarify represent retell',
  ),
  apply: words(
    'apply use solve calculate compute demonstrate implement execute measure operate ' +
      'practise practice perform show sketch draw plot convert estimate carry complete ' +
      'prepare conduct',
  ),
  analyze: words(
    'analyse analyze compare contrast differentiate distinguish examine investigate ' +
      'categorise categorize organise organize deconstruct attribute inspect relate ' +
      'sort break explore trace',
  ),
  evaluate: words(
    'evaluate assess judge justify critique criticise criticize argue defend appraise ' +
      'recommend prioritise prioritize rate conclude decide debate validate weigh ' +
      'reflect verify',
  ),
  create: words(
    'create design compose construct develop formulate plan produce invent devise ' +
      'generate hypothesise hypothesize build propose synthesise synthesize combine ' +
      'compile assemble author model write',
  ),
};

function words(list: string): readonly string[] {
  return list.split(' ');
}

/** Inflected forms ("explains", "explaining", "summarised") map back to the table's verb. */
function formsOf(verb: string): string[] {
  const stem = verb.endsWith('e') ? verb.slice(0, -1) : verb;
  const y = verb.endsWith('y') ? verb.slice(0, -1) : null;
  return [
    verb,
    `${verb}s`,
    `${verb}es`,
    `${stem}ed`,
    `${stem}ing`,
    ...(y ? [`${y}ies`, `${y}ied`] : []),
  ];
}

const LEVEL_OF = new Map<string, BloomLevel>();
for (const level of BLOOM_LEVELS) {
  for (const verb of VERBS[level]) {
    for (const form of formsOf(verb)) if (!LEVEL_OF.has(form)) LEVEL_OF.set(form, level);
  }
}

const MARKER = /\b(?:able to|will|can|should|must|to)\b/i;
const JOINERS = new Set(['and', 'or', 'then', 'also']);

/** The objective's Bloom level, or null when it has no verb of the table. */
export function bloomOfObjective(objective: string): BloomLevel | null {
  const marker = MARKER.exec(objective);
  const tail = marker ? objective.slice(marker.index + marker[0].length) : objective;
  const level = verbLevelIn(tail);
  // "Describe …" with no marker, or a marker before a sentence with no listed verb: read it all.
  return level ?? (marker ? verbLevelIn(objective) : null);
}

function verbLevelIn(text: string): BloomLevel | null {
  const tokens = text.toLowerCase().match(/[a-z]+|,/g) ?? [];
  const first = tokens.findIndex((t) => LEVEL_OF.has(t));
  if (first < 0) return null;
  let best = LEVEL_OF.get(tokens[first])!;
  // Follow "identify and explain", "sort, compare and evaluate": joined verbs share the subject.
  for (let i = first + 1; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token === ',' || JOINERS.has(token)) continue;
    const level = LEVEL_OF.get(token);
    const previous = tokens[i - 1];
    if (!level || !(previous === ',' || JOINERS.has(previous))) break;
    best = higher(best, level);
  }
  return best;
}

export function higher(a: BloomLevel, b: BloomLevel): BloomLevel {
  return bloomRank(a) >= bloomRank(b) ? a : b;
}

export function bloomRank(level: BloomLevel): number {
  return BLOOM_LEVELS.indexOf(level);
}
