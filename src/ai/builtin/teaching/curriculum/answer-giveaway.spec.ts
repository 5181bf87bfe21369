import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { givesAway } from 'src/ai/builtin/teaching/curriculum/answer-giveaway';
import { lessonMinutes } from 'src/ai/builtin/teaching/curriculum/curriculum-lesson';
import { planComponents } from 'src/ai/builtin/teaching/curriculum/lesson-components';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { topicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

const curriculum = Curriculum.load(null);

describe('questions that give their answer away', () => {
  it('a stage whose key opens with its own name gives it away; one explained does not', () => {
    expect(
      givesAway('In making a salad, what does "Wash" involve?', 'Wash the vegetables in water.'),
    ).toBe(true);
    expect(
      givesAway(
        'In making a salad, what does "Chop" involve?',
        'Cut the vegetables into small pieces with a knife.',
      ),
    ).toBe(false);
  });

  it("a key in the question's own words gives it away; a term's meaning or a choice does not", () => {
    expect(
      givesAway(
        'Describe how water can be made safe to drink.',
        'Potable water: water that is safe to drink.',
      ),
    ).toBe(true);
    expect(
      givesAway(
        'What is meant by chlorophyll?',
        'Chlorophyll: the green pigment in plants that absorbs light energy.',
      ),
    ).toBe(false);
    expect(givesAway('Is copper a conductor or an insulator?', 'Copper is a conductor.')).toBe(
      false,
    );
  });

  it.each(['Speech writing', 'Water Resources', 'The Judiciary', 'Photosynthesis'])(
    'no exit item in %s gives its answer away, and the slip is never empty for a technique',
    (title) => {
      const topic = curriculum.topics.find((t) => t.title === title);
      if (!topic) throw new Error(`no topic ${title}`);
      const k = topicKnowledge([topic], topic.grades[0], MATHS, topic.title);
      const plan = planComponents(k, lessonMinutes(50), `giveaway|${title}`);
      const exit = plan.assessment[0].questions;
      expect(exit.filter((q) => givesAway(q.question, q.answer))).toEqual([]);
      expect(exit.length).toBeGreaterThan(0);
    },
  );
});
