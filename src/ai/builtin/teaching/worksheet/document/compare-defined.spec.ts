import { seededRandom } from 'src/ai/builtin/seeded-random';
import type { Slot } from 'src/ai/builtin/teaching/worksheet/slot-plan';
import { COMPARE_DEFINED_TEMPLATES } from 'src/ai/builtin/teaching/worksheet/document/compare-defined.templates';
import {
  analysisOf,
  documentContext,
  wordnet,
} from 'src/ai/builtin/teaching/worksheet/sheet-from-document.spec-helper';

/** Two kinds the text sets apart, each with a defining line and a second line on one property. */
const ROCKS = `Kinds of rock

Rocks are sorted into groups by how they form. An igneous rock is a rock that forms when molten rock cools and hardens. A sedimentary rock is a rock made of layers of sand and mud pressed together over a long time. Granite and basalt are igneous rocks. Igneous rocks often contain shiny crystals. Sedimentary rocks often contain fossils of plants and animals. Sandstone and chalk are sedimentary rocks. Rocks are used to build houses and roads.`;

async function draft(type: string) {
  const analysis = await analysisOf(
    documentContext(ROCKS, { grade: 'Grade 6', subject: 'Science', topic: null }),
  );
  const ctx = {
    wordnet,
    analysis,
    topic: '',
    random: seededRandom('compare'),
    termUse: new Map<string, number>(),
    sentenceUse: new Map<number, number>(),
  };
  const slot = { type, index: 0, bloom: 'analyze', difficulty: 'hard' } as unknown as Slot;
  return COMPARE_DEFINED_TEMPLATES[0].write(ctx, slot, 0);
}

describe('comparing two kinds the text sets apart', () => {
  it('asks how one differs from the other, keyed by what the text says each is', async () => {
    const short = await draft('short_answer');
    expect(short?.question).toBe(
      'According to the text, how does an igneous rock differ from a sedimentary rock?',
    );
    expect(short?.answer).toBe(
      'An igneous rock is a rock that forms when molten rock cools and hardens, whereas a sedimentary rock is a rock made of layers of sand and mud pressed together over a long time.',
    );
  });

  it('asks a long answer for two differences only with a second one in the text', async () => {
    const long = await draft('long_answer');
    expect(long?.question).toBe(
      'Compare igneous rocks and sedimentary rocks, using the text: give two ways in which they differ.',
    );
    // The second difference is a line on each about one thing (what they contain), never the
    // lines listing examples ("Granite and basalt are igneous rocks").
    expect(long?.answer).toMatch(
      /^1\. An igneous rock is .+, whereas a sedimentary rock is .+\. 2\. Igneous rocks often contain shiny crystals, whereas sedimentary rocks often contain fossils of plants and animals\.$/,
    );
  });
});
