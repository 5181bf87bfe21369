import { readFileSync } from 'node:fs';
import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { BuiltinTeachingContent } from 'src/ai/builtin/teaching/builtin-teaching-content';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { INSTRUCTIONAL_BLOCKS } from 'src/ai/ports/teaching-content.port';

const curriculum = Curriculum.load(null);

/** A short text on photosynthesis that never says starch, chlorophyll or chloroplast. */
const LEAF = [
  'Photosynthesis is the process by which green plants make their own food.',
  'A plant takes in carbon dioxide from the air through tiny pores in its leaves called stomata.',
  'Its roots take in water from the soil.',
  'Using the energy of sunlight, the leaf turns carbon dioxide and water into glucose and oxygen.',
  'The raw materials of photosynthesis are carbon dioxide and water, and its products are glucose and oxygen.',
  'The oxygen is given out into the air through the stomata.',
].join(' ');

/** A text on the same topic that teaches none of its outcomes: only what gives a leaf its colour. */
const GREEN = [
  'Photosynthesis happens mostly in the leaves of a plant.',
  'The green colour of a leaf comes from chlorophyll.',
  'Chlorophyll is a green pigment that traps the energy of sunlight.',
  'It is found in tiny bodies inside the leaf cells called chloroplasts.',
  'A leaf that is kept away from light for many days turns pale and yellow.',
].join(' ');

/** The lesson written from the text: its objectives, and everything the teacher reads. */
async function lessonFrom(text: string, topic = 'Photosynthesis', grade = 'Grade 7') {
  const content = BuiltinTeachingContent.create(curriculum, MATHS);
  const ctx = {
    board: 'CBSE',
    grade,
    subject: 'Science',
    topic,
    section: null,
    sources: [{ document: 'leaf.txt', page: 1, text }],
  };
  const draft = await content.draftSubjectMatter(ctx);
  const input = {
    ...ctx,
    subjectMatter: draft.subject_matter,
    learningStandards: draft.learning_standards,
  };
  const lesson = await content.writeLesson(input, await content.alignLesson(input, 45));
  const enrichment = await content.enrichLesson(input, lesson);
  const lines = INSTRUCTIONAL_BLOCKS.flatMap((block) =>
    lesson[`${block}_block`].components.flatMap((c) => [
      c.implementation_script,
      ...c.formative_questions,
      ...c.expected_responses,
    ]),
  );
  const items = INSTRUCTIONAL_BLOCKS.flatMap((block) =>
    lesson[`${block}_block`].components.flatMap((c) =>
      c.formative_questions.map((q, i) => ({ q, a: c.expected_responses[i] ?? '' })),
    ),
  );
  return {
    items,
    objectives: draft.learning_standards.smart_learning_objectives.objects.ai_recommendations,
    lines,
    all: JSON.stringify([lesson, enrichment]),
  };
}

