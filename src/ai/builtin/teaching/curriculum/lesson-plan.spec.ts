import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluate } from 'mathjs';
import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import {
  INSTRUCTIONAL_BLOCKS,
  type LessonContent,
  type TeachingContext,
} from 'src/ai/ports/teaching-content.port';
import { BuiltinTeachingContent } from 'src/ai/builtin/teaching/builtin-teaching-content';
import { MATHS } from 'src/ai/builtin/teaching/curriculum/maths-generators';
import { sentence } from 'src/ai/builtin/teaching/curriculum/draft';
import { teachable } from 'src/ai/builtin/teaching/curriculum/lesson-objectives';
import { topicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

const curriculum = Curriculum.load(null);
const content = BuiltinTeachingContent.create(curriculum, MATHS);
const DOCUMENTS = join(__dirname, '../../../../../scripts/fixtures/worksheets');

function context(subject: string, grade: string, topic: string, file?: string): TeachingContext {
  const sources = file
    ? [{ document: file, page: 1, text: readFileSync(join(DOCUMENTS, file), 'utf8') }]
    : [];
  return { board: 'CBSE', grade, subject, topic, section: null, sources };
}

async function plan(
  ctx: TeachingContext,
  minutes: number,
): Promise<{ objectives: string[]; content: LessonContent }> {
  const draft = await content.draftSubjectMatter(ctx);
  const input = {
    ...ctx,
    subjectMatter: draft.subject_matter,
    learningStandards: draft.learning_standards,
  };
  const lesson = await content.writeLesson(input, await content.alignLesson(input, minutes));
  return {
    objectives: draft.learning_standards.smart_learning_objectives.objects.ai_recommendations,
    content: lesson,
  };
}

const components = (lesson: LessonContent) =>
  INSTRUCTIONAL_BLOCKS.flatMap((block) => lesson[`${block}_block`].components);

describe('lesson plans as a teacher reads them', () => {
  it("a maths lesson's independent practice lists computed exercises with their answers", async () => {
    const { content: lesson } = await plan(
      context('Mathematics', 'Grade 7', 'Simple equations'),
      45,
    );
    const [practice] = lesson.independent_practice_block.components;
    expect(practice.formative_questions.length).toBeGreaterThanOrEqual(4);
    // The exercises are listed once, as the component's questions with their answers.
    practice.formative_questions.forEach((q, i) => {
      expect(practice.implementation_script).not.toContain(q);
      // The key is the working, ending on the letter's value ("4x = −12; x = −3").
      expect(practice.expected_responses[i]).toMatch(/(^|; )[a-z] = ([^;]* = )?−?\d+$/);
    });
  });

  it('an "Equivalent fractions" lesson puts equivalence first: objective, board example and exercises', async () => {
    const { objectives, content: lesson } = await plan(
      context('Mathematics', 'Grade 6', 'Equivalent fractions'),
      40,
    );
    expect(objectives[0]).toMatch(/equivalent fractions/);
    const [practice] = lesson.independent_practice_block.components;
    expect(practice.formative_questions[0]).toMatch(
      /^Fill in the missing number: \d+\/\d+ = \?\/\d+/,
    );
  });

  it('every objective is taught on the board and the exit ticket checks the skill, not a glossary entry', async () => {
    const { objectives, content: lesson } = await plan(
      context('Science', 'Grade 7', 'Photosynthesis'),
      45,
    );
    const explanation = lesson.development_block.components[0].implementation_script;
    objectives.forEach((_, i) => expect(explanation).toContain(`Objective ${i + 1} (`));
    expect(explanation).toContain('carbon dioxide + water → glucose + oxygen');
    const [exit] = lesson.assessment_block.components;
    expect(exit.formative_questions).toContain('Write the word equation for photosynthesis.');
    expect(exit.formative_questions.some((q) => /^What is meant by/.test(q))).toBe(false);
    expect(exit.expected_responses.join(' ')).toContain(
      'carbon dioxide + water → glucose + oxygen',
    );
  });

  it('a practical longer than its slot is run as a prepared demonstration, never "set up before the lesson"', async () => {
    const { content: lesson } = await plan(context('Science', 'Grade 7', 'Photosynthesis'), 45);
    const practical = components(lesson).find(
      (c) => c.component_name === 'Testing a leaf for starch',
    );
    expect(practical).toBeDefined();
    expect(practical!.duration_minutes).toBeLessThan(30);
    expect(practical!.teacher_notes).toMatch(/teacher demonstration/);
    for (const c of components(lesson))
      expect(c.teacher_notes).not.toMatch(/set it up before the lesson/);
  });

  it('no lesson asks the same question, or for the same answer, twice', async () => {
    for (const [subject, grade, topic] of [
      ['History', 'Grade 9', 'The French Revolution'],
      ['Science', 'Grade 8', 'Sound'],
      ['Geography', 'Grade 7', 'Water resources'],
    ]) {
      const { content: lesson } = await plan(context(subject, grade, topic), 60);
      const questions = components(lesson).flatMap((c) => c.formative_questions);
      const answers = components(lesson).flatMap((c) => c.expected_responses);
      expect(new Set(questions).size).toBe(questions.length);
      expect(new Set(answers).size).toBe(answers.length);
      // Independent practice is never empty.
      expect(
        lesson.independent_practice_block.components[0].formative_questions.length,
      ).toBeGreaterThan(0);
    }
  });

  it('a lesson from a document on a curriculum topic is planned from the curriculum and reads the document', async () => {
    const { objectives, content: lesson } = await plan(
      context('Science', 'Grade 6', 'The water cycle', 'water-cycle.txt'),
      45,
    );
    expect(objectives.join(' ')).toMatch(/stages of the water cycle/);
    const reading = components(lesson).find((c) =>
      c.component_name.startsWith('Reading the document'),
    );
    expect(reading).toBeDefined();
    const text = readFileSync(join(DOCUMENTS, 'water-cycle.txt'), 'utf8');
    reading!.expected_responses.forEach((answer) =>
      expect(text).toContain(answer.replace(/^"|"$/g, '')),
    );
    expect(lesson.development_block.components[0].implementation_script).toMatch(
      /Key terms for the board: .*evaporation/,
    );
  });

  it('an objective the topic data does not teach is not set', () => {
    const k = topicKnowledge([curriculum.get('science.sound')!], 8, MATHS);
    expect(teachable(k, 'explain why the harpsichord fell out of fashion')).toBe(false);
    expect(teachable(k, 'relate pitch to frequency and loudness to amplitude')).toBe(true);
  });

  it('links other subjects only through a term in the same sense, and sets no homework the lesson already solved', async () => {
    const ctx = context('Mathematics', 'Grade 7', 'Simple equations');
    const draft = await content.draftSubjectMatter(ctx);
    const input = {
      ...ctx,
      subjectMatter: draft.subject_matter,
      learningStandards: draft.learning_standards,
    };
    const lesson = await content.writeLesson(input, await content.alignLesson(input, 45));
    const blocks = await content.enrichLesson(input, lesson);
    const links = blocks.find((b) => b.type === 'cross_curricular')!.activities.join(' ');
    // The solution of an equation is not the solution of salt in water.
    expect(links).not.toMatch(/Solutions and dissolving/);
    const shown = components(lesson)
      .map((c) => c.implementation_script)
      .join('\n');
    for (const item of blocks.find((b) => b.type === 'homework')!.activities)
      expect(shown).not.toContain(item.replace(/ \(Answer: .*\)$/, '').replace(/\.$/, ''));
  });

  it('every objective is checked: by a question in class or on the slip, or a whole text by the writing checklist', async () => {
    for (const [subject, grade, topic, minutes] of [
      ['History', 'Grade 8', 'The Revolt of 1857', 60],
      ['English', 'Grade 10', 'Persuasive writing', 90],
      ['English', 'Grade 8', 'Formal letter', 60],
      ['History', 'Grade 8', 'The Indian National Movement', 45],
      ['Mathematics', 'Grade 7', 'Simple equations', 45],
    ] as const) {
      const { objectives, content: lesson } = await plan(context(subject, grade, topic), minutes);
      const [exit] = lesson.assessment_block.components;
      const checked = [
        exit.teacher_notes,
        ...lesson.development_block.components.flatMap((c) => c.formative_questions),
      ]
        .join(' ')
        .toLowerCase();
      for (const objective of objectives)
        expect(checked).toContain(
          objective
            .replace(/^.*will be able to /, '')
            .replace(/\.$/, '')
            .toLowerCase(),
        );
      // No slip asks for a whole text in a few minutes.
      expect(exit.formative_questions.some((q) => /^Write a .* (text|letter)\b/.test(q))).toBe(
        false,
      );
    }
  });

  it('a history lesson practises with a printed source and asks no hindsight "Predict"', async () => {
    const { content: lesson } = await plan(context('History', 'Grade 8', 'The Revolt of 1857'), 60);
    const [practice] = lesson.independent_practice_block.components;
    // The extract is printed once, as the first question, beside its expected answer.
    expect(practice.formative_questions[0]).toMatch(/extract from Queen Victoria's Proclamation/);
    expect(practice.expected_responses[0]).toMatch(/no more territory/);
    const questions = components(lesson).flatMap((c) => c.formative_questions);
    expect(questions.some((q) => q.startsWith('Predict:'))).toBe(false);
    // The leaders the map asks for are taught.
    expect(lesson.development_block.components[0].implementation_script).toMatch(
      /Kanpur \(Nana Saheb\).*Lucknow \(Begum Hazrat Mahal\)/,
    );
  });

  it('a persuasive-writing lesson writes the whole text to the structure and checks techniques on a given text', async () => {
    const { content: lesson } = await plan(
      context('English', 'Grade 10', 'Persuasive writing'),
      90,
    );
    const [task] = lesson.independent_practice_block.components;
    expect(task.implementation_script).toMatch(
      /counter-argument and rebuttal, and a call to action/,
    );
    expect(task.implementation_script).toMatch(/- Counter-argument and rebuttal: /);
    expect(task.duration_minutes).toBeGreaterThanOrEqual(30);
    const [exit] = lesson.assessment_block.components;
    const techniques = exit.formative_questions.findIndex((q) => /persuasive techniques/.test(q));
    expect(exit.formative_questions[techniques]).toMatch(/in this text .*: '.+'/);
    expect(exit.expected_responses[techniques]).toMatch(/rhetorical question/);
    expect(exit.formative_questions.some((q) => /facts and opinions/.test(q))).toBe(true);
    // Starter, plenary and slip stay short however long the lesson.
    for (const block of ['introduction', 'closure', 'assessment'] as const)
      expect(lesson[`${block}_block`].components[0].duration_minutes).toBeLessThanOrEqual(8);
  });

  it('checking by substitution is asked with a value to test, and the key shows the computed side', async () => {
    const { content: lesson } = await plan(
      context('Mathematics', 'Grade 7', 'Simple equations'),
      45,
    );
    const [exit] = lesson.assessment_block.components;
    const i = exit.formative_questions.findIndex((q) => /a solution of/.test(q));
    const found = /^Is ([a-z]) = (−?\d+) a solution of (.+) = (−?\d+)\?/.exec(
      exit.formative_questions[i],
    )!;
    const [, letter, value, left, right] = found;
    const computed = Number(
      evaluate(left.replace(/−/g, '-'), { [letter]: Number(value.replace('−', '-')) }),
    );
    expect(computed).not.toBe(Number(right.replace('−', '-')));
    expect(exit.expected_responses[i]).toContain(
      `the left side is ${computed < 0 ? `−${-computed}` : computed}, not ${right}`,
    );
  });

  it('homework is the writing the lesson started, or one task, never both', async () => {
    for (const [subject, grade, topic, minutes] of [
      ['English', 'Grade 10', 'Persuasive writing', 90],
      ['History', 'Grade 8', 'The Revolt of 1857', 60],
    ] as const) {
      const ctx = context(subject, grade, topic);
      const draft = await content.draftSubjectMatter(ctx);
      const input = {
        ...ctx,
        subjectMatter: draft.subject_matter,
        learningStandards: draft.learning_standards,
      };
      const lesson = await content.writeLesson(input, await content.alignLesson(input, minutes));
      const homework = (await content.enrichLesson(input, lesson)).find(
        (b) => b.type === 'homework',
      )!;
      const started = components(lesson).some((c) => /finish for homework/.test(c.teacher_notes));
      if (started) expect(homework.activities).toHaveLength(1);
      expect(components(lesson).some((c) => /set for homework/.test(c.teacher_notes))).toBe(false);
    }
  });

  it('the curriculum never ties the annexation of Awadh to the Doctrine of Lapse', () => {
    const texts = curriculum.topics.flatMap((t) => [
      ...t.facts.map((f) => f.text),
      ...(t.cause_effect ?? []).map((c) => c.cause),
    ]);
    for (const text of texts.filter((x) => /Awadh/.test(x) && /Doctrine of Lapse/.test(x)))
      expect(text).toMatch(/not done under the Doctrine of Lapse|alleged misgovernment/);
  });

  it('a "distinguish" exit is answered by what sets the two apart, and no exit leaves out a part', async () => {
    const { content: lesson } = await plan(
      context('Science', 'Grade 8', 'Synthetic fibres and plastics'),
      45,
    );
    const exit = lesson.assessment_block.components.at(-1)!;
    const asked = exit.formative_questions.findIndex((q) => /^Distinguish between/.test(q));
    expect(exit.expected_responses[asked]).toMatch(/thermosetting plastics cannot/);
    // Examples of each kind, a "classify" with nothing to classify, or the ways to reduce harm
    // with no harm stated are not on the slip.
    for (const [i, q] of exit.formative_questions.entries()) {
      expect(q).not.toMatch(/^Classify materials as/);
      expect(exit.expected_responses[i]).not.toMatch(/^Polythene and PVC are thermoplastics/);
    }
    expect(components(lesson).flatMap((c) => c.formative_questions)).not.toContain(
      'Explain the harm plastics cause and ways to reduce it.',
    );
  });

  it("a maths lesson keeps its variables' case at the start of a sentence (b² is not B²)", async () => {
    const { content: lesson } = await plan(
      context('Mathematics', 'Grade 8', "Pythagoras' theorem"),
      40,
    );
    const texts = components(lesson).flatMap((c) => [
      c.implementation_script,
      ...c.formative_questions,
      ...c.expected_responses,
    ]);
    expect(texts.join('\n')).toMatch(/(?:^|[.:] )[abc]² = /m);
    for (const text of texts) expect(text).not.toMatch(/(?:^|[.:] )[A-C]² = /m);
    expect(sentence('a and b are different variables')).toBe('a and b are different variables.');
    expect(sentence('a bar chart shows data')).toBe('A bar chart shows data.');
  });

  it('"the reasons for the rise of Magadha" is taught and checked by the causes about Magadha', async () => {
    const { content: lesson } = await plan(context('History', 'Grade 6', 'The Mahajanapadas'), 45);
    const texts = components(lesson).flatMap((c) => [
      c.implementation_script,
      ...c.formative_questions.map((q, i) => `${q} ${c.expected_responses[i]}`),
    ]);
    const magadha = texts.filter((t) => /rise of Magadha/i.test(t));
    expect(magadha.length).toBeGreaterThan(0);
    for (const text of magadha) {
      const taught = /\(describe the reasons for the rise of magadha\): ([^\n]+)/i.exec(text)?.[1];
      if (taught) expect(taught).not.toMatch(/forts and kept armies|Iron ploughshares/);
      expect(text).not.toMatch(/Any two of: .*forts and kept armies/);
    }
  });
});
