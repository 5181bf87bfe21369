import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource, In } from 'typeorm';
import { WebhookOutbox } from 'src/modules/webhooks/entities/webhook-outbox.entity';
import { type FakeOpenAi, startFakeOpenAi } from 'test/support/fake-openai';
import { type FileHost, startFileHost } from 'test/support/file-host';
import { createSession, type Session } from 'test/support/session';
import { pickSelection, type Selection } from 'test/support/teaching-clients';
import { createTestApp, type TestApp } from 'test/support/test-app';
import { waitFor } from 'test/support/wait-for';
import { startWebhookReceiver, type WebhookReceiver } from 'test/support/webhook-receiver';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

const EVENT = 'class_track_analysis';
const SECRET = 'class-track-secret';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const VTT = readFileSync('test/fixtures/class-track/fractions-lesson.vtt', 'utf8');
const PLAIN = readFileSync('test/fixtures/class-track/fractions-lesson.txt', 'utf8');
const DISCUSSION = readFileSync('test/fixtures/class-track/discussion-lesson.vtt', 'utf8');
const LECTURE = readFileSync('test/fixtures/class-track/lecture-lesson.vtt', 'utf8');
/** An MP3 as a file host serves it: an ID3v2 header, then the (here meaningless) audio frames. */
const MP3 = Buffer.concat([
  Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000', 'latin1'),
  Buffer.alloc(2048, 0xfb),
]);

/** The words of the transcript a role spoke, counted as a listener counts them. */
const wordsIn = (lines: string[]) =>
  lines.join(' ').match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)?.length ?? 0;

/** What a reader of the file knows: speakers and what each said (for expectations). */
function plainTextWords(text: string) {
  const turns = text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('Note:'))
    .reduce<{ speaker: string; text: string }[]>((all, line) => {
      const match = /^([^:]+): (.*)$/.exec(line);
      if (match) all.push({ speaker: match[1], text: match[2] });
      else all[all.length - 1].text += ` ${line.trim()}`;
      return all;
    }, []);
  const teacher = wordsIn(
    turns.filter((turn) => turn.speaker === 'Teacher').map((turn) => turn.text),
  );
  const students = wordsIn(
    turns.filter((turn) => turn.speaker !== 'Teacher').map((turn) => turn.text),
  );
  return { teacher, students };
}

/** Shared by both provider setups: a client with a rubric, a webhook, and the routes. */
class ClassTrackClient {
  rubricId = '';
  selection!: Selection;
  webhookId = '';
  templateName = '';
  displayName = '';

  constructor(
    readonly t: TestApp,
    readonly session: Session,
  ) {}

  static async create(t: TestApp, receiver: WebhookReceiver): Promise<ClassTrackClient> {
    const client = new ClassTrackClient(t, await createSession(t.app));
    client.selection = await pickSelection(t.http, client.session.auth);
    const rubric = await client
      .post('/rubrics/v1/rubric/', { name: 'Dialogic teaching' })
      .expect(201);
    client.rubricId = rubric.body.id as string;
    for (const [name, description] of [
      ['Questioning', 'Asks open questions that make students think'],
      ['Wait time', 'Gives students time to think before answering'],
    ]) {
      await client
        .post(`/rubrics/v1/rubric/${client.rubricId}/criteria/`, {
          name,
          description,
          minScore: 0,
          maxScore: 4,
          scoringLogic: [0, 1, 2, 3, 4].map((score) => ({ score, scoringLogic: `Level ${score}` })),
        })
        .expect(201);
    }
    const templates = (
      await request(t.http)
        .get('/webhooks/v1/webhook-api-templates/')
        .set(client.session.auth)
        .expect(200)
    ).body as { id: string; name: string; display_name: string }[];
    const template = templates.find((item) => item.name === EVENT);
    if (!template) throw new Error(`No webhook template ${EVENT}`);
    client.displayName = template.display_name;
    const hook = await client
      .post('/webhooks/v1/webhook/', {
        api_template: template.id,
        endpoint_url: `${receiver.url}/${client.session.clientId}`,
        secret_hash: SECRET,
      })
      .expect(201);
    client.webhookId = hook.body.id as string;
    return client;
  }

  post(path: string, body: object) {
    return request(this.t.http).post(path).set(this.session.auth).send(body);
  }

