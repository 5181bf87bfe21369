import type { IncomingMessage, ServerResponse } from 'node:http';
import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import type { WritingAssessmentRequest, WritingTask } from 'src/ai/ports/writing-assessment.port';
import { OpenAiChat } from 'src/ai/providers/openai/openai-chat';
import { OpenAiTextReader } from 'src/ai/providers/openai/openai-text-reader';
import { OpenAiWritingAssessor } from 'src/ai/providers/openai/openai-writing-assessor';
import { type LoopbackServer, startLoopbackServer } from 'test/support/loopback-server';
import type { AiConfig } from 'src/config/ai.config';
import { openAiTestConfig } from 'test/support/openai-test-config';

const API_KEY = 'sk-test-0123456789abcdef';

const toeflTask: WritingTask = {
  exam: 'TOEFL',
  questionType: 'TF-ES-A-01',
  kind: 'toefl_email',
  minWords: 100,
  maxWords: null,
  minutes: 7,
  questionText: 'Write an email to your professor asking for an extension.',
};
const toeflAnswer =
  'Dear Professor Lee, I am writting to ask for more time. My sister were sick, ' +
  'so I am writting again to explain.';
const toeflRequest: WritingAssessmentRequest = {
  task: toeflTask,
  answerText: toeflAnswer,
  customCriteria: [],
};

const aspect = (score: number) => ({ score, explanation: 'Because "Dear Professor Lee".' });
const toeflCriterion = (score: number, keys: string[]) => ({
  score,
  explanation: 'Quotes "I am writting".',
  aspects: Object.fromEntries(keys.map((key) => [key, aspect(score)])),
});
const goodToefl = () => ({
  score: 3.7,
  criteria: {
    TASK_FULFILLMENT: toeflCriterion(3.2, [
      'response_completeness',
      'clarity_and_relevance_of_ideas',
      'development_of_ideas',
      'word_count_and_adherence_to_requirements',
    ]),
    ORGANIZATION_AND_COHERENCE: toeflCriterion(4, [
      'logical_progression',
      'paragraphing',
      'cohesive_devices',
      'unity_of_ideas',
    ]),
    LANGUAGE_USE: toeflCriterion(2.5, [
      'vocabulary_range',
      'grammatical_accuracy',
      'sentence_variety',
      'spelling_and_mechanics',
    ]),
  },
  spelling: [
    { word: 'writting', suggestion: 'writing', recommendation: 'Write "writing".' },
    { word: 'writting', suggestion: 'writing', recommendation: 'Write "writing".' },
    { word: 'recieve', suggestion: 'receive', recommendation: 'Not in the answer.' },
  ],
  grammar: [
    {
      text: 'My sister were sick',
      mistake_type: 'subject verb agreement',
      replacement: 'My sister was sick',
      recommendation: 'Write "My sister was sick".',
    },
  ],
  task_issues: [],
  reason: 'A clear request, "ask for more time", with spelling slips.',
  scope_of_improvement: 'Check "writting".',
});

const completion = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 1_700_000_000,
  model: 'test-model',
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content, refusal: null },
      finish_reason: 'stop',
      logprobs: null,
    },
  ],
});

type Reply = (response: ServerResponse) => void;
/** The parts of a schema the tests look at. */
interface SchemaNode {
  required: string[];
  properties: Record<string, SchemaNode>;
  minimum?: number;
  maximum?: number;
}
interface ContentPart {
  type: string;
  image_url?: { url: string };
}
/** The parts of a chat-completions request the tests look at. */
interface ChatRequest {
  model: string;
  messages: { role: string; content: string | ContentPart[] }[];
  response_format: { type: string; json_schema: { strict: boolean; schema: SchemaNode } };
}
const json =
  (status: number, body: unknown): Reply =>
  (response) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const answering = (content: unknown) =>
  json(200, completion(typeof content === 'string' ? content : JSON.stringify(content)));

