import type { WritingAssessment, WritingTask } from 'src/ai/ports/writing-assessment.port';
import {
  AMERICAN_ESSAY,
  BRITISH_ESSAY,
  BRITISH_TO_AMERICAN,
  CHART_QUESTION,
  CHART_REPORT,
  COMMUNITY_SERVICE_QUESTION,
  DISCUSSION_QUESTION,
  EXTENSION_EMAIL,
  EXTENSION_EMAIL_QUESTION,
  FREE_UNIVERSITY_ESSAY,
  FREE_UNIVERSITY_QUESTION,
} from 'src/ai/builtin/__fixtures__/british-essays';
import { BuiltinWritingAssessor } from 'src/ai/builtin/builtin-writing-assessor';
import { MISTAKE_TYPES } from 'src/ai/builtin/language/mistake-type';
import { writingTaskFor } from 'src/modules/evaluations/writing-tasks';

/** The whole offline engine, real checker and fitted model, on the answers teachers reported (#13). */
describe('builtin feedback a teacher would accept', () => {
  let engine: BuiltinWritingAssessor;

  beforeAll(async () => {
    engine = await BuiltinWritingAssessor.create();
  }, 60_000);

  const ieltsTask2 = (question: string) => writingTaskFor('IELTS', 'IE-AC-W-02', question);
  const assess = (task: WritingTask, answerText: string) =>
    engine.assessWriting({ task, answerText, customCriteria: [] });
  const grammarAt = (result: WritingAssessment, text: string) =>
    result.grammar.filter((f) => f.text === text).map((f) => [f.mistakeType, f.replacement]);

  describe('British English', () => {
    let british: WritingAssessment;
    let american: WritingAssessment;

    beforeAll(async () => {
      const task = ieltsTask2(COMMUNITY_SERVICE_QUESTION);
      [british, american] = [await assess(task, BRITISH_ESSAY), await assess(task, AMERICAN_ESSAY)];
    }, 30_000);

    it('reports no British spelling and gives the band of the American twin', () => {
      expect(AMERICAN_ESSAY).not.toBe(BRITISH_ESSAY);
      const britishWords = new Set(Object.keys(BRITISH_TO_AMERICAN));
      expect(british.spelling.filter((f) => britishWords.has(f.word.toLowerCase()))).toEqual([]);
      expect(british.score).toBe(american.score);
      expect(british.criteria.map((c) => [c.name, c.score])).toEqual(
        american.criteria.map((c) => [c.name, c.score]),
      );
    });

    it('finds the same mistakes in both spellings', () => {
      expect(british.grammar.map((f) => [f.text, f.mistakeType])).toEqual(
        american.grammar.map((f) => [f.text, f.mistakeType]),
      );
    });
  });

  describe('an IELTS essay with misspellings and agreement mistakes', () => {
    let result: WritingAssessment;

    beforeAll(async () => {
      result = await assess(ieltsTask2(FREE_UNIVERSITY_QUESTION), FREE_UNIVERSITY_ESSAY);
    }, 30_000);

    it('finds the agreement and possessive mistakes teachers mark', () => {
      expect(grammarAt(result, 'thinks')).toEqual([['SUBJECT_VERB_AGREEMENT', 'think']]);
      expect(grammarAt(result, 'teach')).toEqual([['SUBJECT_VERB_AGREEMENT', 'teaches']]);
      expect(grammarAt(result, 'Students')).toEqual([['POSSESSIVE', "Students'"]]);
      expect(grammarAt(result, 'students')).toEqual([['POSSESSIVE', "students'"]]);
      const teach = result.grammar.find((f) => f.text === 'teach');
      expect(teach?.recommendation).toContain('"community service"');
    });

    it('does not ask to delete "the" in "the money has to come from taxes"', () => {
      const at = FREE_UNIVERSITY_ESSAY.indexOf('the money has to come');
      expect(result.grammar.filter((f) => f.offset === at)).toEqual([]);
    });

    it('leads the reason with what costs the band and mentions every kind of marked mistake', () => {
      expect(result.reason).toMatch(/^Band \d(\.5)? of 9\./);
      expect(result.reason).toContain('Marked in the text: 7 misspellings ("goverment"');
      expect(result.reason).toMatch(/grammar mistakes \(\d subject-verb agreement, 2 possessive/);
      // The grammar evidence quotes an agreement mistake, not the first missing comma.
      expect(result.reason).toMatch(/e\.g\. "thinks" in "Nowadays many people thinks/);
      expect(result.reason).not.toMatch(/Strongest: word count/);
    });

    it('advises on spelling as well as grammar, most costly first', () => {
      const advice = result.scopeOfImprovement;
      expect(advice).toContain('"goverment" → "government"');
      expect(advice).toMatch(/"thinks" → "think"; "teach" → "teaches"/);
      expect(advice).toContain('Add at least 55 more words: finish the essay');
    });
  });

  describe('advice that fits the task', () => {
    it('a TOEFL email: no essay connectors, no example after the greeting', async () => {
      const result = await assess(
        writingTaskFor('TOEFL', 'TF-IB-W-01', EXTENSION_EMAIL_QUESTION),
        EXTENSION_EMAIL,
      );
      const feedback = [
        result.scopeOfImprovement,
        ...result.criteria.flatMap((c) => c.aspects.map((a) => a.explanation)),
      ].join(' ');
      expect(feedback).not.toContain('In addition');
      expect(feedback).not.toMatch(/after "Dear Professor Lee/);
      expect(result.scopeOfImprovement).toContain(
        'finish the email after "I would like to ask if I can submit it next Monday',
      );
      expect(grammarAt(result, 'were')).toEqual([['SUBJECT_VERB_AGREEMENT', 'was']]);
    });

    it('a TOEFL discussion: key words come from the question, not its framing', async () => {
      const answer =
        'I believe community service should be voluntary. When students are forced to volunteer, ' +
        'they often do the minimum and learn little. For example, my cousin had to clean a park ' +
        'for twenty hours, and he only counted the minutes. Students who choose to help, on the ' +
        'other hand, care about the people they serve and keep volunteering after they graduate. ' +
        'Schools should encourage service with credit or awards instead of requiring it.';
      const result = await assess(
        writingTaskFor('TOEFL', 'TF-IB-W-02', DISCUSSION_QUESTION),
        answer,
      );
      const clarity = result.criteria
        .flatMap((c) => c.aspects)
        .find((a) => a.key === 'clarity_and_relevance_of_ideas');
      expect(clarity?.explanation).toMatch(
        /key words \("school", "require", "student", "community"/,
      );
      expect(clarity?.explanation).not.toMatch(/"teach"|"class"|"post"/);
    });

    it('an IELTS Task 1 report is asked for figures, not for "for example"', async () => {
      const result = await assess(
        writingTaskFor('IELTS', 'IE-AC-W-01', CHART_QUESTION),
        CHART_REPORT,
      );
      expect(result.scopeOfImprovement).toContain('figures from the data');
      expect(result.scopeOfImprovement).not.toContain('concrete example');
    });
  });

  it('names every grammar mistake by kind: no bare GRAMMAR, there/their under one name', async () => {
    expect(MISTAKE_TYPES).not.toContain('GRAMMAR');
    const text =
      'Their are many reasons to travel, and travellers enjoy there free time in new places. ' +
      'Some people prefer to stay at home because it is cheaper and more comfortable for them.';
    const result = await assess(ieltsTask2('Is travelling abroad worth the cost?'), text);
    expect(grammarAt(result, 'Their')).toEqual([['CONFUSED_WORDS', 'There']]);
    expect(grammarAt(result, 'there')).toEqual([['CONFUSED_WORDS', 'their']]);
  });
});
