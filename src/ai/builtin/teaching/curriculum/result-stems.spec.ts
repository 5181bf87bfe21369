import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { causeQuestion } from 'src/ai/builtin/teaching/curriculum/draft';
import { askedOf } from 'src/ai/builtin/teaching/curriculum/fact-questions';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { topicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

const topic = (subject: 'science' | 'social_science', strand: string): CurriculumTopic => ({
  id: `${subject}.made-up-${strand}`,
  title: 'Jars and towns',
  subject,
  strand,
  grades: [8],
  aliases: [],
  syllabus_refs: [],
  summary: 'A made-up topic.',
  key_terms: [],
  facts: [],
  misconceptions: [],
  activities: [],
  real_world: [],
  outcomes: [],
});
const ask = (t: CurriculumTopic, cause: string, effect: string) =>
  causeQuestion(topicKnowledge([t], 8, MATHS, t.title), { cause, effect });

describe('a result stem with one right answer, in the tense of its fact', () => {
  const science = topic('science', 'chemistry');
  const geography = topic('social_science', 'geography');

  it('asks what happens to the thing the result names, not "what happens as a result"', () => {
    // "What happens as a result?" is also answered by "the ice turns to water".
    expect(ask(science, 'Ice melts in a sealed jar', 'the total weight stays the same')).toMatch(
      /Ice melts in a sealed jar\. What happens to the total weight\?$/,
    );
  });

  it('keeps the open stem when the result is about "it" or the thing the cause names', () => {
    expect(
      ask(science, 'Salt is stirred into warm water', 'it dissolves and cannot be seen'),
    ).toMatch(/What happens as a result\?$/);
    expect(ask(geography, 'A lake fills with silt', 'the lake becomes shallow')).toMatch(
      /What happens as a result\?$/,
    );
  });

  it('a result told in the present is asked in the present, one told in the past in the past', () => {
    expect(
      ask(
        geography,
        'Factories pour untreated waste into a lake',
        'fish die and the lake becomes dirty',
      ),
    ).toMatch(/What happens as a result\?$/);
    expect(
      ask(geography, 'A village lies beside a busy trade route', 'it became a rich market town'),
    ).toMatch(/What was the result\?$/);
  });

  it("a fact's phrase after its object stays in the question, so only its answer fits", () => {
    // "What do bees carry?" is also answered by "nectar" or "stings".
    expect(askedOf('Bees carry pollen between flowers.', 'bees carry pollen')?.question).toBe(
      'What do bees carry between flowers?',
    );
    // "of" belongs to the object: the question is not "What does the shell protect of a snail?".
    expect(askedOf('The shell protects the soft body of a snail.', '')?.question).toBe(
      'What does the shell protect?',
    );
  });
});
