import { writtenLemma } from 'src/ai/builtin/language/text/written-lemma';

describe('writtenLemma', () => {
  it("puts the student's British spelling back on wink-nlp's American lemma", () => {
    expect(writtenLemma('centres', 'centers', 'center')).toBe('centre');
    expect(writtenLemma('programmes', 'programs', 'program')).toBe('programme');
    expect(writtenLemma('Colours', 'colors', 'color')).toBe('colour');
    expect(writtenLemma('analysing', 'analyzing', 'analyze')).toBe('analyse');
    expect(writtenLemma('organised', 'organized', 'organize')).toBe('organise');
    expect(writtenLemma('travelling', 'traveling', 'travel')).toBe('travel');
  });

  it('keeps the lemma of words the normaliser did not respell', () => {
    expect(writtenLemma('centers', 'centers', 'center')).toBe('center');
    expect(writtenLemma('went', 'went', 'go')).toBe('go');
    expect(writtenLemma("n't", 'not', 'not')).toBe('not');
    expect(writtenLemma('ca', 'can', 'can')).toBe('can');
  });
});
