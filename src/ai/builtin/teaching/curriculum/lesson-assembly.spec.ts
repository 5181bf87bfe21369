import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import type { CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import { lessonMinutes } from 'src/ai/builtin/teaching/curriculum/curriculum-lesson';
import {
  type ComponentPlan,
  planComponents,
} from 'src/ai/builtin/teaching/curriculum/lesson-components';
import { contentWords } from 'src/ai/builtin/teaching/curriculum/focus';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { topicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { INSTRUCTIONAL_BLOCKS, type InstructionalBlock } from 'src/ai/ports/teaching-content.port';

const curriculum = Curriculum.load(null);

/** Topics across subjects and grades, most in no review grid. */
const TOPICS = [
  'Agriculture',
  'Electric current and circuits',
  'Magnets',
  'The Delhi Sultanate',
  'Photosynthesis',
  'Sound',
  'Water Resources',
  'Metals and non-metals',
  'The Judiciary',
  'Combustion and flame',
  'Natural Vegetation and Wildlife',
  'The Guptas and New Kingdoms',
];

function topicNamed(title: string): CurriculumTopic {
  const topic = curriculum.topics.find((t) => t.title === title);
  if (!topic) throw new Error(`no topic ${title}`);
  return topic;
}

function lesson(title: string, minutes = 45): ComponentPlan {
  const topic = topicNamed(title);
  const k = topicKnowledge([topic], topic.grades[0], MATHS, topic.title);
  return planComponents(k, lessonMinutes(minutes), `spec|${title}`);
}

/** Everything the plan says or asks up to (not including) a block. */
function before(plan: ComponentPlan, block: InstructionalBlock): string {
  const earlier = INSTRUCTIONAL_BLOCKS.slice(0, INSTRUCTIONAL_BLOCKS.indexOf(block));
  return earlier
    .flatMap((b) => plan[b].flatMap((c) => [...c.script, ...c.questions.map((q) => q.question)]))
    .join(' ');
}

/** Share of a text's content words that another text also has. */
function share(text: string, said: string): number {
  const words = [...contentWords(text)];
  const known = contentWords(said);
  return words.length === 0 ? 1 : words.filter((w) => known.has(w)).length / words.length;
}

const STATEMENT = /^True or false, and why: "(.+)"\?$/;

describe('a lesson asks only what it has taught', () => {
  it('the plenary asks exactly the statements it shows, each raised in the starter or corrected on the board', () => {
    for (const title of TOPICS) {
      const plan = lesson(title);
      const [plenary] = plan.closure;
      const shown = plenary.script.flatMap((line) => /^Show "(.+?)"\./.exec(line)?.[1] ?? []);
      const asked = plenary.questions.flatMap((q) => STATEMENT.exec(q.question)?.[1] ?? []);
      expect({ title, asked }).toEqual({ title, asked: shown });
      const starter = plan.introduction[0].script.join(' ');
      for (const q of plenary.questions) {
        const statement = STATEMENT.exec(q.question)?.[1] ?? '';
        const raised = starter.includes(statement);
        const taught = share(q.answer.replace(/^False\. /, ''), before(plan, 'closure')) >= 0.6;
        expect({ title, statement, raisedOrTaught: raised || taught }).toEqual({
          title,
          statement,
          raisedOrTaught: true,
        });
      }
    }
  });

  it('no true/false statement before the plenary corrects something the board never said', () => {
    for (const title of TOPICS) {
      const plan = lesson(title);
      const board = plan.development[0].script.join(' ');
      for (const block of ['development', 'guided_practice', 'independent_practice'] as const)
        for (const q of plan[block].flatMap((c) => c.questions)) {
          if (!STATEMENT.test(q.question)) continue;
          expect({ title, q: q.question, taught: share(q.answer, board) >= 0.6 }).toEqual({
            title,
            q: q.question,
            taught: true,
          });
        }
    }
  });

  it('a "what happens" question in the explanation is about something the board has named', () => {
    // Circulation: platelets are not on the board, so "too few platelets" is not asked there.
    for (const title of [...TOPICS, 'Circulation and the heart']) {
      const plan = lesson(title);
      const board = plan.development[0].script.join(' ');
      for (const q of plan.development[0].questions) {
        const premise = /^(.+?) What happens as a result\?$/.exec(q.question)?.[1];
        if (!premise) continue;
        expect({ title, premise, named: share(premise, board) >= 0.5 }).toEqual({
          title,
          premise,
          named: true,
        });
      }
    }
  });
});
