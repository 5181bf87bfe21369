import { seededRandom } from 'src/ai/builtin/seeded-random';
import type { SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';
import type { Slot } from 'src/ai/builtin/teaching/worksheet/slot-plan';
import type { WriterContext } from 'src/ai/builtin/teaching/worksheet/writer-context';
import { MCQ_SINGLE_TEMPLATES } from 'src/ai/builtin/teaching/worksheet/templates/mcq-single.templates';
import {
  aboutAll,
  MCQ_MULTIPLE_TEMPLATES,
} from 'src/ai/builtin/teaching/worksheet/templates/mcq-multiple.templates';
import { editStatement } from 'src/ai/builtin/teaching/worksheet/statement-edits';
import {
  analysisOf,
  documentContext,
} from 'src/ai/builtin/teaching/worksheet/sheet-from-document.spec-helper';
import { wordnet } from 'src/ai/builtin/teaching/worksheet/sheet-from-document.spec-helper';

/** The sixth blind review's document findings, on small texts of their own. */

/** A tale with a sarcastic line in the middle of a speech, as the review's wrong key had. */
const MILLER = `The Miller and the Owl

Once there lived a miller called Tobin who was very proud of his loud voice. An owl called Mirra lived in the old barn behind the mill. Every night Tobin sang to Mirra, and she was never able to sleep.

At last Mirra flew down to the mill and said:

"You sing every night. A fine singer you are, to be sure! Your song is as sweet as a crow's. Leave me in peace."

Tobin was very angry, and he said to her, "Then find another barn!"

"I will," said Mirra. She flew away over the river to the forest. The next morning Tobin was sorry, and he walked to the forest to look for her. Mirra was sitting in a tall pine tree. Tobin promised her a quiet barn, and she came home. Tobin sang only by day after that, and Mirra slept well.`;

/** An expository text in which a thing is said not to do something. */
const PLANT = `Water in plants

A plant takes in water through its roots. The plant has no muscles and does not pump the water. The root hairs take in water from the soil. The leaves lose water through tiny pores called stomata. The stem carries water from the roots to the leaves. The leaves make food in sunlight. The roots hold the plant firmly in the soil.`;

async function edits(analysis: SourceAnalysis): Promise<string[]> {
  const all: string[] = [];
  for (const sentence of analysis.sentences)
    for (const start of [0, 1, 2]) {
      const edit = await editStatement(wordnet, analysis, sentence, 'medium', start);
      if (edit) all.push(edit.text);
    }
  return all;
}

describe('document sheets after the sixth review', () => {
  it('never makes a story line false by putting "not" in: its irony can read as true', async () => {
    const analysis = await analysisOf(
      documentContext(MILLER, { grade: 'Grade 5', subject: 'English', topic: null }),
    );
    const made = await edits(analysis);
    expect(made.length).toBeGreaterThan(0);
    for (const text of made) expect(text).not.toMatch(/\b(is|are|was|were) not\b|\bcannot\b/);
  });

  it('takes no line of a speech as a fact, mid-speech lines without quotation marks included', async () => {
    const analysis = await analysisOf(
      documentContext(MILLER, { grade: 'Grade 5', subject: 'English', topic: null }),
    );
    const texts = analysis.statements.map((s) => s.text);
    expect(texts.some((t) => /^The next morning Tobin/.test(t))).toBe(true);
    for (const line of [/A fine singer you are/, /as sweet as a crow/, /Leave me in peace/])
      expect(texts.some((t) => line.test(t))).toBe(false);
  });

  it('makes a story line false by who did it: one character for another', async () => {
    const analysis = await analysisOf(
      documentContext(MILLER, { grade: 'Grade 5', subject: 'English', topic: null }),
    );
    const promised = analysis.sentences.find((s) => /promised her/.test(s.text))!;
    const edit = await editStatement(wordnet, analysis, promised, 'medium', 0);
    expect(edit?.kind).toBe('swap');
    expect(edit?.text).toMatch(/^Mirra promised her a quiet barn/);
  });

  it('swaps no word before a "not": what one part does not do, the others do not either', async () => {
    const analysis = await analysisOf(
      documentContext(PLANT, { grade: 'Grade 7', subject: 'Science', topic: 'Water in plants' }),
    );
    const pump = analysis.sentences.find((s) => /does not pump/.test(s.text))!;
    for (const start of [0, 1, 2]) {
      const edit = await editStatement(wordnet, analysis, pump, 'medium', start);
      if (edit) expect(edit.text).not.toMatch(/^The \w+( \w+)? has no muscles and does not pump/);
      if (edit) expect(edit.text).toMatch(/^The plant/);
    }
  });
});

/** A longer expository text, with sentences a "not" fits and one opening on a condition. */
const BLOOD = `Blood and the heart

The heart is a muscle that pumps blood round the body. Blood is carried away from the heart in arteries. Blood is carried back to the heart in veins. The blood is pushed along by each beat of the heart. The lungs are filled with air at each breath. Oxygen is taken into the blood in the lungs. If a person is running, the heart beats faster. The heart is protected by the ribs. Red blood cells are made in the bone marrow. The pulse is felt at the wrist. The left lung is smaller than the right lung. The skull protects the brain. The ribs protect the lungs. The kidneys clean the blood. The liver stores sugar. Sandy soil drains quickly. Clayey soil holds water.`;

describe('statement options after the sixth review', () => {
  const science = { grade: 'Grade 7', subject: 'Science', topic: 'Blood and the heart' };
  const slot = (type: string, index: number) =>
    ({ type, index, bloom: 'understand', difficulty: 'medium' }) as unknown as Slot;

  it('words a stem subject as English, and only one every option is about', async () => {
    const analysis = await analysisOf(documentContext(BLOOD, science));
    const templates = [MCQ_SINGLE_TEMPLATES[1], MCQ_MULTIPLE_TEMPLATES[0]];
    let written = 0;
    for (const [i, template] of templates.entries())
      for (const attempt of [0, 1, 2]) {
        const type = i === 0 ? 'mcq_single_answer' : 'mcq_multiple_answer';
        const draft = await template.write(writerContext(analysis), slot(type, attempt), attempt);
        if (!draft) continue;
        written += 1;
        // "statements about heart" is not English; a subject only the key names gives it away.
        expect(draft.question).not.toMatch(/statements about (heart|blood|lungs?)\b/);
        const about = /statements about the (\w+)/.exec(draft.question)?.[1];
        if (about) for (const o of draft.options) expect(o.toLowerCase()).toContain(about);
      }
    expect(written).toBeGreaterThan(0);
  });

  it('names a subject in the stem only as English, and only when every option is about it', () => {
    const plant = { key: 'plant', label: 'plant', forms: ['plant', 'plants'], kind: 'noun.plant' };
    const term = { ...plant, score: 1, sentenceIds: [], sense: null };
    expect(aboutAll(term, ['A plant needs water.', 'Plants make food.'])).toBe(' about the plant');
    expect(aboutAll(term, ['A plant needs water.', 'Leaves lose water.'])).toBe('');
  });
});

function writerContext(analysis: SourceAnalysis): WriterContext {
  return {
    wordnet,
    analysis,
    topic: '',
    random: seededRandom('round-six'),
    termUse: new Map(),
    sentenceUse: new Map(),
  };
}
