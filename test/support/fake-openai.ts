import type { IncomingMessage, ServerResponse } from 'node:http';
import { actionPlanWording } from 'test/support/fake-openai-action-plans';
import { answerTranscription, type SpokenSegment } from 'test/support/fake-openai-audio';
import { classroomAnalysis } from 'test/support/fake-openai-classroom';
import { type LoopbackServer, startLoopbackServer } from 'test/support/loopback-server';

/** The step names the teaching provider puts in `response_format.json_schema.name`. */
export type TeachingSchemaName =
  | 'subject_matter'
  | 'question_plan'
  | 'worksheet_questions'
  | 'worksheet_explanations'
  | 'lesson_alignment'
  | 'lesson_content'
  | 'lesson_enrichment'
  | 'answer_sheet_grades'
  | 'classroom_analysis'
  | 'student_action_plan'
  | 'teacher_action_plan';

/** The parts of a JSON schema the fake reads (keys of objects, items of arrays, enums). */
export interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  enum?: string[];
}

/** The parts of a chat-completions request the fake reads. */
export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: {
    type: string;
    json_schema?: { name: string; strict?: boolean; schema: SchemaNode };
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  /** `response_format.json_schema.name`, or `''` without one. */
  schemaName: string;
  /** The topic named in the user message (`Topic: …;`), null for `(none)`. */
  topic: string | null;
  /** The user message. */
  prompt: string;
  body: ChatRequest;
  /** What the fake did: `answered`, `status 500`, `bad content`, `bad answer`, `unanswerable`. */
  outcome: string;
}

/** A plain JSON answer, as the fake builds it and a fault rewrites it. */
export type Answer = Record<string, unknown>;

/**
 * How the fake misbehaves for one request: an HTTP error status, a raw message content (e.g. not
 * JSON), or its valid answer rewritten (a count off, an MCQ answer not among its options).
 */
export type Fault =
  | { status: number }
  | { content: string }
  | { rewrite: (answer: Answer, request: ChatRequest) => Answer };

interface QuestionLike {
  answer: string;
  options: string[];
}

/** Ready-made faults. */
export const FAULTS = {
  /** A transient failure: OpenAI's 500 body. */
  serverError: { status: 500 } as Fault,
  /** A chatty answer that is not JSON. */
  notJson: { content: 'Sure! Here it is: {"subject_matter": ' } as Fault,
  /** worksheet_questions: the first single-answer MCQ's answer is none of its options. */
  answerNotAmongOptions: {
    rewrite: (answer) => {
      const [first] = answer.mcq_single_answer as QuestionLike[];
      first.answer = 'None of the above';
      return answer;
    },
  } as Fault,
  /** worksheet_questions / worksheet_explanations: one item of `key` too few. */
  oneFewer: (key: string): Fault => ({
    rewrite: (answer) => {
      (answer[key] as unknown[]).pop();
      return answer;
    },
  }),
};

export interface FakeOpenAi {
  /** `AI_BASE_URL` for the app: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  server: LoopbackServer;
  /** Every chat-completions request, in order, with what the fake did. */
  calls: RecordedCall[];
  /** The calls whose prompt names `topic` (each test uses its own topic). */
  callsAbout(topic: string): RecordedCall[];
  /**
   * The next `times` requests for `schemaName` (about `topic`, when given) get `fault` instead of
   * a valid answer.
   */
  fail(
    schemaName: TeachingSchemaName,
    fault: Fault,
    options?: { times?: number; topic?: string },
  ): void;
  /**
   * What a recording says: `/audio/transcriptions` answers these segments for a file with exactly
   * these bytes (a speech model the test has taught), and 400 for any other file.
   */
  speak(audio: Buffer, segments: SpokenSegment[]): void;
  /** Every `/audio/transcriptions` request: its form fields and the bytes of its file. */
  transcriptions: { fields: Record<string, string>; file: Buffer }[];
  close(): Promise<void>;
}

interface PendingFault {
  schemaName: string;
  topic?: string;
  fault: Fault;
  left: number;
}

