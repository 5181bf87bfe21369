import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { lessonMinutes } from 'src/ai/builtin/teaching/curriculum/curriculum-lesson';
import { planComponents } from 'src/ai/builtin/teaching/curriculum/lesson-components';
import { fairGap } from 'src/ai/builtin/teaching/curriculum/lesson-gaps';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { topicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

const curriculum = Curriculum.load(null);

function knowledge(title: string) {
  const topic = curriculum.topics.find((t) => t.title === title);
  if (!topic) throw new Error(`no topic ${title}`);
  return topicKnowledge([topic], topic.grades[0], MATHS, topic.title);
}

const LEAD = 'Fill in the gap: ';

/** The sentence a gap-fill blanks, words only. */
function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

describe('lesson gap-fills', () => {
  it('never blanks one of a list ("crops, goods and ____": other members fit too)', () => {
    const k = knowledge('Agriculture');
    const q = fairGap(k, {
      question: `${LEAD}Farmers in the delta grow jute, paddy and ____ in the wet season.`,
      answer: 'sugarcane',
    });
    expect(q?.answer).not.toMatch(/^(jute|paddy|sugarcane)$/);
  });

  it('a sentence the plan prints is asked as a question it answers, never gapped', () => {
    const k = knowledge('Agriculture');
    const text = 'Canals were dug across the dry plains, so farmers could grow two crops a year.';
    const q = fairGap(
      k,
      { question: `${LEAD}${text.replace('plains', '____')}`, answer: 'plains' },
      { printed: (said) => said === text },
    );
    expect(q).toEqual({
      question: 'Canals were dug across the dry plains. What happens as a result?',
      answer: 'Farmers could grow two crops a year.',
    });
  });

  it('a printed rule is asked as how it is done ("How should seeds be stored?")', () => {
    const k = knowledge('Agriculture');
    const text = 'Seeds should be stored in dry, airtight containers away from pests.';
    const q = fairGap(
      k,
      { question: `${LEAD}${text.replace('pests', '____')}`, answer: 'pests' },
      { printed: (said) => said === text },
    );
    expect(q).toEqual({ question: 'How should seeds be stored?', answer: text });
  });

  it.each(['Agriculture', 'Kingdoms, Kings and an Early Republic: The Mahajanapadas'])(
    'no practice or exit gap in %s blanks a sentence the teacher read out',
    (title) => {
      const plan = planComponents(knowledge(title), lessonMinutes(45), `gaps|${title}`);
      const said = words(
        [...plan.introduction, ...plan.development].flatMap((c) => c.script).join(' '),
      );
      const gapped = Object.values(plan)
        .flat()
        .flatMap((c) => c.questions)
        .filter((q) => q.question.startsWith(LEAD))
        .map((q) => words(q.question.slice(LEAD.length).replace('____', q.answer)))
        .filter((text) => said.includes(text));
      expect(gapped).toEqual([]);
    },
  );
});
