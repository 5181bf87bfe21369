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