/** The model could not build an answer from the request: the fake answers 400 saying why. */
export class Unanswerable extends Error {}

/**
 * An OpenAI-compatible chat-completions server on loopback that plays a diligent model: for each
 * teaching step it answers the step's JSON schema with a valid, deterministic answer built from
 * the request alone, as a real model would: the keys from the schema, and what the provider strips
 * from the schema (exact counts, minutes) from the prompt's lines (`- <type>: <n>`, `Aim for
 * these counts per Bloom level: {…}`, `per difficulty: {…}`, `Plan a N-minute lesson`, the
 * alignment or questions as JSON on the last line).
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const calls: RecordedCall[] = [];
  const faults: PendingFault[] = [];

  const recordings: { audio: Buffer; segments: SpokenSegment[] }[] = [];
  const transcriptions: FakeOpenAi['transcriptions'] = [];

  const server = await startLoopbackServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (request.method === 'POST' && request.url?.endsWith('/audio/transcriptions')) {
        answerTranscription(request, body, response, recordings, transcriptions);
      } else handle(request, body.toString('utf8'), response);
    });
  });

  function handle(request: IncomingMessage, raw: string, response: ServerResponse) {
    const path = request.url ?? '/';
    if (request.method !== 'POST' || !path.endsWith('/chat/completions')) {
      sendJson(response, 404, openAiError(`Unknown route ${request.method} ${path}`, 'not_found'));
      return;
    }
    let body: ChatRequest;
    try {
      body = JSON.parse(raw) as ChatRequest;
    } catch {
      sendJson(response, 400, openAiError('The request body is not JSON', 'invalid_request'));
      return;
    }
    const prompt = body.messages?.find((message) => message.role === 'user')?.content ?? '';
    const schemaName = body.response_format?.json_schema?.name ?? '';
    const topic = contextOf(prompt).topic;
    const call: RecordedCall = {
      method: request.method,
      path,
      schemaName,
      topic,
      prompt,
      body,
      outcome: 'answered',
    };
    calls.push(call);

    const fault = takeFault(schemaName, topic);
    if (fault && 'status' in fault) {
      call.outcome = `status ${fault.status}`;
      sendJson(response, fault.status, openAiError('The server had an error', 'server_error'));
      return;
    }
    if (fault && 'content' in fault) {
      call.outcome = 'bad content';
      sendJson(response, 200, completion(fault.content));
      return;
    }
    let answer: Answer;
    try {
      answer = answerFor(body, prompt);
    } catch (error) {
      call.outcome = 'unanswerable';
      const message = error instanceof Error ? error.message : String(error);
      sendJson(response, 400, openAiError(`fake-openai: ${message}`, 'invalid_request'));
      return;
    }
    if (fault) {
      call.outcome = 'bad answer';
      answer = fault.rewrite(answer, body);
    }
    sendJson(response, 200, completion(JSON.stringify(answer)));
  }

  function takeFault(schemaName: string, topic: string | null): Fault | undefined {
    const pending = faults.find(
      (item) =>
        item.left > 0 &&
        item.schemaName === schemaName &&
        (item.topic === undefined || item.topic === topic),
    );
    if (!pending) return undefined;
    pending.left -= 1;
    return pending.fault;
  }

  return {
    baseUrl: `${server.url}/v1`,
    server,
    calls,
    callsAbout: (topic) => calls.filter((call) => call.topic === topic),
    fail: (schemaName, fault, options = {}) =>
      faults.push({ schemaName, fault, topic: options.topic, left: options.times ?? 1 }),
    speak: (audio, segments) => recordings.push({ audio, segments }),
    transcriptions,
    close: () => server.close(),
  };
}

// ------------------------------------------------------------------------------ wire format

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export const openAiError = (message: string, type: string) => ({
  error: { message, type, param: null, code: null },
});

const completion = (content: string) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: 1_700_000_000,
  model: 'fake-teacher',
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content, refusal: null },
      finish_reason: 'stop',
      logprobs: null,
    },
  ],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

// ------------------------------------------------------------------------- reading a prompt

interface PromptContext {
  subject: string;
  topic: string | null;
  /** The SMART objectives the teacher confirmed, when the prompt has them. */
  objectives: string[];
}

