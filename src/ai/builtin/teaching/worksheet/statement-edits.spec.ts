import { analyseSource } from 'src/ai/builtin/teaching/source/analyse-source';
import { MAGNETS } from 'src/ai/builtin/teaching/__fixtures__/passages';
import { WordNet } from 'src/ai/builtin/language/wordnet/word-net';
import { editStatement } from 'src/ai/builtin/teaching/worksheet/statement-edits';
import { explainQuestions } from 'src/ai/builtin/teaching/worksheet/explain-questions';
import type { WorksheetQuestions } from 'src/ai/ports/teaching-content.port';
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
  it('puts "not" in the main clause, never in an opening "if" or "when" clause', async () => {
    const text = `Magnets and iron

When iron is rubbed with a magnet, the iron is magnetised. If a bar magnet is broken in two, each piece is a magnet. A needle loses its magnetism if it is dropped many times. As the magnet is moved closer, the pull is stronger. When a compass is near a magnet, the needle turns. When a magnet is cut, its ends repel.`;
    const analysis = await analyseSource(
      wordnet,
      { ...context, sources: [{ document: 'notes.txt', page: 1, text }] },
      ['Magnets'],
    );
    const edits: string[] = [];
    for (const sentence of analysis.sentences)
      for (const start of [0, 1, 2]) {
        const edit = await editStatement(wordnet, analysis, sentence, 'medium', start);
        if (edit?.kind === 'negate') edits.push(edit.text);
      }
    // A "not" in the condition reads as nonsense: "If a bar magnet is not broken in two, …".
    for (const edit of edits) {
      expect(edit).not.toMatch(/^(When|If|As)\b[^,]*\b(not|cannot)\b/);
      expect(edit).not.toMatch(/\bif it is not dropped\b/);
      // "its ends" is no subject and verb, though a tagger may read "ends" as a verb.
      expect(edit).not.toMatch(/\bits does not\b/);
    }
    expect(edits).toEqual(
      expect.arrayContaining([
        'When iron is rubbed with a magnet, the iron is not magnetised.',
        'If a bar magnet is broken in two, each piece is not a magnet.',
        // The main verb itself, when it has no "is" or "can": thin texts keep their false ones.
        'When a compass is near a magnet, the needle does not turn.',
      ]),
    );
  });
});

describe('a quantified claim', () => {
  it('never swaps the kind a "Some …" or "Other …" sentence is about', async () => {
    const text = `Matter

An element is a pure substance that cannot be broken down. A mixture is made of two or more substances mixed together. Some mixtures are the same all through. Other mixtures are not the same all through. Many elements are shiny metals. A compound is made of elements joined together.`;
    const analysis = await analyseSource(
      wordnet,
      { ...context, topic: 'Matter', sources: [{ document: 'notes.txt', page: 1, text }] },
      ['Matter'],
    );
    const edits: string[] = [];
    for (const sentence of analysis.sentences.filter((s) => /^(Some|Other|Many)\b/.test(s.text)))
      for (const start of [0, 1, 2]) {
        const edit = await editStatement(wordnet, analysis, sentence, 'medium', start);
        // Its subject kept: "Some elements are the same all through" is true as well.
        const subject = sentence.text.split(' ').slice(0, 2).join(' ');
        if (edit) edits.push(edit.text.startsWith(subject) ? 'kept' : edit.text);
      }
    expect(edits).not.toContain('Some elements are the same all through.');
    expect(edits.filter((e) => e !== 'kept')).toEqual([]);
    expect(edits).not.toContain('Many mixtures are shiny metals.');
  });
});

describe('edits a reader would not take for a false claim', () => {
  it('never swaps a term its examples follow, nor negates an "only" claim', async () => {
    const text = `Metals and compounds

Metals such as iron and copper are shiny and conduct heat and electricity. Oxygen is a gas that we breathe. A compound can be broken down into its elements only by a chemical reaction. Carbon is found in coal. A pure substance is made of only one kind of particle. Sulphur is a yellow solid.`;
    const analysis = await analyseSource(
      wordnet,
      { ...context, topic: 'Matter', sources: [{ document: 'notes.txt', page: 1, text }] },
      ['Matter'],
    );
    const edits: string[] = [];
    for (const sentence of analysis.sentences)
      for (const start of [0, 1, 2]) {
        const edit = await editStatement(wordnet, analysis, sentence, 'medium', start);
        if (edit) edits.push(edit.text);
      }
    // "Oxygens such as iron and copper" is nonsense; "cannot be broken down … only by" is true.
    for (const edit of edits) {
      expect(edit).not.toMatch(/^\w+ such as iron and copper/);
      expect(edit).not.toMatch(/\bnot\b.*\bonly\b/);
    }
  });
});

describe("a false statement's common mistake", () => {
  it('names the phrase a "not" changed, never the whole source sentence', async () => {
    const analysis = await analyseSource(wordnet, context, ['Magnets']);
    const compass = analysis.sentences.find((s) => s.text.startsWith('A compass needle'))!;
    const edit = (await editStatement(wordnet, analysis, compass, 'easy', 2))!;
    expect(edit.kind).toBe('negate');
    const notes = await explainQuestions(wordnet, analysis, [], {
      true_false: [
        {
          question: `True or false: ${edit.text}`,
          options: [],
          answer: 'False',
          grounding: compass.text,
        },
      ],
    } as unknown as WorksheetQuestions);
    const [note] = notes.true_false;
    expect(note.common_mistakes).toMatch(
      /it says "is not a small magnet[^"]*" where the source says "is a small magnet[^"]*", the opposite of what the text states\.$/,
    );
    expect(note.common_mistakes).not.toContain(compass.text.replace(/\.$/, ''));
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
