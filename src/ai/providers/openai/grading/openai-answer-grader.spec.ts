import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import type { GradingRequest } from 'src/ai/ports/answer-grading.port';
import { OpenAiAnswerGrader } from 'src/ai/providers/openai/grading/openai-answer-grader';
import { OpenAiChat } from 'src/ai/providers/openai/openai-chat';
import { type Answer, type FakeOpenAi, startFakeOpenAi } from 'test/support/fake-openai';
import { openAiTestConfig } from 'test/support/openai-test-config';

const request: GradingRequest = {
  subject: 'Science',
  questions: [
    {
      questionId: 'q-evaporation',
      questionNumber: '1',
      questionText: 'How did you separate the salt from the water?',
      maxMarks: 2,
      modelAnswer: 'The water evaporated, leaving the salt behind.',
      markingScheme: [
        { text: 'The water evaporated', marks: 1 },
        { text: 'The salt was left behind', marks: 1 },
      ],
    },
    {
      questionId: 'q-circuit',
      questionNumber: '2',
      questionText: 'Why does the bulb light?',
      maxMarks: 1,
      modelAnswer: 'The circuit is complete.',
      markingScheme: [],
    },
  ],
  answers: [
    {
      questionId: 'q-evaporation',
      text: 'I let the water get evaporated in the sun.',
      confidence: null,
    },
    { questionId: 'q-circuit', text: '   ', confidence: null },
  ],
  rubric: [
    {
      criterionId: 'c-science',
      name: 'Scientific understanding',
      description: null,
      minScore: 0,
      maxScore: 4,
      levels: [
        { score: 0, descriptor: 'No understanding shown' },
        { score: 1, descriptor: 'Some understanding' },
        { score: 3, descriptor: 'Secure understanding' },
      ],
    },
  ],
};

type Questions = Record<string, { step_marks: Record<string, unknown>[]; feedback: string }>;
const questionsOf = (answer: Answer) => answer.questions as Questions;

describe('OpenAiAnswerGrader against a loopback OpenAI-compatible server', () => {
  let fake: FakeOpenAi;
  let grader: OpenAiAnswerGrader;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    grader = new OpenAiAnswerGrader(new OpenAiChat(openAiTestConfig(fake.baseUrl)));
  });
  afterAll(() => fake.close());

  const failure = async (promise: Promise<unknown>): Promise<AiProviderError> => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    if (!(error instanceof AiProviderError))
      throw new Error(`expected an AiProviderError: ${String(error)}`);
    return error;
  };

  it('grades the whole sheet in one strict JSON-schema call and adds up the step marks', async () => {
    const before = fake.calls.length;
    const sheet = await grader.grade(request);

    const calls = fake.calls.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0].schemaName).toBe('answer_sheet_grades');
    expect(calls[0].body.response_format?.json_schema?.strict).toBe(true);
    // The prompt carries the derived scheme of the question that had none.
    expect(calls[0].prompt).toContain('"text":"The circuit is complete."');

    const [evaporation, circuit] = sheet.questions;
    expect(evaporation.score).toBe(1);
    expect(evaporation.stepMarks.map((s) => [s.status, s.awarded])).toEqual([
      ['earned', 1],
      ['missing', 0],
    ]);
    expect(evaporation.stepMarks[0].evidence).toBe('I let the water get evaporated in the sun.');
    expect(evaporation.feedback).toContain('Missing: "The salt was left behind"');
    expect(circuit.score).toBe(0);
    expect(circuit.feedback).toMatch(/No answer was written/);
    // Half the marks → 0 + 0.333 × 4 = 1.33, lowered to the level at or below it.
    expect(sheet.rubricScores).toEqual([
      {
        criterionId: 'c-science',
        criterion: 'Scientific understanding',
        score: 1,
        maxScore: 4,
        descriptor: 'Some understanding',
        evidence: [],
      },
    ]);
  });

  it('refuses an answer that leaves a question out', async () => {
    fake.fail('answer_sheet_grades', {
      rewrite: (answer) => {
        delete questionsOf(answer)['q-circuit'];
        return answer;
      },
    });
    const error = await failure(grader.grade(request));
    expect(error.transient).toBe(false);
    expect(error.message).toMatch(
      /does not fit its schema: questions must have required property 'q-circuit'/,
    );
  });

  it('refuses marks that are not in half marks or exceed the point', async () => {
    fake.fail('answer_sheet_grades', {
      rewrite: (answer) => {
        questionsOf(answer)['q-evaporation'].step_marks[0].awarded = 0.3;
        return answer;
      },
    });
    expect((await failure(grader.grade(request))).message).toMatch(
      /awarded must be multiple of 0.5/,
    );

    fake.fail('answer_sheet_grades', {
      rewrite: (answer) => {
        questionsOf(answer)['q-circuit'].step_marks[0].awarded = 1.5;
        return answer;
      },
    });
    expect((await failure(grader.grade(request))).message).toMatch(/must be <= 1/);
  });

  it('drops evidence that is not the student’s words', async () => {
    fake.fail('answer_sheet_grades', {
      rewrite: (answer) => {
        const steps = questionsOf(answer)['q-evaporation'].step_marks;
        steps[0].evidence = 'The water evaporated';
        steps[1].awarded = 1;
        steps[1].status = 'earned';
        steps[1].evidence = 'in the sun';
        return answer;
      },
    });
    const sheet = await grader.grade(request);
    expect(sheet.questions[0].score).toBe(2);
    expect(sheet.questions[0].stepMarks.map((s) => s.evidence)).toEqual([null, 'in the sun']);
  });

  it('reports a server failure as transient so the job is retried', async () => {
    fake.fail('answer_sheet_grades', { status: 503 });
    const error = await failure(grader.grade(request));
    expect(error.transient).toBe(true);
    expect(error.message).toBe('The AI provider failed (503)');
  });

  it('refuses an answer that is not JSON', async () => {
    fake.fail('answer_sheet_grades', { content: 'Here are the grades: {' });
    const error = await failure(grader.grade(request));
    expect(error.transient).toBe(false);
    expect(error.message).toMatch(/not valid JSON/);
  });
});
