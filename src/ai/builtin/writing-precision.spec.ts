import type { WritingAssessment } from 'src/ai/ports/writing-assessment.port';
import { BuiltinWritingAssessor } from 'src/ai/builtin/builtin-writing-assessor';
import {
  BRITISH_ESSAY,
  COMMUNITY_SERVICE_QUESTION,
} from 'src/ai/builtin/__fixtures__/british-essays';
import { profileText } from 'src/ai/builtin/features/text-profile';
import { LanguageChecker } from 'src/ai/builtin/language/language-checker';
import { bestSuggestion } from 'src/ai/builtin/language/spelling/rank-suggestions';
import { writingTaskFor } from 'src/modules/evaluations/writing-tasks';

/**
 * Correct sentences that teachers saw rewritten or marked wrong (#26): none may get a finding
 * that turns it into a wrong one. `npm run quality:precision` measures the same on JFLEG.
 */
describe('writing feedback precision', () => {
  let checker: LanguageChecker;

  beforeAll(async () => {
    checker = await LanguageChecker.create();
  }, 30_000);

  const findingsOn = async (text: string) => {
    const { spelling, grammar } = await checker.check(text);
    return [
      ...spelling.map((f) => [f.word, f.suggestion]),
      ...grammar.map((f) => [f.text, f.replacement]),
    ];
  };

  it('reads "this" + verb as subject and verb, never "these" + noun', async () => {
    expect(await findingsOn('Building one large hospital: this benefits more people.')).toEqual([]);
    expect(await findingsOn('this benefits more people')).toEqual([]);
    expect(await findingsOn('This changes everything for the families.')).toEqual([]);
    expect(await findingsOn('I think this changes the way we live.')).toEqual([]);
    expect(await findingsOn('This worries many parents.')).toEqual([]);
  });

  it('neither requires nor penalises the Oxford comma: a style preference is not grammar', async () => {
    const without = await checker.check('I like apples, oranges and bananas.');
    const withIt = await checker.check('I like apples, oranges, and bananas.');
    expect(without.grammar).toEqual([]);
    expect(withIt.grammar).toEqual([]);
    const essay = `${BRITISH_ESSAY}\nWe need teachers, parents and volunteers.`;
    const { grammar } = await checker.check(essay);
    expect(grammar.filter((f) => /oxford comma/i.test(f.recommendation))).toEqual([]);
  });

  it('accepts "themself" and never suggests an archaic word', async () => {
    expect(await findingsOn('Everyone should be free to do it themself.')).toEqual([]);
    expect(bestSuggestion('themselfs', ['thyself', 'themselves'])).toBe('themselves');
    expect(bestSuggestion('thyselv', ['thyself'])).toBeNull();
  });

  it('accepts "un-"/"non-" before a known participle, names after a title, open compounds', async () => {
    expect(await findingsOn('Some companies sell uncertified wood.')).toEqual([]);
    // Closing an open compound is at most a style suggestion, never a grammar mistake.
    const { spelling, grammar } = await checker.check('The school teachers work hard.');
    expect(spelling).toEqual([]);
    expect(grammar.filter((f) => f.mistakeType !== 'STYLE')).toEqual([]);
    expect(await findingsOn('I will recieve the letter.')).toEqual([['recieve', 'receive']]);
    expect(await findingsOn('He met Mr. Bacchan at the station.')).toEqual([]);
  });

  it('keeps "part time job" whole: never "a time job"', async () => {
    expect(await findingsOn('Many students have a part time job.')).toEqual([]);
    expect(await findingsOn('Many students have a part-time job.')).toEqual([]);
    const missing = await findingsOn('Many students have part time job in the evening.');
    expect(missing).toEqual([['part time job', 'a part time job']]);
    expect(JSON.stringify(missing)).not.toContain('a time job');
  });

  it('penalises no British spelling and writes its fixes the British way', async () => {
    const british =
      'The centre will analyse the colour of the programme, organise talks and keep travelling.';
    expect(await findingsOn(british)).toEqual([]);
    const { grammar } = await checker.check('The council is organise a meeting at the centre.');
    expect(grammar.map((f) => [f.text, f.replacement])).toEqual([['is organise', 'organises']]);
    expect(grammar[0].recommendation).not.toContain('organizes');
  });

  describe('the report', () => {
    let engine: BuiltinWritingAssessor;
    let report: WritingAssessment;
    const task = writingTaskFor('IELTS', 'IE-AC-W-02', COMMUNITY_SERVICE_QUESTION);
    /** A British answer that keeps returning to "centre" and "programme". */
    const centreEssay = [
      'In my town the youth centre runs a volunteering programme for secondary school students. ' +
        'The centre asks every student to give two hours a week, and the programme has become ' +
        'popular with parents.',
      'Firstly, the programme teaches skills that lessons cannot teach. At the centre, students ' +
        'organise events, analyse what went wrong and apologise to visitors when plans change. ' +
        'The centre also gives them a place to meet people of every age.',
      'Secondly, a compulsory programme would bring more volunteers to the centre. However, the ' +
        'centre would need more staff, and the programme would cost the council money.',
      'In conclusion, I believe that a programme like the one at our centre should be part of ' +
        'every school, because its benefits are greater than its costs.',
    ].join('\n\n');

    beforeAll(async () => {
      engine = await BuiltinWritingAssessor.create({ languageChecker: checker });
      report = await engine.assessWriting({ task, answerText: centreEssay, customCriteria: [] });
    }, 60_000);

    it("echoes the student's own spelling, never words it did not write", () => {
      const everything = JSON.stringify(report);
      expect(everything).not.toMatch(/\bcenter\b|\bprogram\b|\borganize\b|\banalyze\b/);
      expect(report.reason).toContain('"centre" appears 7 times');
      // The themes an answer keeps returning to are read from lemmas, in its own spelling.
      const lemmas = new Set(profileText(centreEssay).words.map((w) => w.lemma));
      expect([...lemmas].filter((l) => /^(centre|programme|organise|analyse)$/.test(l))).toEqual([
        'centre',
        'programme',
        'organise',
        'analyse',
      ]);
      expect([...lemmas].filter((l) => /^(center|program|organize|analyze)$/.test(l))).toEqual([]);
    });

    it('lists no strength under "costs the most"', async () => {
      const good = await engine.assessWriting({
        task,
        answerText: BRITISH_ESSAY,
        customCriteria: [],
      });
      for (const { reason } of [report, good]) {
        const costs = reason.slice(reason.indexOf('Costs the most'));
        expect(reason).toContain('Strongest: ');
        expect(costs).not.toContain('less common words include');
        expect(costs).not.toContain('No grammar mistakes were detected');
        expect(costs).not.toMatch(/: 0 spelling mistakes\./);
      }
    });
  });
});
