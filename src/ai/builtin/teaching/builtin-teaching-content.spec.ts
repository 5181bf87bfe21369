import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import {
  INSTRUCTIONAL_BLOCKS,
  QUESTION_TYPES,
  type PlanningInput,
  type TeachingContext,
  type WorksheetQuestion,
} from 'src/ai/ports/teaching-content.port';
import {
  BLUEPRINT_ALL_TYPES,
  BLUEPRINT_APP_DEFAULT,
} from 'src/ai/builtin/teaching/__fixtures__/passages';
import { BuiltinTeachingContent } from 'src/ai/builtin/teaching/builtin-teaching-content';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { stripLabel, worksheetProblems } from 'src/ai/builtin/teaching/worksheet/worksheet-rules';

const curriculum = Curriculum.load(null);
const content = BuiltinTeachingContent.create(curriculum, MATHS);
const photosynthesis = curriculum.get('science.photosynthesis')!;

function context(subject: string, grade: string, topic: string | null): TeachingContext {
  // The section is a class label; it must never turn up as content.
  return { board: 'CBSE', grade, subject, topic, section: 'Zebra', sources: [] };
}

async function confirmed(ctx: TeachingContext): Promise<PlanningInput> {
  const draft = await content.draftSubjectMatter(ctx);
  return {
    ...ctx,
    subjectMatter: draft.subject_matter,
    learningStandards: draft.learning_standards,
  };
}

const all = (questions: Record<string, WorksheetQuestion[]>) =>
  QUESTION_TYPES.flatMap((type) => questions[type].map((q) => ({ type, q })));

const text = (q: WorksheetQuestion) =>
  [q.question, ...q.options, ...(q.column_a ?? []), ...(q.column_b ?? []), q.answer].join(' ');

