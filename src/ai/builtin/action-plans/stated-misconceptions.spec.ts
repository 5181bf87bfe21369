import { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import {
  namedMisconception,
  statedMisconception,
  teacherStatement,
} from 'src/ai/builtin/action-plans/stated-misconceptions';

const curriculum = Curriculum.load(null);
const seasons = [curriculum.get('science.seasons')!];
const heat = [curriculum.get('science.heat-transfer')!];

describe('stated misconceptions', () => {
  it('finds the curriculum misconception an answer states, in the student’s words', () => {
    for (const answer of [
      'Earth is closer to the Sun in summer and further away in winter.',
      'In summer the Earth is nearer to the Sun so it is hotter.',
    ])
      expect(statedMisconception(answer, seasons)).toMatchObject({
        statement: 'It is summer when the Earth is closer to the Sun',
        topicId: 'science.seasons',
      });
    expect(
      statedMisconception(
        'Yes, the metal spoon is at a lower temperature than the wooden spoon.',
        heat,
      )?.correction,
    ).toMatch(/both spoons are at room temperature/);
  });

  it('does not call a correct or a negated answer a misconception', () => {
    expect(
      statedMisconception(
        'Seasons happen because the axis is tilted, not because the Earth is closer to the Sun.',
        seasons,
      ),
    ).toBeNull();
    expect(
      statedMisconception(
        'Both are at the same temperature; metal conducts heat away faster.',
        heat,
      ),
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
  });
});
