import Ajv from 'ajv';
import { CURRICULUM_FILE_SCHEMA } from 'src/ai/builtin/curriculum/curriculum.schema';
import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';

const validateFile = new Ajv({ allErrors: true }).compile(CURRICULUM_FILE_SCHEMA);

/** One thing wrong with a curriculum file: where (a JSON pointer) and what. */
export interface CurriculumProblem {
  path: string;
  message: string;
}

/** The rules the schema cannot state: a topic's own parts agree with each other. */
function topicProblems(topic: CurriculumTopic, at: string): CurriculumProblem[] {
  const problems: CurriculumProblem[] = [];
  if (!topic.id.startsWith(`${topic.subject}.`))
    problems.push({ path: `${at}/id`, message: `"${topic.id}" does not start with its subject` });
  const terms = new Set(topic.key_terms.map((term) => term.term.toLowerCase()));
  if (terms.size !== topic.key_terms.length)
    problems.push({ path: `${at}/key_terms`, message: 'a key term is listed twice' });
  topic.facts.forEach((fact, f) => {
    for (const term of fact.terms) {
      if (!terms.has(term.toLowerCase()))
        problems.push({ path: `${at}/facts/${f}`, message: `term "${term}" is not a key term` });
      else if (!fact.text.toLowerCase().includes(term.toLowerCase()))
        problems.push({ path: `${at}/facts/${f}`, message: `the text does not contain "${term}"` });
    }
  });
  return problems;
}

/**
 * Everything wrong with one curriculum file (schema, then cross-field rules); `seen` keeps ids
 * unique across files.
 */
export function curriculumProblems(data: unknown, seen = new Set<string>()): CurriculumProblem[] {
  if (!validateFile(data))
    return (validateFile.errors ?? []).map((error) => ({
      path: error.instancePath || '/',
      message: error.message ?? 'is invalid',
    }));
  return data.topics.flatMap((topic, t) => {
    const at = `/topics/${t}`;
    const problems = topicProblems(topic, at);
    if (seen.has(topic.id))
      problems.push({ path: `${at}/id`, message: `"${topic.id}" is already defined` });
    seen.add(topic.id);
    return problems;
  });
}
