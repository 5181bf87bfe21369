import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import {
  INSTRUCTIONAL_BLOCKS,
  type LessonContent,
  type TeachingContext,
} from 'src/ai/ports/teaching-content.port';
import { BuiltinTeachingContent } from 'src/ai/builtin/teaching/builtin-teaching-content';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { technique } from 'src/ai/builtin/teaching/curriculum/lesson-closing';
import { taskPoints } from 'src/ai/builtin/teaching/curriculum/lesson-writing';
import { termsMetBefore } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

const curriculum = Curriculum.load(null);
const content = BuiltinTeachingContent.create(curriculum, MATHS);

function context(subject: string, grade: string, topic: string): TeachingContext {
  return { board: 'CBSE', grade, subject, topic, section: null, sources: [] };
}

async function plan(ctx: TeachingContext, minutes: number): Promise<LessonContent> {
  const draft = await content.draftSubjectMatter(ctx);
  const input = {
    ...ctx,
    subjectMatter: draft.subject_matter,
    learningStandards: draft.learning_standards,
  };
  return content.writeLesson(input, await content.alignLesson(input, minutes));
}

const components = (lesson: LessonContent) =>
  INSTRUCTIONAL_BLOCKS.flatMap((block) => lesson[`${block}_block`].components);

describe('a lesson asks before it teaches only what the class met in earlier grades', () => {
  it('a term is met before when another topic of the subject from an earlier grade names it', () => {
    const met = termsMetBefore(curriculum.topics, 'english', 7, ['english.informal-letter']);
    // Formal letters (from Grade 6) teach the salutation; only the informal letter has its tone.
    expect(met('salutation')).toBe(true);
    expect(met('conversational tone')).toBe(false);
    const civics = termsMetBefore(curriculum.topics, 'social_science', 6, [
      'social_science.panchayati-raj',
    ]);
    expect(civics('Zila Parishad')).toBe(false);
  });

  it('the Panchayati Raj starter asks no level of panchayati raj before the explanation teaches it', async () => {
    const lesson = await plan(context('Civics', 'Grade 6', 'Panchayati Raj'), 40);
    const [start] = lesson.introduction_block.components;
    expect(start.formative_questions.join(' ')).not.toMatch(/Zila Parishad|Panchayat Samiti/);
    // The vote on the misconception stays.
    expect(start.implementation_script).toMatch(/vote true or false/);
  });

  it('the informal-letter starter still asks the salutation, met in formal letters', async () => {
    const lesson = await plan(context('English', 'Grade 7', 'Informal letter'), 50);
    const [start] = lesson.introduction_block.components;
    expect(start.formative_questions).toContain('What is meant by salutation?');
    expect(start.formative_questions.join(' ')).not.toMatch(/conversational tone/);
  });
});

describe('no slot of a plan prints "0 questions"', () => {
  it('a writing aim names its technique for the exit slip', () => {
    expect(technique('Write a description that uses details from several senses.')).toBe(
      'use details from several senses',
    );
    expect(technique('Use a warm tone.')).toBe('Use a warm tone');
    expect(technique('Write an informal letter in the correct layout.')).toBeNull();
  });

  it("the descriptive-writing exit slip asks for a line of the student's description", async () => {
    const lesson = await plan(context('English', 'Grade 7', 'Descriptive writing'), 45);
    const [exit] = lesson.assessment_block.components;
    expect(exit.implementation_script).not.toMatch(/\b0 questions\b/);
    expect(exit.formative_questions[0]).toMatch(
      /^Copy the line of your writing that best shows you can use details from several senses/,
    );
    expect(exit.expected_responses[0]).toMatch(/quoted from the student's own writing/);
  });

  it("every slot of the earlier grids' plans holds at least one question or task", async () => {
    for (const [subject, grade, topic, minutes] of [
      ['History', 'Grade 6', 'The Mahajanapadas', 45],
      ['English', 'Grade 7', 'Descriptive writing', 45],
      ['English', 'Grade 6', 'Story writing', 40],
    ] as const) {
      const lesson = await plan(context(subject, grade, topic), minutes);
      for (const c of components(lesson)) {
        expect(c.implementation_script).not.toMatch(/\b0 (questions|exercises)\b/);
        expect(c.formative_questions.length).toBe(c.expected_responses.length);
      }
      const [practice] = lesson.independent_practice_block.components;
      expect(practice.formative_questions.length).toBeGreaterThan(0);
    }
  });
});

describe('practice uses the lesson, not the diagram just drawn', () => {
  it("guided practice orders a process's stages instead of asking what each involves", async () => {
    const lesson = await plan(context('English', 'Grade 7', 'Informal letter'), 50);
    const guided = lesson.guided_practice_block.components.flatMap((c) =>
      c.formative_questions.map((q, i) => [q, c.expected_responses[i]] as const),
    );
    const order = guided.find(([q]) => q.startsWith('Put the stages of the layout'));
    expect(order?.[1]).toBe(
      'Address and date → Salutation → Opening → Body → Closing → Sign-off and name',
    );
    // The shuffled list never starts with the first stage.
    expect(order?.[0]).not.toMatch(/in order: Address and date/);
    expect(guided.map(([q]) => q).join(' ')).not.toMatch(/what does "[^"]+" involve/);
    // Nor does the writing lesson's exit slip read a stage off the board.
    const [exit] = lesson.assessment_block.components;
    expect(exit.formative_questions.join(' ')).not.toMatch(/what does "[^"]+" involve/);
  });

  it("a maths explanation's quick checks are cases to work, not its glossary", async () => {
    const lesson = await plan(context('Mathematics', 'Grade 9', 'Coordinate geometry'), 40);
    const [explain] = lesson.development_block.components;
    expect(explain.formative_questions.length).toBeGreaterThan(0);
    for (const q of explain.formative_questions) expect(q).not.toMatch(/^What is meant by/);
  });
});

describe("a writing task's checklist marks the whole text", () => {
  it('lists the points the task asks the text to cover', () => {
    expect(
      taskPoints(
        'Students write a 120–150-word letter to a friend who has moved to another city, sharing two pieces of school news, asking about the new school and suggesting a plan to meet in the holidays.',
      ),
    ).toEqual([
      'Covers each point the task asks for: sharing two pieces of school news; asking about the new school; suggesting a plan to meet in the holidays',
    ]);
    expect(taskPoints('Students write a 100-word PEEL paragraph, using two techniques.')).toEqual(
      [],
    );
  });

  it("the informal letter's checklist has its layout, the task's points and the tone", async () => {
    const lesson = await plan(context('English', 'Grade 7', 'Informal letter'), 50);
    const [task] = lesson.independent_practice_block.components;
    const checklist = task.implementation_script.split('\n').filter((l) => l.startsWith('- '));
    expect(checklist.length).toBeGreaterThanOrEqual(8);
    expect(checklist).toContain('- Salutation: dear + first name or family title.');
    expect(checklist.join('\n')).toMatch(/^- Sign-off and name: /m);
    expect(checklist.join('\n')).toMatch(/asking about the new school/);
    expect(checklist).toContain('- Write in a warm, conversational tone suited to the reader.');
  });
});
