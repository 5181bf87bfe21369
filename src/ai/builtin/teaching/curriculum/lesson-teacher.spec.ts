import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import {
  possibleLShape,
  possibleTriangle,
} from 'src/ai/builtin/curriculum/maths/skills/measures-data/mensuration';
import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { inSentence } from 'src/ai/builtin/teaching/curriculum/draft';
import { lessonMinutes } from 'src/ai/builtin/teaching/curriculum/curriculum-lesson';
import {
  type ComponentPlan,
  planComponents,
} from 'src/ai/builtin/teaching/curriculum/lesson-components';
import { fairGap } from 'src/ai/builtin/teaching/curriculum/lesson-gaps';
import { planObjectives } from 'src/ai/builtin/teaching/curriculum/lesson-objectives';
import {
  keyWords,
  listItems,
  objectiveWords,
} from 'src/ai/builtin/teaching/curriculum/objective-sentences';
import { overlap } from 'src/ai/builtin/teaching/curriculum/focus';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { topicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { INSTRUCTIONAL_BLOCKS } from 'src/ai/ports/teaching-content.port';

const curriculum = Curriculum.load(null);

function knowledge(topic: CurriculumTopic) {
  return topicKnowledge([topic], topic.grades[0], MATHS, topic.title);
}

function lesson(title: string, minutes = 45): { plan: ComponentPlan; topic: CurriculumTopic } {
  const topic = curriculum.topics.find((t) => t.title === title);
  if (!topic) throw new Error(`no topic ${title}`);
  return {
    plan: planComponents(knowledge(topic), lessonMinutes(minutes), `spec|${title}`),
    topic,
  };
}

/** Topics across subjects, most not in any review grid. */
const TOPICS = [
  'Agriculture',
  'Electric current and circuits',
  'Magnets',
  'The Delhi Sultanate',
  'Perimeter and area',
  'Photosynthesis',
  'The Revolt of 1857',
  'Sound',
  'Water Resources',
  'Metals and non-metals',
  'Descriptive writing',
  'The Judiciary',
  'Simple equations',
];

const questionsOf = (plan: ComponentPlan) =>
  INSTRUCTIONAL_BLOCKS.flatMap((block) => plan[block].flatMap((c) => c.questions));

describe('lesson plans as a teacher checks them', () => {
  it('written practice asks the lesson in new cases and causes before one-word gaps', () => {
    // Over every curriculum topic whose practice is written questions: a gap copied from the
    // board tests wording, so it is set only where the bank has nothing that fits the objective.
    let gaps = 0;
    let all = 0;
    for (const topic of curriculum.topics) {
      const plan = planComponents(knowledge(topic), lessonMinutes(45), `spec|${topic.title}`);
      const [practice] = plan.independent_practice;
      if (!practice.name.startsWith('Practice:')) continue;
      const items = practice.questions.map((q) => q.question);
      gaps += items.filter((q) => q.startsWith('Fill in the gap')).length;
      all += items.length;
    }
    expect(all).toBeGreaterThan(300);
    // 0.48 when every objective's own gap came first.
    expect(gaps / all).toBeLessThan(0.45);
  });

  it('every objective has an exit item, and independent practice has an item on it', () => {
    for (const title of TOPICS) {
      const { plan, topic } = lesson(title);
      const k = knowledge(topic);
      const objectives = planObjectives(k, topic.outcomes, `spec|${title}`).filter(
        (o) => !o.byTask,
      );
      const exit = plan.assessment[0].questions.map((q) => q.question);
      // Guided practice counts: a gap on a sentence the teacher read out is no practice item.
      const practice = [...plan.guided_practice, ...plan.independent_practice].flatMap(
        (c) => c.questions,
      );
      // A gap-fill check is set with a blank that tests the content, or not at all (and never
      // on a sentence the plan prints: lesson-gaps.spec).
      objectives.slice(0, 3).forEach((o) => {
        const check = fairGap(k, o.check);
        if (check && !check.question.startsWith('Fill in the gap'))
          expect(exit).toContain(check.question);
      });
      // A history lesson's practice is its source work (reading one extract), not an item each.
      if (plan.independent_practice[0].name.startsWith('Source work')) continue;
      const missing = objectives.filter((o) => {
        const words = objectiveWords(k, o.outcome);
        return !practice.some(
          (q) =>
            q.question === o.check.question ||
            q.question === o.practice?.question ||
            overlap(keyWords(`${q.question} ${q.answer}`), words) > 0,
        );
      });
      // At most one objective a lesson (one whose data has nothing left to practise) goes without,
      // besides those whose only item was a gap in a sentence the teacher read out.
      const said = plan.development
        .flatMap((c) => c.script)
        .join(' ')
        .toLowerCase();
      const readOut = (o: (typeof objectives)[number]) =>
        o.practice?.question.startsWith('Fill in the gap: ') === true &&
        said.includes(
          o.practice.question
            .slice('Fill in the gap: '.length)
            .replace('____', o.practice.answer)
            .replace(/[.]$/, '')
            .toLowerCase(),
        );
      const short = missing.filter((o) => !readOut(o));
      expect({ title, missing: short.length <= 1 }).toEqual({ title, missing: true });
    }
  });

  it('a joined maths objective gets an exit item for each part ("perimeter and area")', () => {
    const { plan } = lesson('Perimeter and area', 40);
    const exit = plan.assessment[0].questions.map((q) => q.question).join(' ');
    const practice = plan.independent_practice[0].questions.map((q) => q.question).join(' ');
    expect(exit).toMatch(/\bperimeter\b/i);
    expect(exit).toMatch(/\barea\b/i);
    expect(practice).toMatch(/\bperimeter\b/i);
  });

  it('an exit item that lists things is answered for every one of them', () => {
    const NUMBER: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };
    let seen = 0;
    for (const title of TOPICS) {
      const { plan } = lesson(title);
      for (const q of [
        ...plan.assessment[0].questions,
        ...plan.independent_practice[0].questions,
      ]) {
        const sorting = /^Sort these \w+ into ([\w-]+) and ([\w-]+): (.+)\.$/.exec(q.question);
        if (sorting) {
          seen += 1;
          const answer = q.answer.toLowerCase();
          for (const item of sorting[3].split(/,\s*/)) expect(answer).toContain(item);
          for (const cls of [sorting[1], sorting[2]]) expect(answer).toContain(`${cls}`);
        }
        const named = /^(?:Name|State|List) (?:the )?(two|three|four|five|six)\b/i.exec(q.question);
        if (named) {
          seen += 1;
          const n = NUMBER[named[1].toLowerCase()];
          const items = q.answer.includes('→')
            ? q.answer.split('→')
            : /\(\d+\)/.test(q.answer)
              ? q.answer.split(/\(\d+\)/).slice(1)
              : listItems(q.answer);
          expect({ question: q.question, named: items.length >= n }).toEqual({
            question: q.question,
            named: true,
          });
        }
      }
    }
    // The grid has sorting (crops, materials), naming (dynasties) and rules (electricity) items.
    expect(seen).toBeGreaterThanOrEqual(4);
  });

  it('no sentence teaches two objectives, in any topic of the curriculum', () => {
    for (const topic of curriculum.topics) {
      const k = knowledge(topic);
      const teach = planObjectives(k, topic.outcomes, 'spec').flatMap((o) => o.teach);
      expect({ topic: topic.title, repeated: teach.length - new Set(teach).size }).toEqual({
        topic: topic.title,
        repeated: 0,
      });
    }
  });

  it('no item is asked twice, nor printed in the script beside its question line', () => {
    for (const title of TOPICS) {
      const { plan } = lesson(title);
      const questions = questionsOf(plan).map((q) => q.question);
      expect(new Set(questions).size).toBe(questions.length);
      for (const block of INSTRUCTIONAL_BLOCKS)
        for (const c of plan[block])
          for (const q of c.questions) expect(c.script.join('\n')).not.toContain(q.question);
    }
  });

  it('the starter check does not answer the vote it asks students to hold', () => {
    for (const title of TOPICS) {
      const { plan, topic } = lesson(title);
      const vote = /Write on the board: "(.+?)\."/.exec(plan.introduction[0].script[0])?.[1];
      const wrong = topic.misconceptions.find((m) => m.wrong.startsWith(vote ?? '\u0000'));
      if (!wrong) continue;
      for (const q of plan.introduction[0].questions)
        expect(overlap(keyWords(q.answer), keyWords(wrong.correct))).toBeLessThan(2);
    }
  });

  it('an objective never starts with a capital inside the sentence ("will be able to Describe")', () => {
    for (const topic of curriculum.topics)
      for (const outcome of topic.outcomes) {
        const said = `students will be able to ${inSentence(outcome)}`;
        expect(said).not.toMatch(/will be able to (Describe|Explain|Name|State|Identify|Compare) /);
      }
  });

  it('no generated triangle is impossible or a sliver, and no L-shape is a plain rectangle', () => {
    for (let i = 0; i < 60; i += 1) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const request = { grade: 6, difficulty, count: 1, seed: `shape|${i}` };
        const [triangle] = MATHS.exercises('mensuration.triangle_area', request);
        const sloping =
          /base of (\d+) \w+, a sloping side of (\d+) \w+ and a perpendicular height of (\d+)/.exec(
            triangle.question,
          );
        if (sloping) {
          const [b, s, h] = sloping.slice(1).map(Number);
          expect({ q: triangle.question, ok: possibleTriangle(b, h, s) }).toEqual({
            q: triangle.question,
            ok: true,
          });
        }
        const [shape] = MATHS.exercises('mensuration.compound_area', request);
        const [W, H, w, h] = (
          /rectangle (\d+) m by (\d+) m with a rectangle (\d+) m by (\d+) m/.exec(shape.question) ??
          []
        )
          .slice(1)
          .map(Number);
        expect({ q: shape.question, ok: possibleLShape(W, H, w, h) }).toEqual({
          q: shape.question,
          ok: true,
        });
      }
    }
    expect(possibleLShape(14, 7, 7, 3)).toBe(false);
    expect(possibleTriangle(29, 3, 4)).toBe(false);
    expect(possibleTriangle(12, 4, 5)).toBe(true);
  });
});