function contextOf(prompt: string): PromptContext {
  const subject = /^Board: .*; subject: (.*)$/m.exec(prompt)?.[1] ?? 'the subject';
  const topic = /^Topic: (.*)$/m.exec(prompt)?.[1] ?? null;
  const standards = /^Learning standards: (.*)$/m.exec(prompt)?.[1];
  let objectives: string[] = [];
  if (standards) {
    const parsed = JSON.parse(standards) as {
      smart_learning_objectives?: { objects?: { ai_recommendations?: string[] } };
    };
    objectives = parsed.smart_learning_objectives?.objects?.ai_recommendations ?? [];
  }
  return { subject, topic: topic === '(none)' ? null : topic, objectives };
}

/** The JSON object that follows `label` in the prompt (flat objects of counts). */
function objectAfter(prompt: string, label: string): Record<string, number> {
  const at = prompt.indexOf(label);
  if (at < 0) throw new Unanswerable(`the prompt has no "${label}"`);
  const match = /\{[^{}]*\}/.exec(prompt.slice(at + label.length));
  if (!match) throw new Unanswerable(`no JSON object after "${label}"`);
  return JSON.parse(match[0]) as Record<string, number>;
}

/** The JSON on the prompt's last line (the questions or the alignment the step works from). */
function lastLineJson<T>(prompt: string): T {
  const last = prompt.trimEnd().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(last) as T;
  } catch {
    throw new Unanswerable('the last line of the prompt is not JSON');
  }
}

const keysOf = (node: SchemaNode | undefined, what: string): string[] => {
  const keys = Object.keys(node?.properties ?? {});
  if (keys.length === 0) throw new Unanswerable(`the schema has no properties for ${what}`);
  return keys;
};

/** `{a: 2, b: 1}` → `['a', 'a', 'b']`, in the object's order. */
const expand = (counts: Record<string, number>) =>
  Object.entries(counts).flatMap(([key, count]) => Array<string>(count).fill(key));

// ------------------------------------------------------------------------ building answers

function answerFor(body: ChatRequest, prompt: string): Answer {
  const format = body.response_format;
  if (format?.type !== 'json_schema' || !format.json_schema) {
    throw new Unanswerable('no response_format.json_schema in the request');
  }
  const { name, schema } = format.json_schema;
  const context = contextOf(prompt);
  switch (name as TeachingSchemaName) {
    case 'subject_matter':
      return subjectMatter(context);
    case 'question_plan':
      return {
        question_summary: `The worksheet checks ${context.topic ?? context.subject} with every question type asked for. It moves from recall to application.`,
        bloom_summary: 'It targets remembering and understanding first, then applying.',
      };
    case 'worksheet_questions':
      return worksheetQuestions(schema, prompt, context);
    case 'worksheet_explanations':
      return worksheetExplanations(schema, prompt, context);
    case 'lesson_alignment':
      return lessonAlignment(schema, prompt, context);
    case 'lesson_content':
      return lessonContent(schema, prompt, context);
    case 'lesson_enrichment':
      return lessonEnrichment(schema, context);
    case 'answer_sheet_grades':
      return answerSheetGrades(prompt);
    case 'classroom_analysis':
      return classroomAnalysis(prompt);
    case 'student_action_plan':
    case 'teacher_action_plan':
      return actionPlanWording(name, lastLineJson<Answer>(prompt));
    default:
      throw new Unanswerable(`no answer for the schema "${name}"`);
  }
}

const topicsOf = (context: PromptContext) =>
  (context.topic ?? context.subject)
    .split(',')
    .map((topic) => topic.trim())
    .filter((topic) => topic.length > 0);

