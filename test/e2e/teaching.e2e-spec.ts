import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import {
  pollStep,
  type Selection,
  selectNamed,
  startWorksheetMultipart,
  WEB_APP_DISTRIBUTION,
} from 'test/support/teaching-clients';
import { createSession, type Session, TEST_PASSWORD } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';

const QUESTION_TYPES = [
  'mcq_single_answer',
  'mcq_multiple_answer',
  'true_false',
  'fill_in_the_blanks',
  'very_short_answer',
  'short_answer',
  'long_answer',
  'match_the_column',
] as const;
const BLOCKS = [
  'introduction',
  'development',
  'guided_practice',
  'independent_practice',
  'closure',
  'assessment',
] as const;
const PASSAGE = readFileSync(join(__dirname, '../fixtures/teaching/photosynthesis.txt'));

type Question = {
  question: string;
  options: string[];
  answer: string;
  tags: { learning_objectives: string; bloom: string; difficulty: string };
  column_a?: string[];
  column_b?: string[];
  columnA?: string[];
  explanations?: {
    learning_objective: string;
    explanation: string;
    key_concepts: string[];
    common_mistakes: string;
    real_world_application: string;
  }[];
  explanation?: string;
};
type Questions = Record<string, Question[]>;
/** A response body walked by the JSON paths the apps read (their types are checked as read). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Body = Record<string, any>;

/** The photosynthesis entry's title and key terms: a question about the topic names one. */
const PHOTOSYNTHESIS_TERMS =
  /photosynthe|chlorophyll|chloroplast|stomata|carbon dioxide|oxygen|glucose|starch|autotroph/i;

/** What a student reads of a question: stem, options, columns and the key. */
const readAll = (question: Question) =>
  [
    question.question,
    ...question.options,
    ...(question.column_a ?? []),
    ...(question.column_b ?? []),
    question.answer,
  ].join(' ');

