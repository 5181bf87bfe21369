import request from 'supertest';
import { DataSource, In } from 'typeorm';
import { WebhookOutbox } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import { createSession, type Session } from 'test/support/session';
import {
  pollStep,
  type Selection,
  selectNamed,
  WEB_APP_DISTRIBUTION,
} from 'test/support/teaching-clients';
import { createTestApp, type TestApp } from 'test/support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from 'test/support/webhook-receiver';
import { waitFor } from 'test/support/wait-for';

/** The documented events of the two families, in step order. */
const WORKSHEET_EVENTS = [
  'worksheet_initialize_metadata',
  'worksheet_question_configuration',
  'worksheet_generation',
  'worksheet_explanation_generation',
];
const LESSON_PLAN_EVENTS = [
  'lesson_plan_initialize_metadata',
  'lesson_plan_finalize_metadata',
  'lesson_plan_instructional_framework_builder',
  'lesson_plan_additional_enrichment_blocks',
];
/** No document, and a topic the curriculum does not cover: the builtin provider declines. */
const UNKNOWN_TOPIC = 'Qwxzvbnmplk';

interface Template {
  id: string;
  name: string;
  display_name: string;
}
type Data = Record<string, unknown>;

/** Issue #10: one webhook event per worksheet and lesson-plan step, through the job core. */
describe('worksheet and lesson-plan webhooks (builtin provider)', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let session: Session;
  let selection: Selection;
  let templates: Template[];
  const webhookIds: string[] = [];
  const secret = 'teaching-secret';
  const env = { ...process.env };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    process.env.OUTBOUND_ALLOWLIST = '127.0.0.1';
    process.env.NODE_EXTRA_CA_CERTS = receiver.caFile;
    process.env.WEBHOOK_RELAY_INTERVAL_MS = '200';
    t = await createTestApp();
    session = await createSession(t.app);
    selection = await selectNamed(t.http, session.auth, {
      board: 'CBSE',
      grade: 'Grade 7',
      subject: 'Science',
    });
    templates = (
      await request(t.http).get('/webhooks/v1/webhook-api-templates/').set(session.auth).expect(200)
    ).body as Template[];
    // One registration per event, each at a path of its own.
    for (const name of [...WORKSHEET_EVENTS, ...LESSON_PLAN_EVENTS]) {
      const created = await request(t.http)
        .post('/webhooks/v1/webhook/')
        .set(session.auth)
        .send({
          api_template: template(name).id,
          endpoint_url: `${receiver.url}/${name}`,
          secret_hash: secret,
        })
        .expect(201);
      webhookIds.push(created.body.id as string);
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await receiver.close();
    process.env = env;
  });

  const template = (name: string) => {
    const found = templates.find((item) => item.name === name);
    if (!found) throw new Error(`No webhook template ${name}`);
    return found;
  };
  const post = (path: string, body: object) =>
    request(t.http).post(path).set(session.auth).send(body).expect(200);
  /** Polls a step to its end as the apps do; it must have Completed. */
  const poll = async (path: string, through400 = false) => {
    const read = await pollStep(t.http, session.auth, path, { through400 });
    expect(read.status).toBe(200);
    expect(read.body.data.status).toBe('Completed');
    return read.body.data as Data;
  };
  const startedId = (response: request.Response) => response.body.detail[0].id as string;

  /** Every event of this run sent, each delivery finished (the outbox rows are the truth). */
  const allSent = (count: number) =>
    waitFor(
      () =>
        t.app
          .get(DataSource)
          .getRepository(WebhookOutbox)
          .findBy({ webhookId: In(webhookIds) }),
      (rows) => rows.length >= count && rows.every((row) => row.finishedAt !== null),
      { what: `${count} teaching events to be sent` },
    );

  /** The deliveries an event's endpoint received about one worksheet or lesson plan. */
  const deliveries = (event: string, id: string) =>
    receiver.at(`/${event}`).filter((hook) => hook.json.id === id);

  function expectOneEvent(event: string, id: string, status: 'Completed' | 'Failed') {
    const hooks = deliveries(event, id);
    expect(hooks).toHaveLength(1);
    expect(hooks[0].json).toEqual({
      id,
      name: event,
      display_name: template(event).display_name,
      secret_hash: secret,
      status,
    });
  }

  it('sends one event per step of a worksheet and of a lesson plan, and one for a failed step', async () => {
    // A worksheet through its four steps, each result sent back as the apps do.
    const worksheetId = startedId(
      await post('/worksheet/v1/metadata', {
        ...selection,
        number_of_questions: 10,
        question_distribution: WEB_APP_DISTRIBUTION,
        difficulty_level_distribution: { easy: 30, medium: 50, hard: 20 },
        bloom_taxonomy_distribution: { remember: 40, understand: 30, apply: 30 },
        topic: 'Photosynthesis',
      }),
    );
    const metadata = await poll(`/worksheet/v1/metadata/${worksheetId}`);
    await post(`/worksheet/v1/question-config/${worksheetId}`, {
      subject_matter: metadata.subject_matter,
      learning_standards: metadata.learning_standards,
    });
    const config = await poll(`/worksheet/v1/question-config/${worksheetId}`);
    await post(
      `/worksheet/v1/generate-worksheet/${worksheetId}`,
      config.question_configuration as object,
    );
    await poll(`/worksheet/v1/generate-worksheet/${worksheetId}`);
    await post(`/worksheet/v1/generate-explanations/${worksheetId}`, {});
    await poll(`/worksheet/v1/generate-explanations/${worksheetId}`, true);

    // A lesson plan through its four steps.
    const lessonId = startedId(
      await post('/lesson-plan/v1/metadata', {
        ...selection,
        duration_minutes: 45,
        topic: 'Magnets',
      }),
    );
    const lesson = await poll(`/lesson-plan/v1/metadata/${lessonId}`);
    await post(`/lesson-plan/v1/finalize-metadata/${lessonId}`, {
      subject_matter: lesson.subject_matter,
      learning_standards: lesson.learning_standards,
    });
    const aligned = await poll(`/lesson-plan/v1/finalize-metadata/${lessonId}`);
    await post(`/lesson-plan/v1/instructional-framework-builder/${lessonId}`, {
      alignment: aligned.alignment,
    });
    await poll(`/lesson-plan/v1/instructional-framework-builder/${lessonId}`);
    await post(`/lesson-plan/v1/additional-enrichment-block/${lessonId}`, {});
    await poll(`/lesson-plan/v1/additional-enrichment-block/${lessonId}`);

    // Step 1 of each family fails: nothing to build from. The read is the failed-step 400.
    const failedWorksheetId = startedId(
      await post('/worksheet/v1/metadata', {
        ...selection,
        number_of_questions: 1,
        question_distribution: { true_false: 1 },
        difficulty_level_distribution: { easy: 100 },
        bloom_taxonomy_distribution: { remember: 100 },
        topic: UNKNOWN_TOPIC,
      }),
    );
    const failedLessonId = startedId(
      await post('/lesson-plan/v1/metadata', {
        ...selection,
        duration_minutes: 30,
        topic: UNKNOWN_TOPIC,
      }),
    );
    for (const path of [
      `/worksheet/v1/metadata/${failedWorksheetId}`,
      `/lesson-plan/v1/metadata/${failedLessonId}`,
    ]) {
      const failed = await pollStep(t.http, session.auth, path);
      expect(failed.status).toBe(400);
      expect(failed.body).toEqual({
        detail: [
          {
            id: path.split('/').pop(),
            status: 'Failed',
            msg: expect.stringContaining(UNKNOWN_TOPIC),
          },
        ],
      });
    }

    // 4 + 4 completed steps and 2 failed ones: ten events, each delivered once.
    const rows = await allSent(10);
    expect(rows).toHaveLength(10);
    for (const event of WORKSHEET_EVENTS) expectOneEvent(event, worksheetId, 'Completed');
    for (const event of LESSON_PLAN_EVENTS) expectOneEvent(event, lessonId, 'Completed');
    expectOneEvent('worksheet_initialize_metadata', failedWorksheetId, 'Failed');
    expectOneEvent('lesson_plan_initialize_metadata', failedLessonId, 'Failed');
    // A failed step ends the record: no event for steps that never ran.
    for (const event of [...WORKSHEET_EVENTS.slice(1), ...LESSON_PLAN_EVENTS.slice(1)]) {
      expect(deliveries(event, failedWorksheetId)).toHaveLength(0);
      expect(deliveries(event, failedLessonId)).toHaveLength(0);
    }
    expect(receiver.received).toHaveLength(10);
  }, 240_000);
});
