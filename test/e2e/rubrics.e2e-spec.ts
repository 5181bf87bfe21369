import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AccountsService } from 'src/modules/auth/services/accounts.service';
import { RubricsException } from 'src/modules/rubrics/exceptions/rubrics.exception';
import { RubricsService } from 'src/modules/rubrics/services/rubrics.service';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const BASE = '/rubrics/v1/rubric/';

const argument = {
  name: 'Argument',
  description: 'How clearly the essay takes and defends a position',
  maxScore: 5,
  minScore: 0,
  scoringLogic: [
    { score: 5, scoringLogic: 'Clear position, well supported throughout' },
    { score: 0, scoringLogic: 'No discernible position' },
    { score: 2.5, scoringLogic: 'Position stated but thinly supported' },
  ],
};

const codeError = (status: number, message: Record<string, string[]>) => ({
  error: { code: status, message },
});
const notFound = codeError(404, { non_field_errors: ['Rubric not found'] });

describe('rubrics (code family)', () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;

  const as = (session: Session) => ({
    get: (path: string) => request(t.http).get(path).set(session.auth),
    post: (path: string, body: object) => request(t.http).post(path).set(session.auth).send(body),
  });
  const createRubric = async (session: Session, name: string) =>
    (await as(session).post(BASE, { name }).expect(201)).body as { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createSession(t.app);
    bob = await createSession(t.app);
  });
  afterAll(() => t.close());

  it('creates a rubric with no criteria yet', async () => {
    const response = await as(alice)
      .post(BASE, { name: 'Essay (Grade 9)', description: 'End of term', extra: 'ignored' })
      .expect(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(UUID_V4),
      name: 'Essay (Grade 9)',
      description: 'End of term',
      rubricCriteria: [],
      createdAt: expect.stringMatching(ISO),
      modifiedAt: expect.stringMatching(ISO),
    });
    const withoutDescription = await as(alice).post('/rubrics/v1/rubric', { name: 'Bare' });
    expect(withoutDescription.status).toBe(201);
    expect(withoutDescription.body.description).toBeNull();
  });

  it('rejects a rubric without a name, keyed by field', async () => {
    const response = await as(alice).post(BASE, { description: 'no name' }).expect(400);
    expect(response.body).toEqual(codeError(400, { name: ['Field required'] }));
    const blank = await as(alice).post(BASE, { name: '' }).expect(400);
    expect(Object.keys(blank.body.error.message)).toEqual(['name']);
  });

  it('adds criteria and answers with the whole rubric, in the order they were added', async () => {
    const rubric = await createRubric(alice, 'Persuasive writing');
    const first = await as(alice).post(`${BASE}${rubric.id}/criteria/`, argument).expect(201);
    expect(first.body.rubricCriteria).toEqual([
      { id: expect.stringMatching(UUID_V4), ...argument },
    ]);

    const second = await as(alice)
      .post(`${BASE}${rubric.id}/criteria`, {
        name: 'Conventions',
        maxScore: 3,
        minScore: 1,
        scoringLogic: [{ score: 1, scoringLogic: 'Frequent errors' }],
      })
      .expect(201);
    expect(second.body).toMatchObject({ id: rubric.id, name: 'Persuasive writing' });
    expect(second.body.rubricCriteria.map((c: { name: string }) => c.name)).toEqual([
      'Argument',
      'Conventions',
    ]);
    expect(second.body.rubricCriteria[1].description).toBeNull();
    expect(Date.parse(second.body.modifiedAt)).toBeGreaterThanOrEqual(
      Date.parse(second.body.createdAt),
    );

    const criteria = await as(alice).get(`${BASE}${rubric.id}/criteria/`).expect(200);
    expect(criteria.body).toEqual(second.body.rubricCriteria);
    const read = await as(alice).get(`${BASE}${rubric.id}/`).expect(200);
    expect(read.body).toEqual(second.body);
  });

  it('takes the vendor\'s shape: scores as numeric strings and "5 Star" text, read back as sent', async () => {
    const rubric = await createRubric(alice, 'Classroom talk (vendor shape)');
    const stars = {
      name: 'Questioning',
      description: 'Asks open questions that make students think',
      maxScore: '5 Star',
      minScore: '1 Star',
      scoringLogic: [
        { score: '5 Star', scoringLogic: 'Mostly open questions that press for reasoning' },
        { score: '3 Star', scoringLogic: 'Some open questions' },
        { score: '1 Star', scoringLogic: 'Closed questions only' },
      ],
    };
    const strings = {
      name: 'Wait time',
      maxScore: '4',
      minScore: 0,
      scoringLogic: [
        { score: '4', scoringLogic: 'Three seconds or more after each question' },
        { score: 2.5, scoringLogic: 'Sometimes' },
        { score: '0', scoringLogic: 'Answers its own questions' },
      ],
    };
    await as(alice).post(`${BASE}${rubric.id}/criteria/`, stars).expect(201);
    const added = await as(alice).post(`${BASE}${rubric.id}/criteria/`, strings).expect(201);
    const expected = [
      { id: expect.stringMatching(UUID_V4), ...stars },
      { id: expect.stringMatching(UUID_V4), description: null, ...strings },
    ];
    expect(added.body.rubricCriteria).toEqual(expected);
    expect((await as(alice).get(`${BASE}${rubric.id}/`).expect(200)).body.rubricCriteria).toEqual(
      expected,
    );
    expect((await as(alice).get(`${BASE}${rubric.id}/criteria/`).expect(200)).body).toEqual(
      expected,
    );

    // The engine scores with the leading numbers.
    const client = await t.app.get(AccountsService).requireClient(alice.clientId);
    const specs = await t.app.get(RubricsService).criteriaFor(client.id, rubric.id);
    expect(specs.map(({ minScore, maxScore, levels }) => [minScore, maxScore, levels])).toEqual([
      [1, 5, [1, 3, 5].map((score) => expect.objectContaining({ score }))],
      [0, 4, [0, 2.5, 4].map((score) => expect.objectContaining({ score }))],
    ]);
  });

  it('keeps score text of the longest length as sent, whatever its characters', async () => {
    const rubric = await createRubric(alice, 'Vendor shape, long labels');
    // 100 characters (the longest taken), quotes and backslashes included.
    const top = `5 "Star" \\ ${'*'.repeat(100)}`.slice(0, 100);
    const bottom = `1 ${'"'.repeat(98)}`;
    const criterion = {
      name: 'Stars',
      maxScore: top,
      minScore: bottom,
      scoringLogic: [{ score: top, scoringLogic: 'x' }],
    };
    const added = await as(alice).post(`${BASE}${rubric.id}/criteria/`, criterion).expect(201);
    expect(added.body.rubricCriteria).toEqual([
      { id: expect.stringMatching(UUID_V4), description: null, ...criterion },
    ]);
    await as(alice)
      .post(`${BASE}${rubric.id}/criteria/`, { ...criterion, maxScore: `${top}!` })
      .expect(400);
  });

  it('checks text scores by their leading number', async () => {
    const rubric = await createRubric(alice, 'Vendor shape, wrong');
    const add = (body: object) =>
      as(alice)
        .post(`${BASE}${rubric.id}/criteria/`, { name: 'Stars', ...body })
        .expect(400);
    const noNumber = await add({
      maxScore: 'Five Star',
      minScore: '1 Star',
      scoringLogic: [{ score: '1 Star', scoringLogic: 'x' }],
    });
    expect(noNumber.body.error.message).toEqual({
      maxScore: [expect.stringContaining('or text starting with one such as "5 Star"')],
    });
    const reversed = await add({
      maxScore: '1 Star',
      minScore: '5 Star',
      scoringLogic: [{ score: '3 Star', scoringLogic: 'x' }],
    });
    expect(reversed.body.error.message).toEqual({
      minScore: ['minScore must be less than maxScore'],
    });
    const outside = await add({
      maxScore: '5 Star',
      minScore: '1 Star',
      scoringLogic: [{ score: '6 Star', scoringLogic: 'x' }],
    });
    expect(outside.body.error.message).toEqual({
      scoringLogic: ['Every score must be between minScore (1) and maxScore (5)'],
    });
    const twice = await add({
      maxScore: '5 Star',
      minScore: '1 Star',
      scoringLogic: [
        { score: '5 Star', scoringLogic: 'x' },
        { score: 5, scoringLogic: 'y' },
      ],
    });
    expect(twice.body.error.message).toEqual({ scoringLogic: ['Each score may appear only once'] });
    await as(alice).get(`${BASE}${rubric.id}/criteria/`).expect(200, []);
  });

  describe('criterion validation', () => {
    let rubricId: string;
    beforeAll(async () => {
      rubricId = (await createRubric(alice, 'Validation target')).id;
    });
    const addCriterion = (body: object) => as(alice).post(`${BASE}${rubricId}/criteria/`, body);

    it('needs minScore below maxScore', async () => {
      const response = await addCriterion({ ...argument, minScore: 5, maxScore: 5 }).expect(400);
      expect(response.body).toEqual(
        codeError(400, { minScore: ['minScore must be less than maxScore'] }),
      );
    });

    it('needs every level score within the range', async () => {
      const response = await addCriterion({
        ...argument,
        scoringLogic: [...argument.scoringLogic, { score: 6, scoringLogic: 'Beyond the scale' }],
      }).expect(400);
      expect(response.body).toEqual(
        codeError(400, {
          scoringLogic: ['Every score must be between minScore (0) and maxScore (5)'],
        }),
      );
    });

    it('names each missing or malformed field', async () => {
      const response = await addCriterion({
        maxScore: 'five',
        scoringLogic: [{ score: 1 }],
      }).expect(400);
      expect(response.body).toEqual(
        codeError(400, {
          name: ['Field required'],
          maxScore: [
            'maxScore must be a number from 0 to 1000 with at most two decimals, or text starting with one such as "5 Star"',
          ],
          minScore: ['Field required'],
          'scoringLogic.0.scoringLogic': ['Field required'],
        }),
      );
    });

    it('rejects the same score twice and an empty level list', async () => {
      const twice = await addCriterion({
        ...argument,
        scoringLogic: [
          { score: 1, scoringLogic: 'a' },
          { score: 1, scoringLogic: 'b' },
        ],
      }).expect(400);
      expect(twice.body).toEqual(
        codeError(400, { scoringLogic: ['Each score may appear only once'] }),
      );
      const empty = await addCriterion({ ...argument, scoringLogic: [] }).expect(400);
      expect(Object.keys(empty.body.error.message)).toEqual(['scoringLogic']);
    });

    it('stores nothing when the criterion is rejected', async () => {
      await as(alice).get(`${BASE}${rubricId}/criteria/`).expect(200, []);
    });
  });

  describe('isolation between clients', () => {
    let aliceRubric: { id: string };
    beforeAll(async () => {
      aliceRubric = await createRubric(alice, 'Alice only');
    });

    it('lists only the caller’s own rubrics, newest first', async () => {
      const bobRubric = await createRubric(bob, 'Bob only');
      const bobs = (await as(bob).get(BASE).expect(200)).body as { id: string }[];
      expect(bobs.map((r) => r.id)).toEqual([bobRubric.id]);
      const alices = (await as(alice).get('/rubrics/v1/rubric').expect(200)).body as {
        id: string;
      }[];
      expect(alices[0].id).toBe(aliceRubric.id);
      expect(alices.map((r) => r.id)).not.toContain(bobRubric.id);
    });

    it('answers 404 for another client’s rubric, an unknown id and a non-UUID id', async () => {
      await as(bob).get(`${BASE}${aliceRubric.id}/`).expect(404, notFound);
      await as(bob).get(`${BASE}${aliceRubric.id}/criteria/`).expect(404, notFound);
      await as(bob).post(`${BASE}${aliceRubric.id}/criteria/`, argument).expect(404, notFound);
      await as(alice).get(`${BASE}${randomUUID()}/`).expect(404, notFound);
      await as(alice).get(`${BASE}not-a-uuid/`).expect(404, notFound);
      await as(alice).get(`${BASE}${aliceRubric.id}/criteria/`).expect(200, []);
    });

    it('gives the evaluation engine the criteria of the caller’s client only', async () => {
      const created = await as(alice)
        .post(`${BASE}${aliceRubric.id}/criteria/`, argument)
        .expect(201);
      const accounts = t.app.get(AccountsService);
      const aliceClient = await accounts.requireClient(alice.clientId);
      const bobClient = await accounts.requireClient(bob.clientId);
      const rubrics = t.app.get(RubricsService);

      await expect(rubrics.criteriaFor(aliceClient.id, aliceRubric.id)).resolves.toEqual([
        {
          id: created.body.rubricCriteria[0].id,
          name: 'Argument',
          description: argument.description,
          minScore: 0,
          maxScore: 5,
          levels: [
            { score: 0, descriptor: 'No discernible position' },
            { score: 2.5, descriptor: 'Position stated but thinly supported' },
            { score: 5, descriptor: 'Clear position, well supported throughout' },
          ],
        },
      ]);
      await expect(rubrics.criteriaFor(bobClient.id, aliceRubric.id)).rejects.toBeInstanceOf(
        RubricsException,
      );
    });
  });

  describe('without a usable token', () => {
    it('answers 403 with the detail text', async () => {
      await request(t.http)
        .get(BASE)
        .expect(403, { detail: 'Authentication credentials were not provided.' });
      await request(t.http)
        .post(BASE)
        .set('Authorization', 'Bearer not-a-token')
        .send({ name: 'x' })
        .expect(403, { detail: 'Given token not valid for any token type' });
    });
  });
});
