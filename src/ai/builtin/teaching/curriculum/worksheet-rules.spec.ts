import { QUESTION_TYPES } from 'src/ai/ports/teaching-content.port';
import { BLUEPRINT_REVIEW } from 'src/ai/builtin/teaching/__fixtures__/passages';
import {
  allQuestions as all,
  curriculumContext,
  curriculumSheet,
} from 'src/ai/builtin/teaching/curriculum/curriculum-sheet.spec-helper';

const TOPICS: [string, string, string][] = [
  ['Science', 'Grade 8', 'Force and pressure'],
  ['History', 'Grade 8', 'The Revolt of 1857'],
  ['Civics', 'Grade 9', 'Elections'],
  ['Economics', 'Grade 10', 'Money and credit'],
  ['Science', 'Grade 7', 'Respiration'],
  ['Mathematics', 'Grade 7', 'Integers'],
];

const sheet = ([subject, grade, topic]: [string, string, string]) =>
  curriculumSheet(curriculumContext(subject, grade, topic), BLUEPRINT_REVIEW);

describe('curriculum worksheet rules a teacher checks', () => {
  it.each(TOPICS)(
    '%s %s "%s": an argument to settle never earns a mark for a name',
    async (...t) => {
      const { questions } = await sheet(t);
      for (const q of all(questions)) {
        const scheme = /Marking scheme \(\d+ marks?, 1 for each point\): (.*)$/.exec(q.answer)?.[1];
        if (!scheme) continue;
        const points = scheme.replace(/\.$/, '').split('; ');
        expect(points).not.toContain('Ravi is right');
        expect(new Set(points).size).toBe(points.length);
      }
    },
  );

  it.each(TOPICS)('%s %s "%s": no stock common-mistakes line', async (...t) => {
    const { notes } = await sheet(t);
    for (const note of QUESTION_TYPES.flatMap((type) => notes[type]))
      expect(note.common_mistakes).not.toMatch(
        /Giving an example instead of a meaning|The key is "|Restating the cause in other words/,
      );
  });

  it('a maths sheet is not a drill of one calculation', async () => {
    const { questions } = await sheet(['Mathematics', 'Grade 7', 'Integers']);
    const sums = all(questions).filter((q) => /\d/.test(q.question) && /\d/.test(q.answer));
    expect(sums.length).toBeLessThanOrEqual(8);
  });
});