function subjectMatter(context: PromptContext): Answer {
  const topics = topicsOf(context);
  const main = topics.join(' and ');
  return {
    subject_matter: {
      topics_to_be_covered: { topic: topics },
      key_concepts_and_subconcepts: {
        topics: topics.map((topic) => ({
          topic,
          sub_topic: [`What ${topic} is`, `How ${topic} works`, `${topic} in everyday life`],
        })),
      },
    },
    learning_standards: {
      smart_learning_objectives: {
        objects: {
          ai_recommendations: [
            `Define ${main} in one sentence, checked by an exit ticket`,
            `Explain how ${main} works in a labelled diagram, marked with a rubric`,
            `Apply ${main} to two everyday examples in pairs, within ten minutes`,
          ],
        },
      },
    },
  };
}

function worksheetQuestions(schema: SchemaNode, prompt: string, context: PromptContext): Answer {
  const types = keysOf(schema, 'the question types');
  const counts = Object.fromEntries(
    types.map((type) => {
      const match = new RegExp(`^- ${type}: (\\d+)\\b`, 'm').exec(prompt);
      if (!match) throw new Unanswerable(`the prompt gives no count for ${type}`);
      return [type, Number(match[1])];
    }),
  );
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const blooms = expand(objectAfter(prompt, 'Aim for these counts per Bloom level:'));
  const difficulties = expand(objectAfter(prompt, 'per difficulty:'));
  if (blooms.length !== total || difficulties.length !== total) {
    throw new Unanswerable(
      `${total} questions, but ${blooms.length} Bloom and ${difficulties.length} difficulty tags`,
    );
  }
  const topic = context.topic ?? context.subject;
  const objectives = context.objectives.length > 0 ? context.objectives : [`Understand ${topic}`];
  let at = 0;
  const answer: Answer = {};
  for (const type of types) {
    answer[type] = Array.from({ length: counts[type] }, (_, index) => {
      const tags = {
        learning_objectives: objectives[at % objectives.length],
        bloom: blooms[at],
        difficulty: difficulties[at],
      };
      at += 1;
      return { ...questionOf(type, topic, index + 1), tags };
    });
  }
  return answer;
}

function questionOf(type: string, topic: string, n: number) {
  const base = { options: [] as string[], column_a: [] as string[], column_b: [] as string[] };
  switch (type) {
    case 'mcq_single_answer': {
      const options = [1, 2, 3, 4].map((k) => `${topic} fact ${n}.${k}`);
      return {
        ...base,
        question: `Which statement about ${topic} is correct (set ${n})?`,
        options,
        answer: options[n % 4],
      };
    }
    case 'mcq_multiple_answer': {
      const options = [1, 2, 3, 4, 5].map((k) => `${topic} property ${n}.${k}`);
      return {
        ...base,
        question: `Which of these are properties of ${topic} (set ${n})? Choose all that apply.`,
        options,
        answer: `${options[0]}; ${options[2]}`,
      };
    }
    case 'true_false':
      return {
        ...base,
        question: `${topic} statement ${n} holds in every case.`,
        answer: n % 2 === 0 ? 'True' : 'False',
      };
    case 'fill_in_the_blanks':
      return {
        ...base,
        question: `The key term number ${n} of ${topic} is _____.`,
        answer: `term ${n}`,
      };
    case 'match_the_column':
      return {
        ...base,
        question: `Match each ${topic} term of set ${n} with its meaning.`,
        answer: 'see columns',
        column_a: [1, 2, 3, 4].map((k) => `${topic} term ${n}.${k}`),
        column_b: [1, 2, 3, 4].map((k) => `meaning ${n}.${k}`),
      };
    default:
      return {
        ...base,
        question: `${type.replaceAll('_', ' ')} ${n}: describe ${topic}.`,
        answer: `${topic} answer ${n}, with the points expected.`,
      };
  }
}

interface ShownQuestion {
  question: string;
  options: string[];
  answer: string;
}

