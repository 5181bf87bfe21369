import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { answersQuestion } from 'src/ai/builtin/teaching/curriculum/answer-guard';
import { planObjectives } from 'src/ai/builtin/teaching/curriculum/lesson-objectives';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { topicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

const curriculum = Curriculum.load(null);

/** The objectives a lesson on the topic plans, by outcome. */
function objectives(title: string) {
  const topic = curriculum.topics.find((t) => t.title.toLowerCase().includes(title.toLowerCase()));
  if (!topic) throw new Error(`no topic ${title}`);
  const k = topicKnowledge([topic], topic.grades[0], MATHS, topic.title);
  return planObjectives(k, k.main.outcomes, 'spec');
}

describe('an exit key answers every part of its question', () => {
  it('a question that counts its items ("the three levels") is keyed with that many', () => {
    const question = 'Describe the three levels of panchayati raj.';
    const two =
      'Panchayat Samiti: the middle level of panchayati raj, at the block level. Zila Parishad: the highest level of panchayati raj, at the district level.';
    expect(answersQuestion(question, two)).toBe(false);
    expect(
      answersQuestion(
        question,
        'Panchayati raj has three levels: the Gram Panchayat, the Panchayat Samiti and the Zila Parishad.',
      ),
    ).toBe(true);
    expect(answersQuestion('Give two reasons why forests matter.', 'Forests give us wood.')).toBe(
      false,
    );
    expect(
      answersQuestion(
        'Give two reasons why forests matter.',
        'Forests give us wood. They also protect the soil because roots hold it.',
      ),
    ).toBe(true);
    // A count of what is given is no count of what is asked.
    expect(answersQuestion('Find the distance between two points (1, 2) and (4, 6).', '5')).toBe(
      true,
    );
  });

  it('the lesson keys "the three levels of panchayati raj" with all three', () => {
    const levels = objectives('Panchayati Raj').find((o) => /three levels/i.test(o.outcome));
    expect(levels?.check.answer).toMatch(/Gram Panchayat/);
    expect(levels?.check.answer).toMatch(/Panchayat Samiti/);
    expect(levels?.check.answer).toMatch(/Zila Parishad/);
  });

  it('"the work of X and how it raises money" is keyed with the work as well as the money', () => {
    const question = 'Describe the work of a Gram Panchayat and how it raises money.';
    const money =
      'The Gram Panchayat raises money through taxes on houses and markets and gets funds from the government.';
    expect(
      answersQuestion(
        question,
        `${money} Panchayati raj has three levels: the Gram Panchayat, the Panchayat Samiti and the Zila Parishad. The Gram Panchayat is headed by the sarpanch.`,
      ),
    ).toBe(false);
    expect(
      answersQuestion(
        question,
        `${money} The Gram Panchayat looks after work such as village roads, drains and water supply.`,
      ),
    ).toBe(true);
    const work = objectives('Panchayati Raj').find((o) => /raises money/i.test(o.outcome));
    expect(work?.check.answer).toMatch(/taxes/);
    expect(work?.check.answer).toMatch(/roads/);
  });

  it('"the role of X in keeping Y accountable" is taught and keyed with X checking Y', () => {
    const role = objectives('Panchayati Raj').find((o) => /accountable/i.test(o.outcome));
    expect(role?.check.answer).toMatch(/Gram Sabha/);
    expect(role?.check.answer).toMatch(/check|question|approve|answerable/i);
    expect(`${role?.teach.join(' ')} ${role?.check.answer}`).not.toMatch(/patwari|roads/i);
  });

  it('"Explain everyday effects" is keyed with an explanation, not only the effects named', () => {
    const question = 'Explain everyday effects of refraction.';
    const named =
      'An everyday effect of refraction: a pencil in a glass of water looks bent at the water surface. Another: a pool of water looks shallower than it really is.';
    expect(answersQuestion(question, named)).toBe(false);
    expect(
      answersQuestion(
        question,
        `${named} By refraction, light from the pencil bends away from the normal as it leaves the water, so the eye sees it higher.`,
      ),
    ).toBe(true);
    const effects = objectives('Refraction of light').find((o) =>
      /everyday effects/i.test(o.outcome),
    );
    expect(effects?.check.answer).toMatch(/\b(?:because|as|so|when)\b/);
  });

  it('"Explain the differences" is keyed with two or more, else asks for one difference', () => {
    const question = 'Explain the differences between formal and informal letters.';
    const one =
      "A formal letter has the receiver's address and a subject line, whereas an informal letter has only the writer's address and date.";
    expect(answersQuestion(question, one)).toBe(false);
    expect(
      answersQuestion(
        question,
        `${one} A formal letter opens with "Dear Sir/Madam", but an informal letter opens with the friend's first name.`,
      ),
    ).toBe(true);
    const letters = objectives('Informal letter').find((o) =>
      /formal and informal/i.test(o.outcome),
    );
    const key = letters?.check;
    expect(key && (answersQuestion(key.question, key.answer) ? key.question : '')).toMatch(
      /one difference|differences/,
    );
    if (key && /differences/.test(key.question))
      expect(answersQuestion(key.question, key.answer)).toBe(true);
    expect(key?.question).not.toMatch(/the differences/);
  });
});
