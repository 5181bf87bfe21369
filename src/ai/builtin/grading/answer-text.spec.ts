import { readAnswerText } from 'src/ai/builtin/grading/answer-text';

/** The content words of a text, a "!" after each one read as negated. */
const marked = (text: string) =>
  readAnswerText(text)
    .content.map((t) => `${t.lower}${t.negated ? '!' : ''}`)
    .join(' ');

describe('readAnswerText', () => {
  it('negates the words a negator reaches in its clause', () => {
    expect(marked('The bulbs do not stay lit, so the circuit is broken.')).toBe(
      'bulbs stay! lit! circuit broken',
    );
    expect(marked('Plants grow without soil.')).toBe('plants grow soil!');
  });

  it('reads "cannot … without" and "not … without" as no negation at all', () => {
    expect(marked('Plants cannot make food without light.')).toBe('plants food light');
    expect(marked('Sound can not be made without vibrations, but it is not loud.')).toBe(
      'sound vibrations loud!',
    );
  });

  it('numbers clauses at punctuation and at words that open one', () => {
    const clauses = readAnswerText('Metal is a conductor and wood is an insulator; so it works.')
      .content.map((t) => `${t.lower}:${t.clause}`)
      .join(' ');
    expect(clauses).toBe('metal:0 conductor:0 wood:1 insulator:1 works:3');
  });
});
