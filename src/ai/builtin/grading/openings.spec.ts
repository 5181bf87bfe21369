import { leadAgreement, openingVerdict, readLead } from 'src/ai/builtin/grading/openings';
import { readQuantities } from 'src/ai/builtin/grading/quantities';

const agreement = (point: string, answer: string) =>
  leadAgreement(readLead(point), answer, readQuantities(answer));

describe('openings', () => {
  it('reads the yes/no an answer opens with', () => {
    expect(openingVerdict('No, because the circuit is broken.')?.value).toBe(false);
    expect(openingVerdict('T')?.value).toBe(true);
    expect(openingVerdict('Nothing happens.')).toBeNull();
  });

  it('reads the choice or amount a model answer opens with, not its numbering or a sentence', () => {
    expect(readLead('A. The water in heater A got hotter faster.')).toEqual({
      kind: 'option',
      letter: 'A',
    });
    expect(readLead('X: the more concentrated solution weighs more.')).toMatchObject({
      kind: 'option',
      letter: 'X',
    });
    expect(readLead('40 meters. The change is 20 meters and 20 meters.')).toMatchObject({
      kind: 'quantity',
    });
    expect(readLead('2. The root grows first to take up water.')).toBeNull();
    expect(readLead('I. Plants need light.')).toBeNull();
    expect(readLead('A magnet attracts iron. It does not attract copper.')).toBeNull();
    expect(readLead('Heat it. The water evaporates.')).toBeNull();
  });

  it('tells the same choice from another, however the student writes it', () => {
    const point = 'C. Black absorbs more heat than white.';
    expect(agreement(point, 'C, because black absorbs heat.')).toBe(1);
    expect(agreement(point, '(c) black gets hotter')).toBe(1);
    expect(agreement(point, 'The answer is C.')).toBe(1);
    expect(agreement(point, 'A. Because it has less water.')).toBe(-1);
    expect(agreement(point, 'B because it is darker.')).toBe(-1);
    // An article or a pronoun is no choice.
    expect(agreement(point, 'A black pan absorbs more heat.')).toBe(0);
    expect(agreement(point, 'I think black absorbs more heat.')).toBe(0);
  });

  it('tells the same amount from another, in other units or without one', () => {
    const point = '40 meters. The change in elevation is 20 meters between A and B.';
    expect(agreement(point, '4000 cm, because 20 and 20 make 40.')).toBe(1);
    expect(agreement(point, '40, because you add them.')).toBe(1);
    expect(agreement(point, '30 meters, C is lower.')).toBe(-1);
    expect(agreement(point, 'C is lower than A.')).toBe(0);
  });
});
