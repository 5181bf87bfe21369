import { loadCurriculum } from 'src/ai/builtin/curriculum/curriculum-loader';
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
    grader = new OpenAiAnswerGrader(new OpenAiChat(openAiTestConfig(fake.baseUrl)), {
      topics: loadCurriculum(null),
    });
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

/** A science sheet whose first answer states a curriculum misconception. */
const plants: GradingRequest = {
  subject: 'Science',
  questions: [
    {
      questionId: 'q-food',
      questionNumber: '1',
      questionText: 'Where do green plants get their food from?',
      maxMarks: 2,
      modelAnswer: 'Green plants make their own food in their leaves by photosynthesis.',
      markingScheme: [
        { text: 'Green plants make their own food', marks: 1 },
        { text: 'in their leaves by photosynthesis', marks: 1 },
      ],
    },
    {
      questionId: 'q-spoon',
      questionNumber: '2',
      questionText:
        'A metal spoon and a wooden spoon lie in a room. Why does the metal feel colder?',
      maxMarks: 2,
      modelAnswer:
        'Both spoons are at the same temperature; metal conducts heat away from the hand.',
      markingScheme: [
        { text: 'Both spoons are at the same temperature', marks: 1 },
        { text: 'Metal conducts heat away from the hand faster', marks: 1 },
      ],
    },
  ],
  answers: [
    { questionId: 'q-food', text: 'Plants get their food from the soil.', confidence: null },
    {
      questionId: 'q-spoon',
      text: 'Metal conducts heat away from the hand faster, so the spoon is hotter.',
      confidence: null,
    },
  ],
  rubric: null,
};

interface PromptedQuestion {
  question_id: string;
  misconceptions: { id: string; statement: string; correct_idea: string }[];
}
const promptedQuestions = (prompt: string) =>
  (JSON.parse(prompt.split('\n').pop()!) as { questions: PromptedQuestion[] }).questions;

describe('OpenAiAnswerGrader: the curriculum misconceptions an answer states', () => {
  let fake: FakeOpenAi;
  let grader: OpenAiAnswerGrader;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    grader = new OpenAiAnswerGrader(new OpenAiChat(openAiTestConfig(fake.baseUrl)), {
      topics: loadCurriculum(null),
    });
  });
  afterAll(() => fake.close());

  const stepsOf = (answer: Answer, questionId: string) =>
    questionsOf(answer)[questionId].step_marks;

  it("offers each question its subject's misconceptions and the model only their ids", async () => {
    const before = fake.calls.length;
    await grader.grade(plants);
    const [call] = fake.calls.slice(before);
    const [food, spoon] = promptedQuestions(call.prompt);
    expect(food.misconceptions[0]).toEqual({
      id: expect.stringMatching(/^M\d+$/),
      statement: 'Plants get their food from the soil.',
      correct_idea: expect.stringMatching(/make their own food/),
    });
    expect(spoon.misconceptions.map((m) => m.statement)).toContain(
      'The metal spoon is at a lower temperature than the wooden spoon.',
    );
    // The schema holds the model to the ids listed for the question (or null).
    type Node = { properties: Record<string, Node>; items: Node; anyOf: Node[]; enum: unknown[] };
    const schema = call.body.response_format!.json_schema!.schema as unknown as Node;
    const step = schema.properties.questions.properties['q-food'].properties.step_marks.items;
    expect(step.properties.misconception.anyOf[1].properties.id.enum).toEqual([
      ...food.misconceptions.map((m) => m.id),
      null,
    ]);
  });

  it('names a stated curriculum misconception in its words, and its point earns nothing', async () => {
    fake.fail('answer_sheet_grades', {
      rewrite: (answer) => {
        // A generous model: full marks for the point it names the misconception on.
        const [first] = stepsOf(answer, 'q-food');
        first.awarded = 1;
        first.status = 'earned';
        (first.misconception as Record<string, unknown>).statement = 'Plants eat soil.';
        return answer;
      },
    });
    const [food, spoon] = (await grader.grade(plants)).questions;
    expect(food.score).toBe(0);
    expect(food.stepMarks[0]).toMatchObject({
      awarded: 0,
      status: 'contradicted',
      evidence: 'Plants get their food from the soil.',
      misconception: {
        statement: 'Plants get their food from the soil.',
        correction: expect.stringMatching(/make their own food/),
        topicId: 'science.photosynthesis',
      },
    });
    expect(food.feedback).toContain(food.stepMarks[0].misconception!.correction);
    expect(spoon.score).toBe(1);
    expect(spoon.stepMarks.map((s) => s.misconception ?? null)).toEqual([null, null]);
  });

  it("keeps a contradiction of the point in the student's words, at 0 for that point", async () => {
    fake.fail('answer_sheet_grades', {
      rewrite: (answer) => {
        const [same] = stepsOf(answer, 'q-spoon');
        Object.assign(same, {
          awarded: 0.5,
          status: 'partial',
          evidence: 'the spoon is hotter',
          misconception: {
            id: null,
            statement: 'The metal spoon is hotter than the wooden one.',
            correct_idea: 'Both spoons are at room temperature.',
          },
        });
        return answer;
      },
    });
    const [, spoon] = (await grader.grade(plants)).questions;
    expect(spoon.score).toBe(1);
    expect(spoon.stepMarks[0]).toEqual({
      point: 'Both spoons are at the same temperature',
      marks: 1,
      awarded: 0,
      status: 'contradicted',
      evidence: 'the spoon is hotter',
      misconception: {
        statement: 'The metal spoon is hotter than the wooden one.',
        correction: 'Both spoons are at room temperature.',
        topicId: null,
      },
    });
    expect(spoon.feedback).toMatch(
      /Not right: "The metal spoon is hotter than the wooden one"\. The correct idea: Both spoons are at room temperature\.$/,
    );
  });

  it('drops a misconception that is neither listed for the question nor tied to the answer', async () => {
    fake.fail('answer_sheet_grades', {
      rewrite: (answer) => {
        const [same, conducts] = stepsOf(answer, 'q-spoon');
        // Another question's id, and a contradiction quoting words the student never wrote.
        same.misconception = { id: 'M1', statement: 'x', correct_idea: 'y' };
        conducts.misconception = {
          id: null,
          statement: 'Wood is a metal.',
          correct_idea: 'Wood is not a metal.',
        };
        conducts.evidence = 'wood is a metal';
        return answer;
      },
    });
    const [, spoon] = (await grader.grade(plants)).questions;
    expect(spoon.stepMarks.map((s) => [s.awarded, s.status, s.misconception ?? null])).toEqual([
      [0, 'missing', null],
      [1, 'earned', null],
    ]);
    expect(spoon.score).toBe(1);
  });

  it('offers nothing for a subject the curriculum does not cover', async () => {
    const before = fake.calls.length;
    await grader.grade({ ...plants, subject: 'Computer Science' });
    const [call] = fake.calls.slice(before);
    expect(promptedQuestions(call.prompt).map((q) => q.misconceptions)).toEqual([[], []]);
  });
});
