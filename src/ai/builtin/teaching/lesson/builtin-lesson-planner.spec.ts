import {
  ENRICHMENT_TYPES,
  INSTRUCTIONAL_BLOCKS,
  type LessonAlignment,
  type LessonComponent,
  type LessonContent,
  type PlanningInput,
} from 'src/ai/ports/teaching-content.port';
import { ConceptQuestionSource } from 'src/ai/builtin/teaching/lesson/__fixtures__/concept-question-source';
import {
  artLesson,
  bareLesson,
  inventedLesson,
  scienceLesson,
} from 'src/ai/builtin/teaching/lesson/__fixtures__/planning-inputs';
import { blockBlooms } from 'src/ai/builtin/teaching/lesson/block-plan';
import { BuiltinLessonPlanner } from 'src/ai/builtin/teaching/lesson/builtin-lesson-planner';
import { lessonFacts } from 'src/ai/builtin/teaching/lesson/lesson-facts';
import { mentions } from 'src/ai/builtin/teaching/lesson/lesson-text';
import { fitsBlock, strategyNamed } from 'src/ai/builtin/teaching/lesson/strategy-selection';

const LESSONS: [string, () => PlanningInput][] = [
  ['science', scienceLesson],
  ['art (British spelling)', artLesson],
  ['invented words', inventedLesson],
  ['bare desktop-app topics', bareLesson],
];

async function plan(input: PlanningInput, minutes: number) {
  const source = new ConceptQuestionSource();
  const planner = new BuiltinLessonPlanner(source);
  const alignment = await planner.alignLesson(input, minutes);
  const content = await planner.writeLesson(input, alignment);
  const enrichment = await planner.enrichLesson(input, content);
  return { source, planner, alignment, content, enrichment };
}

/** Every name a script may legitimately use to talk about what the lesson covers. */
function lessonTerms(input: PlanningInput): string[] {
  return lessonFacts(input).concepts.flatMap((c) => [c.name, ...c.subConcepts]);
}

const components = (content: LessonContent): LessonComponent[] =>
  INSTRUCTIONAL_BLOCKS.flatMap((b) => content[`${b}_block`].components);

