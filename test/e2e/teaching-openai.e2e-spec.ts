import request from 'supertest';
import {
  type FakeOpenAi,
  FAULTS,
  type RecordedCall,
  startFakeOpenAi,
  type TeachingSchemaName,
} from 'test/support/fake-openai';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';
import { waitFor } from 'test/support/wait-for';

/** Response and request bodies as the client apps see them: untyped JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

interface Named {
  id: string;
  name: string;
}

interface Selection {
  board: Named;
  grade: Named;
  subject: Named;
}

/** A step read once polling stopped, and the states polling went through (`404`, `In Progress`…). */
interface StepRead {
  status: number;
  body: Body;
  seen: string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const QUESTION_TYPES = [
  'mcq_single_answer',
  'mcq_multiple_answer',
  'true_false',
  'fill_in_the_blanks',
  'very_short_answer',
  'short_answer',
  'long_answer',
  'match_the_column',
];
const BLOOM_LEVELS = ['remember', 'understand', 'apply', 'analyze', 'evaluate', 'create'];
const DIFFICULTIES = ['easy', 'medium', 'hard'];
const BLOCKS = [
  'introduction',
  'development',
  'guided_practice',
  'independent_practice',
  'closure',
  'assessment',
];
const ENRICHMENT_TYPES = [
  'differentiation',
  'homework',
  'real_world_connection',
  'cross_curricular',
  'assessment_extension',
];
const WORKSHEET_SCHEMAS: TeachingSchemaName[] = [
  'subject_matter',
  'question_plan',
  'worksheet_questions',
  'worksheet_explanations',
];

/** Every question type, 12 questions: the form of the web app with no type left at 0. */
const DISTRIBUTION: Record<string, number> = {
  mcq_single_answer: 2,
  mcq_multiple_answer: 2,
  true_false: 1,
  fill_in_the_blanks: 2,
  very_short_answer: 1,
  short_answer: 1,
  long_answer: 1,
  match_the_column: 2,
};
const NUMBER_OF_QUESTIONS = 12;
const LABELLED = /^[A-F]\. \S/;

const sumOf = (values: number[]) => values.reduce((total, value) => total + value, 0);
const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const texts = expect.arrayContaining([expect.any(String)]);

/**
 * Worksheets and lesson plans with `AI_PROVIDER=openai`, against a fake OpenAI-compatible server on
 * loopback, driven the way the public client apps drive them (../shared/clients/): multipart
 * starts, bodies copied from the reads, polling through 404 and `In Progress`.
 */
describe('worksheets and lesson plans with an OpenAI-compatible provider', () => {
  let t: TestApp;
  let session: Session;
  let fake: FakeOpenAi;
  let selection: Selection;
  const env = { ...process.env };

  const get = (path: string) => request(t.http).get(path).set(session.auth);
  const postJson = (path: string, body: object) =>
    request(t.http).post(path).set(session.auth).send(body);

  /** Polls a step read as the apps do, until it is neither 404 nor `In Progress`. */
  const poll = (path: string, timeoutMs = 30_000): Promise<StepRead> => {
    const seen: string[] = [];
    return waitFor(
      async () => {
        const response = await get(path);
        const body = response.body as Body;
        const state = response.status === 200 ? String(body.data?.status) : `${response.status}`;
        if (seen.at(-1) !== state) seen.push(state);
        if (response.status === 404) {
          expect(body).toEqual({ detail: [{ msg: 'step not found' }] });
          return undefined;
        }
        if (response.status === 200 && body.data?.status === 'In Progress') return undefined;
        return { status: response.status, body, seen };
      },
      { timeoutMs, intervalMs: 150, what: `${path} to finish` },
    );
  };

  /** A read the apps accept as done: 200, `Completed`, having passed only through 404/In Progress. */
  const completed = async (path: string, timeoutMs?: number): Promise<Body> => {
    const read = await poll(path, timeoutMs);
    // A failed read's `detail` shows in the diff, so a failure says why.
    expect({
      status: read.status,
      state: read.body.data?.status,
      detail: read.body.detail,
    }).toEqual({ status: 200, state: 'Completed', detail: undefined });
    expect(read.seen.slice(0, -1).every((state) => ['404', 'In Progress'].includes(state))).toBe(
      true,
    );
    expect(read.body.data.error_message).toBeNull();
    return read.body.data as Body;
  };

  /** A failed worksheet or lesson-plan step read: 400 `{detail: [{id, status, msg}]}`. */
  const failedWith400 = async (path: string, id: string, timeoutMs?: number) => {
    const read = await poll(path, timeoutMs);
    expect(read.status).toBe(400);
    expect(read.body).toEqual({
      detail: [{ id, status: 'Failed', msg: expect.any(String) }],
    });
    return read.body.detail[0].msg as string;
  };

  const started = (response: request.Response, id?: string): string => {
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      detail: [{ id: id ?? expect.stringMatching(UUID), msg: expect.any(String) }],
    });
    return response.body.detail[0].id as string;
  };

