import type { EnrichmentBlock } from 'src/ai/ports/teaching-content.port';
import {
  content,
  curriculumContext,
  curriculumLesson,
  planComponentsOf,
} from 'src/ai/builtin/teaching/curriculum/curriculum-sheet.spec-helper';

/** A lesson plan without documents and its enrichment, as the eighth blind review read them. */
async function lesson(subject: string, grade: string, topic: string, minutes: number) {
  const { input, plan } = await curriculumLesson(curriculumContext(subject, grade, topic), minutes);
  const blocks = await content.enrichLesson(input, plan);
  const of = (type: EnrichmentBlock['type']) => blocks.find((b) => b.type === type)!;
  return { plan, of, components: planComponentsOf(plan) };
}

describe('lesson-plan boilerplate a teacher would delete', () => {
  it('prints no cross-subject filler when no topic of another subject is related', async () => {
    const { of } = await lesson('Mathematics', 'Grade 4', 'Division', 40);
    const links = of('cross_curricular');
    expect(links.description).not.toMatch(/none is invented|No topic of another subject/);
    if (links.activities.length === 0) expect(links.description).toBe('');
  });

  it('asks for no "evidence from the lesson" and charts no measurement the lesson never made', async () => {
    for (const [subject, grade, topic, minutes] of [
      ['Science', 'Grade 10', 'The human eye', 45],
      ['Civics', 'Grade 7', 'Understanding Media', 40],
    ] as const) {
      const { of } = await lesson(subject, grade, topic, minutes);
      const stretch = of('differentiation').activities.filter((a) => a.startsWith('Stretch'));
      expect(stretch.length).toBeGreaterThan(0);
      for (const line of stretch) expect(line).not.toMatch(/evidence from the lesson/);
      expect(of('cross_curricular').activities.join(' ')).not.toMatch(/measurement or count/);
    }
  });

  it('lists each feature of an article once: no "Includes a byline" beside "Byline: …"', async () => {
    const { components } = await lesson('English', 'Grade 8', 'Article writing', 40);
    const task = components.find((c) => /Success checklist/.test(c.implementation_script))!;
    const checklist = task.implementation_script.split('\n').filter((l) => l.startsWith('- '));
    expect(checklist.filter((l) => /byline/i.test(l))).toHaveLength(1);
    expect(checklist.filter((l) => /\bhook\b/i.test(l))).toHaveLength(1);
    expect(checklist).toContain(
      "- Byline: by + the writer's name (and class, for a school magazine).",
    );
  });

  it("gives a notice's starters from its own task, and has the 50-word notice written whole in class", async () => {
    const { of, components, plan } = await lesson('English', 'Grade 9', 'Notice writing', 40);
    const support = of('differentiation').activities.join(' ');
    // The model is the Eco Club's tree-planting notice; the task is a lost school bag.
    expect(support).not.toMatch(/GREEN VALLEY SCHOOL|The Eco Club is/);
    expect(support).toMatch(/"Issuing authority: …"/);
    for (const c of components) {
      expect(c.teacher_notes).not.toMatch(/opening paragraphs|finish for homework/);
    }
    // The slip asks no stage read off the board ('what does "Body" involve?').
    for (const q of plan.assessment_block.components.flatMap((c) => c.formative_questions))
      expect(q).not.toMatch(/what does "[^"]+" involve/);
  });
});
