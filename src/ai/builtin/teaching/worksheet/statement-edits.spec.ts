import { analyseSource } from 'src/ai/builtin/teaching/source/analyse-source';
import { MAGNETS } from 'src/ai/builtin/teaching/__fixtures__/passages';
import { WordNet } from 'src/ai/builtin/language/wordnet/word-net';
import { editStatement } from 'src/ai/builtin/teaching/worksheet/statement-edits';
import { blankOut, labelOptions } from 'src/ai/builtin/teaching/worksheet/text-kit';

const wordnet = new WordNet();
const context = {
  board: 'CBSE',
  grade: 'Grade 7',
  subject: 'Science',
  topic: 'Magnets',
  section: null,
  sources: [{ document: 'notes.txt', page: 1, text: MAGNETS }],
};

describe('statement edits', () => {
  it('makes false statements that differ from every source sentence', async () => {
    const analysis = await analyseSource(wordnet, context, ['Magnets']);
    const flat = MAGNETS.replace(/\s+/g, ' ').toLowerCase();
    let edits = 0;
    for (const sentence of analysis.statements.slice(0, 8)) {
      for (const start of [0, 1, 2]) {
        const edit = await editStatement(wordnet, analysis, sentence, 'medium', start);
        if (!edit) continue;
        edits += 1;
        expect(edit.text).not.toBe(sentence.text);
        expect(flat).not.toContain(edit.text.toLowerCase());
        expect(edit.original).toBe(sentence.text);
      }
    }
    expect(edits).toBeGreaterThan(10);
  });

  it('changes a number, or negates the verb, when asked to', async () => {
    const analysis = await analyseSource(wordnet, context, ['Magnets']);
    const twoPoles = analysis.sentences.find((s) =>
      s.text.startsWith('Every magnet has two poles'),
    );
    const edit = twoPoles && (await editStatement(wordnet, analysis, twoPoles, 'easy', 1));
    expect(edit?.kind).toBe('number');
    expect(edit?.text).toMatch(/^Every magnet has four poles/);
    const compass = analysis.sentences.find((s) => s.text.startsWith('A compass needle'));
    const negated = compass && (await editStatement(wordnet, analysis, compass, 'easy', 2));
    expect(negated?.text).toMatch(/^A compass needle is not a small magnet/);
  });
});

describe('text kit', () => {
  it('blanks a whole term, never part of a longer word', () => {
    expect(blankOut('A magnet attracts magnetic materials.', ['magnet'])).toEqual({
      text: 'A _____ attracts magnetic materials.',
      answer: 'magnet',
    });
  });

  it('labels options "A. …" as the web app strips them', () => {
    expect(labelOptions(['iron', 'nickel'])).toEqual(['A. Iron', 'B. Nickel']);
  });
});