describe('a lesson written from a document: the document leads', () => {
  it('keeps the outcomes the text supports and drops those naming a term it never uses', async () => {
    const { objectives } = await lessonFrom(LEAF);
    expect(objectives.some((o) => /raw materials and products/.test(o))).toBe(true);
    for (const objective of objectives) expect(objective).not.toMatch(/starch/i);
  });

  it('puts no term the text never uses on the board, in practice or in enrichment', async () => {
    const { lines, all } = await lessonFrom(LEAF);
    const board = lines.find((line) => line.startsWith('Key terms for the board'));
    expect(board).toMatch(/stomata/);
    expect(all).not.toMatch(/\b(starch|chlorophyll|chloroplasts?|autotrophs?)\b/i);
  });

  it('with no outcome the text supports, the objectives come from the text itself', async () => {
    const { objectives } = await lessonFrom(GREEN);
    const outcomes = curriculum.topicsFor({
      board: 'CBSE',
      grade: 'Grade 7',
      subject: 'Science',
      topic: 'Photosynthesis',
      section: null,
      sources: [],
    })[0].outcomes;
    expect(objectives.length).toBeGreaterThan(0);
    for (const outcome of outcomes)
      expect(objectives.join(' ')).not.toContain(outcome.replace(/\.$/, '').toLowerCase());
    expect(objectives.join(' ')).toMatch(/state what chlorophyll is/i);
    expect(objectives.join(' ')).not.toMatch(/starch/i);
  });

  it('keys "State what X is" with the line that says what X is, before lines giving examples', async () => {
    const content = BuiltinTeachingContent.create(curriculum, MATHS);
    const text = [
      'A chemist sorts matter into two groups: pure substances and mixtures.',
      'Sea water, air and soil are not pure: each is a mixture of several substances.',
      'An element is a pure substance that cannot be broken down into simpler substances by chemical means.',
      'A mixture is made of two or more substances that are mixed but not joined chemically.',
      'A compound is a pure substance made of two or more elements joined together chemically.',
    ].join(' ');
    const ctx = {
      board: 'CBSE',
      grade: 'Grade 8',
      subject: 'Science',
      topic: 'Elements, compounds and mixtures',
      section: null,
      sources: [{ document: 'matter.txt', page: 1, text }],
    };
    const draft = await content.draftSubjectMatter(ctx);
    const input = {
      ...ctx,
      subjectMatter: draft.subject_matter,
      learningStandards: draft.learning_standards,
    };
    const lesson = await content.writeLesson(input, await content.alignLesson(input, 45));
    const exit = lesson.assessment_block.components.flatMap((c) =>
      c.formative_questions.map((q, i) => ({ q, a: c.expected_responses[i] ?? '' })),
    );
    expect(exit.find((i) => i.q === 'State what a mixture is.')?.a).toMatch(
      /^A mixture is made of two or more substances/,
    );
    expect(exit.find((i) => i.q === 'State what an element is.')?.a).not.toMatch(/A compound is/);
    expect(exit.find((i) => i.q === 'State what a compound is.')?.a).toMatch(
      /^A compound is a pure substance/,
    );
  });
});

/** A text that gives an example of an autotroph before it says what one is. */
const MAKERS = [
  'Photosynthesis is the process by which green plants make their own food from carbon dioxide and water.',
  'A mango tree is an autotroph, and so is the grass under it.',
  'An autotroph is a living thing that makes its own food from simple substances.',
  'The raw materials of photosynthesis are carbon dioxide and water, and its products are glucose and oxygen.',
  'The glucose made in the leaves gives the plant energy to grow.',
].join(' ');

describe('the reading asks what the text says X is', () => {
  it('is keyed with the line that defines X, not an earlier line giving an example of X', async () => {
    const { items } = await lessonFrom(MAKERS);
    const item = items.find(
      (i) => /According to the text/.test(i.q) && i.q.includes('"autotroph"'),
    );
    expect(item?.a).toContain('An autotroph is a living thing');
    expect(item?.a).not.toContain('mango');
  });
});

/** A text on weather that explains wind by heating and rising air, and never says pressure. */
const WEATHER = readFileSync('scripts/fixtures/worksheets/weather-and-climate.txt', 'utf8');

describe('an outcome the text does not state is not an objective', () => {
  it('drops "wind … air pressure" beside a text that never says pressure, and keeps the rest', async () => {
    const { objectives } = await lessonFrom(WEATHER, 'Weather and climate');
    expect(objectives.join(' ')).toMatch(/distinguish between weather and climate/);
    // "Instruments" is what the text's rain gauge is: the text states that outcome.
    expect(objectives.join(' ')).toMatch(/name instruments used to measure weather/);
    expect(objectives.join(' ')).not.toMatch(/pressure/i);
  });

  it('says nothing of the concept anywhere in the plan: no fact, starter or plenary on it', async () => {
    const { all } = await lessonFrom(WEATHER, 'Weather and climate');
    expect(all).not.toMatch(/pressure/i);
    expect(all).not.toMatch(/cyclone/i);
  });

  it('keeps an outcome whose one unused word is no concept the curriculum teaches', async () => {
    // The photosynthesis entry's "raw materials and products" outcome: the text says the raw
    // materials and products without the words, and the entry teaches no concept "raw".
    const { objectives } = await lessonFrom(LEAF.replace('The raw materials of', 'The inputs of'));
    expect(objectives.some((o) => /raw materials and products/.test(o))).toBe(true);
  });
});