  /** A complete start body; `overrides` replace or (as undefined) drop fields. */
  body(overrides: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      teacher_id: 'teacher-7',
      ...this.selection,
      rubric_id: this.rubricId,
      analysis_date: '2026-11-20',
      audio_url: 'https://media.example.org/lessons/fractions.mp3',
      transcript: VTT,
      ...overrides,
    };
  }

  async start(overrides: Record<string, unknown> = {}): Promise<string> {
    const response = await this.post('/class-track/v1/analysis', this.body(overrides));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      detail: [{ id: expect.stringMatching(UUID), msg: expect.any(String) }],
    });
    return response.body.detail[0].id as string;
  }

  /** Polls as a client does: through 404 `step not found` and `In progress`, to the end. */
  async finished(id: string, rubricId = this.rubricId): Promise<Body> {
    const read = await waitFor(
      async () => {
        const response = await request(this.t.http)
          .get(`/class-track/v1/analysis/${id}`)
          .set(this.session.auth);
        if (response.status === 404) {
          expect(response.body).toEqual({ detail: [{ msg: 'step not found' }] });
          return undefined;
        }
        expect(response.status).toBe(200);
        return response.body.data.status === 'In progress' ? undefined : (response.body as Body);
      },
      { timeoutMs: 60_000, intervalMs: 100, what: `analysis ${id} to finish` },
    );
    expect(read.data).toMatchObject({
      id,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      teacher_id: 'teacher-7',
      rubric_id: rubricId,
      analysis_date: '2026-11-20',
    });
    return read.data as Body;
  }

  async completed(id: string): Promise<Body> {
    const data = await this.finished(id);
    expect({ status: data.status, error: data.error_message }).toEqual({
      status: 'Completed',
      error: null,
    });
    return data.analysis as Body;
  }
}

/** Every quote of the analysis is a whole sentence as the transcript has it. */
function expectVerbatim(analysis: Body, transcript: string) {
  const flat = transcript.replace(/\s+/g, ' ');
  const quotes: string[] = [
    ...analysis.talk_moves.examples.map((example: Body) => example.text),
    ...analysis.rubric_scores.flatMap((score: Body) => score.evidence),
    ...analysis.questions.items.map((item: Body) => item.text),
  ];
  expect(quotes.length).toBeGreaterThan(0);
  for (const quote of quotes) expect(flat).toContain(quote);
}

/** One delivery per analysis to the client's endpoint, with the documented payload (docs/api-contract.md §8). */
async function expectOneEvent(
  t: TestApp,
  receiver: WebhookReceiver,
  client: ClassTrackClient,
  id: string,
  status: 'Completed' | 'Failed',
) {
  await waitFor(
    () =>
      t.app
        .get(DataSource)
        .getRepository(WebhookOutbox)
        .findBy({ webhookId: In([client.webhookId]) }),
    (rows) => rows.some((row) => row.payload.id === id && row.finishedAt !== null),
    { what: `the ${EVENT} event of ${id}` },
  );
  const hooks = receiver.at(`/${client.session.clientId}`).filter((hook) => hook.json.id === id);
  expect(hooks.map((hook) => hook.json)).toEqual([
    { id, name: EVENT, display_name: client.displayName, secret_hash: SECRET, status },
  ]);
}

function combinedCa(...files: string[]): string {
  const path = join(mkdtempSync(join(tmpdir(), 'class-track-ca-')), 'ca.pem');
  writeFileSync(path, files.map((file) => readFileSync(file, 'utf8')).join('\n'));
  return path;
}

