import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { causalTexts } from 'src/ai/builtin/teaching/curriculum/objective-causes';
import { topicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

const curriculum = Curriculum.load(null);

function knowledge(title: string) {
  const topic = curriculum.topics.find((t) => t.title === title);
  if (!topic) throw new Error(`no topic ${title}`);
  return topicKnowledge([topic], topic.grades[0], MATHS, topic.title);
}

describe('the reasons for the rise of a state', () => {
  it('are taught by what made it strong (its rulers, its resources), not changes every state had', () => {
    const base = knowledge('The Delhi Sultanate');
    const [topic] = base.topics;
    const fact = (text: string) => ({ text, terms: [], topic });
    const k = {
      ...base,
      causes: [
        {
          cause: 'Kings across the south built forts and kept armies',
          effect: 'they collected more taxes',
        },
      ],
      facts: [
        fact('Hampi on the Tungabhadra was the capital of Vijayanagara.'),
        fact('Krishnadeva Raya was an able ruler of Vijayanagara who won many wars.'),
        fact('Vijayanagara became the largest kingdom of the south.'),
        fact('The ports of Vijayanagara grew rich from the trade in horses and spices.'),
      ],
    };
    const texts = causalTexts(k, 'Describe the reasons for the rise of Vijayanagara.', new Set());
    expect(texts).toEqual([
      'Krishnadeva Raya was an able ruler of Vijayanagara who won many wars.',
      'The ports of Vijayanagara grew rich from the trade in horses and spices.',
    ]);
  });

  it('Magadha: its land and mines and its powerful rulers, never the forts and taxes', () => {
    const k = knowledge('Kingdoms, Kings and an Early Republic: The Mahajanapadas');
    const texts = causalTexts(k, 'Describe the reasons for the rise of Magadha.', new Set()) ?? [];
    expect(texts.join(' ')).toMatch(/rulers of Magadha/);
    expect(texts.join(' ')).toMatch(/iron mines/);
    expect(texts.join(' ')).not.toMatch(/forts|ploughshares/);
  });
});
