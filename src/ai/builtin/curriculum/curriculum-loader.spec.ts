import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  curriculumFiles,
  CurriculumFileError,
  loadCurriculum,
  loadCurriculumFile,
  SHIPPED_CURRICULUM_DIR,
} from 'src/ai/builtin/curriculum/curriculum-loader';
import type { CurriculumFile } from 'src/ai/builtin/curriculum/curriculum-topic';

/** A one-topic file: the exemplar entry (photosynthesis). */
function exemplar(): CurriculumFile {
  const file = JSON.parse(
    readFileSync(join(SHIPPED_CURRICULUM_DIR, 'science', 'plants.json'), 'utf8'),
  ) as CurriculumFile;
  return { topics: file.topics.filter((topic) => topic.id === 'science.photosynthesis') };
}

function operatorDir(file: unknown, name = 'my-topics.json'): string {
  const dir = mkdtempSync(join(tmpdir(), 'curriculum-'));
  writeFileSync(join(dir, name), typeof file === 'string' ? file : JSON.stringify(file));
  return dir;
}

describe('curriculum loader', () => {
  it.each(curriculumFiles(SHIPPED_CURRICULUM_DIR))(
    'every shipped file passes the schema and the cross-field rules: %s',
    (path) => {
      expect(loadCurriculumFile(path).length).toBeGreaterThan(0);
    },
  );

  it('loads the whole shipped curriculum with unique ids', () => {
    const topics = loadCurriculum(null);
    expect(new Set(topics.map((topic) => topic.id)).size).toBe(topics.length);
    expect(topics.map((topic) => topic.id)).toContain('science.photosynthesis');
  });

  it("adds an operator's topics beside the shipped ones", () => {
    const file = exemplar();
    file.topics[0] = { ...file.topics[0], id: 'science.my-own-topic', title: 'My own topic' };
    const topics = loadCurriculum(operatorDir(file));
    expect(topics.map((topic) => topic.id)).toContain('science.my-own-topic');
  });

  it('names the file and the place in it when a file breaks the schema', () => {
    const file = exemplar();
    (file.topics[0] as { grades: unknown }).grades = ['seven'];
    const dir = operatorDir(file, 'bad.json');
    expect(() => loadCurriculum(dir)).toThrow(CurriculumFileError);
    expect(() => loadCurriculum(dir)).toThrow(
      /bad\.json is invalid:\n {2}\/topics\/0\/grades\/0: must be integer/,
    );
  });

  it('rejects a fact whose term is not a key term, and an id the shipped files use', () => {
    const file = exemplar();
    file.topics[0].facts[0].terms = ['sunlight'];
    expect(() => loadCurriculum(operatorDir(file))).toThrow(
      /\/topics\/0\/facts\/0: term "sunlight" is not a key term/,
    );
    expect(() => loadCurriculum(operatorDir(exemplar()))).toThrow(
      /"science.photosynthesis" is already defined/,
    );
  });

  it('says which file is not JSON, and which directory is missing', () => {
    expect(() => loadCurriculum(operatorDir('{ "topics": [', 'broken.json'))).toThrow(
      /broken\.json is not JSON/,
    );
    expect(() => loadCurriculum('/no/such/dir')).toThrow(/\/no\/such\/dir does not exist/);
  });
});
