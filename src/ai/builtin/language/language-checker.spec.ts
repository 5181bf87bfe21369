import { LanguageChecker } from 'src/ai/builtin/language/language-checker';

describe('LanguageChecker', () => {
  let checker: LanguageChecker;

  beforeAll(async () => {
    checker = await LanguageChecker.create();
  }, 30_000);

  it('quotes a misspelled word and recommends the closest common word', async () => {
    const text = 'I will recieve the letter tomorow.';
    const { spelling } = await checker.check(text);
    expect(spelling.map((f) => [f.word, f.suggestion])).toEqual([
      ['recieve', 'receive'],
      ['tomorow', 'tomorrow'],
    ]);
    expect(spelling[0]).toMatchObject({ offset: 7, length: 7 });
    expect(spelling[0].recommendation).toBe('"recieve" is misspelled; write "receive".');
  });

  it('leaves names, acronyms, links, emails and codes alone', async () => {
    const text =
      'We met Ngozi at the UNESCO office, wrote to ngozi@unesco.org, read https://exmpl.org/abot and took bus 7b.';
    expect((await checker.check(text)).spelling).toEqual([]);
  });

  it('checks a capitalised word at the start of a sentence', async () => {
    const { spelling } = await checker.check('It rained. Becouse of that we stayed home.');
    expect(spelling.map((f) => [f.word, f.suggestion])).toEqual([['Becouse', 'Because']]);
  });

  it('accepts contractions and possessives but restores a dropped apostrophe', async () => {
    const { spelling } = await checker.check("People's ideas don't change, but I dont agree.");
    expect(spelling.map((f) => [f.word, f.suggestion])).toEqual([['dont', "don't"]]);
  });

  it('reports grammar with a type, the fix and advice quoting the text', async () => {
    const text = 'She eats a apple every day and he go to school.';
    const { grammar } = await checker.check(text);
    expect(grammar.map((f) => [f.text, f.mistakeType, f.replacement])).toEqual(
      expect.arrayContaining([
        ['a', 'ARTICLE', 'an'],
        ['go', 'SUBJECT_VERB_AGREEMENT', 'goes'],
      ]),
    );
    const article = grammar.find((f) => f.mistakeType === 'ARTICLE');
    expect(article?.recommendation).toContain('Write "an" instead of "a".');
  });

  it('keeps offsets in string indexes after emoji and reports a misspelling only once', async () => {
    const text = 'Great day 😀 at scool, and he go home.';
    const { spelling, grammar } = await checker.check(text);
    for (const finding of [...spelling.map((f) => ({ ...f, text: f.word })), ...grammar]) {
      expect(text.slice(finding.offset, finding.offset + finding.length)).toBe(finding.text);
    }
    expect(spelling.map((f) => f.word)).toEqual(['scool']);
    expect(grammar.some((f) => f.text === 'scool')).toBe(false);
    expect(grammar.map((f) => f.text)).toContain('go');
  });

  it('gives the same findings in the same order for the same text', async () => {
    const text = 'There is many student who recieve a apple and dont know it.';
    const first = await checker.check(text);
    expect(first.spelling.length + first.grammar.length).toBeGreaterThan(2);
    expect(await checker.check(text)).toEqual(first);
  });

  describe('British and American spelling', () => {
    const british =
      'The colour of the centre changed. I analyse the programme, apologise to the organisation, ' +
      'realise that travelling is my favourite behaviour and enrol in maths at the theatre.';

    it('accepts British and American spellings by default', async () => {
      expect((await checker.check(british)).spelling).toEqual([]);
      const american = 'The color of the center changed. I analyze the program and apologize.';
      expect((await checker.check(american)).spelling).toEqual([]);
    });

    it('suggests a misspelt word in the spelling the answer uses', async () => {
      const { spelling } = await checker.check('The colour of my neighbourhood has a nice flavur.');
      expect(spelling.map((f) => [f.word, f.suggestion])).toEqual([['flavur', 'flavour']]);
    });

    it('reports no British word as a grammar or dialect mistake', async () => {
      const { grammar } = await checker.check(
        'Whilst the lorry drove along the pavement, my mum queued for a licence.',
      );
      expect(grammar).toEqual([]);
    });

    it('under SPELLING_VARIANTS=us gives the American spelling, not the nearest word', async () => {
      const us = await LanguageChecker.create('us');
      const { spelling } = await us.check(british);
      expect(spelling.map((f) => [f.word, f.suggestion])).toEqual([
        ['colour', 'color'],
        ['centre', 'center'],
        ['analyse', 'analyze'],
        ['programme', 'program'],
        ['apologise', 'apologize'],
        ['organisation', 'organization'],
        ['realise', 'realize'],
        ['travelling', 'traveling'],
        ['favourite', 'favorite'],
        ['behaviour', 'behavior'],
        ['enrol', 'enroll'],
        ['maths', 'math'],
        ['theatre', 'theater'],
      ]);
      expect(spelling[2].recommendation).toBe(
        '"analyse" is the British spelling; this answer is checked for American spelling, so write "analyze".',
      );
    }, 30_000);

    it('under SPELLING_VARIANTS=gb reports American spellings but accepts "-ize"', async () => {
      const gb = await LanguageChecker.create('gb');
      const { spelling } = await gb.check(
        'I organized the color of the center and realize that it matters.',
      );
      expect(spelling.map((f) => [f.word, f.suggestion])).toEqual([
        ['color', 'colour'],
        ['center', 'centre'],
      ]);
    }, 30_000);
  });
});