  const schemasAsked = (topic: string) =>
    fake.callsAbout(topic).map((call: RecordedCall) => call.schemaName);

  // ---------------------------------------------------------------- the web app's calls

  const startWorksheet = async (topic: string) => {
    const response = await request(t.http)
      .post('/worksheet/v1/metadata')
      .set(session.auth)
      .field('board', selection.board.id)
      .field('grade', selection.grade.id)
      .field('subject', selection.subject.id)
      .field('number_of_questions', String(NUMBER_OF_QUESTIONS))
      .field('question_distribution', JSON.stringify(DISTRIBUTION))
      .field('difficulty_level_distribution', JSON.stringify({ easy: 25, medium: 50, hard: 25 }))
      .field(
        'bloom_taxonomy_distribution',
        JSON.stringify({
          remember: 30,
          understand: 30,
          apply: 20,
          analyze: 10,
          evaluate: 10,
          create: 0,
        }),
      )
      .field('topic', topic);
    return started(response);
  };
  const confirmSubjectMatter = async (id: string, metadata: Body) =>
    started(
      await postJson(`/worksheet/v1/question-config/${id}`, {
        subject_matter: metadata.subject_matter,
        learning_standards: metadata.learning_standards,
      }),
      id,
    );
  const generateWorksheet = async (id: string, configuration: Body) =>
    started(await postJson(`/worksheet/v1/generate-worksheet/${id}`, configuration), id);
  const generateExplanations = async (id: string) =>
    started(await postJson(`/worksheet/v1/generate-explanations/${id}`, {}), id);

  /** Steps 1 and 2 of a worksheet, Completed; returns the id and the configuration read. */
  const configuredWorksheet = async (topic: string) => {
    const id = await startWorksheet(topic);
    const metadata = await completed(`/worksheet/v1/metadata/${id}`);
    await confirmSubjectMatter(id, metadata);
    const configuration = await completed(`/worksheet/v1/question-config/${id}`);
    return { id, configuration: configuration.question_configuration as Body };
  };

  // ------------------------------------------------------------ the desktop app's calls

  const startLessonPlan = async (topic: string, minutes: number) =>
    started(
      await request(t.http)
        .post('/lesson-plan/v1/metadata')
        .set(session.auth)
        .field('board', selection.board.id)
        .field('grade', selection.grade.id)
        .field('subject', selection.subject.id)
        .field('duration_minutes', String(minutes))
        .field('topic', topic),
    );
  const finalizeMetadata = async (id: string, metadata: Body) =>
    started(
      await postJson(`/lesson-plan/v1/finalize-metadata/${id}`, {
        subject_matter: metadata.subject_matter,
        learning_standards: metadata.learning_standards,
      }),
      id,
    );
  const buildFramework = async (id: string, alignment: Body) =>
    started(
      await postJson(`/lesson-plan/v1/instructional-framework-builder/${id}`, { alignment }),
      id,
    );