function worksheetExplanations(schema: SchemaNode, prompt: string, context: PromptContext): Answer {
  const shown = lastLineJson<Record<string, ShownQuestion[]>>(prompt);
  const topic = context.topic ?? context.subject;
  const objective = context.objectives[0] ?? `Understand ${topic}`;
  return Object.fromEntries(
    keysOf(schema, 'the question types').map((type) => [
      type,
      (shown[type] ?? []).map((question) => ({
        learning_objective: objective,
        explanation: `"${question.answer}" is right because it follows from ${topic}.`,
        key_concepts: [topic, `${type.replaceAll('_', ' ')} reasoning`],
        common_mistakes: `Confusing ${topic} with a related idea.`,
        real_world_application: `${topic} shows up in everyday life.`,
      })),
    ]),
  );
}

/** Shares of the lesson per block, in the schema's block order. */
const BLOCK_SHARES = [0.1, 0.3, 0.2, 0.2, 0.1, 0.1];

function lessonAlignment(schema: SchemaNode, prompt: string, context: PromptContext): Answer {
  const match = /Plan a (\d+)-minute lesson/.exec(prompt);
  if (!match) throw new Unanswerable('the prompt gives no lesson length');
  const minutes = Number(match[1]);
  const blocks = keysOf(schema.properties?.instructional_blocks, 'the blocks');
  const durations = blocks.map((_, index) =>
    Math.max(1, Math.floor(minutes * (BLOCK_SHARES[index] ?? 0.1))),
  );
  // The longest block takes what rounding left over, so the blocks add up exactly.
  const longest = durations.indexOf(Math.max(...durations));
  durations[longest] += minutes - durations.reduce((sum, duration) => sum + duration, 0);
  const topic = context.topic ?? context.subject;
  return {
    materials_options: [
      { name: 'Whiteboard', description: `For the key terms of ${topic}` },
      { name: 'Worksheet', description: `Practice questions on ${topic}` },
    ],
    instructional_blocks: Object.fromEntries(
      blocks.map((block, index) => [
        block,
        {
          duration: durations[index],
          component_options: [
            { name: `${block} think-pair-share`, description: `Pairs discuss ${topic}` },
            { name: `${block} quick demo`, description: `The teacher shows ${topic}` },
          ],
          formative_questions: [`What did the ${block.replaceAll('_', ' ')} show about ${topic}?`],
        },
      ]),
    ),
  };
}

interface AlignmentLike {
  instructional_blocks: Record<
    string,
    { duration: number; component_options: { name: string }[]; formative_questions: string[] }
  >;
}

function lessonContent(schema: SchemaNode, prompt: string, context: PromptContext): Answer {
  const alignment = lastLineJson<AlignmentLike>(prompt);
  const topic = context.topic ?? context.subject;
  return Object.fromEntries(
    keysOf(schema, 'the block contents').map((key) => {
      const block = key.replace(/_block$/, '');
      const planned = alignment.instructional_blocks?.[block];
      if (!planned) throw new Unanswerable(`the alignment has no ${block} block`);
      const names = planned.component_options.map((option) => option.name);
      const parts = Math.max(1, Math.min(names.length, planned.duration));
      const minutes = Array.from({ length: parts }, (_, index) =>
        index === 0
          ? planned.duration - Math.floor(planned.duration / parts) * (parts - 1)
          : Math.floor(planned.duration / parts),
      );
      return [
        key,
        {
          components: minutes.map((duration, index) => ({
            component_name: names[index] ?? `${block} activity`,
            duration_minutes: Math.max(1, duration),
            implementation_script: [
              `1. Introduce ${topic} for the ${block.replaceAll('_', ' ')}.`,
              '2. Let pupils work in pairs.',
              '3. Collect answers on the board.',
            ].join('\n'),
            formative_questions: planned.formative_questions.slice(0, 2),
            expected_responses: [`Pupils name one fact about ${topic}.`],
            teacher_notes: `Watch for pupils who mix up ${topic} terms.`,
          })),
        },
      ];
    }),
  );
}

