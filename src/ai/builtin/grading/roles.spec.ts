import { readAnswerText } from 'src/ai/builtin/grading/answer-text';
import { readClaims, swappedClaims } from 'src/ai/builtin/grading/roles';

const claims = (text: string) =>
  readClaims(readAnswerText(text)).map((claim) => ({
    doers: claim.doers.map((t) => t.lower),
    action: claim.action.lower,
    undergoers: claim.undergoers.map((t) => t.lower),
  }));

const swapped = (point: string, answer: string) =>
  swappedClaims(
    readClaims(readAnswerText(point)),
    readClaims(readAnswerText(answer)),
    (ours, theirs) => ours.key === theirs.key,
  ).map((t) => t.lower);

describe('roles', () => {
  it('reads who does what to whom, the passive turned round', () => {
    expect(claims('The Moon orbits the Earth.')).toEqual([
      { doers: ['moon'], action: 'orbits', undergoers: ['earth'] },
    ]);
    // "pumps" tagged as a plural noun after a singular one is the verb.
    expect(claims('The heart pumps blood.')).toEqual([
      { doers: ['heart'], action: 'pumps', undergoers: ['blood'] },
    ]);
    expect(claims('Plants need water.')[0].action).toBe('need');
    expect(claims('Harold was defeated by William.')).toEqual([
      { doers: ['william'], action: 'defeated', undergoers: ['harold'] },
    ]);
  });

  it('finds a claim said the other way round, not the same claim in other order', () => {
    expect(swapped('The Moon orbits the Earth.', 'The Earth orbits the Moon.')).toEqual(['orbits']);
    expect(swapped('William defeated Harold.', 'Harold defeated William.')).toEqual(['defeated']);
    expect(swapped('William defeated Harold.', 'Harold was defeated by William.')).toEqual([]);
    expect(swapped('The heart pumps blood around the body.', 'The blood pumps the heart.')).toEqual(
      ['pumps'],
    );
    expect(
      swapped(
        'The Moon orbits the Earth.',
        'The Moon orbits the Earth and the Earth orbits the Sun.',
      ),
    ).toEqual([]);
    // A negated verb says something else again; it is not the claim turned round.
    expect(swapped('William defeated Harold.', 'Harold did not defeat William.')).toEqual([]);
  });
});