  /** Steps 1 and 2 of a lesson plan, Completed; returns the id and the alignment read. */
  const alignedLessonPlan = async (topic: string, minutes: number) => {
    const id = await startLessonPlan(topic, minutes);
    await finalizeMetadata(id, await completed(`/lesson-plan/v1/metadata/${id}`));
    const read = await completed(`/lesson-plan/v1/finalize-metadata/${id}`);
    return { id, alignment: read.alignment as Body };
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    process.env.AI_PROVIDER = 'openai';
    process.env.AI_BASE_URL = fake.baseUrl;
    process.env.AI_API_KEY = 'sk-fake-teaching-0123456789';
    process.env.AI_MAX_RETRIES = '0';
    process.env.AI_TIMEOUT_MS = '10000';
    t = await createTestApp();
    session = await createSession(t.app);

    // The apps' pickers: boards, then the board's grades, then the grade's subjects.
    const boards = (await get('/metadata/v1/board').expect(200)).body as Named[];
    const board = boards.find((item) => item.name === 'CBSE') ?? boards[0];
    const grades = (await get(`/metadata/v1/board/${board.id}/grades`).expect(200)).body as Named[];
    const grade = grades.find((item) => item.name === 'Grade 8') ?? grades[0];
    const subjects = (
      await get(`/metadata/v1/board/${board.id}/grades/${grade.id}/subjects`).expect(200)
    ).body as Named[];
    const subject = subjects.find((item) => /science/i.test(item.name)) ?? subjects[0];
    selection = { board, grade, subject };
  });

  afterAll(async () => {
    await t?.close();
    await fake?.close();
    process.env = env;
  });

  describe('a worksheet, the web app’s four steps', () => {
    const topic = 'Photosynthesis';
    let id: string;
    let metadata: Body;
    let configuration: Body;
    let questions: Body;

    it('step 1: starts from a multipart form and reads the subject matter and objectives', async () => {
      id = await startWorksheet(topic);
      metadata = await completed(`/worksheet/v1/metadata/${id}`);
      expect(metadata).toMatchObject({
        id,
        status: 'Completed',
        board: { id: selection.board.id, name: selection.board.name },
        grade: { id: selection.grade.id, name: selection.grade.name },
        subject: { id: selection.subject.id, name: selection.subject.name },
        topic,
        number_of_questions: NUMBER_OF_QUESTIONS,
      });
      expect(metadata.subject_matter.topics_to_be_covered.topic).toEqual([topic]);
      expect(metadata.subject_matter.key_concepts_and_subconcepts.topics).toEqual([
        { topic, sub_topic: texts },
      ]);
      expect(
        metadata.learning_standards.smart_learning_objectives.objects.ai_recommendations,
      ).toEqual(texts);
    });

    it('step 2: reads a configuration whose counts are the ones asked for', async () => {
      await confirmSubjectMatter(id, metadata);
      const read = await completed(`/worksheet/v1/question-config/${id}`);
      configuration = read.question_configuration as Body;
      expect(configuration).toEqual({
        question_summary: expect.anything(),
        bloom_summary: expect.any(Array),
        difficulty_summary: expect.any(Array),
        question_type_summary: expect.any(Array),
      });
      const byType = Object.fromEntries(
        (configuration.question_type_summary as Body[]).map((item) => [
          item.question_type,
          item.count,
        ]),
      );
      expect(byType).toEqual(DISTRIBUTION);
      // The web app sums `count` and reads `difficulty` / `question_count`.
      expect(configuration.difficulty_summary).toEqual([
        { difficulty: 'easy', question_count: 3 },
        { difficulty: 'medium', question_count: 6 },
        { difficulty: 'hard', question_count: 3 },
      ]);
      expect(
        sumOf((configuration.bloom_summary as Body[]).map((item) => item.question_count)),
      ).toBe(NUMBER_OF_QUESTIONS);
    });

    it('step 3: writes exactly the configured questions, labelled, answers among the options', async () => {
      await generateWorksheet(id, configuration);
      const read = await completed(`/worksheet/v1/generate-worksheet/${id}`);
      expect(read).toMatchObject({ id, topic, number_of_questions: NUMBER_OF_QUESTIONS });
      expect(read.grade.name).toBe(selection.grade.name);
      expect(read.subject.name).toBe(selection.subject.name);
      questions = read.questions as Body;
      // The desktop app reads two types under its own keys.
      expect(questions.fill_in_blanks).toEqual(questions.fill_in_the_blanks);
      expect(questions.match_the_columns).toEqual(questions.match_the_column);

      const objectives = metadata.learning_standards.smart_learning_objectives.objects
        .ai_recommendations as string[];
      const all: Body[] = [];
      for (const type of QUESTION_TYPES) {
        expect({ type, count: questions[type].length }).toEqual({
          type,
          count: DISTRIBUTION[type],
        });
        for (const question of questions[type] as Body[]) {
          all.push(question);
          expect(isText(question.question)).toBe(true);
          expect(isText(question.answer)).toBe(true);
          expect(Array.isArray(question.options)).toBe(true);
          expect(BLOOM_LEVELS).toContain(question.tags.bloom);
          expect(DIFFICULTIES).toContain(question.tags.difficulty);
          // The objectives the teacher confirmed in step 2 are the ones the questions check.
          expect(objectives).toContain(question.tags.learning_objectives);
        }
      }
      for (const question of questions.mcq_single_answer as Body[]) {
        expect(question.options).toHaveLength(4);
        question.options.forEach((option: string, index: number) =>
          expect(option.startsWith(`${'ABCD'[index]}. `)).toBe(true),
        );
        expect(question.options).toContain(question.answer);
      }
      for (const question of questions.mcq_multiple_answer as Body[]) {
        expect(question.options.length).toBeGreaterThanOrEqual(4);
        expect(question.options.length).toBeLessThanOrEqual(6);
        for (const option of question.options as string[]) expect(option).toMatch(LABELLED);
        const picked = (question.answer as string).split('; ');
        expect(picked.length).toBeGreaterThanOrEqual(2);
        for (const answer of picked) expect(question.options).toContain(answer);
      }
      for (const question of questions.true_false as Body[]) {
        expect(['True', 'False']).toContain(question.answer);
      }
      for (const question of questions.match_the_column as Body[]) {
        expect(question.column_a.length).toBeGreaterThanOrEqual(2);
        expect(question.column_b).toHaveLength(question.column_a.length);
        // The answer key pairs each row of column A with its match, shown shuffled in column B.
        const pairs = (question.answer as string).split(', ').map((pair) => pair.split('-'));
        expect(pairs).toHaveLength(question.column_a.length);
        for (const [row, letter] of pairs) {
          const term = question.column_a[Number(row) - 1] as string;
          const match = question.column_b['ABCDEF'.indexOf(letter)] as string;
          expect(match.split(' ').at(-1)).toBe(term.split(' ').at(-1));
        }
        expect(question.columnA).toEqual(question.column_a);
        expect(question.columnB).toEqual(question.column_b);
      }
      // The model tagged the Bloom counts it was asked to aim for, and exactly the difficulties.
      for (const { bloom_level, question_count } of configuration.bloom_summary as Body[]) {
        expect({
          bloom_level,
          count: all.filter((question) => question.tags.bloom === bloom_level).length,
        }).toEqual({ bloom_level, count: question_count });
      }
      for (const { difficulty, question_count } of configuration.difficulty_summary as Body[]) {
        expect({
          difficulty,
          count: all.filter((question) => question.tags.difficulty === difficulty).length,
        }).toEqual({ difficulty, count: question_count });
      }
    });

    it('step 4: explains every question with what the web app’s export reads', async () => {
      await generateExplanations(id);
      const read = await completed(`/worksheet/v1/generate-explanations/${id}`);
      expect(read).toMatchObject({
        id,
        status: 'Completed',
        topic,
        number_of_questions: NUMBER_OF_QUESTIONS,
        board: { name: selection.board.name },
        grade: { name: selection.grade.name },
        subject: { name: selection.subject.name },
      });
      expect('section' in read).toBe(true);
      expect(Object.keys(read.questions).sort()).toEqual([...QUESTION_TYPES].sort());
      for (const type of QUESTION_TYPES) {
        const explained = read.questions[type] as Body[];
        expect(explained).toHaveLength(DISTRIBUTION[type]);
        explained.forEach((question, index) => {
          // The same questions as step 3, in the same order.
          expect(question.question).toBe(questions[type][index].question);
          expect(question.answer).toBe(questions[type][index].answer);
          expect(question.explanations).toEqual([
            {
              learning_objective: expect.any(String),
              explanation: expect.any(String),
              key_concepts: texts,
              common_mistakes: expect.any(String),
              real_world_application: expect.any(String),
            },
          ]);
          expect(question.explanation).toBe(question.explanations[0].explanation);
        });
      }
    });

    it('asked the AI provider once per step, for the step’s JSON schema', () => {
      expect(schemasAsked(topic)).toEqual(WORKSHEET_SCHEMAS);
      for (const call of fake.callsAbout(topic)) {
        expect(call.path).toBe('/v1/chat/completions');
        expect(call.body.response_format).toMatchObject({
          type: 'json_schema',
          json_schema: { strict: true },
        });
        expect(call.outcome).toBe('answered');
      }
    });

    it('grounded every prompt in the curriculum entry for the topic and told the model to stay within it', () => {
      for (const call of fake.callsAbout(topic)) {
        const system = call.body.messages.find((message) => message.role === 'system')?.content;
        expect(system).toMatch(/Stay within the grounding you are given/);
        const entries = /^Curriculum entries: (.*)$/m.exec(call.prompt)?.[1] ?? '';
        const [entry] = JSON.parse(entries) as { title: string; key_terms: { term: string }[] }[];
        expect(entry.title).toBe('Photosynthesis');
        expect(entry.key_terms.map((k) => k.term)).toContain('chlorophyll');
        // The class section is a label, not content: the prompt does not carry it.
        expect(call.prompt).not.toMatch(/section/i);
      }
    });
  });

  describe('a lesson plan, the desktop app’s steps, then enrichment', () => {
    const topic = 'Food chains, Food webs';
    const minutes = 45;
    let id: string;
    let metadata: Body;
    let alignment: Body;

    it('step 1: starts from a multipart form with the duration as a string', async () => {
      id = await startLessonPlan(topic, minutes);
      metadata = await completed(`/lesson-plan/v1/metadata/${id}`);
      expect(metadata).toMatchObject({
        id,
        topic,
        duration_minutes: minutes,
        board: selection.board,
        grade: selection.grade,
        subject: selection.subject,
      });
      expect(metadata.subject_matter.topics_to_be_covered.topic).toEqual([
        'Food chains',
        'Food webs',
      ]);
      expect(
        metadata.learning_standards.smart_learning_objectives.objects.ai_recommendations,
      ).toEqual(texts);
    });

    it('step 2: aligns six blocks whose durations add up to the lesson', async () => {
      await finalizeMetadata(id, metadata);
      const read = await completed(`/lesson-plan/v1/finalize-metadata/${id}`);
      alignment = read.alignment as Body;
      expect(alignment.materials_options).toEqual(
        expect.arrayContaining([{ name: expect.any(String), description: expect.any(String) }]),
      );
      expect(Object.keys(alignment.instructional_blocks).sort()).toEqual([...BLOCKS].sort());
      for (const block of BLOCKS) {
        const planned = alignment.instructional_blocks[block] as Body;
        expect(Number.isInteger(planned.duration)).toBe(true);
        expect(planned.component_options).toEqual(
          expect.arrayContaining([{ name: expect.any(String), description: expect.any(String) }]),
        );
        expect(planned.formative_questions).toEqual(texts);
      }
      expect(
        sumOf(BLOCKS.map((block) => alignment.instructional_blocks[block].duration as number)),
      ).toBe(minutes);
    });

    it('step 3: writes the six blocks’ components with every field the desktop app reads', async () => {
      await buildFramework(id, alignment);
      const read = await completed(`/lesson-plan/v1/instructional-framework-builder/${id}`);
      expect(read.topic).toBe(topic);
      expect(read.grade.name).toBe(selection.grade.name);
      expect(read.subject.name).toBe(selection.subject.name);
      expect(read.duration_minutes).toBe(minutes);
      expect(read.learning_standards.smart_learning_objectives.objects.ai_recommendations).toEqual(
        metadata.learning_standards.smart_learning_objectives.objects.ai_recommendations,
      );
      for (const block of BLOCKS) {
        const components = read.content_generation[`${block}_block`]?.components as Body[];
        expect(components?.length).toBeGreaterThan(0);
        for (const component of components) {
          expect(component).toEqual({
            component_name: expect.any(String),
            duration_minutes: expect.any(Number),
            implementation_script: expect.stringContaining('\n'),
            formative_questions: expect.any(Array),
            expected_responses: expect.any(Array),
            teacher_notes: expect.any(String),
          });
        }
      }
    });

    it('step 4: adds enrichment blocks of all five types', async () => {
      started(await postJson(`/lesson-plan/v1/additional-enrichment-block/${id}`, {}), id);
      const read = await completed(`/lesson-plan/v1/additional-enrichment-block/${id}`);
      const blocks = read.enrichment_blocks as Body[];
      expect([...new Set(blocks.map((block) => block.type))].sort()).toEqual(
        [...ENRICHMENT_TYPES].sort(),
      );
      for (const block of blocks) {
        expect(block).toEqual({
          type: expect.any(String),
          title: expect.any(String),
          description: expect.any(String),
          activities: texts,
        });
      }
    });

    it('asked the AI provider once per step, for the step’s JSON schema', () => {
      expect(schemasAsked(topic)).toEqual([
        'subject_matter',
        'lesson_alignment',
        'lesson_content',
        'lesson_enrichment',
      ]);
      const [, aligning] = fake.callsAbout(topic);
      expect(aligning.prompt).toContain(`Plan a ${minutes}-minute lesson`);
    });
  });

  describe('an AI answer that does not fit fails its step with a message naming the problem', () => {
    it('an MCQ whose answer is not among its options: the generation read is 400', async () => {
      const topic = 'Magnetism';
      const { id, configuration } = await configuredWorksheet(topic);
      fake.fail('worksheet_questions', FAULTS.answerNotAmongOptions, { topic });
      await generateWorksheet(id, configuration);
      const msg = await failedWith400(`/worksheet/v1/generate-worksheet/${id}`, id);
      expect(msg).toBe('mcq_single_answer question 1: its answer is not among its options');
      // The web app cannot go on to the explanations.
      const next = await postJson(`/worksheet/v1/generate-explanations/${id}`, {}).expect(400);
      expect(next.body.detail[0].msg).toMatch(/worksheet_generation.*not Completed/);
      expect(schemasAsked(topic)).toEqual([
        'subject_matter',
        'question_plan',
        'worksheet_questions',
      ]);
    });

    it('one question fewer of a type than asked: the generation read is 400', async () => {
      const topic = 'Electric circuits';
      const { id, configuration } = await configuredWorksheet(topic);
      fake.fail('worksheet_questions', FAULTS.oneFewer('mcq_multiple_answer'), { topic });
      await generateWorksheet(id, configuration);
      const msg = await failedWith400(`/worksheet/v1/generate-worksheet/${id}`, id);
      expect(msg).toContain('worksheet questions');
      expect(msg).toContain('mcq_multiple_answer');
      expect(msg).toContain(`fewer than ${DISTRIBUTION.mcq_multiple_answer} items`);
    });

    it('an answer that is not JSON: the metadata read is 400', async () => {
      const topic = 'Sound waves';
      fake.fail('subject_matter', FAULTS.notJson, { topic });
      const id = await startWorksheet(topic);
      const msg = await failedWith400(`/worksheet/v1/metadata/${id}`, id);
      expect(msg).toBe("The AI provider's subject matter is not valid JSON");
      const next = await postJson(`/worksheet/v1/question-config/${id}`, {
        subject_matter: {
          topics_to_be_covered: { topic: [topic] },
          key_concepts_and_subconcepts: { topics: [] },
        },
        learning_standards: { smart_learning_objectives: { objects: { ai_recommendations: [] } } },
      }).expect(400);
      expect(next.body.detail[0].msg).toMatch(/not Completed/);
    });

    it('an explanation without key concepts: the explanations read is 400', async () => {
      const topic = 'Acids and bases';
      const { id, configuration } = await configuredWorksheet(topic);
      await generateWorksheet(id, configuration);
      await completed(`/worksheet/v1/generate-worksheet/${id}`);
      fake.fail(
        'worksheet_explanations',
        {
          rewrite: (answer) => {
            const [first] = answer.true_false as Body[];
            delete first.key_concepts;
            return answer;
          },
        },
        { topic },
      );
      await generateExplanations(id);
      const msg = await failedWith400(`/worksheet/v1/generate-explanations/${id}`, id);
      expect(msg).toContain('worksheet explanations');
      expect(msg).toContain('key_concepts');
    });

    it('lesson blocks that do not add up to the lesson: the alignment read is 400', async () => {
      const topic = 'Friction';
      const id = await startLessonPlan(topic, 40);
      await finalizeMetadata(id, await completed(`/lesson-plan/v1/metadata/${id}`));
      fake.fail(
        'lesson_alignment',
        {
          rewrite: (answer) => {
            (answer.instructional_blocks as Body).closure.duration += 5;
            return answer;
          },
        },
        { topic },
      );
      const msg = await failedWith400(`/lesson-plan/v1/finalize-metadata/${id}`, id);
      expect(msg).toBe("The alignment's blocks last 45 minutes instead of 40");
    });

    it('a lesson block without components: the content read is 200 Failed with error_message', async () => {
      const topic = 'States of matter';
      const { id, alignment } = await alignedLessonPlan(topic, 60);
      fake.fail(
        'lesson_content',
        {
          rewrite: (answer) => {
            (answer.closure_block as Body).components = [];
            return answer;
          },
        },
        { topic },
      );
      await buildFramework(id, alignment);
      const read = await poll(`/lesson-plan/v1/instructional-framework-builder/${id}`);
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({
        id,
        status: 'Failed',
        topic,
        content_generation: null,
      });
      expect(read.body.data.error_message).toContain('lesson content');
      expect(read.body.data.error_message).toContain('closure_block.components');
      // Enrichment needs the content.
      await postJson(`/lesson-plan/v1/additional-enrichment-block/${id}`, {}).expect(400);
    });
  });

  describe('a provider failing for a while', () => {
    it('a 500 on a step is retried after a backoff, and the step completes', async () => {
      const topic = 'Light and shadows';
      const { id, configuration } = await configuredWorksheet(topic);
      fake.fail('worksheet_questions', FAULTS.serverError, { topic });
      await generateWorksheet(id, configuration);
      const read = await poll(`/worksheet/v1/generate-worksheet/${id}`, 45_000);
      expect(read.body.data).toMatchObject({ status: 'Completed', error_message: null });
      expect(read.seen).toContain('In Progress');
      expect(read.body.data.questions.mcq_single_answer).toHaveLength(
        DISTRIBUTION.mcq_single_answer,
      );
      const asked = fake
        .callsAbout(topic)
        .filter((call) => call.schemaName === 'worksheet_questions');
      expect(asked.map((call) => call.outcome)).toEqual(['status 500', 'answered']);
    }, 60_000);

    it('a 500 on every attempt fails the step with a message saying the provider failed', async () => {
      const topic = 'Levers and pulleys';
      const id = await startLessonPlan(topic, 30);
      await finalizeMetadata(id, await completed(`/lesson-plan/v1/metadata/${id}`));
      fake.fail('lesson_alignment', FAULTS.serverError, { topic, times: 10 });
      const msg = await failedWith400(`/lesson-plan/v1/finalize-metadata/${id}`, id, 60_000);
      expect(msg).toBe('The AI provider failed (500)');
      // Three attempts (the teaching queue's), one request each (AI_MAX_RETRIES=0).
      expect(
        fake
          .callsAbout(topic)
          .filter((call) => call.schemaName === 'lesson_alignment')
          .map((call) => call.outcome),
      ).toEqual(['status 500', 'status 500', 'status 500']);
    }, 90_000);
  });
});
