import type { Activity, CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { seededRandom } from 'src/ai/builtin/seeded-random';
import type { BuildContext } from 'src/ai/builtin/teaching/curriculum/draft';
import { LONG_BUILDERS } from 'src/ai/builtin/teaching/curriculum/long.builders';
import { method } from 'src/ai/builtin/teaching/curriculum/practical-method';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { topicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { BLUEPRINT_APP_DEFAULT } from 'src/ai/builtin/teaching/__fixtures__/passages';
import {
  curriculumContext,
  curriculumSheet,
} from 'src/ai/builtin/teaching/curriculum/curriculum-sheet.spec-helper';

/** A made-up pond topic whose only long answer can be its practical. */
const pond = (activity: Activity, facts: CurriculumTopic['facts'] = []): CurriculumTopic => ({
  id: 'science.pond-study',
  title: 'Studying a pond',
  subject: 'science',
  strand: 'biology',
  grades: [7],
  aliases: [],
  syllabus_refs: [],
  summary: 'A pond is a habitat for many living things.',
  key_terms: [],
  facts,
  misconceptions: [],
  activities: [activity],
  real_world: [],
  outcomes: [],
});

function write(name: string, topic: CurriculumTopic, type = 'long_answer') {
  const ctx: BuildContext = {
    k: topicKnowledge([topic], 7, MATHS, topic.title),
    slot: { type: type as 'long_answer', index: 0, bloom: 'apply', difficulty: 'hard' },
    attempt: 0,
    random: seededRandom('s'),
    seed: 's',
  };
  return LONG_BUILDERS.find((b) => b.name === name)!.write(ctx);
}

const practical = (topic: CurriculumTopic) => write('practical-task', topic);

/** The points of "Marking scheme (n marks, 1 for each point): a; b; c.", each without its stop. */
const points = (answer: string) =>
  answer
    .split(/1 for each point\): /)[1]
    .replace(/\.$/, '')
    .split('; ');

describe('a practical marking scheme a correct answer can earn in full', () => {
  it('a remark in brackets is no mark, and ", and a thing" stays with the step it belongs to', () => {
    const { steps } = method(
      'Count the frogs and newts along the bank, and a plant that grows in clear groups, such as reeds (only for students who want to wade in). Draw the counts as bar charts.',
    );
    expect(steps).toEqual([
      'Count the frogs and newts along the bank, and a plant that grows in clear groups, such as reeds',
      'Draw the counts as bar charts',
    ]);
  });

  it('an opening phrase is part of the step after it, never a point of its own', () => {
    const { steps } = method(
      'Put a net in the pond and leave it overnight. After a day, count what the net has caught. In pairs, sort the animals into groups.',
    );
    expect(steps).toEqual([
      'Put a net in the pond and leave it overnight',
      'After a day, count what the net has caught',
      'In pairs, sort the animals into groups',
    ]);
  });

  it('a bracketed instruction is a step; a result in the description is what it shows', () => {
    const item = practical(
      pond({
        kind: 'practical',
        name: 'Pond water in the light',
        description:
          'Stand a jar of pond water in the sun for a week (cover the jar with a lid). Compare it with a jar kept in a dark cupboard: the water in the sunny jar turns green.',
      }),
    );
    expect(item).not.toBeNull();
    expect(points(item!.answer)).toEqual([
      'Stand a jar of pond water in the sun for a week',
      'Compare it with a jar kept in a dark cupboard',
      'Cover the jar with a lid',
      'What it shows: the water in the sunny jar turns green',
    ]);
  });

  it('every point is a sentence, and no point repeats another', () => {
    const item = practical(
      pond({
        kind: 'practical',
        name: 'Floating leaves',
        description:
          'Drop a leaf, a twig and a stone into a bowl of pond water and watch which sink, showing that the stone is heavier than water. Record the results in a table.',
      }),
    );
    const marks = points(item!.answer);
    expect(new Set(marks).size).toBe(marks.length);
    for (const mark of marks) expect(mark).toMatch(/^[A-Z][^.]* [a-z][^.]*[a-z]$/);
    expect(marks[marks.length - 1]).toBe('What it shows: the stone is heavier than water');
  });

  it('no "what it shows" mark for a fact the activity cannot show: the item is not written', () => {
    // The fact shares "pond" and "habitat" with the activity's name only; marking out zones to
    // scale says nothing about frogs and fish, so a correct answer could not earn that mark.
    const item = practical(
      pond(
        {
          kind: 'practical',
          name: 'Scale model of the pond habitat',
          description:
            'Lay a rope round the playground and mark out the width of each zone to scale. Discuss how much space each zone takes up.',
        },
        [{ text: 'A pond habitat is home to frogs and fish.', terms: [] }],
      ),
    );
    expect(item).toBeNull();
  });

  it("a comparison's fact on a term is a new point, never its definition said again", () => {
    const seasons: CurriculumTopic = {
      ...pond({ kind: 'discussion', name: 'Seasons', description: 'Talk about the seasons.' }),
      key_terms: [
        {
          term: 'rainy season',
          definition: 'the months of the year when most rain falls, as in a monsoon',
        },
        { term: 'dry season', definition: 'the months of the year when little or no rain falls' },
      ],
      facts: [
        {
          text: 'The rainy season comes when most rain falls in some months of the year.',
          terms: ['rainy season'],
        },
        { text: 'The rainy season fills village ponds and wells.', terms: ['rainy season'] },
        { text: 'In the dry season farmers store water in tanks.', terms: ['dry season'] },
      ],
    };
    const item = write('compare-two', seasons);
    expect(item).not.toBeNull();
    expect(points(item!.answer)).toEqual([
      'Rainy season is the months of the year when most rain falls, as in a monsoon',
      'Dry season is the months of the year when little or no rain falls',
      'The rainy season fills village ponds and wells',
      'In the dry season farmers store water in tanks',
    ]);
  });

  it('a one-line sum is no long answer; a worked example of three steps is', () => {
    const sums = (steps: string[]): CurriculumTopic => ({
      ...pond({ kind: 'discussion', name: 'Counting', description: 'Count the fish.' }),
      worked_examples: [
        { problem: 'A pond has 3 rows of 4 lilies. How many lilies?', steps, answer: '12' },
      ],
    });
    const short = sums(['There are 3 rows of 4 lilies.', '3 × 4 = 12.']);
    expect(write('worked-example', short)).toBeNull();
    expect(write('worked-example', short, 'short_answer')).not.toBeNull();
    const long = sums(['There are 3 rows.', 'Each row has 4 lilies.', '3 × 4 = 12.']);
    expect(write('worked-example', long)?.answer).toBe(
      'There are 3 rows. Each row has 4 lilies. 3 × 4 = 12. Answer: 12',
    );
  });

  it("a paragraph's fact on a term is a new point, never its meaning said again", () => {
    const weather: CurriculumTopic = {
      ...pond({ kind: 'discussion', name: 'Wind', description: 'Talk about the wind.' }),
      key_terms: [
        { term: 'breeze', definition: 'a gentle wind that moves leaves and cools the air' },
        { term: 'gale', definition: 'a very strong wind that can break branches' },
        { term: 'calm', definition: 'weather with no wind at all' },
        { term: 'drizzle', definition: 'light rain in very small drops' },
      ],
      facts: [
        { text: 'A breeze is a wind that moves leaves and cools the air.', terms: ['breeze'] },
        { text: 'A gale can blow tiles off roofs.', terms: ['gale'] },
        { text: 'On a calm day smoke rises straight up.', terms: ['calm'] },
        { text: 'Drizzle often falls from low grey clouds.', terms: ['drizzle'] },
      ],
    };
    const item = write('explain-with-terms', weather);
    expect(item).not.toBeNull();
    expect(item!.answer).not.toContain('A breeze is a wind that moves leaves');
  });
});

describe('a long-answer slot nothing else fills', () => {
  it('takes a short sum rather than failing the worksheet (Force and pressure, two long answers)', async () => {
    const { questions } = await curriculumSheet(
      curriculumContext('Science', 'Grade 8', 'Force and pressure'),
      BLUEPRINT_APP_DEFAULT,
    );
    expect(questions.long_answer).toHaveLength(2);
    // The two-step pressure sum comes last, only because nothing else fills the slot.
    expect(questions.long_answer.map((q) => q.question)).toContainEqual(
      expect.stringMatching(/What pressure does it exert\? Show your working\.$/),
    );
  });
});
