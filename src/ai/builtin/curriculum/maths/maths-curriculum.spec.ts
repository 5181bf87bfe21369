import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { MATHS_SKILLS } from 'src/ai/builtin/curriculum/maths';
import { CURRICULUM_FILE_SCHEMA } from 'src/ai/builtin/curriculum/curriculum.schema';
import type { CurriculumFile, CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';

const DIRECTORY = join(__dirname, '..', 'data', 'mathematics');
const files = readdirSync(DIRECTORY).filter((name) => name.endsWith('.json'));
const data = files.map((name) => ({
  name,
  file: JSON.parse(readFileSync(join(DIRECTORY, name), 'utf8')) as CurriculumFile,
}));
const topics: CurriculumTopic[] = data.flatMap(({ file }) => file.topics);
const skills = new Map(MATHS_SKILLS.map((skill) => [skill.id, skill]));

describe('mathematics curriculum data', () => {
  it.each(files)('%s matches the curriculum schema', (name) => {
    const validate = new Ajv({ allErrors: true }).compile(CURRICULUM_FILE_SCHEMA);
    const { file } = data.find((entry) => entry.name === name)!;
    expect(validate(file) ? [] : validate.errors).toEqual([]);
  });

  it('has at least 40 chapter-level topics for Classes 1–10, each id once', () => {
    expect(topics.length).toBeGreaterThanOrEqual(40);
    const ids = topics.map((topic) => topic.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const topic of topics) {
      expect(topic.subject).toBe('mathematics');
      expect(topic.id.startsWith('mathematics.')).toBe(true);
    }
    const grades = new Set(topics.flatMap((topic) => topic.grades));
    for (let grade = 1; grade <= 10; grade += 1) expect(grades).toContain(grade);
  });

  it('states only key terms that the fact contains', () => {
    const problems: string[] = [];
    for (const topic of topics) {
      const terms = new Set(topic.key_terms.map((term) => term.term.toLowerCase()));
      for (const fact of topic.facts) {
        for (const term of fact.terms) {
          if (
            !terms.has(term.toLowerCase()) ||
            !fact.text.toLowerCase().includes(term.toLowerCase())
          ) {
            problems.push(`${topic.id}: "${term}" in "${fact.text}"`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('names only exercise generators that exist and suit some of its classes', () => {
    const problems: string[] = [];
    for (const topic of topics) {
      for (const id of topic.skills ?? []) {
        const skill = skills.get(id);
        if (!skill) problems.push(`${topic.id}: no skill ${id}`);
        else if (
          !topic.grades.some(
            (grade) => grade >= skill.grades[0] - 1 && grade <= skill.grades[1] + 1,
          )
        ) {
          problems.push(
            `${topic.id} (${topic.grades.join(', ')}): ${id} is for ${skill.grades.join('–')}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('practises every generator in at least one topic', () => {
    const used = new Set(topics.flatMap((topic) => topic.skills ?? []));
    expect(MATHS_SKILLS.map((skill) => skill.id).filter((id) => !used.has(id))).toEqual([]);
  });

  it('pairs every misconception with a different correct idea and gives every worked example steps', () => {
    for (const topic of topics) {
      for (const misconception of topic.misconceptions)
        expect(misconception.correct).not.toBe(misconception.wrong);
      for (const example of topic.worked_examples ?? [])
        expect(example.steps.length).toBeGreaterThan(0);
    }
  });

  it('uses British spelling', () => {
    const text = JSON.stringify(topics);
    expect(text).not.toMatch(
      /\b(color|center|meter|liter|factorize|factorization|recognize|organize|analyze)\b/i,
    );
  });
});
