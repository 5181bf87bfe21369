import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { BuiltinTeachingContent } from 'src/ai/builtin/teaching/builtin-teaching-content';
import {
  answersQuestion,
  definesTerm,
  isInstruction,
} from 'src/ai/builtin/teaching/curriculum/answer-guard';
import { lessonMinutes } from 'src/ai/builtin/teaching/curriculum/curriculum-lesson';
import { sentence } from 'src/ai/builtin/teaching/curriculum/draft';
import { planComponents } from 'src/ai/builtin/teaching/curriculum/lesson-components';
import { planObjectives } from 'src/ai/builtin/teaching/curriculum/lesson-objectives';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { topicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { INSTRUCTIONAL_BLOCKS } from 'src/ai/ports/teaching-content.port';

const curriculum = Curriculum.load(null);
const CIRCULATION = readFileSync(
  join(__dirname, '../../../../../scripts/fixtures/worksheets/circulation.txt'),
  'utf8',
);
/** The fixture's sentences, as a reading question quotes them. */
const LINES = CIRCULATION.split(/(?<=[.!?])\s+/).map((line) => line.trim());
const line = (start: string) => {
  const found = LINES.find((l) => l.startsWith(start));
  if (!found) throw new Error(`no line "${start}"`);
  return found;
};

function topicWith(outcome: string): CurriculumTopic {
  const topic = curriculum.topics.find((t) => t.outcomes.includes(outcome));
  if (!topic) throw new Error(`no topic with "${outcome}"`);
  return topic;
}

const knowledge = (topic: CurriculumTopic) =>
  topicKnowledge([topic], topic.grades[0], MATHS, topic.title);

describe('an expected answer answers its question', () => {
  it('a comparison names each thing it compares', () => {
    const q = 'Compare arteries, veins and capillaries.';
    const path =
      'The stages of the path of blood in double circulation: Right side of the heart (Oxygen-poor blood from the body enters the right atrium) → Body (Blood gives oxygen and food to the cells through capillaries and collects wastes) → Return (Veins carry the oxygen-poor blood back to the right atrium).';
    expect(answersQuestion(q, path)).toBe(false);
    const vessels = [line('Arteries carry'), line('Veins carry'), line('Capillaries are')].join(
      ' ',
    );
    expect(answersQuestion(q, vessels)).toBe(true);
    const candle =
      'A burning candle is covered with a glass jar, so the flame goes out when the oxygen in the jar runs too low for burning.';
    expect(
      answersQuestion('Compare fuels using calorific value and the pollution they cause.', candle),
    ).toBe(false);
  });

  it('an "each" question names the thing it asks about', () => {
    const q = 'State the job of each component of blood.';
    expect(
      answersQuestion(
        q,
        'Blood carries these materials around the body. The heart, the blood vessels and the blood together make up the circulatory system.',
      ),
    ).toBe(false);
    expect(
      answersQuestion(q, 'Each component of blood has a job: red blood cells carry oxygen.'),
    ).toBe(true);
  });

  it('a "why" question needs its subject with a reason or a purpose', () => {
    const q = 'Explain why forests are important.';
    const names =
      'Ebony, mahogany and rosewood are trees of the tropical evergreen forest. Teak and sal are important trees of the tropical deciduous forest.';
    expect(answersQuestion(q, names)).toBe(false);
    expect(answersQuestion(q, 'Forests give us wood and stop soil erosion.')).toBe(true);
    expect(answersQuestion(q, 'Forests are important because they hold the soil.')).toBe(true);
    expect(answersQuestion(q, 'Rivers are important because they carry water.')).toBe(false);
  });

  it('an activity instruction is never an expected answer', () => {
    const timeline =
      'Timeline of rulers: Students make a timeline showing the Mauryas, Guptas, Harshavardhana, the Pallavas and the Chalukyas, with one achievement of each.';
    expect(isInstruction(timeline)).toBe(true);
    expect(isInstruction('Draw a food chain for a pond.')).toBe(true);
    expect(
      answersQuestion(
        'Describe the achievements in science and literature of the period.',
        timeline,
      ),
    ).toBe(false);
    // A definition that opens with a noun spelt like a verb is a fact, not an instruction.
    expect(isInstruction('Tally marks: marks drawn in groups of five to count data.')).toBe(false);
    expect(isInstruction('Students who think fire is a substance are wrong.')).toBe(false);
  });

  it('"what is meant by X" takes the line that defines X, not one that mentions it', () => {
    const q =
      'According to the text, what is meant by "red blood cells"? Find the line that tells you.';
    expect(answersQuestion(q, `"${line('Blood is made of')}"`)).toBe(false);
    expect(answersQuestion(q, `"${line('Red blood cells contain')}"`)).toBe(true);
    expect(definesTerm(line('Blood is made of'), 'plasma')).toBe(true);
    expect(
      definesTerm('The heart, the blood vessels and the blood make up the system.', 'heart'),
    ).toBe(false);
    expect(answersQuestion('What is meant by plasma?', 'Plasma: the liquid part of blood.')).toBe(
      true,
    );
  });
});

describe('exit answers a marker would call incomplete', () => {
  it('a comparison is answered by a contrast, not by examples of each', () => {
    const q = 'Distinguish between thermoplastics and thermosetting plastics.';
    expect(
      answersQuestion(
        q,
        'Polythene and PVC are thermoplastics. Bakelite and melamine are thermosetting plastics, used for electrical switches and kitchenware.',
      ),
    ).toBe(false);
    expect(
      answersQuestion(
        q,
        'Thermoplastics soften on heating and can be reshaped; thermosetting plastics cannot.',
      ),
    ).toBe(true);
  });

  it('"how is X different from Y" is answered by a difference, not by what they share or two definitions', () => {
    const q = 'How is xylem different from phloem?';
    expect(
      answersQuestion(
        q,
        'Together, the xylem and the phloem make up the vascular tissue of the plant.',
      ),
    ).toBe(false);
    expect(
      answersQuestion(
        q,
        'Xylem carries water and minerals upwards from the roots. Phloem carries food both up and down the plant.',
      ),
    ).toBe(true);
    const states = 'Explain how mahajanapadas differed from janapadas.';
    expect(
      answersQuestion(
        states,
        'A janapada was the land where a jana, or people, settled. A mahajanapada was a large and powerful state that grew from a janapada.',
      ),
    ).toBe(false);
    expect(
      answersQuestion(
        states,
        'Some janapadas became more important than others and were called mahajanapadas.',
      ),
    ).toBe(true);
  });

  it('a two-part question needs both parts, each said for itself', () => {
    const harm = 'Explain the harm plastics cause and ways to reduce it.';
    // The 4Rs "lower the harm": ways to reduce it, with no harm stated.
    expect(
      answersQuestion(
        harm,
        'Following the 4R principle, reduce, reuse, recycle and recover, lowers the harm that plastics do to the environment. Carrying cloth or jute bags instead of plastic bags reduces plastic waste.',
      ),
    ).toBe(false);
    expect(
      answersQuestion(
        harm,
        'Plastics do not break down, so they harm animals that swallow them and pollute the soil. We can reduce plastic waste by carrying cloth bags and recycling.',
      ),
    ).toBe(true);
    expect(
      answersQuestion(
        'Identify major reformers and their causes.',
        'Raja Rammohun Roy, Jyotirao Phule and B. R. Ambedkar were major reformers.',
      ),
    ).toBe(false);
    // A task on a given text is answered by the instances it finds, not the ask's own words.
    expect(
      answersQuestion(
        "Identify three persuasive techniques in this text and explain the effect of each: 'Is that fair?'",
        "A rhetorical question ('Is that fair?') makes the reader judge for themselves.",
      ),
    ).toBe(true);
  });

  it('"… and its uses" needs a use', () => {
    const q = 'Describe the process of electroplating and its uses.';
    const process =
      'Electroplating deposits a thin layer of metal on an object. The object is joined to the negative terminal.';
    expect(answersQuestion(q, process)).toBe(false);
    expect(
      answersQuestion(q, `${process} Chromium plating is used on taps and bicycle parts.`),
    ).toBe(true);
  });

  it('a line that names a pair ("called xylem and phloem") defines neither', () => {
    const pair =
      'So it must carry materials up and down its body in two kinds of tubes, called xylem and phloem.';
    expect(definesTerm(pair, 'xylem')).toBe(false);
    expect(definesTerm('The xylem is made of long, narrow tubes.', 'xylem')).toBe(true);
    expect(
      definesTerm('Blood is made of a liquid called plasma, in which cells float.', 'plasma'),
    ).toBe(true);
  });

  it('"how X helps Y" needs the sentence that links them, not what X is or where it happens', () => {
    const q = 'Explain how transpiration helps water rise in a plant.';
    expect(
      answersQuestion(
        q,
        'The loss of water vapour from the leaves of a plant is called transpiration. It evaporates from the cells inside the leaves, and the water vapour escapes into the air through tiny pores called stomata.',
      ),
    ).toBe(false);
    expect(
      answersQuestion(
        q,
        'As water is lost from the leaves, more water is drawn up the xylem to take its place. This pull helps water rise even to the top of a tall tree.',
      ),
    ).toBe(true);
    const cooling = 'Explain how sweating helps cool the body.';
    expect(answersQuestion(cooling, 'Sweat is a salty liquid made by glands in the skin.')).toBe(
      false,
    );
    expect(
      answersQuestion(
        cooling,
        'As sweat evaporates from the skin, it takes heat away, so the body cools down.',
      ),
    ).toBe(true);
  });

  it('"the roles of A, B and C in …" needs each of them', () => {
    const q = 'Describe the roles of bile, saliva and stomach acid in digestion.';
    expect(answersQuestion(q, 'Stomach acid kills germs. Mucus protects the stomach wall.')).toBe(
      false,
    );
    expect(
      answersQuestion(
        q,
        'Bile breaks fats into small droplets. Saliva wets food and starts digesting starch. Stomach acid kills germs.',
      ),
    ).toBe(true);
  });

  it('"the path of water" is answered by a route, not by facts about its parts', () => {
    const q = 'Describe the path of water from the soil to the air.';
    expect(
      answersQuestion(
        q,
        'Root hairs give the root a very large surface, so that it can take in more water. Transpiration also cools the leaves on a hot day.',
      ),
    ).toBe(false);
    expect(
      answersQuestion(
        q,
        'Water enters the root hairs, then passes into the xylem, up through the stem into the leaves, and out of the stomata as vapour.',
      ),
    ).toBe(true);
    expect(
      answersQuestion(q, 'Soil → root hairs → xylem of root and stem → leaves → stomata → air.'),
    ).toBe(true);
  });

  it('"classify" with nothing given to classify has no answer', () => {
    const definitions =
      'Biodegradable: able to be broken down by microorganisms in nature. Most plastics are non-biodegradable.';
    expect(
      answersQuestion('Classify materials as biodegradable or non-biodegradable.', definitions),
    ).toBe(false);
    expect(
      answersQuestion(
        'Classify these as biodegradable or non-biodegradable: paper, a plastic bottle, peel.',
        'Biodegradable: paper and peel. Non-biodegradable: the plastic bottle.',
      ),
    ).toBe(true);
  });
});

describe('lesson items the guard keeps out', () => {
  it("the review's objectives are checked by questions their answers answer", () => {
    for (const outcome of [
      'Compare arteries, veins and capillaries.',
      'State the job of each component of blood.',
      'Compare fuels using calorific value and the pollution they cause.',
      'Explain why forests are important.',
      'Describe the achievements in science and literature of the period.',
    ]) {
      const topic = topicWith(outcome);
      for (const o of planObjectives(knowledge(topic), topic.outcomes, 'spec'))
        expect({
          outcome: o.outcome,
          ok: answersQuestion(o.check.question, o.check.answer),
        }).toEqual({ outcome: o.outcome, ok: true });
    }
  });

  it('with circulation.txt, "red blood cells" is answered by the line that says what they do', async () => {
    const content = BuiltinTeachingContent.create(curriculum, MATHS);
    const ctx = {
      board: 'CBSE',
      grade: 'Grade 7',
      subject: 'Science',
      topic: 'Circulation and the heart',
      section: null,
      sources: [{ document: 'circulation.txt', page: 1, text: CIRCULATION }],
    };
    const draft = await content.draftSubjectMatter(ctx);
    const input = {
      ...ctx,
      subjectMatter: draft.subject_matter,
      learningStandards: draft.learning_standards,
    };
    const lesson = await content.writeLesson(input, await content.alignLesson(input, 45));
    const items = INSTRUCTIONAL_BLOCKS.flatMap((block) =>
      lesson[`${block}_block`].components.flatMap((c) =>
        c.formative_questions.map((q, i) => ({ q, a: c.expected_responses[i] ?? '' })),
      ),
    );
    const red = items.find((item) => /"red blood cells"/.test(item.q));
    expect(red?.a).toContain('haemoglobin');
    for (const item of items.filter((i) => /^According to the text/.test(i.q)))
      expect({ q: item.q, ok: answersQuestion(item.q, item.a) }).toEqual({ q: item.q, ok: true });
  });

  it('no check or exit item of any curriculum topic fails the guard', () => {
    const failed: string[] = [];
    for (const topic of curriculum.topics) {
      const plan = planComponents(knowledge(topic), lessonMinutes(45), `spec|${topic.id}`);
      const items = [
        ...plan.development.flatMap((c) => c.questions),
        ...plan.assessment.flatMap((c) => c.questions),
      ];
      for (const q of items)
        if (!answersQuestion(q.question, q.answer))
          failed.push(`${topic.id}: ${q.question} → ${sentence(q.answer)}`);
    }
    expect(failed).toEqual([]);
  });
});
