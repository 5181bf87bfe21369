import type { EnrichmentBlock } from 'src/ai/ports/teaching-content.port';
import { comparisonStretch } from 'src/ai/builtin/teaching/curriculum/lesson-support';
import {
  content,
  curriculumContext,
  curriculumLesson,
} from 'src/ai/builtin/teaching/curriculum/curriculum-sheet.spec-helper';

async function enrichment(subject: string, grade: string, topic: string, minutes: number) {
  const { input, plan: lesson } = await curriculumLesson(
    curriculumContext(subject, grade, topic),
    minutes,
  );
  const blocks = await content.enrichLesson(input, lesson);
  const plenary = lesson.closure_block.components.flatMap((c) => c.formative_questions);
  const of = (type: EnrichmentBlock['type']) => blocks.find((b) => b.type === type)!;
  return { of, plenary };
}

describe('support and stretch a teacher would hand out', () => {
  it('sentence frames read as English: no "Coordinates is …" or "Element is …"', async () => {
    for (const [subject, grade, topic] of [
      ['Mathematics', 'Grade 9', 'Coordinate geometry'],
      ['Civics', 'Grade 6', 'Panchayati Raj'],
    ] as const) {
      const { of } = await enrichment(subject, grade, topic, 40);
      const frames = of('differentiation').activities.find((a) => /sentence frames/.test(a));
      expect(frames).toBeDefined();
      expect(frames).not.toMatch(/"[A-Z][\w -]* is …"|matters because/);
      expect(frames).toMatch(/"The term [^"]+ means …"/);
    }
    // The objectives' own difference is the second frame.
    const civics = await enrichment('Civics', 'Grade 6', 'Panchayati Raj', 40);
    expect(civics.of('differentiation').activities.join(' ')).toMatch(
      /"One difference between the Gram Sabha and the Gram Panchayat is that …"/,
    );
  });

  it('a writing lesson\'s frames are its own task\'s: a letter to a friend does not open "Dear Nani"', async () => {
    const { of } = await enrichment('English', 'Grade 7', 'Informal letter', 50);
    const support = of('differentiation').activities.join(' ');
    expect(support).not.toMatch(/Dear Nani/);
    expect(support).toMatch(/writing frame with the stages of the layout of an informal letter/);
  });

  it('no stretch replies to the statement the plenary already asked, and none is "write two questions"', async () => {
    for (const [subject, grade, topic, minutes] of [
      ['English', 'Grade 7', 'Informal letter', 50],
      ['Science', 'Grade 10', 'Refraction and lenses', 45],
      ['Science', 'Grade 8', 'Synthetic fibres and plastics', 45],
    ] as const) {
      const { of, plenary } = await enrichment(subject, grade, topic, minutes);
      const stretches = of('differentiation').activities.filter((a) => a.startsWith('Stretch'));
      expect(stretches.length).toBeGreaterThan(0);
      for (const line of stretches) {
        expect(line).not.toMatch(/write two questions/);
        for (const q of plenary) {
          const statement = /"(.+)"\?$/.exec(q)?.[1];
          if (statement) expect(line).not.toContain(statement);
        }
      }
    }
    expect(comparisonStretch(['Explain the difference between a compound and a mixture.'])).toBe(
      'Stretch: write a paragraph comparing a compound and a mixture: one way they are alike, two ways they differ, and an example of each.',
    );
  });

  it('no template cross-link when the curriculum has none ("write an explanation for a younger class")', async () => {
    for (const [subject, grade, topic, minutes] of [
      ['Civics', 'Grade 6', 'Panchayati Raj', 40],
      ['English', 'Grade 7', 'Informal letter', 50],
      ['Science', 'Grade 10', 'Refraction and lenses', 45],
    ] as const) {
      const links = (await enrichment(subject, grade, topic, minutes)).of('cross_curricular');
      expect(links.activities.join(' ')).not.toMatch(
        /for a younger class|find one place in their|one measurement or count/,
      );
    }
  });
});
