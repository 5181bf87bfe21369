import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { seededRandom } from 'src/ai/builtin/seeded-random';
import { FILL_BUILDERS } from 'src/ai/builtin/teaching/curriculum/closed.builders';
import type { BuildContext } from 'src/ai/builtin/teaching/curriculum/draft';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { topicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { kindOf, sameKind } from 'src/ai/builtin/teaching/curriculum/worksheet-stems';

/** A small topic of places of one kind: a zoo, a farm and a plant nursery. */
function topic(facts: CurriculumTopic['facts']): CurriculumTopic {
  return {
    id: 'science.places-for-living-things',
    title: 'Places for living things',
    subject: 'science',
    strand: 'biology',
    grades: [5],
    aliases: [],
    syllabus_refs: [],
    summary: 'People keep animals and grow plants in places made for them.',
    key_terms: [
      { term: 'zoo', definition: 'a place where wild animals are kept for people to see' },
      { term: 'farm', definition: 'a place where crops are grown and animals are raised' },
      { term: 'nursery', definition: 'a place where young plants are grown for sale' },
    ],
    facts,
    misconceptions: [],
    activities: [],
    real_world: [],
    outcomes: [],
  };
}

/** The fill-in-the-blank a fact blank builder writes on its first attempt. */
function blank(facts: CurriculumTopic['facts']) {
  const t = topic(facts);
  const ctx: BuildContext = {
    k: topicKnowledge([t], 5, MATHS, t.title),
    slot: { type: 'fill_in_the_blanks', index: 0, bloom: 'remember', difficulty: 'easy' },
    attempt: 0,
    random: seededRandom('blank-rules'),
    seed: 'blank-rules',
  };
  return FILL_BUILDERS[0].write(ctx);
}

describe('a fill-in-the-blank a teacher accepts', () => {
  it("reads a meaning's kind, a size left out", () => {
    expect(kindOf('a large protected area that conserves wildlife')).toBe('protected area');
    expect(kindOf('the bones of the head that protect the brain')).toBe('bones');
    expect(sameKind({ definition: 'a place where x' }, { definition: 'a big place that y' })).toBe(
      true,
    );
    expect(sameKind({ definition: 'a place where x' }, { definition: 'a tissue that y' })).toBe(
      false,
    );
  });

  it('never calls a term of the same kind a mistake where a "not" sentence is true of it too', () => {
    const item = blank([{ text: 'Young plants are not sold in a nursery.', terms: ['nursery'] }]);
    expect(item?.question).toContain('not sold in a _____');
    // A farm is a place too, and a farm sells no young plants either: the sentence fits it.
    expect(item?.note.mistakes).not.toMatch(/may write "\w+" for "nursery"/);
    expect(item?.note.mistakes).toMatch(/also a place: accept it if the sentence is true of it/);
  });

  it('blanks a sentence that says what is so before one that says what is not', () => {
    const item = blank([
      { text: 'Young plants are not sold in a zoo.', terms: ['zoo'] },
      { text: 'Seedlings are bought from a nursery.', terms: ['nursery'] },
    ]);
    expect(item?.answer).toBe('nursery');
  });

  it('never blanks a term its sentence says again, nor one inside a name', () => {
    const item = blank([
      { text: 'A zoo keeper feeds the animals of the zoo.', terms: ['zoo'] },
      { text: 'The Green Farm school visits a farm each spring.', terms: ['farm'] },
      { text: 'Seedlings are bought from a nursery.', terms: ['nursery'] },
    ]);
    expect(item?.answer).toBe('nursery');
  });
});
