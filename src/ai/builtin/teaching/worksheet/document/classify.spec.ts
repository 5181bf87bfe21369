import { seededRandom } from 'src/ai/builtin/seeded-random';
import type { Slot } from 'src/ai/builtin/teaching/worksheet/slot-plan';
import {
  CLASSIFY_TEMPLATES,
  examplesApart,
  sortedKinds,
} from 'src/ai/builtin/teaching/worksheet/document/classify.templates';
import {
  analysisOf,
  documentContext,
  wordnet,
} from 'src/ai/builtin/teaching/worksheet/sheet-from-document.spec-helper';

/** A text that sorts its examples into kinds, one kind a kind of another. */
const FEEDERS = `What animals eat

Animals can be sorted by the food they eat. A herbivore is an animal that eats only plants. Cows, goats and deer are herbivores. A carnivore is an animal that eats the flesh of other animals. Lions, tigers and wolves are carnivores. Bears and crows are omnivores: they eat both plants and animals. Dogs and cats are animals that live with people. Grass, leaves and seeds are plant foods.`;

const slot = (type: string) =>
  ({ type, index: 0, bloom: 'understand', difficulty: 'medium' }) as unknown as Slot;

async function drafts(type: string) {
  const analysis = await analysisOf(
    documentContext(FEEDERS, { grade: 'Grade 5', subject: 'Science', topic: null }),
  );
  const out = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const ctx = {
      wordnet,
      analysis,
      topic: '',
      random: seededRandom(`classify-${attempt}`),
      termUse: new Map<string, number>(),
      sentenceUse: new Map<number, number>(),
    };
    const draft = await CLASSIFY_TEMPLATES[0].write(ctx, slot(type), attempt);
    if (!draft) break;
    out.push(draft);
  }
  return { analysis, out };
}

const option = (o: string) => o.replace(/^[A-F]\.\s*/, '').toLowerCase();

describe('classifying the examples a text gives', () => {
  it('reads which examples the text puts in which kind, and which kind is a kind of another', async () => {
    const { analysis } = await drafts('mcq_single_answer');
    const kinds = sortedKinds(analysis);
    expect([...(kinds.examples.get('herbivore') ?? [])]).toEqual(['cows', 'goats', 'deer']);
    expect([...(kinds.parents.get('herbivore') ?? [])]).toEqual(['animal']);
    // Sure wrong answers for "a herbivore": carnivores, never dogs and cats (only "animals").
    expect(examplesApart(kinds, 'herbivore').sort()).toEqual(['lions', 'tigers', 'wolves']);
  });

  it('asks which example is of a kind, the wrong options examples of kinds apart from it', async () => {
    const { out } = await drafts('mcq_single_answer');
    expect(out.length).toBeGreaterThan(1);
    const herbivore = out.find((d) => d.question.endsWith('which of these is a herbivore?'))!;
    expect(herbivore.question).toBe('According to the text, which of these is a herbivore?');
    expect(['cows', 'goats', 'deer']).toContain(option(herbivore.answer));
    const wrong = herbivore.options.filter((o) => o !== herbivore.answer).map(option);
    expect(wrong).toHaveLength(3);
    // Dogs and cats are only "animals": a herbivore is an animal, so they are never "not one".
    for (const w of wrong) expect(['lions', 'tigers', 'wolves', 'bears', 'crows']).toContain(w);
  });

  it('asks for every example of a kind among others when several answers are wanted', async () => {
    const { out } = await drafts('mcq_multiple_answer');
    const carnivores = out.find((d) =>
      /which of these are carnivores\? Choose all/.test(d.question),
    )!;
    const keyed = carnivores.answer.split('; ').map(option);
    expect(keyed).toHaveLength(2);
    for (const k of keyed) expect(['lions', 'tigers', 'wolves']).toContain(k);
    for (const o of carnivores.options.map(option).filter((o) => !keyed.includes(o)))
      expect(['cows', 'goats', 'deer', 'bears', 'crows']).toContain(o);
  });
});
