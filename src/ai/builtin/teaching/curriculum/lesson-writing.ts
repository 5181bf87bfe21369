import { contentWords } from 'src/ai/builtin/teaching/curriculum/focus';

/** What a writing task itself asks for, as lines of its success checklist. */

/**
 * What a writing task itself asks for, as checklist lines: "a 120–150-word paragraph … for a
 * reader who has never been there, using details from at least four senses and two figures of
 * speech" → "Is 120–150 words long", "Is written for a reader who has never been there", "Uses
 * details from at least four senses", "Uses two figures of speech".
 */
export function taskDemands(task: string): string[] {
  const demands: string[] = [];
  // "in no more than 50 words" is a limit, not a length: a 45-word notice keeps to it.
  const limit = /\b(?:no more than|not more than|at most|up to|within) (\d+) words\b/i.exec(
    task,
  )?.[1];
  const length = /(\d+(?:\s*[–-]\s*\d+)?)[- ]word/i.exec(task)?.[1];
  if (limit) demands.push(`Is no more than ${limit} words long`);
  else if (length) demands.push(`Is ${length} words long`);
  const reader =
    /\bfor (an? (?:reader|audience|friend|younger|visitor|class|student)[^,.;]*)/i.exec(task)?.[1];
  if (reader) demands.push(`Is written for ${reader.trim()}`);
  // "with a clear claim, two reasons …, and a call to action, using at least two techniques".
  const LEAD = '(?:at least |one |two |three |four |five |a |an |the |details )';
  for (const [, verb, list] of task.matchAll(
    /\b(using|including|with) ([^.;]*?)(?=, using\b|, with\b|[.;]|$)/gi,
  )) {
    if (!new RegExp(`^${LEAD}`, 'i').test(list)) continue;
    const parts = list
      .split(new RegExp(`,\\s*(?:and\\s+)?(?=${LEAD})|\\s+and\\s+(?=${LEAD})`, 'i'))
      .map((part) => part.trim())
      .filter((part) => part.split(/\s+/).length >= 2);
    const lead = verb.toLowerCase() === 'using' ? 'Uses' : 'Includes';
    demands.push(...parts.map((part) => `${lead} ${part}`));
  }
  return demands;
}

/** A process that is a text's layout or structure, not a way of working ("the writing process"). */
export const LAYOUT = /\b(layout|structure|format)\b/i;

/**
 * The points a task asks the text to cover, in one checklist line: "…, sharing two pieces of news,
 * asking about the new school and suggesting a plan to meet" → "Covers each point the task asks
 * for: sharing two pieces of news; asking about the new school; suggesting a plan to meet".
 */
export function taskPoints(task: string): string[] {
  const found =
    /, ((?!using\b|including\b)[a-z]+ing\b[^.;]*?)(?=, (?:in|with|using|for)\b|[.;]|$)/i.exec(task);
  if (!found) return [];
  const points = found[1]
    .split(/,? and (?=[a-z]+ing\b)|, (?=[a-z]+ing\b)/i)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  return [`Covers each point the task asks for: ${points.join('; ')}`];
}

/** A structure's stage as a checklist line: its name and what it holds. */
export interface StageLine {
  name: string;
  line: string;
}

/**
 * A checklist that names each feature once: a task's demand a stage line already holds ("Includes
 * a byline" beside "Byline: by + the writer's name") is left out, and a stage the task's demand
 * specifies ("Includes two body paragraphs (problem, solutions)") is checked by that demand alone.
 */
export function onceEach(
  demands: readonly string[],
  stages: readonly StageLine[],
): { demands: string[]; stages: string[] } {
  const words = (text: string) => contentWords(text.replace(/^(Includes|Uses)\b/, ''));
  const holds = (stage: StageLine, demand: string) =>
    [...words(demand)].every((word) => words(stage.line).has(word));
  const names = (demand: string, stage: StageLine) =>
    [...words(stage.name)].every((word) => words(demand).has(word));
  const kept = demands.filter((demand) => !stages.some((stage) => holds(stage, demand)));
  return {
    demands: kept,
    stages: stages
      .filter((stage) => !kept.some((demand) => names(demand, stage)))
      .map((stage) => stage.line),
  };
}
