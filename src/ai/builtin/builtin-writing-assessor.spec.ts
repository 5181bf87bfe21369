import type { WritingAssessment } from 'src/ai/ports/writing-assessment.port';
import {
  essayTask,
  fakeChecker,
  PHOTOSYNTHESIS_ESSAY,
  STRONG_ESSAY,
  WEAK_ESSAY,
} from 'src/ai/builtin/__fixtures__/essays';
import { BuiltinWritingAssessor } from 'src/ai/builtin/builtin-writing-assessor';
import { ieltsOverallBand } from 'src/ai/writing-rubrics';

describe('BuiltinWritingAssessor', () => {
  let engine: BuiltinWritingAssessor;

  beforeAll(async () => {
    engine = await BuiltinWritingAssessor.create({ languageChecker: fakeChecker });
  });

  const assess = (answerText: string, task = essayTask()) =>
    engine.assessWriting({ task, answerText, customCriteria: [] });
  const criterion = (result: WritingAssessment, id: string) =>
    result.criteria.find((c) => c.id === id)!;

  it('scores a strong essay above a weak one, overall and on language use', async () => {
    const strong = await assess(STRONG_ESSAY);
    const weak = await assess(WEAK_ESSAY);
    expect(strong.score).toBeGreaterThanOrEqual(weak.score + 1);
    expect(criterion(strong, 'h3').score).toBeGreaterThan(criterion(weak, 'h3').score);
    expect(strong.taskIssues).toEqual([]);
  });

  it('reports the TOEFL criteria with their four aspects on the 0–5 half-point scale', async () => {
    const result = await assess(STRONG_ESSAY);
    expect(result.criteria.map((c) => c.name)).toEqual([
      'TASK_FULFILLMENT',
      'ORGANIZATION_AND_COHERENCE',
      'LANGUAGE_USE',
    ]);
    expect(criterion(result, 'h2').aspects.map((a) => a.key)).toEqual([
      'logical_progression',
      'paragraphing',
      'cohesive_devices',
      'unity_of_ideas',
    ]);
    for (const score of [
      result.score,
      ...result.criteria.flatMap((c) => [c.score, ...c.aspects.map((a) => a.score)]),
    ]) {
      expect(score * 2).toBe(Math.round(score * 2));
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(5);
    }
  });

  it('quotes the student and names the fixes in the weak essay', async () => {
    const result = await assess(WEAK_ESSAY);
    expect(result.spelling.map((f) => f.word)).toContain('becuase');
    expect(result.scopeOfImprovement).toMatch(/"becuase" → "because"|"is make" → "makes"/);
    const language = criterion(result, 'h3');
    expect(language.aspects.find((a) => a.key === 'sentence_variety')!.explanation).toMatch(
      /\d+ sentences/,
    );
    expect(criterion(result, 'h2').aspects.find((a) => a.key === 'paragraphing')!.explanation).toBe(
      '1 paragraph averaging 116 words.',
    );
    expect(result.reason).toMatch(/^Score \d(\.5)? of 5\./);
  });

  it('flags an answer below the minimum and lowers its task score', async () => {
    const full = await assess(STRONG_ESSAY);
    const short = await assess(STRONG_ESSAY, essayTask({ minWords: 600 }));
    expect(short.taskIssues.map((i) => i.code)).toEqual(['WORD_COUNT_BELOW_MINIMUM']);
    expect(short.taskIssues[0].message).toContain('at least 600');
    expect(criterion(short, 'h1').score).toBeLessThan(criterion(full, 'h1').score);
    expect(short.score).toBeLessThan(full.score);
  });

  it('flags an answer about something else as off topic and caps its score', async () => {
    const result = await assess(PHOTOSYNTHESIS_ESSAY, essayTask({ minWords: 50 }));
    expect(result.taskIssues.map((i) => i.code)).toContain('OFF_TOPIC');
    expect(result.score).toBeLessThanOrEqual(1);
    expect(result.reason).toContain('"technology"');
  });

  it('scores an empty or near-empty answer 0 and says why', async () => {
    const empty = await assess('   ');
    expect(empty.score).toBe(0);
    expect(empty.reason).toBe('Score 0. The answer is empty.');
    expect(empty.criteria.every((c) => c.score === 0)).toBe(true);
    const nearEmpty = await assess('Technology is good for students.');
    expect(nearEmpty.score).toBe(0);
    expect(nearEmpty.reason).toContain('only 5 words');
    expect(nearEmpty.taskIssues[0].code).toBe('WORD_COUNT_BELOW_MINIMUM');
  });

  it('gives IELTS four whole-band criteria and the rounded overall band', async () => {
    const task = essayTask({
      exam: 'IELTS',
      questionType: 'IE-AC-A-01',
      ieltsTask: 1,
      minWords: 150,
    });
    const result = await assess(STRONG_ESSAY, task);
    expect(result.criteria.map((c) => c.name)).toEqual([
      'TASK_ACHIEVEMENT',
      'COHERENCE_AND_COHESION',
      'LEXICAL_RESOURCE',
      'GRAMMATICAL_RANGE_AND_ACCURACY',
    ]);
    expect(result.criteria.every((c) => Number.isInteger(c.score) && c.aspects.length === 0)).toBe(
      true,
    );
    expect(result.score).toBe(ieltsOverallBand(result.criteria.map((c) => c.score)));
    expect(result.reason).toMatch(/^Band \d(\.5)? of 9\./);
  });

  it('scores custom criteria on their own range at a defined level, with evidence', async () => {
    const grammar = {
      id: 'c-1',
      name: 'Grammar',
      description: 'Accurate verb forms and agreement',
      minScore: 0,
      maxScore: 10,
      levels: [
        { score: 2, descriptor: 'Frequent errors' },
        { score: 6, descriptor: 'Some errors' },
        { score: 10, descriptor: 'Accurate throughout' },
      ],
    };
    const run = (text: string) =>
      engine.assessWriting({ task: essayTask(), answerText: text, customCriteria: [grammar] });
    const [strong] = (await run(STRONG_ESSAY)).customCriteria;
    const [weak] = (await run(WEAK_ESSAY)).customCriteria;
    expect([2, 6, 10]).toContain(strong.score);
    expect(weak.score).toBeLessThan(strong.score);
    expect(weak.explanation).toMatch(/closest to the level "Frequent errors"|"Some errors"/);
    expect(weak.explanation).toContain('"is make"');
  });

  it('gives the same essay the same report every time', async () => {
    const first = await assess(WEAK_ESSAY);
    // Other essays in between fill the checker's caches and harper's memory.
    await assess(STRONG_ESSAY);
    await assess(PHOTOSYNTHESIS_ESSAY);
    expect(await assess(WEAK_ESSAY)).toEqual(first);
  });
});