describe('ClassTrack with the builtin provider', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let client: ClassTrackClient;
  const env = { ...process.env };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    process.env.OUTBOUND_ALLOWLIST = '127.0.0.1';
    process.env.NODE_EXTRA_CA_CERTS = receiver.caFile;
    process.env.WEBHOOK_RELAY_INTERVAL_MS = '200';
    t = await createTestApp();
    client = await ClassTrackClient.create(t, receiver);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    process.env = env;
  });

  it('analyses a WebVTT lesson by its cue times', async () => {
    const id = await client.start();
    const analysis = await client.completed(id);
    // The fixture's cues: teacher 50 s, students 23 s, 11 s between cues.
    expect(analysis.transcript_source).toBe('webvtt');
    expect(analysis.talk_time.teacher_talk_ratio).toBeCloseTo(50 / 73, 2);
    expect(Math.abs(analysis.talk_time.teacher_talk_ratio - 50 / 73)).toBeLessThanOrEqual(0.02);
    expect(analysis.talk_time).toMatchObject({
      teacher_seconds: 50,
      student_seconds: 23,
      silence_seconds: 11,
    });
    expect(analysis.student_turns).toBe(5);
    expect(analysis.distinct_student_speakers).toBe(3);
    expect(analysis.questions).toMatchObject({ total: 4, open: 2, closed: 2 });
    expect(analysis.questions.items).toEqual([
      { text: 'Is 2/4 the same as 1/2?', kind: 'closed', speaker: 'Ms Rivera' },
      { text: 'Why do you think they are the same?', kind: 'open', speaker: 'Ms Rivera' },
      { text: 'Who can tell me what 3/6 is equal to?', kind: 'closed', speaker: 'Ms Rivera' },
      {
        text: 'How could you check your answer using the fraction strips?',
        kind: 'open',
        speaker: 'Ms Rivera',
      },
    ]);
    // Waits: 16→19, 28→32, 54→55, 75→78 s.
    expect(analysis.wait_time.mean_seconds).toBe(2.75);
    expect(analysis.wait_time.items.map((item: Body) => item.seconds)).toEqual([3, 4, 1, 3]);
    expect(analysis.pacing.words_per_minute).toBeGreaterThan(90);
    expect(analysis.pacing.words_per_minute).toBeLessThan(110);
    for (const figure of ['talk_time', 'questions', 'wait_time', 'pacing', 'talk_moves']) {
      expect(analysis[figure].measured_by).toEqual(expect.any(String));
    }

    // Every sentence has one move: 11 teacher sentences and 5 student sentences.
    const count = (moves: Record<string, number>) =>
      Object.values(moves).reduce((a, b) => a + b, 0);
    expect(count(analysis.talk_moves.teacher)).toBe(11);
    expect(count(analysis.talk_moves.student)).toBe(5);
    expect(Object.keys(analysis.talk_moves.teacher)).toContain('press_for_reasoning');
    expect(Object.keys(analysis.talk_moves.student)).toContain('providing_evidence');
    expectVerbatim(analysis, VTT);

    expect(analysis.rubric_scores.map((score: Body) => score.criterion)).toEqual([
      'Questioning',
      'Wait time',
    ]);
    for (const score of analysis.rubric_scores) {
      expect(score.score).toBeGreaterThanOrEqual(0);
      expect(score.score).toBeLessThanOrEqual(4);
      expect(score.evidence.length).toBeGreaterThan(0);
    }
    expect(analysis.suggestions.length).toBeGreaterThan(0);
    // The one question answered after 1 s is cited.
    expect(analysis.suggestions.join(' ')).toContain('"Who can tell me what 3/6 is equal to?"');
    await expectOneEvent(t, receiver, client, id, 'Completed');
  });

  it('scores a discussion and a lecture clearly apart, each score with quoted evidence', async () => {
    const rubric = await client.post('/rubrics/v1/rubric/', { name: 'Dialogic talk' }).expect(201);
    for (const [name, description] of [
      ['Building on student ideas', 'Revoices and extends what students say'],
      ['Student talk', 'Students do much of the talking, in full answers'],
    ]) {
      await client
        .post(`/rubrics/v1/rubric/${rubric.body.id}/criteria/`, {
          name,
          description,
          minScore: 0,
          maxScore: 4,
          scoringLogic: [0, 1, 2, 3, 4].map((score) => ({ score, scoringLogic: `Level ${score}` })),
        })
        .expect(201);
    }
    const analysed = async (transcript: string) => {
      const id = await client.start({ transcript, rubric_id: rubric.body.id });
      const data = await client.finished(id, rubric.body.id as string);
      expect(data.status).toBe('Completed');
      expectVerbatim(data.analysis, transcript);
      const scores = Object.fromEntries(
        data.analysis.rubric_scores.map((score: Body) => [score.criterion, score]),
      );
      return { analysis: data.analysis as Body, scores };
    };
    const discussion = await analysed(DISCUSSION);
    const lecture = await analysed(LECTURE);
    for (const criterion of ['Building on student ideas', 'Student talk']) {
      const gap = discussion.scores[criterion].score - lecture.scores[criterion].score;
      expect({ criterion, gap: gap >= 2 }).toEqual({ criterion, gap: true });
      for (const side of [discussion, lecture]) {
        expect(side.scores[criterion].evidence.length).toBeGreaterThan(0);
        expect(side.scores[criterion].rationale).toMatch(/"[^"]+"/);
      }
    }
    // The lecture's "Correct." after one-word answers is evidence against uptake, not for it.
    expect(lecture.scores['Building on student ideas']).toMatchObject({
      score: 0,
      evidence: ['Correct.', 'Correct.', 'Correct.'],
    });
    expect(discussion.scores['Building on student ideas'].evidence).toContain(
      'So Priya thinks heavier things sink.',
    );
    for (const side of [discussion, lecture]) {
      expect(side.analysis.suggestions.length).toBeGreaterThanOrEqual(3);
      expect(side.analysis.suggestions.length).toBeLessThanOrEqual(5);
      for (const suggestion of side.analysis.suggestions) {
        expect(suggestion).toMatch(/\b[Aa]t \d\d:\d\d .*"[^"]+".*"[^"]+"/);
      }
    }
    expect(lecture.analysis.suggestions).toContain(
      'At 01:04 Mr Hale asked "Does wood float?", a closed question (5 of 5 questions were closed), Priya answered "Yes." and the reply "Correct." only judged the answer. Before judging, ask for the reasoning: "Why does wood float?"',
    );
  });

  it('analyses a plain-text lesson by its words', async () => {
    const id = await client.start({ transcript: PLAIN, audio_url: undefined });
    const analysis = await client.completed(id);
    const words = plainTextWords(PLAIN);
    expect(analysis.transcript_source).toBe('plain_text');
    expect(
      Math.abs(
        analysis.talk_time.teacher_talk_ratio - words.teacher / (words.teacher + words.students),
      ),
    ).toBeLessThanOrEqual(0.02);
    expect(analysis.talk_time.silence_seconds).toBeNull();
    expect(analysis.wait_time).toMatchObject({ mean_seconds: null, items: [] });
    expect(analysis.pacing.words_per_minute).toBeNull();
    expect(analysis.pacing).toMatchObject({
      teacher_words: words.teacher,
      student_words: words.students,
    });
    // S1, S1, S2, Students (a group), Aisha: five turns, three students by name.
    expect(analysis.student_turns).toBe(5);
    expect(analysis.distinct_student_speakers).toBe(3);
    expect(analysis.questions).toMatchObject({ total: 4, open: 2, closed: 2 });
    expectVerbatim(analysis, PLAIN);
    await expectOneEvent(t, receiver, client, id, 'Completed');
  });

  it('refuses at submit, uncounted, a recording alone (the builtin provider cannot transcribe) and a transcript without speakers', async () => {
    const remaining = async () => {
      const response = await client.post('/class-track/v1/analysis', client.body()).expect(200);
      return Number(response.headers['x-ratelimit-remaining']);
    };
    const before = await remaining();
    const audioOnly = await client
      .post('/class-track/v1/analysis', client.body({ transcript: undefined }))
      .expect(422);
    expect(audioOnly.body.detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'transcript'],
        msg: expect.stringContaining(
          'No transcript was sent and the builtin AI provider cannot transcribe audio',
        ),
      }),
    ]);
    expect(audioOnly.headers['x-ratelimit-remaining']).toBeUndefined();
    const blank = await client
      .post('/class-track/v1/analysis', client.body({ transcript: '  ' }))
      .expect(422);
    expect(blank.body.detail[0].loc).toEqual(['body', 'transcript']);
    const noSpeakers = await client
      .post(
        '/class-track/v1/analysis',
        client.body({
          transcript: 'Why is 2/4 the same as 1/2?\nBecause the strips line up.',
          audio_url: undefined,
        }),
      )
      .expect(422);
    expect(noSpeakers.body.detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'transcript'],
        msg: expect.stringContaining('The transcript has no speaker labels'),
      }),
    ]);
    const vttWithoutVoices = await client
      .post(
        '/class-track/v1/analysis',
        client.body({ transcript: 'WEBVTT\n\n00:00.000 --> 00:03.000\nWhy is 2/4 the same?\n' }),
      )
      .expect(422);
    expect(vttWithoutVoices.body.detail[0].msg).toMatch(/names no speaker/);
    // The three refusals were not counted: the next start uses the next unit only.
    expect(await remaining()).toBe(before - 1);
  });

  it('completes with rubric scores on a rubric sent in the vendor\'s shape ("5 Star" scores)', async () => {
    const rubric = await client.post('/rubrics/v1/rubric/', { name: 'Stars' }).expect(201);
    const criterion = {
      name: 'Questioning',
      description: 'Asks open questions that make students think',
      maxScore: '5 Star',
      minScore: '1 Star',
      scoringLogic: ['5 Star', '4 Star', '3 Star', '2 Star', '1 Star'].map((score) => ({
        score,
        scoringLogic: `${score}: open questions that press for reasoning`,
      })),
    };
    const added = await client
      .post(`/rubrics/v1/rubric/${rubric.body.id as string}/criteria/`, criterion)
      .expect(201);
    expect(added.body.rubricCriteria[0]).toEqual({ id: expect.any(String), ...criterion });
    const response = await client
      .post('/class-track/v1/analysis', client.body({ rubric_id: rubric.body.id }))
      .expect(200);
    const id = response.body.detail[0].id as string;
    const data = await waitFor(
      async () => {
        const read = await request(t.http)
          .get(`/class-track/v1/analysis/${id}`)
          .set(client.session.auth);
        return read.status === 200 && read.body.data.status !== 'In progress'
          ? (read.body.data as Body)
          : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 100, what: `analysis ${id} to finish` },
    );
    expect({ status: data.status, error: data.error_message }).toEqual({
      status: 'Completed',
      error: null,
    });
    const [score] = data.analysis.rubric_scores as Body[];
    expect(data.analysis.rubric_scores).toHaveLength(1);
    expect(score).toMatchObject({ criterion: 'Questioning', min_score: 1, max_score: 5 });
    expect([1, 2, 3, 4, 5]).toContain(score.score);
    expect(score.evidence.length).toBeGreaterThan(0);
  });

  it("answers 404 for another client's analysis and for unknown ids", async () => {
    const id = await client.start({ transcript: PLAIN });
    await client.completed(id);
    const other = await createSession(t.app);
    for (const path of [
      `/class-track/v1/analysis/${id}`,
      '/class-track/v1/analysis/7c9e6679-7425-40de-944b-e07fc1f90ae7',
    ]) {
      const response = await request(t.http).get(path).set(other.auth);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: [{ msg: 'step not found' }] });
    }
  });

  it('answers 422 naming the field for bad starts', async () => {
    const otherClient = await createSession(t.app);
    const theirs = await request(t.http)
      .post('/rubrics/v1/rubric/')
      .set(otherClient.auth)
      .send({ name: 'Theirs' })
      .expect(201);
    const empty = await client.post('/rubrics/v1/rubric/', { name: 'Empty' }).expect(201);
    const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ teacher_id: undefined }, 'teacher_id', /Field required/],
      [{ board: 'not-a-uuid' }, 'board', /board/],
      [
        { subject: '7c9e6679-7425-40de-944b-e07fc1f90ae7' },
        'subject',
        /Not a subject of this grade/,
      ],
      [{ rubric_id: theirs.body.id }, 'rubric_id', /Not a rubric of your client/],
      [{ rubric_id: empty.body.id }, 'rubric_id', /no criteria/],
      [{ analysis_date: tomorrow }, 'analysis_date', /must not be in the future/],
      [{ analysis_date: '20/11/2026' }, 'analysis_date', /YYYY-MM-DD/],
      [
        { transcript: undefined, audio_url: 'http://media.example.org/a.mp3' },
        'audio_url',
        /https URL of an \.mp3/,
      ],
      [
        { transcript: undefined, audio_url: 'https://media.example.org/a.wav' },
        'audio_url',
        /\.mp3/,
      ],
      // Neither a transcript nor a recording: the recording is the required one.
      [{ transcript: undefined, audio_url: undefined }, 'audio_url', /Field required/],
      [{ transcript: 42 }, 'transcript', /string/],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await client.post('/class-track/v1/analysis', client.body(overrides));
      expect({ field, status: response.status }).toEqual({ field, status: 422 });
      const issues = (response.body.detail as Body[]).filter((item) => item.loc?.[1] === field);
      expect({ field, issues }).toEqual({
        field,
        issues: expect.arrayContaining([
          expect.objectContaining({ loc: ['body', field], msg: expect.stringMatching(message) }),
        ]),
      });
    }
  });
});

