import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';

/** How many leading key terms name the topic itself ("chlorophyll" → photosynthesis). */
const CENTRAL_TERMS = 3;

/** Edits allowed between a query word and a name's word: none when short, more when long. */
function tolerance(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}

function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length];
}

/** The query word names the name's word: the same, a typo of it, or its start ("fract"). */
function wordMatches(query: string, name: string): boolean {
  if (query === name) return true;
  if (query.length >= 4 && name.startsWith(query)) return true;
  const limit = tolerance(query);
  return limit > 0 && editDistance(query, name, limit) <= limit;
}

/** The share of the query's words found in one name. */
function coverage(words: readonly string[], name: readonly string[]): number {
  const found = words.filter((word) => name.some((part) => wordMatches(word, part)));
  return found.length / words.length;
}

/**
 * Whether the teacher's words name this topic (most of them in its title, aliases or first key
 * terms). Search ranks, this decides: "water cycle" is not "transport in plants".
 */
export function namesTopic(
  words: readonly string[],
  topic: CurriculumTopic,
  split: (text: string) => string[],
): boolean {
  if (words.length === 0) return false;
  const needed = words.length <= 2 ? 1 : 0.6;
  const names = [
    topic.title,
    ...topic.aliases,
    ...topic.key_terms
      .slice(0, CENTRAL_TERMS)
      .flatMap((term) => [term.term, ...(term.aliases ?? [])]),
  ];
  if (names.some((name) => coverage(words, split(name)) >= needed)) return true;
  // Every word in one of the names together ("the human heart": "heart" a term, "human" the title).
  return words.length >= 2 && coverage(words, names.flatMap(split)) === 1;
}
