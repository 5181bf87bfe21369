import { BLUEPRINT_ALL_TYPES } from 'src/ai/builtin/teaching/__fixtures__/passages';
import { editStatement } from 'src/ai/builtin/teaching/worksheet/statement-edits';
import { findForm, givenAway } from 'src/ai/builtin/teaching/worksheet/text-kit';
import {
  analysisOf,
  documentContext,
  flatten,
  sheetFrom,
  wordnet,
} from 'src/ai/builtin/teaching/worksheet/sheet-from-document.spec-helper';

const TEXT = `Earthquakes

An earthquake is a sudden shaking of the ground caused by movements inside the Earth. The point inside the Earth where the rocks first break is called the focus. The point on the surface directly above the focus is called the epicentre.

Most earthquakes happen along faults, which are cracks where two blocks of rock move past each other. Energy from the focus travels outwards as seismic waves. A seismograph records these waves on a chart.

The strength of an earthquake is measured on the Richter scale. Small earthquakes happen every day, but most are too weak to feel. A strong earthquake can bring down buildings and bridges. Under the sea, an earthquake can cause a tsunami, a series of huge waves that flood the coast. So people who live near the coast need warning systems. Engineers design buildings with strong frames so that they sway instead of falling.`;

const context = documentContext(TEXT, {
  grade: 'Grade 7',
  subject: 'Geography',
  topic: 'Earthquakes',
  document: 'earthquakes.txt',
});
const flat = flatten(TEXT);
const sheet = () => sheetFrom(context, BLUEPRINT_ALL_TYPES);

describe('a worksheet from an expository document', () => {
  it('asks for a term only by a meaning the text itself gives, never a dictionary sense', async () => {
    for (const q of await sheet()) {
      const meaning = /^(?:What|Which) term means "(.+)"\?$/.exec(q.question)?.[1];
      if (meaning) expect(flat).toContain(meaning);
    }
  });

  it('asks how two terms are related only when its key states both and the link', async () => {
    for (const q of await sheet()) {
      const pair = /^How are (.+) and (.+) related/.exec(q.question);
      if (!pair) continue;
      expect(findForm(q.answer, pair[1])).not.toBeNull();
      expect(findForm(q.answer, pair[2])).not.toBeNull();
    }
  });

  it('never asks a reader to predict what they have read, or to spot words in the text', async () => {
    for (const q of await sheet()) {
      expect(q.question).not.toMatch(/What do you think happens next/);
      expect(q.question).not.toMatch(/mentioned in the text/);
    }
  });

  it('asks what a sentence leads to only when the text marks the next one as its result', async () => {
    const asked = (await sheet()).filter((q) => /What happened as a result\?$/.test(q.question));
    for (const q of asked)
      expect(flat).toMatch(new RegExp(`So ${q.answer.charAt(0).toLowerCase()}`));
  });

  it('blanks no word whose family stays in the sentence', async () => {
    for (const q of await sheet()) {
      const blanked =
        /"(.*_____.*)"/.exec(q.question)?.[1] ?? (/_____/.test(q.question) ? q.question : null);
      if (blanked) expect(givenAway(blanked, q.answer.replace(/^[A-F]\.\s*/, ''))).toBe(false);
    }
  });

  it('makes a statement false with no term the text says beside the one it replaces', async () => {
    const analysis = await analysisOf(context);
    for (const sentence of analysis.statements)
      for (const start of [0, 1, 2]) {
        const edit = await editStatement(wordnet, analysis, sentence, 'medium', start);
        if (!edit || edit.kind !== 'swap') continue;
        const near = analysis.sentences.filter(
          (s) => Math.abs(s.id - sentence.id) <= 1 || !!findForm(s.text, edit.from),
        );
        for (const s of near)
          expect({ s: s.text, to: findForm(s.text, edit.to) }).toEqual({ s: s.text, to: null });
      }
  });
});