describe('BuiltinTeachingContent from the curriculum', () => {
  it('drafts photosynthesis subject matter with its key terms and its outcomes as objectives', async () => {
    const draft = await content.draftSubjectMatter(context('Science', 'Grade 7', 'Photosynthesis'));
    const concepts = draft.subject_matter.key_concepts_and_subconcepts.topics.map((t) => t.topic);
    expect(concepts).toEqual(expect.arrayContaining(['Photosynthesis', 'Chlorophyll']));
    const objectives =
      draft.learning_standards.smart_learning_objectives.objects.ai_recommendations;
    expect(objectives).toContain(
      'By the end of the lesson, students will be able to write the word equation for photosynthesis.',
    );
  });

  it.each([
    ['app default', BLUEPRINT_APP_DEFAULT],
    ['all types', BLUEPRINT_ALL_TYPES],
  ])(
    'writes a valid photosynthesis worksheet (%s) whose every question is on topic',
    async (_, blueprint) => {
      const input = await confirmed(context('Science', 'Grade 7', 'Photosynthesis'));
      const questions = await content.writeQuestions(input, blueprint);
      const explanations = await content.explainQuestions(input, questions, blueprint);
      expect(worksheetProblems(blueprint, questions, explanations)).toEqual([]);
      const names = [photosynthesis.title, ...photosynthesis.key_terms.map((k) => k.term)].map(
        (n) => n.toLowerCase(),
      );
      for (const { q } of all(questions))
        expect(names.some((name) => text(q).toLowerCase().includes(name))).toBe(true);
      const flat = JSON.stringify({ questions, explanations });
      expect(flat).not.toMatch(/WordNet|Zebra|catalysis|solvation/);
    },
  );

  it('keys true/false from facts and misconceptions, never an edited sentence', async () => {
    const input = await confirmed(context('Science', 'Grade 7', 'Photosynthesis'));
    const questions = await content.writeQuestions(input, BLUEPRINT_ALL_TYPES);
    const facts = photosynthesis.facts.map((f) => f.text);
    const wrongs = photosynthesis.misconceptions.map((m) => m.wrong);
    const answers = questions.true_false.map((q) => q.answer);
    expect(answers).toEqual(expect.arrayContaining(['True', 'False']));
    for (const q of questions.true_false) {
      const statement = q.question.replace(/^.*true or false: /i, '');
      expect(q.answer === 'True' ? facts : wrongs).toContain(statement);
    }
  });

  it('takes MCQ distractors from the same topic: sibling terms, meanings or misconceptions', async () => {
    const input = await confirmed(context('Science', 'Grade 7', 'Photosynthesis'));
    const questions = await content.writeQuestions(input, BLUEPRINT_ALL_TYPES);
    const known = new Set(
      [
        ...photosynthesis.key_terms.flatMap((k) => [k.term, k.definition]),
        ...photosynthesis.facts.map((f) => f.text),
        ...photosynthesis.misconceptions.map((m) => m.wrong),
        ...(photosynthesis.processes ?? []).flatMap((p) => p.stages.map((s) => s.name)),
        ...(photosynthesis.cause_effect ?? []).map((c) => c.effect),
      ].map((t) => t.toLowerCase().replace(/[.]$/, '').replace(/;\s*/g, ', ')),
    );
    for (const q of questions.mcq_single_answer) {
      const wrong = q.options.filter((o) => !q.answer.split('; ').includes(o));
      for (const option of wrong) expect(known).toContain(stripLabel(option).toLowerCase());
    }
  });

  it('explains why the key is right and what a wrong option reflects, without repeating itself', async () => {
    const input = await confirmed(context('Science', 'Grade 7', 'Photosynthesis'));
    const questions = await content.writeQuestions(input, BLUEPRINT_ALL_TYPES);
    const notes = await content.explainQuestions(input, questions, BLUEPRINT_ALL_TYPES);
    const falseOne = questions.true_false.findIndex((q) => q.answer === 'False');
    expect(notes.true_false[falseOne].explanation).toMatch(/^False\. /);
    expect(notes.true_false[falseOne].common_mistakes).toMatch(/misconception/);
    const worlds = QUESTION_TYPES.flatMap((type) =>
      notes[type].map((n) => n.real_world_application),
    );
    const most = Math.max(...worlds.map((w) => worlds.filter((x) => x === w).length));
    expect(most).toBeLessThanOrEqual(Math.ceil(worlds.length / photosynthesis.real_world.length));
  });

  it('fails the step with a clear message for a topic neither the curriculum nor a document covers', async () => {
    const attempt = content.draftSubjectMatter(context('Science', 'Grade 7', 'Black holes'));
    await expect(attempt).rejects.toBeInstanceOf(AiProviderError);
    await expect(attempt).rejects.toThrow(
      /"Black holes" is not in the built-in curriculum for Science \(Grade 7\).*Attach a document/,
    );
  });

  it('plans 90 minutes in a few long components built on the topic’s activities', async () => {
    const input = await confirmed(context('Science', 'Grade 7', 'Photosynthesis'));
    const alignment = await content.alignLesson(input, 90);
    const lesson = await content.writeLesson(input, alignment);
    const components = INSTRUCTIONAL_BLOCKS.flatMap((b) => lesson[`${b}_block`].components);
    expect(components.length).toBeGreaterThanOrEqual(5);
    expect(components.length).toBeLessThanOrEqual(8);
    expect(components.reduce((sum, c) => sum + c.duration_minutes, 0)).toBe(90);
    for (const c of components) expect(c.duration_minutes).toBeGreaterThanOrEqual(7);
    const names = components.map((c) => c.component_name);
    expect(names).toEqual(expect.arrayContaining(['Testing a leaf for starch']));
    for (const c of components) {
      expect(c.expected_responses).toHaveLength(c.formative_questions.length);
      for (const answer of c.expected_responses) expect(answer).not.toMatch(/Answers will vary/);
    }
    expect(JSON.stringify(lesson)).not.toMatch(/Zebra|Socratic/);
  });

  it('gives an English writing lesson a writing task in independent practice', async () => {
    const input = await confirmed(context('English', 'Grade 9', 'Formal letter'));
    const lesson = await content.writeLesson(input, await content.alignLesson(input, 90));
    const [task] = lesson.independent_practice_block.components;
    const entry = curriculum.get('english.formal-letter')!;
    const writing = entry.activities.filter((a) => a.kind === 'writing_task').map((a) => a.name);
    expect(writing).toContain(task.component_name);
    expect(task.duration_minutes).toBeGreaterThanOrEqual(15);
  });

  it('enriches the lesson from the topic: glossary, homework with answers, real-world lines, criteria', async () => {
    const input = await confirmed(context('Science', 'Grade 7', 'Photosynthesis'));
    const lesson = await content.writeLesson(input, await content.alignLesson(input, 45));
    const blocks = await content.enrichLesson(input, lesson);
    const byType = Object.fromEntries(blocks.map((b) => [b.type, b]));
    expect(byType.differentiation.activities[0]).toMatch(/chlorophyll/);
    for (const item of byType.homework.activities) expect(item).toMatch(/\(Answer: .+\)$/);
    expect(byType.real_world_connection.activities).toEqual(photosynthesis.real_world);
    expect(byType.assessment_extension.activities).toContain(
      'I can write the word equation for photosynthesis.',
    );
  });

  it('links other subjects only through a key term they teach, never a word spelt like it', async () => {
    const cases: [string, string, string][] = [
      ['Mathematics', 'Grade 6', 'Equivalent fractions'],
      ['English', 'Grade 9', 'Formal letter'],
      ['Social Science', 'Grade 9', 'The French Revolution'],
    ];
    for (const [subject, grade, topic] of cases) {
      const input = await confirmed(context(subject, grade, topic));
      const lesson = await content.writeLesson(input, await content.alignLesson(input, 45));
      const links = (await content.enrichLesson(input, lesson)).find(
        (block) => block.type === 'cross_curricular',
      )!;
      expect(links.activities.join(' ')).not.toMatch(
        /Friction|Wastewater|Science – The French Revolution/,
      );
      // A real link names the other subject's topic and the shared term; with none, the block
      // says so instead of a template ("write an explanation for a younger class").
      for (const line of links.activities)
        expect(line).toMatch(/^(\w+( \w+)? – .+: .+ appears there too|Mathematics: )/);
      if (links.activities.length === 0) expect(links.description).toBe('');
    }
  });
});
