import { bloomOfObjective } from 'src/ai/builtin/teaching/lesson/bloom-verbs';

describe('bloomOfObjective', () => {
  it.each([
    ['Students will be able to identify the parts of a leaf.', 'remember'],
    ['Students will be able to explain how plants use light energy.', 'understand'],
    ['Learners can calculate the area of a triangle.', 'apply'],
    ['Pupils will be able to analyse how colours mix.', 'analyze'],
    ['Students will analyze the causes of the revolt.', 'analyze'],
    ['Students will be able to justify their choice of method.', 'evaluate'],
    ['Pupils will design a colour wheel that organises warm and cool colours.', 'create'],
    ['Summarise the main events of the story.', 'understand'],
    ['By the end of the lesson, students will be able to categorise rocks.', 'analyze'],
  ])('%s → %s', (objective, level) => {
    expect(bloomOfObjective(objective)).toBe(level);
  });

  it('takes the most demanding of verbs joined by "and" or commas', () => {
    expect(bloomOfObjective('Students will identify and explain the stages.')).toBe('understand');
    expect(bloomOfObjective('Students will list, compare and evaluate sources.')).toBe('evaluate');
  });

  it('reads the verb after "will", not a noun before it', () => {
    // "state" and "model" are table verbs used here as nouns before the objective's verb.
    expect(bloomOfObjective('In the state model, students will describe change.')).toBe(
      'understand',
    );
  });

  it('reads inflected verbs and says null when no verb is known', () => {
    expect(bloomOfObjective('Explaining the water cycle')).toBe('understand');
    expect(bloomOfObjective('Fractions and decimals')).toBeNull();
  });
});
