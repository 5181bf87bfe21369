import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import { MINI_SHEETS } from 'src/ai/builtin/action-plans/__fixtures__/mini-exam';
import { groundingOf, practiceProblem } from 'src/ai/builtin/action-plans/practice-check';
import { claimWords } from 'src/ai/builtin/action-plans/plan-words';
import type { WorksheetQuestion } from 'src/ai/ports/teaching-content.port';

const tags = { learning_objectives: '', bloom: 'remember', difficulty: 'easy' } as const;
const item = (question: string, options: string[], answer: string): WorksheetQuestion => ({
  question,
  options,
  answer,
  tags,
});

const curriculum = Curriculum.load(null);
const vocabularyOf = (questionId: string, topicId: string) => {
  const question = MINI_SHEETS[1].questions.find((entry) => entry.questionId === questionId);
  const texts = groundingOf(question ? [question] : [], curriculum.get(topicId) ?? null);
  return new Set(texts.flatMap((text) => [...claimWords(text)]));
};

describe('practiceProblem', () => {
  const heat = vocabularyOf('spoon', 'science.heat-transfer');
  const photosynthesis = vocabularyOf('food', 'science.photosynthesis');

  it('rejects a dictionary definition even beside a question about spoons', () => {
    expect(
      practiceProblem(
        item('Which term means "as much as a spoon will hold"?', [], 'spoonful'),
        heat,
      ),
    ).toMatch(/"(hold|spoonful)" is in neither/);
  });

  it('rejects a question about a word of the instruction', () => {
    expect(practiceProblem(item('Explain what name means.', [], ''), heat)).toBe(
      'asks the meaning of "name"',
    );
  });

  it('rejects options the paper and the curriculum do not give', () => {
    const mixed = item(
      'Which of these do green plants need to make their food?',
      ['A. Pressure', 'B. Energy', 'C. Sunlight', 'D. Chop'],
      'C. Sunlight',
    );
    expect(practiceProblem(mixed, photosynthesis)).toMatch(/"(pressure|chop)" is in neither/);
  });

  it('keeps an item the curriculum entry grounds, in everyday wording', () => {
    const sound = item(
      'Heat: The handle of a metal spoon in hot tea becomes hot. What happens, and why?',
      [],
      'Heat travels along the spoon by conduction.',
    );
    expect(practiceProblem(sound, heat)).toBeNull();
    const choice = item(
      'Which gas do green plants take in to make glucose?',
      ['A. Oxygen', 'B. Carbon dioxide', 'C. Starch', 'D. Chlorophyll'],
      'B. Carbon dioxide',
    );
    expect(practiceProblem(choice, photosynthesis)).toBeNull();
  });
});
