import { BLUEPRINT_REVIEW } from 'src/ai/builtin/teaching/__fixtures__/passages';
import { oddOneOut, wordClass } from 'src/ai/builtin/teaching/curriculum/term-options';
import type { TermItem } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import {
  allQuestions,
  curriculumContext,
  curriculumSheet,
} from 'src/ai/builtin/teaching/curriculum/curriculum-sheet.spec-helper';

const term = (name: string, definition: string) => ({ term: name, definition }) as TermItem;

describe('term options and stems', () => {
  it('reads a term’s word class from its meaning', () => {
    expect(wordClass(term('hatch', 'to come out of an egg'))).toBe('verb');
    expect(wordClass(term('aquatic', 'living in water'))).toBe('adjective');
    expect(wordClass(term('nest', 'a home that birds build for their eggs'))).toBe('noun');
    expect(wordClass(term('skimming', 'reading quickly to get the gist'))).toBe('noun');
    expect(wordClass(term('permission', 'being allowed to do something'))).toBe('noun');
  });

  it('finds the key that is the only one of its kind among its options', () => {
    const nest = term('nest', 'a home that birds build for their eggs and young');
    const animals = [
      term('herbivore', 'an animal that eats only plants'),
      term('carnivore', 'an animal that eats only other animals'),
      term('wild animal', 'an animal that lives on its own in nature'),
    ];
    expect(oddOneOut(nest, animals)).toBe(true);
    expect(oddOneOut(animals[0], [nest, ...animals.slice(1)])).toBe(false);
  });

  it.each([
    ['EVS', 'Grade 4', 'Animals around us'],
    ['Science', 'Grade 6', 'Adaptation and habitats'],
  ])(
    '%s %s "%s": a definition stem reads as English, and no MCQ key is the only verb',
    async (subject, grade, topic) => {
      const { questions } = await curriculumSheet(
        curriculumContext(subject, grade, topic),
        BLUEPRINT_REVIEW,
      );
      const stems = allQuestions(questions).map((q) => q.question);
      for (const stem of stems)
        expect(stem).not.toMatch(
          /name for (to|living|describing) |_____ (is|are) (to|living|describing) |word for (to|living) /,
        );
      const choices = questions.mcq_single_answer.map((q) => q.answer);
      expect(choices.some((answer) => /\. Hatch$/.test(answer))).toBe(false);
    },
  );
});
