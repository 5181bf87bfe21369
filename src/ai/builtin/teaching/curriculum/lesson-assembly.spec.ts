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
import { its, readDoc } from 'src/ai/builtin/nlp';
import { BuiltinTeachingContent } from 'src/ai/builtin/teaching/builtin-teaching-content';
import {
  INSTRUCTIONAL_BLOCKS,
  type InstructionalBlock,
  type TeachingContext,
} from 'src/ai/ports/teaching-content.port';

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

describe('practice a teacher would set', () => {
  it("no gap-fill blanks a verb, the topic's own word, or a word the sentence says again", () => {
    let seen = 0;
    for (const title of TOPICS) {
      const plan = lesson(title);
      const own = contentWords(title);
      for (const q of INSTRUCTIONAL_BLOCKS.flatMap((b) => plan[b].flatMap((c) => c.questions))) {
        const gap = /^Fill in the gap: (.+)$/.exec(q.question)?.[1];
        if (!gap) continue;
        seen += 1;
        const text = gap.replace('____', q.answer);
        const doc = readDoc(text);
        const words = doc.tokens().out<string>(its.value);
        const tags = doc.tokens().out<string>(its.pos);
        const tag = tags[words.indexOf(q.answer)];
        expect({ gap, tag }).not.toEqual({ gap, tag: 'VERB' });
        expect({ gap, topicWord: [...contentWords(q.answer)].some((w) => own.has(w)) }).toEqual({
          gap,
          topicWord: false,
        });
        expect({ gap, again: words.filter((w) => w === q.answer).length }).toEqual({
          gap,
          again: 1,
        });
      }
    }
    expect(seen).toBeGreaterThanOrEqual(3);
  });
});

describe('homework and criteria on what the lesson taught', () => {
  const content = BuiltinTeachingContent.create(curriculum, MATHS);

  async function planned(subject: string, grade: string, topic: string) {
    const ctx: TeachingContext = {
      board: 'CBSE',
      grade,
      subject,
      topic,
      section: null,
      sources: [],
    };
    const draft = await content.draftSubjectMatter(ctx);
    const input = {
      ...ctx,
      subjectMatter: draft.subject_matter,
      learningStandards: draft.learning_standards,
    };
    const lesson = await content.writeLesson(input, await content.alignLesson(input, 45));
    return { lesson, blocks: await content.enrichLesson(input, lesson) };
  }

  it('no two homework items share an answer, and no more than two are stages of one process', async () => {
    for (const [subject, grade, topic] of [
      ['Science', 'Grade 8', 'Combustion and flame'],
      ['Geography', 'Grade 9', 'Natural vegetation and wildlife'],
      ['Science', 'Grade 7', 'Photosynthesis'],
      ['Mathematics', 'Grade 6', 'Data handling'],
    ]) {
      const { blocks } = await planned(subject, grade, topic);
      const items = blocks.find((b) => b.type === 'homework')!.activities;
      const answers = items.flatMap((item) => /\(Answer: (.+)\)$/.exec(item)?.[1] ?? []);
      expect({ topic, answers: new Set(answers).size }).toEqual({ topic, answers: answers.length });
      const stages = items.filter((item) => /^What happens during "/.test(item)).length;
      expect({ topic, stages: stages <= 2 }).toEqual({ topic, stages: true });
    }
  });

  it('a mean lesson that never modelled total = mean × count sets no "what is the other number" item', async () => {
    const { lesson, blocks } = await planned('Mathematics', 'Grade 6', 'Data handling');
    const shown = INSTRUCTIONAL_BLOCKS.flatMap((b) =>
      lesson[`${b}_block`].components.map((c) => c.implementation_script),
    ).join(' ');
    if (/other number/.test(shown)) return;
    const set = [
      ...lesson.independent_practice_block.components.flatMap((c) => c.formative_questions),
      ...lesson.assessment_block.components.flatMap((c) => c.formative_questions),
      ...blocks.find((b) => b.type === 'homework')!.activities,
    ];
    expect(set.filter((q) => /What is the other number\?/.test(q))).toEqual([]);
    // The practice covers the measures the objective names, not the mean alone.
    const practice = lesson.independent_practice_block.components[0].formative_questions.join(' ');
    for (const measure of ['median', 'mode', 'range']) expect(practice).toMatch(measure);
  });

  it('success criteria promise only the objectives the plan teaches', async () => {
    const { lesson, blocks } = await planned('Science', 'Grade 8', 'Combustion and flame');
    const explanation = lesson.development_block.components[0].implementation_script;
    for (const line of blocks.find((b) => b.type === 'assessment_extension')!.activities) {
      const outcome = line.replace(/^I can /, '').replace(/\.$/, '');
      expect(explanation.toLowerCase()).toContain(`(${outcome.toLowerCase()}):`);
    }
  });

  it.each([
    ['Mathematics', 'Grade 8', "Pythagoras' theorem"],
    ['English', 'Grade 8', 'Report writing'],
    ['Science', 'Grade 8', 'Synthetic fibres and plastics'],
    ['History', 'Grade 8', 'Women, caste and reform'],
  ])(
    '%s %s "%s": support and stretch set nothing the lesson asks, and argue only from what it taught',
    async (subject, grade, topic) => {
      const { lesson, blocks } = await planned(subject, grade, topic);
      const components = INSTRUCTIONAL_BLOCKS.flatMap((b) => lesson[`${b}_block`].components);
      const said = components
        .flatMap((c) => [
          c.implementation_script,
          ...c.formative_questions,
          ...c.expected_responses,
        ])
        .join(' ')
        .toLowerCase();
      const questions = components.flatMap((c) => c.formative_questions);
      for (const activity of blocks.find((b) => b.type === 'differentiation')!.activities) {
        const worked = /partly worked example – "(.+?)" with/.exec(activity)?.[1];
        if (worked)
          for (const q of questions)
            expect({ activity, asked: q.includes(worked) }).toEqual({ activity, asked: false });
        // A reply to a misconception, or a cause explained, with the terms on the board: the
        // lesson said it.
        const claim = /believes "(.+?)", explaining why/.exec(activity)?.[1];
        const cause = /how "(.+?)" led to "(.+?)", using at least two/.exec(activity);
        if (claim)
          expect({ claim, taught: said.includes(claim.toLowerCase()) }).toEqual({
            claim,
            taught: true,
          });
        if (cause)
          expect({
            cause: cause[1],
            taught: said.includes(cause[1].toLowerCase()) || said.includes(cause[2].toLowerCase()),
          }).toEqual({ cause: cause[1], taught: true });
      }
    },
  );
});
