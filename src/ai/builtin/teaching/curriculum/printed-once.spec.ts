import { printedOnce } from 'src/ai/builtin/teaching/curriculum/printed-once';
import type { PlannedComponent } from 'src/ai/builtin/teaching/curriculum/lesson-planning';
import {
  curriculumContext,
  curriculumLesson,
} from 'src/ai/builtin/teaching/curriculum/curriculum-sheet.spec-helper';

const component = (script: string[]): PlannedComponent => ({
  name: 'c',
  description: '',
  script,
  questions: [],
  notes: '',
  weight: 1,
});

const SUMMARY =
  'Probability measures how likely an event is, on a scale from 0 (impossible) to 1 (certain).';

describe('no sentence is printed twice in a plan', () => {
  it('says the overview once: not again under "Explain:" in the development', () => {
    const plan = printedOnce({
      introduction: [component([`Introduce the lesson: ${SUMMARY}`])],
      development: [
        component([`Explain: ${SUMMARY}`, 'Key terms for the board: event – a result.']),
      ],
    });
    expect(plan.development[0].script).toEqual(['Key terms for the board: event – a result.']);
  });

  it('keeps instructions, an objective line, and the plenary recap, which come back on purpose', () => {
    const ask = 'Ask who has changed their mind and why, and take two answers.';
    const plan = printedOnce({
      development: [component([`Objective 1 (explain probability): ${SUMMARY}`, ask])],
      guided_practice: [component([`Objective 2 (use it): ${SUMMARY}`, ask])],
      closure: [component([`Correct idea: ${SUMMARY}`])],
    });
    expect(plan.guided_practice[0].script).toEqual([`Objective 2 (use it): ${SUMMARY}`, ask]);
    expect(plan.closure[0].script).toEqual([`Correct idea: ${SUMMARY}`]);
  });

  it('in the probability plan, the introduction is not copied into the development', async () => {
    const { plan } = await curriculumLesson(
      curriculumContext('Mathematics', 'Grade 10', 'Probability'),
      40,
    );
    const intro = plan.introduction_block.components.map((c) => c.implementation_script).join('\n');
    const development = plan.development_block.components
      .map((c) => c.implementation_script)
      .join('\n');
    const sentences = intro
      .replace(/^[A-Z][a-z]+(?: [a-z]+){0,3}: /gm, '')
      .split(/(?<=[.!?])\s+/)
      .filter((s) => s.split(/\s+/).length >= 8 && !/^(Write|Students|Do not)\b/.test(s));
    expect(sentences.length).toBeGreaterThan(0);
    for (const sentence of sentences) expect(development).not.toContain(sentence);
  });
});

describe('an explanation with no check question left', () => {
  it('does not tell the teacher to pause for one', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync('scripts/fixtures/worksheets/weather-and-climate.txt', 'utf8');
    const { plan } = await curriculumLesson(
      curriculumContext('Science', 'Grade 7', 'Weather and climate', [
        { document: 'weather-and-climate.txt', page: 1, text },
      ]),
      45,
    );
    for (const c of plan.development_block.components)
      if (c.formative_questions.length === 0)
        expect(c.implementation_script).not.toMatch(/quick check question/);
  });
});
