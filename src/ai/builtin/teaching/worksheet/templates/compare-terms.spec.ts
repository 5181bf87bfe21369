import { seededRandom } from 'src/ai/builtin/seeded-random';
import type { SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';
import type { Slot } from 'src/ai/builtin/teaching/worksheet/slot-plan';
import type { WriterContext } from 'src/ai/builtin/teaching/worksheet/writer-context';
import { compareTerms } from 'src/ai/builtin/teaching/worksheet/templates/compare-terms';
import {
  analysisOf,
  documentContext,
  wordnet,
} from 'src/ai/builtin/teaching/worksheet/sheet-from-document.spec-helper';

const VESSELS = `Blood vessels

Blood flows round the body in tubes called blood vessels. Arteries and veins are both blood vessels. An artery carries blood away from the heart. A vein carries blood back to the heart. The heart beats about seventy times a minute. Capillaries join the smallest arteries to the smallest veins.`;

/** Two organs the text describes apart, never together: nothing it says makes them alike. */
const APART = `The body

The heart pumps blood round the body. The lungs take in oxygen from the air. The heart has four chambers. The lungs are inside the chest. The stomach digests food.`;

function writer(analysis: SourceAnalysis): WriterContext {
  return {
    wordnet,
    analysis,
    topic: '',
    random: seededRandom('compare'),
    termUse: new Map(),
    sentenceUse: new Map(),
  };
}

const slot = { type: 'long_answer', index: 0, bloom: 'analyze', difficulty: 'hard' } as Slot;
const science = { grade: 'Grade 7', subject: 'Science', topic: 'Blood vessels' };

describe('a "compare" question', () => {
  it('states a likeness and a difference from the text, not its sentences pasted', async () => {
    const analysis = await analysisOf(documentContext(VESSELS, science));
    const draft = await compareTerms.write(writer(analysis), slot, 0);
    expect(draft?.question).toMatch(
      /^Compare (arter(y|ies) and veins?|veins? and arter(y|ies))\./i,
    );
    expect(draft?.answer).toMatch(
      /^Alike: Arteries and veins are both blood vessels\. Different: /,
    );
    expect(draft?.answer).toMatch(
      /carries blood (away from|back to) the heart, whereas an? (vein|artery) carries blood/,
    );
  });

  it('is not asked when the text gives no likeness of the two', async () => {
    const analysis = await analysisOf(documentContext(APART, { ...science, topic: 'The body' }));
    for (const attempt of [0, 1, 2])
      expect(await compareTerms.write(writer(analysis), slot, attempt)).toBeNull();
  });
});