function lessonEnrichment(schema: SchemaNode, context: PromptContext): Answer {
  const types = schema.properties?.enrichment_blocks?.items?.properties?.type?.enum;
  if (!types?.length) throw new Unanswerable('the schema lists no enrichment types');
  const topic = context.topic ?? context.subject;
  return {
    enrichment_blocks: types.map((type) => ({
      type,
      title: `${type.replaceAll('_', ' ')}: ${topic}`,
      description: `A ${type.replaceAll('_', ' ')} activity on ${topic}.`,
      activities: [`Research ${topic} further`, `Present ${topic} to a partner`],
    })),
  };
}

interface SheetLike {
  questions: {
    question_id: string;
    key_points: { point: number; text: string; marks: number }[];
    student_answer: string | null;
    misconceptions?: { id: string; statement: string; correct_idea: string }[];
  }[];
  rubric?: { criterion_id: string; min_score: number; max_score: number }[];
}

const longWords = (text: string) => text.toLowerCase().match(/[a-z]{4,}/g) ?? [];

/**
 * The listed misconception the answer states (three quarters of its statement's words of four
 * letters or more), named on the point sharing most words with it; null when none is stated.
 */
function statedMisconception(
  question: SheetLike['questions'][number],
  said: ReadonlySet<string>,
): {
  point: number;
  misconception: { id: string; statement: string; correct_idea: string };
} | null {
  const stated = (question.misconceptions ?? []).find((item) => {
    const words = longWords(item.statement);
    return (
      words.length > 0 && words.filter((word) => said.has(word)).length * 4 >= words.length * 3
    );
  });
  if (!stated) return null;
  const about = new Set(longWords(`${stated.statement} ${stated.correct_idea}`));
  const shared = (text: string) => longWords(text).filter((word) => about.has(word)).length;
  const [best] = [...question.key_points].sort((a, b) => shared(b.text) - shared(a.text));
  return best ? { point: best.point, misconception: stated } : null;
}

/**
 * answer_sheet_grades: a literal-minded examiner. A key point is earned when the student's answer
 * has at least half of its words of four letters or more, and its evidence is the whole answer;
 * a listed misconception the answer states is named on its point, which then earns nothing;
 * rubric criteria get the share of all marks earned.
 */
function answerSheetGrades(prompt: string): Answer {
  const sheet = lastLineJson<SheetLike>(prompt);
  let earned = 0;
  let total = 0;
  const questions = Object.fromEntries(
    sheet.questions.map((question) => {
      const answer = question.student_answer ?? '';
      const said = new Set(longWords(answer));
      const stated = statedMisconception(question, said);
      const stepMarks = question.key_points.map((point) => {
        total += point.marks;
        if (stated?.point === point.point) {
          const { misconception } = stated;
          return {
            point: point.point,
            awarded: 0,
            status: 'contradicted',
            evidence: answer,
            misconception,
          };
        }
        const words = longWords(point.text);
        const found = words.filter((word) => said.has(word)).length;
        const made = words.length > 0 && found * 2 >= words.length;
        if (made) earned += point.marks;
        return {
          point: point.point,
          awarded: made ? point.marks : 0,
          status: made ? 'earned' : 'missing',
          evidence: made ? answer : null,
          misconception: null,
        };
      });
      const names = (made: boolean) =>
        question.key_points
          .filter((_, i) => stepMarks[i].awarded > 0 === made)
          .map((point) => `"${point.text}"`)
          .join(', ') || 'none';
      return [
        question.question_id,
        {
          step_marks: stepMarks,
          feedback: `Earned: ${names(true)}. Missing: ${names(false)}.`,
        },
      ];
    }),
  );
  const share = total > 0 ? earned / total : 0;
  const rubricScores = Object.fromEntries(
    (sheet.rubric ?? []).map((criterion) => [
      criterion.criterion_id,
      {
        score: criterion.min_score + share * (criterion.max_score - criterion.min_score),
        evidence: [],
      },
    ]),
  );
  return { questions, rubric_scores: rubricScores };
}
