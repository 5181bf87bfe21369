import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { seededRandom } from 'src/ai/builtin/seeded-random';
import type { BuildContext } from 'src/ai/builtin/teaching/curriculum/draft';
import { askedWhen, askFact } from 'src/ai/builtin/teaching/curriculum/fact-questions';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { topicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

describe('a dated fact asked when it happened (more to ask when a topic runs out of terms)', () => {
  it.each([
    ['The League of Nations was set up in 1920.', 'When was the League of Nations set up?'],
    [
      'The United States entered the war on the side of the Allies in 1917.',
      'When did the United States enter the war on the side of the Allies?',
    ],
    [
      'India began large-scale liberalisation of its economy in 1991.',
      'When did India begin large-scale liberalisation of its economy?',
    ],
    [
      'The fighting ended with an armistice on 11 November 1918.',
      'When did the fighting end with an armistice?',
    ],
  ])('"%s" is asked "%s"', (fact, question) => {
    expect(askedWhen(fact)?.question).toBe(question);
  });

  it.each([
    // A span, a present truth, a sentence that opens on its date: no one event to date.
    'The First World War lasted from 1914 to 1918.',
    'Globalisation connects countries in 1990.',
    'Before 1991 the government put barriers on foreign trade to protect Indian producers.',
    'The treaty was not signed in 1919.',
  ])('"%s" is not asked when', (fact) => {
    expect(askedWhen(fact)).toBeNull();
  });

  it('lets a history sheet whose terms are all asked ask a date instead of a meaning again', () => {
    const topic: CurriculumTopic = {
      id: 'social_science.made-up-war',
      title: 'A made-up war',
      subject: 'social_science',
      strand: 'history',
      grades: [9],
      aliases: [],
      syllabus_refs: [],
      summary: 'A war and the peace after it.',
      key_terms: [{ term: 'armistice', definition: 'an agreement to stop fighting' }],
      facts: [{ text: 'The League of Nations was set up in 1920.', terms: [] }],
      misconceptions: [],
      activities: [],
      real_world: [],
      outcomes: [],
    };
    const ctx: BuildContext = {
      k: topicKnowledge([topic], 9, MATHS, topic.title),
      slot: { type: 'very_short_answer', index: 0, bloom: 'remember', difficulty: 'easy' },
      attempt: 0,
      random: seededRandom('review-nine-dates'),
      seed: 'review-nine-dates',
    };
    const item = askFact.write(ctx);
    expect(item?.question).toBe('When was the League of Nations set up?');
    expect(item?.answer).toContain('1920');
    expect(item?.note.mistakes).toBe('Giving the date of another event of the topic.');
  });
});
