import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TeachingContext } from 'src/ai/ports/teaching-content.port';
import {
  curriculumLesson,
  planComponentsOf,
} from 'src/ai/builtin/teaching/curriculum/curriculum-sheet.spec-helper';

const DOCUMENTS = join(__dirname, '../../../../../scripts/fixtures/worksheets');

function context(file: string): TeachingContext {
  const text = readFileSync(join(DOCUMENTS, file), 'utf8');
  return {
    board: 'CBSE',
    grade: 'Grade 8',
    subject: 'Science',
    topic: 'Sources of energy',
    section: null,
    sources: [{ document: file, page: 1, text }],
  };
}

async function lesson() {
  const ctx = context('sources-of-energy.txt');
  const { draft, plan } = await curriculumLesson(ctx, 45);
  return { draft, components: planComponentsOf(plan) };
}

describe('a teacher text on a curriculum topic is planned from the curriculum', () => {
  it('keeps the outcomes the text teaches as objectives, not a generic template', async () => {
    const { draft } = await lesson();
    const objectives =
      draft.learning_standards.smart_learning_objectives.objects.ai_recommendations;
    expect(objectives.join(' ')).toMatch(/classify energy sources as renewable or non-renewable/i);
    expect(objectives.join(' ')).toMatch(/advantages and disadvantages/i);
    expect(objectives.join(' ')).not.toMatch(/compare water and electricity/i);
  });

  it('has students read the text and sorts the sources the text lists, keyed from it', async () => {
    const { components } = await lesson();
    expect(components.some((c) => /^Reading the document/.test(c.component_name))).toBe(true);
    const questions = components.flatMap((c) =>
      c.formative_questions.map((q, i) => ({ q, a: c.expected_responses[i] })),
    );
    const sort = questions.find(({ q }) => /^Sort these energy sources/.test(q));
    expect(sort?.a).toMatch(/Renewable: .*flowing water.*Non-renewable: .*petroleum/);
    // The text's own list (no "biomass", which the text never says).
    expect(sort?.a).not.toMatch(/biomass/);
    const all = components.map((c) => c.implementation_script).join(' ');
    expect(all).not.toMatch(/Source, Air, Fan and Amount|a short case|short scenario/);
  });
});
