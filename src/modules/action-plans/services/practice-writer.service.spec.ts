import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { BuiltinActionPlanner } from 'src/ai/builtin/action-plans/builtin-action-planner';
import { groundingOf } from 'src/ai/builtin/action-plans/practice-check';
import { MINI_EXAM, MINI_SHEETS } from 'src/ai/builtin/action-plans/__fixtures__/mini-exam';
import type { PracticeRequest } from 'src/ai/ports/action-planning.port';
import type {
  PlanningInput,
  QuestionType,
  TeachingContentGenerator,
  WorksheetQuestion,
  WorksheetQuestions,
} from 'src/ai/ports/teaching-content.port';
import { QUESTION_TYPES } from 'src/ai/ports/teaching-content.port';
import { PracticeWriterService } from 'src/modules/action-plans/services/practice-writer.service';

const tags = { learning_objectives: '', bloom: 'remember', difficulty: 'easy' } as const;
const item = (question: string, options: string[] = [], answer = ''): WorksheetQuestion => ({
  question,
  options,
  answer,
  tags,
});

/** A generator that writes what it is given, remembering what it was asked. */
function generator(written: Partial<Record<QuestionType, WorksheetQuestion[]>>) {
  const inputs: PlanningInput[] = [];
  const content = {
    writeQuestions: (input: PlanningInput) => {
      inputs.push(input);
      const all = Object.fromEntries(QUESTION_TYPES.map((type) => [type, written[type] ?? []]));
      return Promise.resolve(all as WorksheetQuestions);
    },
  } as unknown as TeachingContentGenerator;
  return { writer: new PracticeWriterService(content), inputs };
}

const curriculum = Curriculum.load(null);
const photosynthesis = curriculum.get('science.photosynthesis') ?? null;
const food = MINI_SHEETS[2].questions[0];

const request = (overrides: Partial<PracticeRequest> = {}): PracticeRequest => ({
  exam: MINI_EXAM,
  concept: 'photosynthesis',
  topic: 'Photosynthesis',
  questions: [food],
  count: 3,
  grounding: groundingOf([food], photosynthesis),
  ...overrides,
});

/** The broken items of issue #26, as the document-based writer produced them. */
const BROKEN = {
  fill_in_the_blanks: [item('Which term means "as much as a spoon will hold"?', [], 'spoonful')],
  short_answer: [item('Explain what name means.')],
  mcq_single_answer: [
    item(
      'Which of these do green plants need to make their food?',
      ['A. Pressure', 'B. Energy', 'C. Sunlight', 'D. Chop'],
      'C. Sunlight',
    ),
  ],
};

describe('PracticeWriterService', () => {
  it('asks for practice on the curriculum topic, with no documents, so it is written from the entry', async () => {
    const { writer, inputs } = generator({});
    await writer.write(request());
    expect(inputs[0]).toMatchObject({ topic: 'Photosynthesis', subject: 'Science', sources: [] });
  });

  it('drops the items it cannot ground, keeping the sound ones in turn', async () => {
    const sound = item(
      'Fill in the blank: _____ is the part of a plant cell where photosynthesis takes place.',
      [],
      'Chloroplast',
    );
    const { writer } = generator({
      ...BROKEN,
      fill_in_the_blanks: [...BROKEN.fill_in_the_blanks, sound],
    });
    expect(await writer.write(request())).toEqual([sound.question]);
  });

  it('gives no practice rather than broken practice, and the plan says so', async () => {
    const { writer } = generator(BROKEN);
    expect(await writer.write(request())).toEqual([]);
    const planner = new BuiltinActionPlanner(curriculum);
    const plan = await planner.planForStudent(MINI_EXAM, MINI_SHEETS[2], (asked) =>
      writer.write(asked),
    );
    const area = plan.focus_areas.find((focus) => focus.concept === 'photosynthesis');
    expect(area?.practice).toEqual([]);
    expect(area?.recommendation).toContain(
      'No practice questions on photosynthesis could be written and checked against the paper and the curriculum',
    );
  });
});
