import { deriveMarkingScheme, explicitMarkingPoints } from 'src/ai/builtin/grading/marking-scheme';

describe('deriveMarkingScheme', () => {
  it('makes one point per sentence, sharing the marks', () => {
    expect(
      deriveMarkingScheme(
        'Heat the solution so the water evaporates. The salt crystals are left behind.',
        2,
      ),
    ).toEqual([
      { text: 'Heat the solution so the water evaporates.', marks: 1 },
      { text: 'The salt crystals are left behind.', marks: 1 },
    ]);
  });

  it('joins a fragment too short to mark ("Yes.") to the sentence after it', () => {
    expect(
      deriveMarkingScheme(
        'Yes. Both solutions are saturated. So they have the same concentration.',
        2,
      ),
    ).toEqual([
      { text: 'Yes. Both solutions are saturated.', marks: 1 },
      { text: 'So they have the same concentration.', marks: 1 },
    ]);
  });

  it('gives each point at least a whole mark, grouping sentences when marks are fewer', () => {
    expect(
      deriveMarkingScheme('The water evaporated. The salt was left. It formed crystals.', 1),
    ).toEqual([{ text: 'The water evaporated. The salt was left. It formed crystals.', marks: 1 }]);
    expect(deriveMarkingScheme('Plants need light; they also need water.', 3)).toEqual([
      { text: 'Plants need light', marks: 1.5 },
      { text: 'they also need water.', marks: 1.5 },
    ]);
  });

  it('keeps a teacher’s "1 mark for" lines when their marks add up', () => {
    const text = '1 mark for the water evaporates\n1 mark: the salt is left behind';
    expect(explicitMarkingPoints(text)).toEqual([
      { text: 'the water evaporates', marks: 1 },
      { text: 'the salt is left behind', marks: 1 },
    ]);
    expect(deriveMarkingScheme(text, 2)).toEqual(explicitMarkingPoints(text));
    expect(deriveMarkingScheme('The bulb lights (2 marks)', 2)).toEqual([
      { text: 'The bulb lights', marks: 2 },
    ]);
  });

  it('has no points without a model answer', () => {
    expect(deriveMarkingScheme('  ', 2)).toEqual([]);
  });
});
