import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { seededRandom } from 'src/ai/builtin/seeded-random';
import { MCQ_SINGLE_BUILDERS } from 'src/ai/builtin/teaching/curriculum/choice.builders';
import type { BuildContext } from 'src/ai/builtin/teaching/curriculum/draft';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { topicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

/** A small topic on magnets, with a fact that corrects each misconception. */
const topic: CurriculumTopic = {
  id: 'science.magnets-at-home',
  title: 'Magnets at home',
  subject: 'science',
  strand: 'physics',
  grades: [6],
  aliases: [],
  syllabus_refs: [],
  summary: 'Magnets attract some metals and have two poles.',
  key_terms: [{ term: 'pole', definition: 'an end of a magnet, where its pull is strongest' }],
  facts: [
    { text: 'Magnets attract only some metals, such as iron, nickel and cobalt.', terms: [] },
    { text: 'Every magnet has two poles, a north pole and a south pole.', terms: ['pole'] },
    { text: 'Like poles repel each other and unlike poles attract.', terms: ['pole'] },
    { text: 'A compass needle is a small magnet that points north.', terms: [] },
    { text: 'Magnets are used in fridge doors and in electric motors.', terms: [] },
  ],
  misconceptions: [
    {
      wrong: 'Magnets attract all metals.',
      correct: 'Magnets attract only some metals, such as iron.',
    },
    { wrong: 'A magnet has only one pole.', correct: 'Every magnet has two poles.' },
    { wrong: 'Bigger magnets are always stronger.', correct: 'Strength depends on the material.' },
    { wrong: 'Magnets work only on contact.', correct: 'Magnets pull from a distance.' },
  ],
  activities: [],
  real_world: [],
  outcomes: [],
};

function written(name: string, seed: string, attempt = 0) {
  const builder = MCQ_SINGLE_BUILDERS.find((b) => b.name === name)!;
  const ctx: BuildContext = {
    k: topicKnowledge([topic], 6, MATHS, topic.title),
    slot: { type: 'mcq_single_answer', index: 0, bloom: 'understand', difficulty: 'medium' },
    attempt,
    random: seededRandom(seed),
    seed,
  };
  return builder.write(ctx);
}

describe('statement choices a teacher accepts', () => {
  it.each(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])(
    'seed %s: no true statement beside the wrong one corrects it',
    (seed) => {
      const item = written('spot-misconception', seed);
      expect(item?.options.join(' | ')).toContain('Magnets attract all metals');
      expect(item?.options.join(' | ')).not.toContain('Magnets attract only some metals');
    },
  );

  it.each(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])(
    'seed %s: no wrong option contradicts the correct statement',
    (seed) => {
      const item = written('correct-statement', seed);
      // The key is the first fact: the misconception it corrects is never beside it.
      expect(item?.options.join(' | ')).toContain('Magnets attract only some metals');
      expect(item?.options.join(' | ')).not.toContain('Magnets attract all metals');
    },
  );
});