describe('BuiltinLessonPlanner', () => {
  describe.each(LESSONS)('%s lesson', (_, makeInput) => {
    it.each([30, 37, 45, 89, 90])(
      'fills %i minutes exactly, block by block and component by component',
      async (minutes) => {
        const input = makeInput();
        const { alignment, content } = await plan(input, minutes);
        const blocks = alignment.instructional_blocks;
        expect(Object.keys(blocks).sort()).toEqual([...INSTRUCTIONAL_BLOCKS].sort());
        const durations = INSTRUCTIONAL_BLOCKS.map((b) => blocks[b].duration);
        expect(durations.reduce((a, d) => a + d, 0)).toBe(minutes);
        for (const d of durations) {
          expect(Number.isInteger(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(2);
        }
        // Teaching time goes mostly to new material and practice, not to openings and closings.
        expect(blocks.development.duration).toBeGreaterThan(blocks.closure.duration);
        expect(blocks.independent_practice.duration).toBeGreaterThan(blocks.introduction.duration);

        for (const block of INSTRUCTIONAL_BLOCKS) {
          const { components: parts } = content[`${block}_block`];
          expect(parts.length).toBeGreaterThan(0);
          expect(parts.reduce((a, c) => a + c.duration_minutes, 0)).toBe(blocks[block].duration);
          for (const part of parts) expect(part.duration_minutes).toBeGreaterThanOrEqual(1);
        }
      },
    );

    it('writes scripts that name the lesson’s concepts and an objective, with a response per question', async () => {
      const input = makeInput();
      const { content } = await plan(input, 45);
      const terms = lessonTerms(input);
      const objectives = lessonFacts(input).objectives.map((o) => o.text);
      for (const part of components(content)) {
        const lines = part.implementation_script.split('\n');
        expect(lines.length).toBeGreaterThanOrEqual(5);
        expect(lines.filter((l) => /^\d+\. /.test(l)).length).toBeGreaterThanOrEqual(3);
        expect(terms.some((t) => mentions(part.implementation_script, t))).toBe(true);
        expect(objectives.some((o) => part.implementation_script.includes(o))).toBe(true);
        expect(part.formative_questions.length).toBeGreaterThan(0);
        expect(part.expected_responses).toHaveLength(part.formative_questions.length);
        expect(part.teacher_notes.length).toBeGreaterThan(20);
      }
    });

    it('offers component options that fit their block and the objectives’ Bloom levels', async () => {
      const input = makeInput();
      const facts = lessonFacts(input);
      const { alignment } = await plan(input, 60);
      for (const block of INSTRUCTIONAL_BLOCKS) {
        const options = alignment.instructional_blocks[block].component_options;
        expect(options.length).toBeGreaterThan(0);
        for (const option of options) {
          const strategy = strategyNamed(option.name);
          expect(strategy).toBeDefined();
          expect(fitsBlock(strategy!, block, facts)).toBe(true);
          const wanted = [...facts.objectiveBlooms, ...blockBlooms(block, facts)];
          expect(strategy!.blooms.some((l) => wanted.includes(l))).toBe(true);
        }
      }
      // New material comes before practice: development always presents something.
      const development = alignment.instructional_blocks.development.component_options;
      expect(development.some((o) => strategyNamed(o.name)?.presents)).toBe(true);
    });

    it('has enrichment of all five types, each naming the lesson’s concepts', async () => {
      const input = makeInput();
      const { enrichment } = await plan(input, 45);
      expect(enrichment.map((e) => e.type).sort()).toEqual([...ENRICHMENT_TYPES].sort());
      const terms = lessonTerms(input);
      for (const block of enrichment) {
        expect(block.title.length).toBeGreaterThan(0);
        expect(block.activities.length).toBeGreaterThanOrEqual(2);
        expect(terms.some((t) => mentions(block.description, t))).toBe(true);
        for (const activity of block.activities.filter((a) => !a.startsWith('Support: pair'))) {
          expect(terms.some((t) => mentions(activity, t)) || activity.includes('"')).toBe(true);
        }
      }
    });

    it('gives the same plan every time', async () => {
      const first = await plan(makeInput(), 45);
      const second = await plan(makeInput(), 45);
      expect(second.alignment).toEqual(first.alignment);
      expect(second.content).toEqual(first.content);
      expect(second.enrichment).toEqual(first.enrichment);
    });
  });

  it('asks each block’s questions at the block’s Bloom levels, about every concept, never twice', async () => {
    const input = scienceLesson();
    const facts = lessonFacts(input);
    const { source, alignment } = await plan(input, 45);
    const all = INSTRUCTIONAL_BLOCKS.flatMap(
      (b) => alignment.instructional_blocks[b].formative_questions,
    );
    expect(new Set(all).size).toBe(all.length);
    for (const block of INSTRUCTIONAL_BLOCKS) {
      for (const question of alignment.instructional_blocks[block].formative_questions) {
        expect(blockBlooms(block, facts)).toContain(source.asked.get(question)?.bloom);
      }
    }
    expect(blockBlooms('introduction', facts)).toEqual(['remember', 'understand']);
    expect(blockBlooms('guided_practice', facts)).toEqual(['apply']);
    // The assessment checks the objectives themselves: identify, explain and analyse.
    expect(blockBlooms('assessment', facts)).toEqual(['remember', 'understand', 'analyze']);
    const asked = new Set(all.map((q) => source.asked.get(q)?.concept));
    expect(asked).toEqual(new Set(facts.concepts.map((c) => c.name)));
  });

  it('takes expected responses from the question source’s answers', async () => {
    const { content } = await plan(scienceLesson(), 45);
    const part = content.development_block.components[0];
    // The fixture answers "<sub-concept> is part of <concept>." from the subject matter.
    for (const response of part.expected_responses) expect(response).toMatch(/ is part of /);
  });

  it('lists the teacher’s documents and the subject’s materials', async () => {
    const { alignment } = await plan(scienceLesson(), 45);
    const names = alignment.materials_options.map((m) => m.name);
    expect(names[0]).toBe('plants.pdf');
    expect(names).toContain('Lab or demonstration kit');
    expect(alignment.materials_options.every((m) => m.description.length > 10)).toBe(true);
  });

  it('keeps British spelling as sent and reads "analyse" as an analyse-level objective', async () => {
    const input = artLesson();
    const facts = lessonFacts(input);
    expect(facts.objectives.map((o) => o.bloom)).toEqual(['remember', 'analyze', 'create']);
    const { content, enrichment } = await plan(input, 45);
    const text = JSON.stringify({ content, enrichment });
    expect(text).toContain('Primary colours');
    expect(text).toContain('analyse how two primary colours combine');
    expect(text).toContain('organises warm and cool colours');
    expect(text).not.toMatch(/\bcolor/i);
  });

  it('builds the plan from the input alone: made-up concepts fill the scripts', async () => {
    const { content } = await plan(inventedLesson(), 45);
    const scripts = components(content)
      .map((c) => c.implementation_script)
      .join('\n');
    for (const term of ['Quuxon rank', 'Vorpal lemma', 'flimflam order', 'borogove bound']) {
      expect(scripts).toContain(term);
    }
    expect(scripts).toContain('calculate the quuxon rank of a field');
  });

  it('falls back to the comma-separated topics when the teacher emptied the subject matter', () => {
    const facts = lessonFacts(bareLesson());
    expect(facts.concepts.map((c) => c.name)).toEqual(['Fractions', 'Decimals']);
    expect(facts.objectives[0].text).toBe(
      'Students will be able to explain Fractions and Decimals.',
    );
  });

  describe('a teacher-edited alignment', () => {
    async function edited(change: (a: LessonAlignment) => void) {
      const input = scienceLesson();
      const planner = new BuiltinLessonPlanner(new ConceptQuestionSource());
      const alignment = await planner.alignLesson(input, 45);
      change(alignment);
      return { alignment, content: await planner.writeLesson(input, alignment) };
    }

    it('keeps the components, durations and questions the teacher sent', async () => {
      const { content } = await edited((a) => {
        a.instructional_blocks.introduction.duration = 9;
        a.instructional_blocks.development.duration = 7;
        a.instructional_blocks.guided_practice.component_options = [
          { name: 'Mystery bag', description: 'Students feel leaves in a bag and describe them.' },
          { name: 'jigsaw', description: '' },
        ];
        a.instructional_blocks.guided_practice.formative_questions = [
          'Why do stomata close on a hot afternoon?',
        ];
      });
      const intro = content.introduction_block.components;
      expect(intro.reduce((a, c) => a + c.duration_minutes, 0)).toBe(9);
      expect(content.development_block.components.reduce((a, c) => a + c.duration_minutes, 0)).toBe(
        7,
      );

      const guided = content.guided_practice_block.components;
      expect(guided.map((c) => c.component_name)).toEqual(['Mystery bag', 'jigsaw']);
      // The teacher's own activity keeps its description; a catalogue name typed in lower case
      // still gets the catalogue's script.
      expect(guided[0].implementation_script).toContain('Students feel leaves in a bag');
      expect(guided[1].implementation_script).toContain('expert groups');
      expect(guided[0].formative_questions).toEqual(['Why do stomata close on a hot afternoon?']);
      // A question the teacher wrote is answered from the document that mentions its concept.
      expect(guided[0].expected_responses[0]).toContain('Stomata are tiny pores');
      expect(guided[0].implementation_script).toContain('Leaf structure');
    });

    it('fills a block the teacher emptied from the catalogue, and drops nothing silently', async () => {
      const { alignment, content } = await edited((a) => {
        a.instructional_blocks.closure.component_options = [];
        a.instructional_blocks.assessment.duration = 3;
        a.instructional_blocks.assessment.component_options = [
          { name: 'Exit ticket', description: '' },
          { name: 'Hinge question', description: '' },
          { name: 'Retrieval quiz', description: '' },
        ];
      });
      const closure = content.closure_block.components;
      expect(closure.length).toBeGreaterThan(0);
      for (const part of closure) {
        expect(
          fitsBlock(strategyNamed(part.component_name)!, 'closure', lessonFacts(scienceLesson())),
        ).toBe(true);
      }
      expect(closure.reduce((a, c) => a + c.duration_minutes, 0)).toBe(
        alignment.instructional_blocks.closure.duration,
      );
      // Three minutes hold one real activity; the others are named as alternatives.
      const assessment = content.assessment_block.components;
      expect(assessment.map((c) => c.component_name)).toEqual(['Exit ticket']);
      expect(assessment[0].duration_minutes).toBe(3);
      expect(assessment[0].teacher_notes).toContain('Hinge question and Retrieval quiz');
    });
  });

  it('adapts to the objectives: higher-order objectives get more independent practice', async () => {
    const recall = scienceLesson();
    recall.learningStandards.smart_learning_objectives.objects.ai_recommendations = [
      'Students will be able to name the parts of a leaf.',
    ];
    const higher = scienceLesson();
    higher.learningStandards.smart_learning_objectives.objects.ai_recommendations = [
      'Students will be able to evaluate which conditions give the fastest photosynthesis.',
    ];
    const a = (await plan(recall, 60)).alignment.instructional_blocks;
    const b = (await plan(higher, 60)).alignment.instructional_blocks;
    expect(b.independent_practice.duration).toBeGreaterThan(a.independent_practice.duration);
    expect(a.development.duration).toBeGreaterThan(b.development.duration);
  });

  it('refuses a lesson too short to hold six blocks', async () => {
    const planner = new BuiltinLessonPlanner(new ConceptQuestionSource());
    await expect(planner.alignLesson(scienceLesson(), 5)).rejects.toThrow(RangeError);
    await expect(planner.alignLesson(scienceLesson(), 45.5)).rejects.toThrow(RangeError);
  });
});
