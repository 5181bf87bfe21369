/**
 * Checks curriculum data files against the schema and the cross-field rules (a fact's terms are
 * key terms of its topic; ids unique). Usage: `npx ts-node --transpile-only -r
 * tsconfig-paths/register scripts/check-curriculum-file.ts <file.json> [...]`.
 */
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { CURRICULUM_FILE_SCHEMA } from 'src/ai/builtin/curriculum/curriculum.schema';
import type { CurriculumFile } from 'src/ai/builtin/curriculum/curriculum-topic';

const validate = new Ajv({ allErrors: true }).compile(CURRICULUM_FILE_SCHEMA);
const seen = new Set<string>();
let problems = 0;

for (const path of process.argv.slice(2)) {
  const data = JSON.parse(readFileSync(path, 'utf8')) as CurriculumFile;
  if (!validate(data)) {
    for (const error of validate.errors ?? []) {
      console.log(`${path}: ${error.instancePath} ${error.message}`);
      problems += 1;
    }
    continue;
  }
  for (const topic of data.topics) {
    if (seen.has(topic.id)) {
      console.log(`${path}: duplicate id ${topic.id}`);
      problems += 1;
    }
    seen.add(topic.id);
    if (!topic.id.startsWith(`${topic.subject}.`)) {
      console.log(`${path}: ${topic.id} does not start with its subject`);
      problems += 1;
    }
    const terms = new Set(topic.key_terms.map((term) => term.term.toLowerCase()));
    for (const fact of topic.facts) {
      for (const term of fact.terms) {
        if (!terms.has(term.toLowerCase())) {
          console.log(`${path}: ${topic.id}: fact term "${term}" is not a key term`);
          problems += 1;
        }
        if (!fact.text.toLowerCase().includes(term.toLowerCase())) {
          console.log(`${path}: ${topic.id}: fact "${fact.text}" does not contain "${term}"`);
          problems += 1;
        }
      }
    }
  }
}
console.log(`${seen.size} topics, ${problems} problems`);
process.exitCode = problems > 0 ? 1 : 0;
