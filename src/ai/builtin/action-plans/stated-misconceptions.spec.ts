import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import {
  claimsOfAnswer,
  namedMisconception,
  statedMisconception,
  teacherStatement,
} from 'src/ai/builtin/action-plans/stated-misconceptions';

const curriculum = Curriculum.load(null);
const seasons = [curriculum.get('science.seasons')!];
const heat = [curriculum.get('science.heat-transfer')!];
const photosynthesis = [curriculum.get('science.photosynthesis')!];

describe('stated misconceptions (the grader’s matcher)', () => {
  it('finds the curriculum misconception an answer states, in the student’s words', async () => {
    for (const answer of [
      'Earth is closer to the Sun in summer and further away in winter.',
      'In summer the Earth is nearer to the Sun so it is hotter.',
    ])
      expect(await statedMisconception(answer, seasons)).toMatchObject({
        statement: 'It is summer when the Earth is closer to the Sun',
        topicId: 'science.seasons',
      });
    for (const answer of [
      'Yes, the metal spoon is colder than the wooden spoon.',
      'Yes, the metal spoon is at a lower temperature than the wooden spoon.',
    ])
      expect((await statedMisconception(answer, heat))?.correction).toMatch(
        /both spoons are at room temperature/,
      );
    expect(
      await statedMisconception(
        'They get their food from the soil through the roots.',
        photosynthesis,
        'How do green plants get their food?',
      ),
    ).toMatchObject({ statement: 'Plants get their food from the soil' });
  });

  it('does not call a correct or a negated answer a misconception', async () => {
    expect(
      await statedMisconception(
        'Seasons happen because the axis is tilted, not because the Earth is closer to the Sun.',
        seasons,
      ),
    ).toBeNull();
    for (const answer of [
      'Both are at the same temperature; metal conducts heat away faster.',
      'The metal spoon feels colder because it conducts heat away from your hand faster.',
    ])
      expect(await statedMisconception(answer, heat)).toBeNull();
    expect(
      await statedMisconception('Plants take in water from the soil.', photosynthesis),
    ).toBeNull();
  });

  it('reads what a teacher’s comment says the student believes', () => {
    expect(teacherStatement('Misconception: seasons are caused by distance from the Sun.')).toBe(
      'seasons are caused by distance from the Sun',
    );
    expect(teacherStatement('Common misconception that cold flows into things')).toBe(
      'cold flows into things',
    );
    expect(teacherStatement('Misconception.')).toBe('');
    expect(teacherStatement('Good answer, but name the gas.')).toBeNull();
  });

  it('matches a teacher’s statement to the curriculum misconception it names', () => {
    expect(
      namedMisconception('seasons are caused by distance from the Sun', seasons),
    ).toMatchObject({ statement: 'It is summer when the Earth is closer to the Sun' });
    expect(namedMisconception('the student did not show working', seasons)).toBeNull();
    expect(namedMisconception('thinks plants eat soil', photosynthesis)).toBeNull();
  });

  it('gathers the grader’s, the answer’s and the teacher’s claims', async () => {
    const claims = await claimsOfAnswer(
      {
        questionText: 'Why is it hotter in summer than in winter?',
        studentAnswer: 'Earth is closer to the Sun in summer.',
        misconceptions: [],
        teacherComment: 'Misconception: seasons are caused by distance from the Sun.',
      },
      seasons[0],
    );
    expect(claims.map((c) => [c.statement, c.byTeacher])).toEqual([
      ['It is summer when the Earth is closer to the Sun', false],
      ['It is summer when the Earth is closer to the Sun', true],
    ]);
    expect(new Set(claims.map((c) => c.key)).size).toBe(1);
  });
});
