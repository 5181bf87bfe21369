import { readFileSync } from 'node:fs';
import {
  curriculumContext,
  curriculumLesson,
  planComponentsOf,
} from 'src/ai/builtin/teaching/curriculum/curriculum-sheet.spec-helper';
import { textQuestion } from 'src/ai/builtin/teaching/curriculum/document-practice';

const WEATHER = readFileSync('scripts/fixtures/worksheets/weather-and-climate.txt', 'utf8');

async function weatherLesson() {
  const { plan } = await curriculumLesson(
    curriculumContext('Science', 'Grade 7', 'Weather and climate', [
      { document: 'weather-and-climate.txt', page: 1, text: WEATHER },
    ]),
    45,
  );
  const components = planComponentsOf(plan);
  const practice = plan.independent_practice_block.components[0];
  const taught = components
    .filter((c) => /^Teacher explanation|^Reading the document/.test(c.component_name))
    .flatMap((c) => [c.implementation_script, ...c.expected_responses])
    .join(' ');
  return { practice, taught, flat: WEATHER.replace(/\s+/g, ' ') };
}

describe('practice on a document asks about the parts of the text not yet taught', () => {
  it('asks what lines the explanation and the reading left unused say, each keyed with its line', async () => {
    const { practice, taught, flat } = await weatherLesson();
    expect(practice.formative_questions.length).toBeGreaterThanOrEqual(2);
    practice.formative_questions.forEach((q, i) => {
      const key = practice.expected_responses[i].replace(/^"|"$/g, '');
      expect(q).toMatch(/^According to the text, /);
      // The key is a line of the text, one the lesson has not yet read out or asked for.
      expect(flat).toContain(key);
      expect(taught).not.toContain(key);
    });
    // The equator and the poles (paragraph 6) were never taught: practice reaches them.
    expect(practice.formative_questions).toContain(
      'According to the text, why are places near the equator hot?',
    );
  });

  it('no longer spends practice on a board definition or a one-word gap', async () => {
    const { practice } = await weatherLesson();
    for (const q of practice.formative_questions) {
      expect(q).not.toMatch(/^What is meant by/);
      expect(q).not.toMatch(/^Fill in the gap/);
    }
  });
});

describe('textQuestion', () => {
  it.each([
    [
      'When air is heated, it expands and becomes lighter than the same volume of cold air.',
      'According to the text, what happens when air is heated?',
    ],
    [
      'The polar regions receive weak, slanting sunlight, so they are very cold for most of the year.',
      'According to the text, why are the polar regions very cold for most of the year?',
    ],
    [
      'The movement of food through the phloem is called translocation.',
      'According to the text, what is the movement of food through the phloem called?',
    ],
  ])('%s', (line, question) => expect(textQuestion(line)).toBe(question));

  it.each([
    // "When we say …" is about the reader, not what happens.
    'When we say that Kerala is hot and wet, we are describing its climate.',
    // A list after the first comma: the clause is not where the comma is.
    'When the sun heats the surface of the sea, rivers and lakes, water evaporates and rises into the air.',
    'When these tiny drops join together into bigger, heavier drops, they fall as rain.',
    // Two sentences in one line ask two things.
    'So warm air rises, and cooler air moves in to take its place. This moving air is the wind.',
  ])('asks nothing of "%s"', (line) => expect(textQuestion(line)).toBeNull());
});
