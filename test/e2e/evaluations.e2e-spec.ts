import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { type LoopbackServer, startLoopbackServer } from 'test/support/loopback-server';
import {
  AMERICAN_ESSAY,
  BRITISH_ESSAY,
  BRITISH_TO_AMERICAN,
  COMMUNITY_SERVICE_QUESTION,
} from 'src/ai/builtin/__fixtures__/british-essays';
import { COMMUNITY_SERVICE_ANSWER, toeflBody, TRANSPORT_ESSAY } from 'test/support/essays';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';
import { waitFor } from 'test/support/wait-for';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const HALF_POINTS = (value: number) => Number.isInteger(value * 2);

/** Response and request bodies as clients see them: untyped JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

function ieltsBody(session: Session, item: Body = {}): Body {
  return {
    client_id: session.clientId,
    student_id: 'student-2',
    exam_type: 'AC',
    student_name: 'Ravi Kumar',
    evaluation_text: [
      {
        question_id: 'q-7',
        question_number: '2',
        question_section: 'writing',
        question_type: 'IE-AC-W-02',
        question_text:
          'Some people think governments should invest in public transport rather than roads. Do you agree?',
        answer_text: TRANSPORT_ESSAY,
        question_multimedia_url: '',
        answer_multimedia_url: '',
        custom_rubric_id: '',
        ...item,
      },
    ],
  };
}

describe('writing evaluations (TOEFL, IELTS, generic)', () => {
  let t: TestApp;
  let session: Session;
  let images: LoopbackServer;

  const post = (path: string, body: unknown, as: Session = session) =>
    request(t.http)
      .post(path)
      .set(as.auth)
      .send(body as object);
  const get = (path: string, as: Session = session) => request(t.http).get(path).set(as.auth);

  /** Polls a TOEFL report until its status is final. */
  const toeflReport = (id: string) =>
    waitFor(
      async () => {
        const response = await get(`/v1/toefl/evaluation/${id}`).expect(200);
        return ['completed', 'failed'].includes(response.body[0].status)
          ? response.body[0]
          : undefined;
      },
      { what: `TOEFL evaluation ${id}` },
    );

  beforeAll(async () => {
    const png = readFileSync(join(__dirname, '../fixtures/images/essay-sentences.png'));
    images = await startLoopbackServer((req, res) => {
      if (req.url === '/essay.png') {
        res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      } else {
        res.writeHead(404).end();
      }
    });
    // The image host is on loopback: allow it, as operators allow-list internal hosts.
    process.env.OUTBOUND_ALLOWLIST = '127.0.0.1';
    process.env.OUTBOUND_ALLOW_HTTP = 'true';
    t = await createTestApp();
    session = await createSession(t.app);
  });
  afterAll(async () => {
    await t.close();
    await images.close();
    delete process.env.OUTBOUND_ALLOWLIST;
    delete process.env.OUTBOUND_ALLOW_HTTP;
  });

  describe('TOEFL', () => {
    let evaluationId: string;
    let report: Body;

    beforeAll(async () => {
      const ack = await post('/v1/toefl/evaluation', toeflBody(session)).expect(200);
      expect(ack.body).toEqual({
        status_code: '200',
        status: 'Processing',
        message: 'Evaluation request submitted successfully',
        data: [{ evaluation_id: expect.stringMatching(UUID) }],
      });
      evaluationId = ack.body.data[0].evaluation_id;
      report = await toeflReport(evaluationId);
    });

    it('completes with the documented report shape', () => {
      expect(report.status).toBe('completed');
      expect(report.error).toBe('');
      expect(Object.keys(report.evaluation).sort()).toEqual(
        [
          'client_id',
          'evaluation_data',
          'evaluation_id',
          'institution_id',
          'parent_id',
          'teacher_id',
        ].sort(),
      );
      expect(report.evaluation).toMatchObject({
        evaluation_id: evaluationId,
        client_id: session.clientId,
        teacher_id: '',
      });
      expect(report.evaluation.evaluation_data).toMatchObject({
        student_id: 'student-1',
        test_type: 'IB',
        student_name: 'Asha Verma',
        image_urls: [],
      });
      const [item] = report.evaluation.evaluation_data.evaluation_text;
      expect(Object.keys(item).sort()).toEqual(
        [
          'answer_holistic_evaluation',
          'answer_multimedia_url',
          'answer_objective_evaluation',
          'answer_text',
          'question_id',
          'question_multimedia_url',
          'question_number',
          'question_section',
          'question_text',
          'question_type',
          'reason',
          'scope_of_improvement',
          'score',
        ].sort(),
      );
      expect(item).toMatchObject({
        question_id: 'q-1',
        question_type: 'TF-IB-W-02',
        answer_text: COMMUNITY_SERVICE_ANSWER,
      });
      expect(item.score).toBeGreaterThanOrEqual(0);
      expect(item.score).toBeLessThanOrEqual(5);
      expect(HALF_POINTS(item.score)).toBe(true);
      expect(item.reason).toEqual(expect.any(String));
      expect(item.scope_of_improvement.length).toBeGreaterThan(20);
    });

    it('reports the misspelled words and the grammar mistakes of the answer', () => {
      const objective =
        report.evaluation.evaluation_data.evaluation_text[0].answer_objective_evaluation;
      expect(objective.spelling_assessments).toEqual(
        expect.arrayContaining([
          { assessment_text: 'beleive', recommendation: expect.stringContaining('believe') },
        ]),
      );
      expect(objective.grammar_assessments.length).toBeGreaterThan(0);
      for (const finding of objective.grammar_assessments) {
        expect(finding).toEqual({
          assessment_text: expect.any(String),
          mistake_type: expect.stringMatching(/^[A-Z_]+$/),
          recommendation: expect.any(String),
        });
      }
      // "There is many reasons", "students learns": the findings quote the wrong words and fix them.
      const learns = objective.grammar_assessments.find(
        (finding: Body) => finding.assessment_text === 'learns',
      );
      expect(learns).toMatchObject({
        mistake_type: 'SUBJECT_VERB_AGREEMENT',
        recommendation: expect.stringContaining('learn'),
      });
    });

    it('scores the three holistic criteria with their four feedback keys each', () => {
      const criteria =
        report.evaluation.evaluation_data.evaluation_text[0].answer_holistic_evaluation;
      expect(
        criteria.map((criterion: Body) => [
          criterion.holistic_criteria_id,
          criterion.holistic_criteria_name,
        ]),
      ).toEqual([
        ['h1', 'TASK_FULFILLMENT'],
        ['h2', 'ORGANIZATION_AND_COHERENCE'],
        ['h3', 'LANGUAGE_USE'],
      ]);
      expect(Object.keys(criteria[0].feedback[0]).sort()).toEqual([
        'clarity_and_relevance_of_ideas',
        'development_of_ideas',
        'response_completeness',
        'word_count_and_adherence_to_requirements',
      ]);
      for (const criterion of criteria) {
        expect(HALF_POINTS(criterion.holistic_criteria_score)).toBe(true);
        for (const aspect of Object.values<Body>(criterion.feedback[0])) {
          expect(aspect.score).toBeGreaterThanOrEqual(0);
          expect(aspect.score).toBeLessThanOrEqual(5);
          expect(aspect.explanation.length).toBeGreaterThan(10);
        }
      }
    });

    it('evaluates an answer given only as an image, reading it by OCR', async () => {
      const body = toeflBody(session, '');
      body.evaluation_text[0].answer_multimedia_url = `${images.url}/essay.png`;
      const ack = await post('/v1/toefl/evaluation', body).expect(200);
      const read = await toeflReport(ack.body.data[0].evaluation_id);
      expect(read.status).toBe('completed');
      const [item] = read.evaluation.evaluation_data.evaluation_text;
      expect(item.answer_text).toContain('freinds');
      expect(
        item.answer_objective_evaluation.spelling_assessments.map((s: Body) => s.assessment_text),
      ).toEqual(expect.arrayContaining(['libary', 'freinds']));
    });

    it('fails, and says why, when an image cannot be fetched', async () => {
      const body = toeflBody(session, '');
      body.image_urls = [`${images.url}/missing.png`];
      const ack = await post('/v1/toefl/evaluation', body).expect(200);
      const read = await toeflReport(ack.body.data[0].evaluation_id);
      expect(read.status).toBe('failed');
      expect(read.error).toMatch(/Could not fetch image .*404/);
      expect(read.evaluation.evaluation_data.evaluation_text).toEqual([]);
    });
  });

  describe('IELTS', () => {
    it('returns 200 with the report object once completed, with bands and objective errors', async () => {
      const ack = await post('/v1/ielts/evaluation', ieltsBody(session)).expect(200);
      expect(ack.body).toEqual({
        status: 'Processing',
        message: 'Evaluation request submitted successfully',
        data: [{ evaluation_id: expect.stringMatching(UUID) }],
      });
      const id = ack.body.data[0].evaluation_id;
      const report = await waitFor(async () => {
        const response = await get(`/v1/ielts/evaluation/${id}`);
        if (response.status === 202) {
          expect(response.body).toEqual({
            evaluation_id: id,
            status: expect.stringMatching(/pending|processing/),
          });
          return undefined;
        }
        expect(response.status).toBe(200);
        return response.body as Body;
      });
      expect(report).toMatchObject({ evaluation_id: id, client_id: session.clientId });
      expect(report).not.toHaveProperty('status');
      const [item] = report.evaluation_data.evaluation_text;
      expect(Object.keys(item).sort()).toEqual(
        [
          'answer_custom_evaluation',
          'answer_holistic_evaluation',
          'answer_media',
          'answer_objective_evaluation',
          'answer_text',
          'image_url',
          'question_id',
          'question_media',
          'question_number',
          'question_text',
          'question_type',
          'reason',
          'scope_of_improvement',
          'score',
          'section',
        ].sort(),
      );
      expect(item.answer_holistic_evaluation.map((c: Body) => c.holistic_criteria_name)).toEqual([
        'TASK_RESPONSE',
        'COHERENCE_AND_COHESION',
        'LEXICAL_RESOURCE',
        'GRAMMATICAL_RANGE_AND_ACCURACY',
      ]);
      const bands = item.answer_holistic_evaluation.map((c: Body) => c.holistic_criteria_score);
      bands.forEach((band: number) =>
        expect(Number.isInteger(band) && band >= 0 && band <= 9).toBe(true),
      );
      const mean = bands.reduce((sum: number, band: number) => sum + band, 0) / 4;
      expect(item.score).toBe(Math.floor(mean * 2 + 0.5) / 2);
      item.answer_objective_evaluation.forEach((error: Body, index: number) =>
        expect(error).toEqual({
          objective_error_id: `o${index + 1}`,
          objective_error_name: expect.stringMatching(/^[A-Z_]+$/),
          objective_error_name_feedback: expect.any(String),
        }),
      );
      expect(item.answer_custom_evaluation).toEqual([]);
    });

    it('gives a British-spelt essay the band of its American twin, with no spelling error for "colour"', async () => {
      const question = { question_text: COMMUNITY_SERVICE_QUESTION };
      const submit = async (answer_text: string) => {
        const ack = await post(
          '/v1/ielts/evaluation',
          ieltsBody(session, { ...question, answer_text }),
        ).expect(200);
        const id = ack.body.data[0].evaluation_id as string;
        const report = await waitFor(async () => {
          const response = await get(`/v1/ielts/evaluation/${id}`);
          return response.status === 200 ? (response.body as Body) : undefined;
        });
        return report.evaluation_data.evaluation_text[0] as Body;
      };
      const british = await submit(BRITISH_ESSAY);
      const american = await submit(AMERICAN_ESSAY);
      const bands = (item: Body) =>
        item.answer_holistic_evaluation.map((c: Body) => c.holistic_criteria_score);
      expect(british.score).toBe(american.score);
      expect(bands(british)).toEqual(bands(american));
      const spelling = british.answer_objective_evaluation
        .filter((error: Body) => error.objective_error_name === 'SPELLING')
        .map((error: Body) => error.objective_error_name_feedback as string);
      for (const word of Object.keys(BRITISH_TO_AMERICAN)) {
        expect(spelling.filter((feedback: string) => feedback.includes(`"${word}"`))).toEqual([]);
      }
      expect(
        british.answer_objective_evaluation.map((error: Body) => error.objective_error_name),
      ).not.toContain('GRAMMAR_GRAMMAR');
    });

    it('scores the criteria of a custom rubric of the client', async () => {
      const rubric = await post('/rubrics/v1/rubric/', { name: 'Essay rubric' }).expect(201);
      const criteria = [
        {
          name: 'Grammar accuracy',
          description: 'Correct sentences and verb forms',
          minScore: 0,
          maxScore: 4,
        },
        {
          name: 'Use of examples',
          description: 'Supports ideas with examples',
          minScore: 1,
          maxScore: 5,
        },
      ];
      for (const criterion of criteria) {
        await post(`/rubrics/v1/rubric/${rubric.body.id}/criteria/`, {
          ...criterion,
          scoringLogic: [
            { score: criterion.minScore, scoringLogic: 'Weak' },
            { score: criterion.maxScore, scoringLogic: 'Strong' },
          ],
        }).expect(201);
      }
      const ack = await post(
        '/v1/ielts/evaluation',
        ieltsBody(session, { custom_rubric_id: rubric.body.id }),
      ).expect(200);
      const id = ack.body.data[0].evaluation_id;
      const report = await waitFor(async () => {
        const response = await get(`/v1/ielts/evaluation/${id}`);
        return response.status === 200 ? (response.body as Body) : undefined;
      });
      const custom = report.evaluation_data.evaluation_text[0].answer_custom_evaluation;
      expect(custom.map((c: Body) => c.custom_criteria_name)).toEqual([
        'Grammar accuracy',
        'Use of examples',
      ]);
      expect(custom[0].custom_criteria_score).toBeGreaterThanOrEqual(0);
      expect(custom[0].custom_criteria_score).toBeLessThanOrEqual(4);
      expect(custom[1].custom_criteria_score).toBeGreaterThanOrEqual(1);
      expect(custom[1].custom_criteria_score).toBeLessThanOrEqual(5);
      expect(custom[0]).toEqual({
        custom_criteria_id: expect.stringMatching(UUID),
        custom_criteria_name: 'Grammar accuracy',
        custom_criteria_score: expect.any(Number),
        custom_criteria_name_feedback: expect.any(String),
      });
    });

    it('refuses a rubric id that is not the client’s with 400', async () => {
      const other = await createSession(t.app);
      const foreign = await post('/rubrics/v1/rubric/', { name: 'Theirs' }, other).expect(201);
      const response = await post(
        '/v1/ielts/evaluation',
        ieltsBody(session, { custom_rubric_id: foreign.body.id }),
      ).expect(400);
      expect(response.body.error).toMatch(/custom_rubric_id .* is not a rubric of your client/);
    });

    it('answers 422 "Evaluation failed: …" for a failed evaluation', async () => {
      const ack = await post(
        '/v1/ielts/evaluation',
        ieltsBody(session, { answer_text: '', answer_multimedia_url: `${images.url}/missing.png` }),
      ).expect(200);
      const id = ack.body.data[0].evaluation_id;
      const failed = await waitFor(async () => {
        const response = await get(`/v1/ielts/evaluation/${id}`);
        return response.status === 422 ? (response.body as Body) : undefined;
      });
      expect(failed.error).toMatch(/^Evaluation failed: Could not fetch image/);
    });
  });

  describe('generic', () => {
    it('reads the images and reports the text with writing findings', async () => {
      const ack = await post('/v1/evaluation/', {
        client_id: session.clientId,
        student_id: 'student-3',
        student_name: 'Meera',
        class_info: '8-B',
        subject: 'English',
        image_urls: [`${images.url}/essay.png`],
      }).expect(200);
      expect(ack.body).toEqual({
        status: 'Processing',
        message: 'Evaluation request submitted successfully',
        data: { evaluation_id: expect.stringMatching(UUID), evaluation_status: 'pending' },
      });
      const id = ack.body.data.evaluation_id;
      const read = await waitFor(async () => {
        const response = await get(`/v1/evaluation/${id}`).expect(200);
        return response.body.data.evaluation_status === 'completed'
          ? (response.body as Body)
          : undefined;
      });
      expect(read).toMatchObject({
        status: 'Completed',
        data: { evaluation_id: id, evaluation_status: 'completed' },
      });
      const { report } = read.data;
      expect(report.images).toEqual([
        {
          image_url: `${images.url}/essay.png`,
          text: expect.stringContaining('freinds'),
          confidence: expect.any(Number),
        },
      ]);
      expect(report.spelling_assessments.map((s: Body) => s.assessment_text)).toEqual(
        expect.arrayContaining(['libary', 'freinds']),
      );
      expect(report.holistic_evaluation.map((c: Body) => c.holistic_criteria_id)).toEqual([
        'h1',
        'h2',
        'h3',
      ]);
    });
  });

  describe('invalid requests', () => {
    it('TOEFL: 422 detail naming each missing or malformed field', async () => {
      const body = toeflBody(session);
      delete body.student_id;
      body.evaluation_text[0].question_type = 'essay';
      const response = await post('/v1/toefl/evaluation', body).expect(422);
      expect(response.body.detail).toHaveLength(2);
      expect(response.body.detail).toEqual(
        expect.arrayContaining([
          { loc: ['body', 'student_id'], msg: 'Field required', type: 'missing' },
          {
            loc: ['body', 'evaluation_text', '0', 'question_type'],
            msg: 'question_type must look like TF-IB-W-02',
            type: 'string_pattern_mismatch',
          },
        ]),
      );
    });

    it('TOEFL: an answer with neither text nor image is a missing answer_text', async () => {
      const response = await post('/v1/toefl/evaluation', toeflBody(session, '')).expect(422);
      expect(response.body.detail[0]).toMatchObject({
        loc: ['body', 'evaluation_text', '0', 'answer_text'],
        type: 'missing',
      });
    });

    it('IELTS and generic: 400 Invalid request body', async () => {
      const ielts = await post('/v1/ielts/evaluation', {
        ...ieltsBody(session),
        exam_type: 'XX',
      }).expect(400);
      expect(ielts.body).toMatchObject({
        error: 'Invalid request body',
        details: [{ loc: ['body', 'exam_type'] }],
      });
      const generic = await post('/v1/evaluation/', {
        client_id: session.clientId,
        student_id: 's',
      }).expect(400);
      expect(generic.body).toMatchObject({
        error: 'Invalid request body',
        details: [{ loc: ['body', 'image_urls'], type: 'missing' }],
      });
    });

    it('refuses a client_id that is not the caller’s client with 400', async () => {
      const response = await post('/v1/toefl/evaluation', {
        ...toeflBody(session),
        client_id: 'someone-else',
      }).expect(400);
      expect(response.body).toEqual({
        error: 'client_id "someone-else" does not match the client of this API user',
      });
    });
  });

  describe('tenant isolation', () => {
    it('answers 404 Evaluation report not found for another client’s evaluation, on every read', async () => {
      const ack = await post('/v1/toefl/evaluation', toeflBody(session)).expect(200);
      const id = ack.body.data[0].evaluation_id;
      const other = await createSession(t.app);
      for (const path of [
        `/v1/toefl/evaluation/${id}`,
        `/v1/ielts/evaluation/${id}`,
        `/v1/evaluation/${id}`,
      ]) {
        const response = await get(path, other).expect(404);
        expect(response.body).toEqual({ error: 'Evaluation report not found' });
      }
      await get('/v1/toefl/evaluation/not-an-id').expect(404, {
        error: 'Evaluation report not found',
      });
    });
  });

  describe('Idempotency-Key', () => {
    it('returns the same evaluation for the same key and body, and 422 for a different body', async () => {
      const key = `retry-${Date.now()}`;
      const first = await post('/v1/toefl/evaluation', toeflBody(session))
        .set('Idempotency-Key', key)
        .expect(200);
      const again = await post('/v1/toefl/evaluation', toeflBody(session))
        .set('Idempotency-Key', key)
        .expect(200);
      expect(again.body.data[0].evaluation_id).toBe(first.body.data[0].evaluation_id);

      const changed = await post('/v1/toefl/evaluation', toeflBody(session, 'A different answer.'))
        .set('Idempotency-Key', key)
        .expect(422);
      expect(changed.body).toEqual({
        error: 'Idempotency-Key was already used with a different request body',
      });

      const fresh = await post('/v1/toefl/evaluation', toeflBody(session))
        .set('Idempotency-Key', `${key}-2`)
        .expect(200);
      expect(fresh.body.data[0].evaluation_id).not.toBe(first.body.data[0].evaluation_id);
    });
  });
});
