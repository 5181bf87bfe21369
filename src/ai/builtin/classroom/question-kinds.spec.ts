import { classifyQuestion } from 'src/ai/builtin/classroom/question-kinds';

describe('classifyQuestion', () => {
  it.each([
    'Why do you think they are the same?',
    'How did you get 12?',
    'So, what do you notice about the pattern?',
    'Can you explain your answer?',
    'What would happen if we doubled it?',
    'Could someone tell us more about that?',
    'Does anyone have a different way?',
    'How do you know?',
    'Okay, how could you check your answer using the fraction strips?',
    'Can you say more about that?',
    'Who agrees with Priya, and who disagrees?',
    "What's happening to the water level?",
    'What patterns do you see in the table?',
  ])('open: %s', (question) => expect(classifyQuestion(question)).toBe('open'));

  it.each([
    'Is 2/4 the same as 1/2?',
    'How many sides does a hexagon have?',
    'Okay, what is 7 times 8?',
    'Who can tell me the answer?',
    'It is even, right?',
    'Did everyone finish?',
    'Which colour is the numerator?',
    'What did we say the top number is called?',
    'What is mass divided by volume called?',
    'Does wood float?',
  ])('closed: %s', (question) => expect(classifyQuestion(question)).toBe('closed'));
});
