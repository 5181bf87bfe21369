import type { PracticeRequest } from 'src/ai/ports/action-planning.port';
import { AiProviderError } from 'src/ai/ports/ai-provider.error';
import { exam, sheet } from 'src/ai/builtin/action-plans/__fixtures__/scored-sheets';
import { BuiltinActionPlanner } from 'src/ai/builtin/action-plans/builtin-action-planner';
import { OpenAiActionPlanner } from 'src/ai/providers/openai/action-plans/openai-action-planner';
import { OpenAiChat } from 'src/ai/providers/openai/openai-chat';
import { type FakeOpenAi, startFakeOpenAi } from 'test/support/fake-openai';
import { openAiTestConfig } from 'test/support/openai-test-config';

const practice = (request: PracticeRequest) =>
  Promise.resolve([`Fill in the blank about ${request.concept}: _____.`]);

const asha = sheet('a', 'Asha', {
  q1: { score: 0, answer: 'The other bulbs stay lit.', earned: [], contradicted: [1] },
  q2: { score: 2, answer: 'A liquid turning into a gas below its boiling point.', earned: [0, 1] },
  q3: { score: 1, answer: 'An object stays at rest.', earned: [0] },
});
const ben = sheet('b', 'Ben', {
  q1: {
    score: 0,
    answer: 'The other bulbs stay lit and get brighter.',
    earned: [],
    contradicted: [1],
  },
  q2: { score: 2, answer: 'Liquid becomes gas below the boiling point.', earned: [0, 1] },
  q3: { score: 0, answer: '', earned: [] },
});

describe('OpenAiActionPlanner against a loopback OpenAI-compatible server', () => {
  let fake: FakeOpenAi;
  let planner: OpenAiActionPlanner;
  const builtin = new BuiltinActionPlanner();

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    planner = new OpenAiActionPlanner(new OpenAiChat(openAiTestConfig(fake.baseUrl)));
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

  it('keeps the builtin plan’s questions, marks and practice, in the model’s words', async () => {
    const before = fake.calls.length;
    const plan = await planner.planForStudent(exam, asha, practice);
    const calls = fake.calls.slice(before);
    expect(calls.map((call) => call.schemaName)).toEqual(['student_action_plan']);
    expect(calls[0].body.response_format?.json_schema?.strict).toBe(true);
    // The model is shown the student's answers and the plan it must keep.
    expect(calls[0].prompt).toContain('The other bulbs stay lit.');

    const facts = await builtin.planForStudent(exam, asha, practice);
    expect(plan.focus_areas.map((area) => [area.question_ids, area.practice])).toEqual(
      facts.focus_areas.map((area) => [area.question_ids, area.practice]),
    );
    expect(plan.focus_areas[0].recommendation).toBe(
      `Asha, next: ${facts.focus_areas[0].recommendation}`,
    );
    expect(plan.strengths).toEqual(facts.strengths.map((item) => `Asha, well done: ${item}`));
    expect(plan.plan.map((week) => week.week)).toEqual(facts.plan.map((week) => week.week));
  });

  it('keeps the teacher plan’s figures and rewords misconceptions', async () => {
    const plan = await planner.planForTeacher(exam, [asha, ben], practice);
    const facts = await builtin.planForTeacher(exam, [asha, ben], practice);
    expect(plan.question_means).toEqual(facts.question_means);
    expect(plan.weak_concepts).toEqual(facts.weak_concepts);
    expect(plan.students_needing_support).toEqual(facts.students_needing_support);
    expect(plan.misconceptions.length).toBeGreaterThan(0);
    expect(plan.misconceptions.map((item) => [item.count, item.example])).toEqual(
      facts.misconceptions.map((item) => [item.count, item.example]),
    );
    expect(plan.misconceptions[0].description).toBe(
      `With the class: ${facts.misconceptions[0].description}`,
    );
  });

  it('refuses an answer that drops a focus area, naming the problem', async () => {
    fake.fail('student_action_plan', {
      rewrite: (answer) => ({
        ...answer,
        focus_areas: (answer.focus_areas as unknown[]).slice(1),
      }),
    });
    const error = await failure(planner.planForStudent(exam, asha, practice));
    expect(error.transient).toBe(false);
    expect(error.message).toMatch(/student action plan does not fit its schema: focus_areas/);
  });

  it('reports a server error as transient, so the step is retried', async () => {
    fake.fail('teacher_action_plan', { status: 503 });
    const error = await failure(planner.planForTeacher(exam, [asha, ben], practice));
    expect(error.transient).toBe(true);
  });
});