describe('ClassTrack with an OpenAI-compatible provider (audio)', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let host: FileHost;
  let receiver: WebhookReceiver;
  let client: ClassTrackClient;
  const env = { ...process.env };
  const segments = [
    { speaker: 'A', start: 0, end: 8, text: 'Today we are comparing fractions with strips.' },
    { speaker: 'A', start: 8, end: 12, text: 'Why is two quarters the same as one half?' },
    { speaker: 'B', start: 15, end: 20, text: 'Because the strips are the same length.' },
    { speaker: 'A', start: 20, end: 24, text: 'Is three sixths also one half?' },
    { speaker: 'C', start: 26, end: 28, text: 'Yes it is.' },
  ];

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.speak(MP3, segments);
    host = await startFileHost(
      {
        '/lessons/fractions.mp3': MP3,
        '/lessons/not-audio.mp3': Buffer.from('<html>Not found</html>'),
      },
      { commonName: 'class-track-file-host' },
    );
    receiver = await startWebhookReceiver();
    process.env.AI_PROVIDER = 'openai';
    process.env.AI_BASE_URL = fake.baseUrl;
    process.env.AI_API_KEY = 'sk-fake-class-track-0123456789';
    process.env.AI_MAX_RETRIES = '0';
    process.env.OUTBOUND_ALLOWLIST = '127.0.0.1';
    process.env.NODE_EXTRA_CA_CERTS = combinedCa(host.caFile, receiver.caFile);
    process.env.WEBHOOK_RELAY_INTERVAL_MS = '200';
    t = await createTestApp();
    client = await ClassTrackClient.create(t, receiver);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await Promise.all([fake?.close(), host?.close(), receiver?.close()]);
    process.env = env;
  });

  it('downloads the recording, transcribes it with speakers and analyses it', async () => {
    const id = await client.start({
      transcript: undefined,
      audio_url: `${host.url}/lessons/fractions.mp3`,
    });
    const analysis = await client.completed(id);

    expect(host.requests).toContain('GET /lessons/fractions.mp3');
    expect(fake.transcriptions).toHaveLength(1);
    expect(fake.transcriptions[0].fields).toMatchObject({
      model: 'gpt-4o-transcribe-diarize',
      response_format: 'diarized_json',
    });
    expect(fake.transcriptions[0].file.equals(MP3)).toBe(true);

    // Speaker A talks most: the teacher. A 16 s, B and C 7 s; gaps 3 + 2 s.
    expect(analysis.transcript_source).toBe('audio');
    expect(Math.abs(analysis.talk_time.teacher_talk_ratio - 16 / 23)).toBeLessThanOrEqual(0.02);
    expect(analysis.talk_time).toMatchObject({
      teacher_seconds: 16,
      student_seconds: 7,
      silence_seconds: 5,
    });
    expect(analysis.student_turns).toBe(2);
    expect(analysis.distinct_student_speakers).toBe(2);
    expect(analysis.wait_time.items.map((item: Body) => [item.seconds, item.next_speaker])).toEqual(
      [
        [3, 'B'],
        [2, 'C'],
      ],
    );
    // The model's judgements: why-questions open, the rest closed; moves per sentence.
    expect(analysis.questions).toMatchObject({ total: 2, open: 1, closed: 1 });
    expect(analysis.talk_moves.teacher).toMatchObject({
      none: 1,
      press_for_reasoning: 1,
      press_for_accuracy: 1,
    });
    expect(analysis.talk_moves.student).toMatchObject({ making_a_claim: 2 });
    expect(analysis.rubric_scores.map((score: Body) => [score.score, score.evidence])).toEqual([
      [4, ['Why is two quarters the same as one half?']],
      [4, ['Why is two quarters the same as one half?']],
    ]);
    expect(analysis.suggestions).toEqual([
      '1 of 2 questions were open; ask more why questions.',
      'After "Is three sixths also one half?", ask "Why do you think so?".',
      'Wait three seconds after each question before taking an answer.',
    ]);
    expect(fake.calls.map((call) => call.schemaName)).toContain('classroom_analysis');
    await expectOneEvent(t, receiver, client, id, 'Completed');
  });

  it('fails with a clear message when the recording is not an MP3', async () => {
    const id = await client.start({
      transcript: undefined,
      audio_url: `${host.url}/lessons/not-audio.mp3`,
    });
    const data = await client.finished(id);
    expect(data.status).toBe('Failed');
    expect(data.error_message).toMatch(/The recording .* is not an MP3 file/);
    await expectOneEvent(t, receiver, client, id, 'Failed');
  });
});
