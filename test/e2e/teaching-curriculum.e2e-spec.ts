import request from 'supertest';
import { QUESTION_TYPES } from 'src/ai/ports/teaching-content.port';
import {
  pollStep,
  type Selection,
  selectNamed,
  startWorksheetMultipart,
  WEB_APP_DISTRIBUTION,
} from 'test/support/teaching-clients';
import { createSession, type Session } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';

type Question = {
  question: string;
  options: string[];
  answer: string;
  column_a?: string[];
  column_b?: string[];
};
type Questions = Record<string, Question[]>;

/** What a student reads of a question: stem, options, columns and the key. */
const readAll = (question: Question) =>
  [
    question.question,
    ...question.options,
    ...(question.column_a ?? []),
    ...(question.column_b ?? []),
    question.answer,
  ].join(' ');

/** The web app's flow on the curriculum: maths from the generators, and what it does not cover. */
describe('worksheets from the curriculum (builtin provider)', () => {
  let t: TestApp;
  let session: Session;

  beforeAll(async () => {
    t = await createTestApp();
    session = await createSession(t.app);
  }, 120_000);
  afterAll(() => t?.close());

  const post = (path: string, body: object) =>
    request(t.http).post(path).set(session.auth).set('Content-Type', 'application/json').send(body);

  /** Steps 5–10 of the web app with its default form, returning the generate-worksheet read. */
  async function webAppWorksheet(selection: Selection, fields: Record<string, string>) {
    const started = await startWorksheetMultipart(t.http, session.auth, {
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
      ...fields,
    }).expect(200);
    const id = started.body.detail[0].id as string;
    const metadata = await pollStep(t.http, session.auth, `/worksheet/v1/metadata/${id}`);
    if (metadata.status !== 200) return { id, metadata, questions: null };
    await post(`/worksheet/v1/question-config/${id}`, {
      subject_matter: metadata.body.data.subject_matter,
      learning_standards: metadata.body.data.learning_standards,
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
    expect(generated.body.data.status).toBe('Completed');
    return { id, metadata, questions: generated.body.data.questions as Questions };
  }

  it('writes "Fractions" for Grade 6 Mathematics as fraction exercises with computed answers', async () => {
    const maths = await selectNamed(t.http, session.auth, {
      board: 'CBSE',
      grade: 'Grade 6',
      subject: 'Mathematics',
    });
    const { questions } = await webAppWorksheet(maths, { topic: 'Fractions' });
    const all = QUESTION_TYPES.flatMap((type) => questions![type]);
    expect(all).toHaveLength(10);
    // Every question works with fractions (a/b written out, or the word), none with mantissas.
    for (const question of all)
      expect(readAll(question)).toMatch(/\d+\/\d+|fraction|numerator|denominator/i);
    expect(JSON.stringify(questions)).not.toMatch(/mantissa|transcendental|WordNet/i);
  }, 180_000);

  it('fails the first step with a clear message for a topic outside the curriculum and no document', async () => {
    const science = await selectNamed(t.http, session.auth, {
      board: 'CBSE',
      grade: 'Grade 7',
      subject: 'Science',
    });
    const { metadata, questions } = await webAppWorksheet(science, { topic: 'Black holes' });
    expect(questions).toBeNull();
    // A failed step reads as the failed-step 400, its message for the teacher.
    expect(metadata.status).toBe(400);
    const [failure] = (metadata.body as unknown as { detail: { status: string; msg: string }[] })
      .detail;
    expect(failure.status).toBe('Failed');
    expect(failure.msg).toMatch(
      /"Black holes" is not in the built-in curriculum for Science \(Grade 7\).*Attach a document about the topic/,
    );
  }, 180_000);

  it('never uses the section as content: it is a class label', async () => {
    const science = await selectNamed(t.http, session.auth, {
      board: 'CBSE',
      grade: 'Grade 10',
      subject: 'English',
    });
    const { metadata, questions } = await webAppWorksheet(science, {
      topic: 'Formal letter',
      section: 'A',
    });
    expect(metadata.body.data.section).toBe('A');
    const text = JSON.stringify({
      matter: metadata.body.data.subject_matter,
      standards: metadata.body.data.learning_standards,
      questions,
    });
    expect(text).not.toMatch(/ångström|angstrom|metric linear unit/i);
    expect(text).toMatch(/letter/i);
  }, 180_000);
});
