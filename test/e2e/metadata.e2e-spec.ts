import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';

interface Named {
  id: string;
  name: string;
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('reference data: boards, grades, subjects', () => {
  let t: TestApp;
  let session: Session;
  let boards: Named[];

  const get = (path: string) => request(t.http).get(path).set(session.auth);
  const board = (name: string) => boards.find((item) => item.name === name) as Named;

  beforeAll(async () => {
    t = await createTestApp();
    session = await createSession(t.app);
    boards = (await get('/metadata/v1/board').expect(200)).body as Named[];
  });
  afterAll(() => t.close());

  it('lists the seeded boards as {id, name} with UUID v4 ids', () => {
    expect(boards.map((item) => item.name)).toEqual(
      expect.arrayContaining([
        'CBSE',
        'ICSE',
        'IB',
        'Cambridge (IGCSE)',
        'Maharashtra State Board',
      ]),
    );
    expect(boards.length).toBeGreaterThanOrEqual(6);
    for (const item of boards) {
      expect(Object.keys(item).sort()).toEqual(['id', 'name']);
      expect(item.id).toMatch(UUID_V4);
    }
  });

  it('matches routes with or without a trailing slash', async () => {
    const withSlash = await get('/metadata/v1/board/').expect(200);
    expect(withSlash.body).toEqual(boards);
  });

  it('lists a board’s grades in school order', async () => {
    const cbse = (await get(`/metadata/v1/board/${board('CBSE').id}/grades`).expect(200))
      .body as Named[];
    expect(cbse.map((grade) => grade.name)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Grade ${i + 1}`),
    );
    const ib = (await get(`/metadata/v1/board/${board('IB').id}/grades`).expect(200))
      .body as Named[];
    expect(ib.map((grade) => grade.name)).toEqual(
      expect.arrayContaining(['PYP 1', 'MYP 5', 'DP 2']),
    );
  });

  it('lists the usual subjects of a grade', async () => {
    const cbse = board('CBSE').id;
    const grades = (await get(`/metadata/v1/board/${cbse}/grades`).expect(200)).body as Named[];
    const grade10 = grades.find((grade) => grade.name === 'Grade 10') as Named;
    const subjects = (
      await get(`/metadata/v1/board/${cbse}/grades/${grade10.id}/subjects`).expect(200)
    ).body as Named[];
    expect(subjects.map((subject) => subject.name)).toEqual(
      expect.arrayContaining(['English', 'Mathematics', 'Science', 'Social Science']),
    );
  });

  it('answers an unknown board or a grade of another board with 404 in the detail family', async () => {
    const unknown = await get(`/metadata/v1/board/${randomUUID()}/grades`).expect(404);
    expect(unknown.body).toEqual({ detail: [{ msg: 'Board not found' }] });

    const ibGrades = (await get(`/metadata/v1/board/${board('IB').id}/grades`).expect(200))
      .body as Named[];
    const foreign = await get(
      `/metadata/v1/board/${board('CBSE').id}/grades/${ibGrades[0].id}/subjects`,
    ).expect(404);
    expect(foreign.body).toEqual({ detail: [{ msg: 'Grade not found' }] });
  });

  it('answers a path id that is not a UUID with 422 naming the parameter', async () => {
    const response = await get('/metadata/v1/board/not-a-uuid/grades').expect(422);
    expect(response.body.detail).toEqual([
      {
        type: 'uuid_parsing',
        loc: ['path', 'board_id'],
        msg: 'Input should be a valid UUID',
        input: 'not-a-uuid',
      },
    ]);
  });
});