/** Worksheets and lesson plans with the builtin provider, as the two public apps use them. */
describe('worksheets and lesson plans (builtin provider)', () => {
  let t: TestApp;
  let session: Session;
  let selection: Selection;

  beforeAll(async () => {
    t = await createTestApp();
    session = await createSession(t.app);
    selection = await selectNamed(t.http, session.auth, {
      board: 'CBSE',
      grade: 'Grade 7',
      subject: 'Science',
    });
  }, 120_000);
  afterAll(() => t?.close());

  const post = (path: string, body: object) =>
    request(t.http).post(path).set(session.auth).set('Content-Type', 'application/json').send(body);

  /** Checks a question as the web app's exporter and the desktop app's renderer read it. */
  function expectReadable(type: string, question: Question) {
    expect(typeof question.question).toBe('string');
    expect(question.question.length).toBeGreaterThan(5);
    expect(typeof question.answer).toBe('string');
    expect(question.answer.length).toBeGreaterThan(0);
    expect(typeof question.tags.learning_objectives).toBe('string');
    expect(['remember', 'understand', 'apply', 'analyze', 'evaluate', 'create']).toContain(
      question.tags.bloom,
    );
    expect(['easy', 'medium', 'hard']).toContain(question.tags.difficulty);
    expect(Array.isArray(question.options)).toBe(true);
    if (type === 'mcq_single_answer' || type === 'mcq_multiple_answer') {
      if (type === 'mcq_single_answer') expect(question.options).toHaveLength(4);
      expect(question.options.length).toBeLessThanOrEqual(6);
      question.options.forEach((option, index) =>
        expect(option.startsWith(`${'ABCDEF'[index]}. `)).toBe(true),
      );
      const texts = question.options.map((option) => option.replace(/^[A-F]\.\s*/, ''));
      expect(new Set(texts.map((text) => text.toLowerCase())).size).toBe(texts.length);
      for (const part of question.answer.split(';')) {
        expect(question.options).toContain(part.trim());
      }
    }
    if (type === 'true_false') expect(['True', 'False']).toContain(question.answer);
    if (type === 'fill_in_the_blanks') expect(question.question).toMatch(/_{3,}/);
    if (type === 'match_the_column') {
      expect(question.column_a?.length).toBeGreaterThanOrEqual(2);
      expect(question.column_b).toHaveLength(question.column_a?.length ?? -1);
      expect(question.columnA).toEqual(question.column_a);
    }
  }

  function countOf(questions: Questions) {
    return QUESTION_TYPES.reduce((total, type) => total + questions[type].length, 0);
  }

  it("runs the web app's worksheet: multipart start, JSON steps, polling through 404 and In Progress, explanations", async () => {
    // 1. POST /token as the web app: urlencoded with grant_type.
    const token = await request(t.http)
      .post('/token')
      .type('form')
      .send({ username: session.username, password: TEST_PASSWORD, grant_type: 'password' })
      .expect(200);
    const auth = { Authorization: `Bearer ${token.body.access_token as string}` };

    // 5. Metadata as FormData, JSON-string distributions, topic only when non-empty.
    const started = await startWorksheetMultipart(t.http, auth, {
      ...selection,
      number_of_questions: '10',
      question_distribution: JSON.stringify(WEB_APP_DISTRIBUTION),
      difficulty_level_distribution: JSON.stringify({ easy: 30, medium: 50, hard: 20 }),
      bloom_taxonomy_distribution: JSON.stringify({
        remember: 30,
        understand: 30,
        apply: 30,
        analyze: 10,
        evaluate: 0,
        create: 0,
      }),
      topic: 'Photosynthesis',
    }).expect(200);
    const id = started.body.detail[0].id as string;
    expect(typeof started.body.detail[0].msg).toBe('string');

    // 6. Poll the metadata; the app stores `data` and later reads its names and subject matter.
    const metadata = await pollStep(t.http, auth, `/worksheet/v1/metadata/${id}`);
    expect(metadata.body.data.status).toBe('Completed');
    expect(metadata.seen.at(-1)).toBe('Completed');
    const data = metadata.body.data as Body;
    expect(data.error_message).toBeNull();
    expect(typeof data.board.name).toBe('string');
    expect(typeof data.grade.name).toBe('string');
    expect(typeof data.subject.name).toBe('string');
    expect(data.topic).toBe('Photosynthesis');
    expect(data.number_of_questions).toBe(10);
    expect(data.subject_matter.topics_to_be_covered.topic.length).toBeGreaterThan(0);
    expect(data.subject_matter.key_concepts_and_subconcepts.topics.length).toBeGreaterThan(0);
    expect(
      data.learning_standards.smart_learning_objectives.objects.ai_recommendations.length,
    ).toBeGreaterThan(0);

    // 7–8. Question configuration from the subject matter, copied verbatim.
    await post(`/worksheet/v1/question-config/${id}`, {
      subject_matter: data.subject_matter,
      learning_standards: data.learning_standards,
    }).expect(200);
    const config = await pollStep(t.http, auth, `/worksheet/v1/question-config/${id}`);
    const configuration = config.body.data.question_configuration as Body;
    expect(configuration).toBeTruthy();
    const typeTotal = (configuration.question_type_summary as { count: number }[]).reduce(
      (sum, item) => sum + item.count,
      0,
    );
    expect(typeTotal).toBe(10);
    expect(configuration.difficulty_summary).toEqual([
      { difficulty: 'easy', question_count: 3 },
      { difficulty: 'medium', question_count: 5 },
      { difficulty: 'hard', question_count: 2 },
    ]);

    // 9–10. The whole configuration object sent back unchanged.
    await post(`/worksheet/v1/generate-worksheet/${id}`, configuration).expect(200);
    const generated = await pollStep(t.http, auth, `/worksheet/v1/generate-worksheet/${id}`);
    expect(generated.body.data.status).toBe('Completed');
    const generatedQuestions = generated.body.data.questions as Questions;
    expect((generatedQuestions as unknown as { msg?: string }).msg).toBeUndefined();

    // 11–12. Explanations: the web app polls through 400 too.
    await post(`/worksheet/v1/generate-explanations/${id}`, {}).expect(200);
    const explained = await pollStep(t.http, auth, `/worksheet/v1/generate-explanations/${id}`, {
      through400: true,
    });
    expect(explained.status).toBe(200);
    const worksheet = explained.body.data as Body;
    expect(worksheet.id).toBe(id);
    expect(worksheet.status).toBe('Completed');
    expect(worksheet.number_of_questions).toBe(10);
    const questions = worksheet.questions as Questions;
    // The web app renders every key: the eight documented keys only (docs/api-contract.md §5), arrays.
    expect(Object.keys(questions).sort()).toEqual([...QUESTION_TYPES].sort());
    for (const [type, expected] of Object.entries(WEB_APP_DISTRIBUTION)) {
      expect(questions[type]).toHaveLength(expected);
      for (const question of questions[type]) {
        expectReadable(type, question);
        const [explanation] = question.explanations ?? [];
        expect(typeof explanation.learning_objective).toBe('string');
        expect(explanation.explanation.length).toBeGreaterThan(10);
        expect(Array.isArray(explanation.key_concepts)).toBe(true);
        expect(explanation.key_concepts.length).toBeGreaterThan(0);
        expect(typeof explanation.common_mistakes).toBe('string');
        expect(typeof explanation.real_world_application).toBe('string');
        expect(question.explanation).toBe(explanation.explanation);
      }
    }
    const all = QUESTION_TYPES.flatMap((type) => questions[type]);
    const tally = (key: 'bloom' | 'difficulty', value: string) =>
      all.filter((question) => question.tags[key] === value).length;
    expect([
      tally('difficulty', 'easy'),
      tally('difficulty', 'medium'),
      tally('difficulty', 'hard'),
    ]).toEqual([3, 5, 2]);
    // Bloom tags say what each item tests, not the plan's levels: a blank or a true/false
    // statement is recall or understanding even in a sheet planned with 30 % "apply".
    for (const question of [...questions.true_false, ...questions.fill_in_the_blanks])
      expect(['remember', 'understand']).toContain(question.tags.bloom);
    expect(new Set(all.map((question) => question.question.toLowerCase())).size).toBe(all.length);
    // A teacher's check: every question is about photosynthesis, none about catalysis.
    for (const question of all) expect(readAll(question)).toMatch(PHOTOSYNTHESIS_TERMS);
    expect(JSON.stringify(questions)).not.toMatch(/WordNet|catalysis|solvation/i);
  }, 180_000);

  it("runs the desktop app's worksheet: multipart token, multipart start, the keys it reads back", async () => {
    const token = await request(t.http)
      .post('/token')
      .field('username', session.username)
      .field('password', TEST_PASSWORD)
      .expect(200);
    const auth = { Authorization: `Bearer ${token.body.access_token as string}` };
    const started = await startWorksheetMultipart(t.http, auth, {
      ...selection,
      number_of_questions: '8',
      question_distribution: JSON.stringify({
        mcq_single_answer: 1,
        mcq_multiple_answer: 1,
        true_false: 1,
        fill_in_the_blanks: 2,
        very_short_answer: 0,
        short_answer: 1,
        long_answer: 0,
        match_the_column: 2,
      }),
      difficulty_level_distribution: '{"easy":30,"medium":50,"hard":20}',
      bloom_taxonomy_distribution:
        '{"remember":0,"understand":0,"apply":100,"analyze":0,"evaluate":0,"create":0}',
      topic: 'Magnets',
    }).expect(200);
    const id = started.body.detail[0].id as string;
    const metadata = await pollStep(t.http, auth, `/worksheet/v1/metadata/${id}`);
    const data = metadata.body.data as Body;
    await post(`/worksheet/v1/question-config/${id}`, {
      subject_matter: data.subject_matter,
      learning_standards: data.learning_standards,
    }).expect(200);
    const config = await pollStep(t.http, auth, `/worksheet/v1/question-config/${id}`);
    const c = config.body.data.question_configuration as Record<string, unknown>;
    await post(`/worksheet/v1/generate-worksheet/${id}`, {
      question_summary: c.question_summary,
      bloom_summary: c.bloom_summary,
      difficulty_summary: c.difficulty_summary,
      question_type_summary: c.question_type_summary,
    }).expect(200);
    const generated = await pollStep(t.http, auth, `/worksheet/v1/generate-worksheet/${id}`);
    expect(generated.body).toMatchObject({ data: { status: 'Completed' } });
    const read = generated.body.data as Body;
    expect(read.status.toLowerCase()).toBe('completed');
    expect(read.topic).toBe('Magnets');
    expect(typeof read.grade.name).toBe('string');
    expect(read.number_of_questions).toBe(8);
    const questions = read.questions as Questions;
    // The desktop app reads `fill_in_blanks` and `match_the_columns`.
    expect(questions.fill_in_blanks).toHaveLength(2);
    expect(questions.match_the_columns).toHaveLength(2);
    for (const type of QUESTION_TYPES)
      for (const question of questions[type]) expectReadable(type, question);
    // A sheet planned as 100 % "apply" does not call its blanks and statements "apply": each
    // item carries the level it tests.
    for (const question of [...questions.true_false, ...questions.fill_in_blanks])
      expect(['remember', 'understand']).toContain(question.tags.bloom);
  }, 180_000);

  it('grounds a worksheet of every question type in an uploaded document', async () => {
    const started = await startWorksheetMultipart(
      t.http,
      session.auth,
      {
        ...selection,
        number_of_questions: '16',
        question_distribution: JSON.stringify(
          Object.fromEntries(QUESTION_TYPES.map((type) => [type, 2])),
        ),
        difficulty_level_distribution: JSON.stringify({ easy: 25, medium: 50, hard: 25 }),
        bloom_taxonomy_distribution: JSON.stringify({
          remember: 25,
          understand: 25,
          apply: 20,
          analyze: 10,
          evaluate: 10,
          create: 10,
        }),
      },
      [{ name: 'photosynthesis.txt', content: PASSAGE }],
    ).expect(200);
    const id = started.body.detail[0].id as string;
    const metadata = await pollStep(t.http, session.auth, `/worksheet/v1/metadata/${id}`);
    const data = metadata.body.data as Body;
    const concepts = JSON.stringify(data.subject_matter).toLowerCase();
    expect(concepts).toMatch(/chlorophyll|chloroplast|stomata|glucose/);
    await post(`/worksheet/v1/question-config/${id}`, {
      subject_matter: data.subject_matter,
      learning_standards: data.learning_standards,
    }).expect(200);
    const config = await pollStep(t.http, session.auth, `/worksheet/v1/question-config/${id}`);
    await post(
      `/worksheet/v1/generate-worksheet/${id}`,
      config.body.data.question_configuration as object,
    ).expect(200);
    const generated = await pollStep(
      t.http,
      session.auth,
      `/worksheet/v1/generate-worksheet/${id}`,
    );
    const questions = generated.body.data.questions as Questions;
    expect(countOf(questions)).toBe(16);
    const passage = PASSAGE.toString().toLowerCase();
    for (const type of QUESTION_TYPES) {
      expect(questions[type]).toHaveLength(2);
      for (const question of questions[type]) expectReadable(type, question);
    }
    // Single-word answers come from the passage.
    for (const question of questions.fill_in_the_blanks) {
      expect(passage).toContain(question.answer.toLowerCase());
    }
  }, 180_000);

  it.each([30, 45, 90])(
    "runs the desktop app's lesson plan of %i minutes to its content, then the enrichment",
    async (minutes) => {
      const form = request(t.http)
        .post('/lesson-plan/v1/metadata')
        .set(session.auth)
        .field('board', selection.board)
        .field('grade', selection.grade)
        .field('subject', selection.subject)
        .field('duration_minutes', String(minutes))
        .field('topic', 'Photosynthesis, Respiration');
      const id = (await form.expect(200)).body.detail[0].id as string;
      const metadata = await pollStep(t.http, session.auth, `/lesson-plan/v1/metadata/${id}`);
      const data = metadata.body.data as Body;
      expect(data.status).toBe('Completed');

      await post(`/lesson-plan/v1/finalize-metadata/${id}`, {
        subject_matter: data.subject_matter,
        learning_standards: data.learning_standards,
      }).expect(200);
      const aligned = await pollStep(
        t.http,
        session.auth,
        `/lesson-plan/v1/finalize-metadata/${id}`,
      );
      const alignment = aligned.body.data.alignment as Body;
      const durations = BLOCKS.map(
        (block) => alignment.instructional_blocks[block].duration as number,
      );
      expect(durations.reduce((sum, duration) => sum + duration, 0)).toBe(minutes);
      for (const block of BLOCKS) {
        expect(alignment.instructional_blocks[block].component_options.length).toBeGreaterThan(0);
      }
      expect(alignment.materials_options.length).toBeGreaterThan(0);

      await post(`/lesson-plan/v1/instructional-framework-builder/${id}`, { alignment }).expect(
        200,
      );
      const built = await pollStep(
        t.http,
        session.auth,
        `/lesson-plan/v1/instructional-framework-builder/${id}`,
      );
      const plan = built.body.data as Body;
      expect(plan.status).toBe('Completed');
      expect(plan.topic).toBe('Photosynthesis, Respiration');
      expect(typeof plan.grade.name).toBe('string');
      expect(typeof plan.subject.name).toBe('string');
      expect(plan.duration_minutes).toBe(minutes);
      const objectives = plan.learning_standards.smart_learning_objectives.objects
        .ai_recommendations as unknown[];
      expect(objectives.every((objective) => typeof objective === 'string')).toBe(true);
      for (const block of BLOCKS) {
        const components = plan.content_generation[`${block}_block`].components as Body[];
        expect(components.length).toBeGreaterThan(0);
        expect(components.reduce((sum, component) => sum + component.duration_minutes, 0)).toBe(
          alignment.instructional_blocks[block].duration,
        );
        for (const component of components) {
          expect(typeof component.component_name).toBe('string');
          // A script of several steps, or one instruction for the questions listed beside it
          // (an exit ticket's questions are not printed twice).
          const steps = component.implementation_script.split('\n').length;
          expect(steps > 1 || component.formative_questions.length > 0).toBe(true);
          expect(Array.isArray(component.formative_questions)).toBe(true);
          expect(Array.isArray(component.expected_responses)).toBe(true);
          expect(typeof component.teacher_notes).toBe('string');
        }
      }

      await post(`/lesson-plan/v1/additional-enrichment-block/${id}`, {}).expect(200);
      const enriched = await pollStep(
        t.http,
        session.auth,
        `/lesson-plan/v1/additional-enrichment-block/${id}`,
      );
      const types = (enriched.body.data.enrichment_blocks as { type: string }[]).map(
        (block) => block.type,
      );
      expect(new Set(types)).toEqual(
        new Set([
          'differentiation',
          'homework',
          'real_world_connection',
          'cross_curricular',
          'assessment_extension',
        ]),
      );
    },
    180_000,
  );

  describe('rules', () => {
    const worksheetFields = {
      number_of_questions: '3',
      question_distribution: '{"mcq_single_answer":1,"true_false":1,"short_answer":1}',
      difficulty_level_distribution: '{"easy":100}',
      bloom_taxonomy_distribution: '{"remember":100}',
      topic: 'Photosynthesis',
    };

    it('answers 422 naming the field when a distribution does not add up', async () => {
      const counts = await startWorksheetMultipart(t.http, session.auth, {
        ...selection,
        ...worksheetFields,
        number_of_questions: '4',
      }).expect(422);
      expect(counts.body.detail[0].loc).toEqual(['body', 'question_distribution']);
      expect(counts.body.detail[0].msg).toContain('add up to 3');
      const percentages = await startWorksheetMultipart(t.http, session.auth, {
        ...selection,
        ...worksheetFields,
        bloom_taxonomy_distribution: '{"remember":60,"analyse":30}',
      }).expect(422);
      expect(percentages.body.detail[0].loc).toEqual(['body', 'bloom_taxonomy_distribution']);
      const lesson = await post('/lesson-plan/v1/metadata', {
        ...selection,
        duration_minutes: 120,
        topic: 'Photosynthesis',
      }).expect(422);
      expect(lesson.body.detail[0].loc).toEqual(['body', 'duration_minutes']);
    });

    it('refuses steps out of order and steps run twice, and keeps each user to their own', async () => {
      const started = await startWorksheetMultipart(t.http, session.auth, {
        ...selection,
        ...worksheetFields,
      }).expect(200);
      const id = started.body.detail[0].id as string;
      const early = await post(`/worksheet/v1/generate-explanations/${id}`, {}).expect(400);
      expect(early.body.detail[0].msg).toContain('not Completed');
      const metadata = await pollStep(t.http, session.auth, `/worksheet/v1/metadata/${id}`);
      const body = {
        subject_matter: metadata.body.data.subject_matter,
        learning_standards: metadata.body.data.learning_standards,
      };
      await post(`/worksheet/v1/question-config/${id}`, body).expect(200);
      const twice = await post(`/worksheet/v1/question-config/${id}`, body).expect(400);
      expect(twice.body.detail[0].msg).toContain('already been started');

      const other = await createSession(t.app);
      await request(t.http).get(`/worksheet/v1/metadata/${id}`).set(other.auth).expect(404);
      const foreign = await request(t.http)
        .post(`/worksheet/v1/question-config/${id}`)
        .set(other.auth)
        .send(body)
        .expect(404);
      expect(foreign.body).toEqual({ detail: [{ msg: 'Worksheet not found' }] });
    }, 120_000);

    it('refuses an alignment whose blocks do not last the lesson', async () => {
      const id = (
        await post('/lesson-plan/v1/metadata', {
          ...selection,
          duration_minutes: 40,
          topic: 'Photosynthesis',
        }).expect(200)
      ).body.detail[0].id as string;
      const metadata = await pollStep(t.http, session.auth, `/lesson-plan/v1/metadata/${id}`);
      await post(`/lesson-plan/v1/finalize-metadata/${id}`, {
        subject_matter: metadata.body.data.subject_matter,
        learning_standards: metadata.body.data.learning_standards,
      }).expect(200);
      const aligned = await pollStep(
        t.http,
        session.auth,
        `/lesson-plan/v1/finalize-metadata/${id}`,
      );
      const alignment = aligned.body.data.alignment as Body;
      alignment.instructional_blocks.closure.duration += 5;
      const refused = await post(`/lesson-plan/v1/instructional-framework-builder/${id}`, {
        alignment,
      }).expect(422);
      expect(refused.body.detail[0].loc).toEqual(['body', 'alignment']);
      expect(refused.body.detail[0].msg).toContain('45 minutes');
    }, 120_000);
  });
});
