import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { seededRandom } from 'src/ai/builtin/seeded-random';
import type { BuildContext } from 'src/ai/builtin/teaching/curriculum/draft';
import { askedOf, askFact } from 'src/ai/builtin/teaching/curriculum/fact-questions';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { factKey, topicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

describe('a fact asked as a question of its own', () => {
  it.each([
    ['The skull protects the brain.', 'What does the skull protect?'],
    ['Chlorophyll absorbs light energy.', 'What does chlorophyll absorb?'],
    ['The elbow and knee are examples of a hinge joint.', 'Name two examples of a hinge joint.'],
    ['The backbone is made of many small bones.', 'What is the backbone made of?'],
  ])('"%s" is asked "%s"', (fact, question) => {
    expect(askedOf(fact, 'chlorophyll')?.question).toBe(question);
  });

  it.each([
    // A state, a comparison, an event, a list of clauses: the question would lose what it says.
    'Turmeric turns red in a base.',
    'Fats give more energy than the same mass of carbohydrates.',
    'The British recaptured Delhi in September 1857.',
    'The skeleton gives the body its shape, supports it and protects soft organs.',
    'The Red Data Book lists endangered plants and animals.',
  ])('"%s" is not asked', (fact) => {
    expect(askedOf(fact, '')).toBeNull();
  });

  const topic: CurriculumTopic = {
    id: 'science.parts-of-a-plant',
    title: 'Parts of a plant',
    subject: 'science',
    strand: 'biology',
    grades: [5],
    aliases: [],
    syllabus_refs: [],
    summary: 'Each part of a plant has a job.',
    key_terms: [
      { term: 'root', definition: 'the part of a plant that takes in water from the soil' },
      { term: 'leaf', definition: 'the part of a plant that makes food' },
    ],
    facts: [
      { text: 'The root takes in water from the soil.', terms: ['root'] },
      { text: 'The stem carries water to the leaves.', terms: [] },
      { text: 'The flower makes seeds.', terms: [] },
    ],
    misconceptions: [],
    activities: [],
    real_world: [],
    outcomes: [],
  };

  it("never asks a fact a term's meaning says, nor one another item used", () => {
    const k = topicKnowledge([topic], 5, MATHS, topic.title);
    k.use.set(factKey(topic.facts[1]), 1);
    const ctx = (attempt: number): BuildContext => ({
      k,
      slot: { type: 'short_answer', index: 0, bloom: 'remember', difficulty: 'medium' },
      attempt,
      random: seededRandom('fact-questions'),
      seed: 'fact-questions',
    });
    expect(askFact.write(ctx(0))?.question).toBe('What does the flower make?');
    expect(askFact.write(ctx(1))).toBeNull();
  });
});
