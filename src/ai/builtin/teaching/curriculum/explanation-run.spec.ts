import { readFileSync } from 'node:fs';
import {
  curriculumContext,
  curriculumLesson,
  planComponentsOf,
} from 'src/ai/builtin/teaching/curriculum/curriculum-sheet.spec-helper';
import { quotedRuns } from 'src/ai/builtin/teaching/curriculum/explanation-run';
import type { ObjectivePlan } from 'src/ai/builtin/teaching/curriculum/lesson-objectives';

const fixture = (name: string) => readFileSync(`scripts/fixtures/worksheets/${name}`, 'utf8');

/** The plan's "Objective N (…): …" lines, each with what it says after the outcome. */
async function explanations(subject: string, grade: string, topic: string, file: string) {
  const text = fixture(file);
  const { plan } = await curriculumLesson(
    curriculumContext(subject, grade, topic, [{ document: file, page: 1, text }]),
    45,
  );
  const [taught] = planComponentsOf(plan).filter((c) =>
    /^Teacher explanation/.test(c.component_name),
  );
  const lines = taught.implementation_script
    .split('\n')
    .filter((line) => /^Objective \d+ \(/.test(line))
    .map((line) => line.replace(/^Objective \d+ \(.*?\): /, ''));
  return { text: text.replace(/\s+/g, ' '), lines };
}

/** The sentences of an explanation that the text itself has. */
const quoted = (text: string, line: string) =>
  line.split(/(?<=[.!?])\s+/).filter((sentence) => text.includes(sentence));

describe('an explanation quoted from the text is a run of adjacent sentences', () => {
  it.each([
    ['Science', 'Grade 7', 'Weather and climate', 'weather-and-climate.txt'],
    ['Science', 'Grade 6', 'Magnets', 'magnets.txt'],
    ['Science', 'Grade 6', 'The Moon and its phases', 'moon-phases.txt'],
    ['Science', 'Grade 6', 'The water cycle', 'water-cycle.txt'],
    ['Science', 'Grade 8', 'Elements, compounds and mixtures', 'elements-compounds-mixtures.txt'],
  ])('%s %s %s: each objective quotes one stretch of the text', async (...args) => {
    const { text, lines } = await explanations(...args);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const own = quoted(text, line);
      // Read one after the other, the quoted sentences are the text's own words in its order.
      if (own.length > 0) expect(text).toContain(own.join(' '));
    }
  });

  it('names every instrument of the paragraph, not the thermometer and the anemometer alone', async () => {
    const { lines } = await explanations(
      'Science',
      'Grade 7',
      'Weather and climate',
      'weather-and-climate.txt',
    );
    const instruments = lines.find((line) => /measured with a thermometer/.test(line)) ?? '';
    expect(instruments).toMatch(/maximum–minimum thermometer records the highest/);
    expect(instruments).toMatch(/anemometer/);
    // The board already defines a rain gauge: the explanation does not say it again.
    expect(instruments).not.toMatch(/Rain gauge: an instrument/);
  });
});

describe('quotedRuns', () => {
  const paragraphs = [
    ['The weather is the state of the air around us at a given place and time.'],
    [
      'The Sun heats the land and the water, and they in turn heat the air above them.',
      'When air is heated, it expands and becomes lighter than the same volume of cold air.',
      'So warm air rises, and cooler air moves in to take its place. This moving air is the wind.',
      'The heat of the Sun also makes water evaporate from seas, rivers and lakes.',
    ],
  ];
  const plan = (teach: string[]): ObjectivePlan => ({
    outcome: 'Explain how the heating of air causes wind',
    teach,
    check: { question: 'Explain how the heating of air causes wind.', answer: '' },
  });

  it('keeps one stretch of one paragraph, with the line a "So …" line goes on from', () => {
    const [o] = quotedRuns([plan([paragraphs[0][0], paragraphs[1][2]])], paragraphs);
    expect(o.teach).toEqual([paragraphs[1][1], paragraphs[1][2]]);
  });

  it('fills in the lines between two of one paragraph, unless another objective quotes them', () => {
    const [o] = quotedRuns([plan([paragraphs[1][0], paragraphs[1][2]])], paragraphs);
    expect(o.teach).toEqual(paragraphs[1].slice(0, 3));
    const [first] = quotedRuns(
      [
        plan([paragraphs[1][0], paragraphs[1][2]]),
        { ...plan([paragraphs[1][1]]), outcome: 'Explain why heated air is lighter' },
      ],
      paragraphs,
    );
    expect(first.teach).not.toContain(paragraphs[1][1]);
  });

  it('keeps the curriculum lines beside the quote but not a board term said again', () => {
    const [o] = quotedRuns(
      [plan(['Wind: moving air.', 'Warm air rises.', paragraphs[1][1]])],
      paragraphs,
      ['wind'],
    );
    expect(o.teach).toEqual(['Warm air rises.', paragraphs[1][1]]);
  });
});
