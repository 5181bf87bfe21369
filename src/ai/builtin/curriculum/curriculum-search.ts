import MiniSearch from 'minisearch';
import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import type { SubjectScope } from 'src/ai/builtin/curriculum/curriculum-subjects';
import { namesTopic } from 'src/ai/builtin/curriculum/topic-names';

/** Words that say nothing about which topic a teacher means. */
const STOP_WORDS = new Set(
  `a an and the of in on for to with by about from at as is are be its their our your into how what
  why which chapter unit lesson topic class grade introduction intro basics study`.split(/\s+/),
);

interface IndexedTopic {
  id: string;
  title: string;
  aliases: string;
  terms: string;
  refs: string;
  summary: string;
}

/** A topic the search found, with its score after the grade and strand preferences. */
export interface TopicMatch {
  topic: CurriculumTopic;
  score: number;
}

/** What the teacher asked for, as the search reads it. */
export interface TopicQuery {
  text: string;
  scope: SubjectScope;
  grade: number | null;
}

/** Splits on anything that is not a letter or digit ("water-cycle" → water, cycle). */
function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Plural and singular meet ("plants" → "plant", "stomata" stays): a light, safe stem. */
function processTerm(term: string): string | null {
  if (STOP_WORDS.has(term)) return null;
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss') && !term.endsWith('us'))
    return term.slice(0, -1);
  return term;
}

/** The query's words that can decide a match. */
export function queryWords(text: string): string[] {
  return tokenize(text)
    .map(processTerm)
    .filter((word): word is string => word !== null);
}

/**
 * BM25 search over the curriculum (MiniSearch, prefix and fuzzy for typos), limited to the subject
 * and ranked with the grade and strand as tie-breaks.
 */
export class CurriculumSearch {
  private readonly index = new MiniSearch<IndexedTopic>({
    fields: ['title', 'aliases', 'terms', 'refs', 'summary'],
    storeFields: ['id'],
    tokenize,
    processTerm,
  });
  private readonly byId = new Map<string, CurriculumTopic>();

  constructor(topics: readonly CurriculumTopic[]) {
    for (const topic of topics) this.byId.set(topic.id, topic);
    this.index.addAll(
      topics.map((topic) => ({
        id: topic.id,
        title: topic.title,
        aliases: topic.aliases.join(' | '),
        terms: topic.key_terms.flatMap((term) => [term.term, ...(term.aliases ?? [])]).join(' | '),
        refs: topic.syllabus_refs.join(' | '),
        summary: topic.summary,
      })),
    );
  }

  /** Ranked topics of the query's subject; empty when nothing in the subject matches enough. */
  search(query: TopicQuery): TopicMatch[] {
    const words = queryWords(query.text);
    if (words.length === 0) return [];
    const results = this.index.search(query.text, {
      boost: { title: 5, aliases: 4, terms: 2, refs: 1, summary: 0.5 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'OR',
      filter: (result) => this.byId.get(String(result.id))?.subject === query.scope.subject,
    });
    return results
      .map((result) => ({
        topic: this.byId.get(String(result.id)) as CurriculumTopic,
        score: result.score,
      }))
      .filter(({ topic }) => namesTopic(words, topic, queryWords))
      .map(({ topic, score }) => ({ topic, score: score * preference(topic, query) }))
      .sort((a, b) => b.score - a.score || a.topic.id.localeCompare(b.topic.id));
  }

  get(id: string): CurriculumTopic | undefined {
    return this.byId.get(id);
  }
}

/** Taught at the class: ×1; each class away: less. The named strand: ×1.5. */
function preference(topic: CurriculumTopic, query: TopicQuery): number {
  let factor = 1;
  if (query.grade !== null) {
    const distance = Math.min(...topic.grades.map((grade) => Math.abs(grade - query.grade!)));
    factor *= 1 / (1 + 0.25 * distance);
  }
  if (query.scope.strand && topic.strand === query.scope.strand) factor *= 1.5;
  return factor;
}