describe('the openai providers against a chat-completions server', () => {
  let server: LoopbackServer;
  let reply: Reply;
  let received: { headers: IncomingMessage['headers']; body: ChatRequest }[];

  beforeAll(async () => {
    server = await startLoopbackServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body: JSON.parse(raw) as ChatRequest });
        reply(response);
      });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    received = [];
  });

  /** Both capabilities over one chat client, as AiModule binds them. */
  const engine = (overrides: Partial<AiConfig> = {}) => {
    const chat = new OpenAiChat(
      openAiTestConfig(`${server.url}/v1`, { apiKey: API_KEY, ...overrides }),
    );
    const assessor = new OpenAiWritingAssessor(chat);
    const reader = new OpenAiTextReader(chat);
    return {
      assessWriting: assessor.assessWriting.bind(assessor),
      readImage: reader.readImage.bind(reader),
    };
  };
  const failure = async (promise: Promise<unknown>): Promise<AiProviderError> => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    if (!(error instanceof AiProviderError))
      throw new Error(`expected an AiProviderError: ${String(error)}`);
    return error;
  };

  it('maps a good answer to a report with snapped scores and located findings', async () => {
    reply = answering(goodToefl());
    const report = await engine().assessWriting(toeflRequest);

    expect(report.score).toBe(3.5);
    expect(report.wordCount).toBe(22);
    expect(report.criteria.map(({ id, name, score }) => [id, name, score])).toEqual([
      ['h1', 'TASK_FULFILLMENT', 3],
      ['h2', 'ORGANIZATION_AND_COHERENCE', 4],
      ['h3', 'LANGUAGE_USE', 2.5],
    ]);
    expect(report.criteria[0].aspects[0]).toEqual({
      key: 'response_completeness',
      score: 3,
      explanation: 'Because "Dear Professor Lee".',
    });
    const first = toeflAnswer.indexOf('writting');
    expect(report.spelling.map(({ word, offset }) => [word, offset])).toEqual([
      ['writting', first],
      ['writting', toeflAnswer.indexOf('writting', first + 1)],
    ]);
    expect(report.grammar).toEqual([
      {
        text: 'My sister were sick',
        mistakeType: 'SUBJECT_VERB_AGREEMENT',
        replacement: 'My sister was sick',
        offset: toeflAnswer.indexOf('My sister'),
        length: 19,
        recommendation: 'Write "My sister was sick".',
      },
    ]);
    expect(report.taskIssues).toEqual([
      {
        code: 'WORD_COUNT_BELOW_MINIMUM',
        message: 'The answer has 22 words; the task asks for at least 100.',
      },
    ]);
    expect(report.reason).toContain('ask for more time');
  });

  it("sends the task, the answer and a strict schema of the task's criteria", async () => {
    reply = answering(goodToefl());
    await engine().assessWriting(toeflRequest);

    const [{ headers, body }] = received;
    expect(headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(body.model).toBe('test-model');
    const prompt = body.messages
      .map((message) => (typeof message.content === 'string' ? message.content : ''))
      .join('\n');
    expect(prompt).toContain(toeflTask.questionText);
    expect(prompt).toContain(toeflAnswer);
    expect(prompt).toContain('at least 100 words');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(true);
    const schema = body.response_format.json_schema.schema;
    expect(schema.properties.criteria.required).toEqual([
      'TASK_FULFILLMENT',
      'ORGANIZATION_AND_COHERENCE',
      'LANGUAGE_USE',
    ]);
    expect(schema.properties.criteria.properties.LANGUAGE_USE.properties.score).toMatchObject({
      minimum: 0,
      maximum: 5,
    });
  });

  it('computes the IELTS overall band from the criteria and scores custom criteria', async () => {
    const band = (score: number) => ({ score, explanation: 'Quotes "the graph".' });
    reply = answering({
      ...goodToefl(),
      score: undefined,
      criteria: {
        TASK_ACHIEVEMENT: band(6),
        COHERENCE_AND_COHESION: band(6),
        LEXICAL_RESOURCE: band(7),
        GRAMMATICAL_RANGE_AND_ACCURACY: band(7),
      },
      custom_criteria: { 'crit-1': { score: 8, explanation: 'Uses "the graph".' } },
    });
    const report = await engine().assessWriting({
      task: { ...toeflTask, exam: 'IELTS', ieltsTask: 1, kind: 'ielts_task1', minWords: 150 },
      answerText: 'The graph shows a steady rise.',
      customCriteria: [
        {
          id: 'crit-1',
          name: 'Use of data',
          description: 'Quotes figures',
          minScore: 0,
          maxScore: 10,
          levels: [{ score: 10, descriptor: 'Every figure quoted' }],
        },
      ],
    });

    expect(report.score).toBe(6.5);
    expect(report.criteria.map((criterion) => criterion.aspects)).toEqual([[], [], [], []]);
    expect(report.customCriteria).toEqual([
      {
        id: 'crit-1',
        name: 'Use of data',
        score: 8,
        explanation: 'Uses "the graph".',
        aspects: [],
      },
    ]);
    const schema = received[0].body.response_format.json_schema.schema;
    expect(schema.required).not.toContain('score');
    expect(schema.properties.custom_criteria.required).toEqual(['crit-1']);
  });

  it.each([
    [
      'text that is not JSON',
      'Here is my assessment: great essay!',
      "The AI provider's assessment is not valid JSON",
    ],
    [
      'a score outside the scale',
      {
        ...goodToefl(),
        criteria: { ...goodToefl().criteria, LANGUAGE_USE: toeflCriterion(7, []) },
      },
      "The AI provider's answer is unusable: criteria.LANGUAGE_USE.score is 7, outside 0 to 5",
    ],
    [
      'a missing field',
      { ...goodToefl(), reason: undefined },
      "The AI provider's answer is unusable: reason is missing",
    ],
  ])('fails permanently on %s', async (_case, content, message) => {
    reply = answering(content);
    const error = await failure(engine().assessWriting(toeflRequest));
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error.message).toBe(message);
    expect(error.transient).toBe(false);
  });

  it('fails transiently on a 500 once the SDK has retried', async () => {
    reply = json(500, { error: { message: 'upstream exploded' } });
    const error = await failure(engine({ maxRetries: 1 }).assessWriting(toeflRequest));
    expect(error.message).toBe('The AI provider failed (500)');
    expect(error.transient).toBe(true);
    expect(received).toHaveLength(2);
  });

  it('fails transiently on a server that does not answer in time', async () => {
    reply = () => undefined;
    const started = Date.now();
    const error = await failure(engine({ timeoutMs: 300 }).assessWriting(toeflRequest));
    // Under plain Node the SDK reports a timeout ("did not answer within 300 ms"); under jest
    // undici's AbortError comes from another realm and the SDK calls it a connection error.
    expect(error.message).toMatch(
      /^The AI provider (did not answer within 300 ms|could not be reached)$/,
    );
    expect(error.transient).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it.each([
    [401, 'The AI provider refused the credentials (401)'],
    [400, 'The AI provider rejected the request: 400 Unknown model for key [redacted]'],
  ])('never repeats the API key, even when the server echoes it (%s)', async (status, message) => {
    const echo =
      status === 401
        ? `Incorrect API key provided: ${API_KEY}`
        : `Unknown model for key ${API_KEY}`;
    reply = json(status, { error: { message: echo } });
    const error = await failure(engine().assessWriting(toeflRequest));
    expect(error.message).toBe(message);
    expect(error.transient).toBe(false);
  });

  it('reads an image by sending it as a data URL and returns the transcription', async () => {
    reply = answering({ text: 'I goed to school.\n', confidence: 88 });
    const png = Buffer.from('89504e470d0a1a0a0000', 'hex');
    const result = await engine().readImage({ data: png, mimeType: 'image/png' });

    expect(result).toEqual({ text: 'I goed to school.', confidence: 88 });
    const content = received[0].body.messages[0].content as ContentPart[];
    const part = content.find((item) => item.type === 'image_url');
    expect(part?.image_url?.url).toBe(`data:image/png;base64,${png.toString('base64')}`);
  });
});
