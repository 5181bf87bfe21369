import { readFileSync } from 'fs';
import { join } from 'path';
import { seededRandom } from 'src/ai/builtin/seeded-random';
import { BLUEPRINT_ALL_TYPES } from 'src/ai/builtin/teaching/__fixtures__/passages';
import { clashes } from 'src/ai/builtin/teaching/worksheet/distractors';
import { explainQuestions, isKeyed } from 'src/ai/builtin/teaching/worksheet/explain-questions';
import type { WorksheetQuestions } from 'src/ai/ports/teaching-content.port';
import { isFalseSlot } from 'src/ai/builtin/teaching/worksheet/templates/closed.templates';
import {
  definingSentences,
  LONG_TEMPLATES,
  supportFor,
} from 'src/ai/builtin/teaching/worksheet/templates/open.templates';
import type { WriterContext } from 'src/ai/builtin/teaching/worksheet/writer-context';
import type { SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';
import {
  analysisOf,
  documentContext,
  notedSheetFrom,
  wordnet,
} from 'src/ai/builtin/teaching/worksheet/sheet-from-document.spec-helper';

const fixture = (name: string) =>
  readFileSync(join(__dirname, '../../../../../../scripts/fixtures/worksheets', name), 'utf8');

/** A story in which "He" of one sentence is not the character the sentence before names. */
const STORY = `The Miller and the Elf

Once a miller named Hugh lived beside a river with his wife. Hugh ground corn for the whole village, and the miller worked from dawn to dusk. One cold evening the Elf knocked at the door of the mill. He was small and green, and he wore a red cap with a silver bell. Hugh gave the Elf a bowl of soup and a piece of bread.
The Elf thanked Hugh and danced on the table until midnight. The next morning the miller found all his corn already ground into fine flour. Hugh told his wife about the Elf, and she sewed a tiny green coat for the Elf as a gift.
That night the Elf found the coat on the table. He put it on and laughed, and then he ran out of the mill. The Elf never came back, but the miller and his wife were never poor again.`;

const EVAPORATION = `Evaporation

Puddles dry up on a sunny day. When water is warmed by the Sun, it turns into an invisible gas and rises into the air. This process is called evaporation. Water vapour is the gas that water becomes. Evaporation is faster on a hot, windy day than on a cold, still day. Wet clothes on a line dry by evaporation, and evaporation also cools our skin when we sweat.`;

const contexts = [
  documentContext(fixture('circulation.txt'), {
    grade: 'Grade 7',
    subject: 'Science',
    topic: 'Circulation',
  }),
  documentContext(fixture('volcanoes.txt'), {
    grade: 'Grade 6',
    subject: 'Geography',
    topic: 'Volcanoes',
  }),
  documentContext(STORY, { grade: 'Grade 4', subject: 'English', topic: null }),
];

const sheets = Promise.all(contexts.map((c) => notedSheetFrom(c, BLUEPRINT_ALL_TYPES)));
const strip = (option: string) => option.replace(/^[A-F]\.\s*/, '').replace(/[.]+$/, '');

function writerContext(analysis: SourceAnalysis): WriterContext {
  return {
    wordnet,
    analysis,
    topic: analysis.terms[0]?.label ?? '',
    random: seededRandom('review'),
    termUse: new Map(),
    sentenceUse: new Map(),
  };
}

describe('a document sheet as the teacher review read it', () => {
  it('keys "statements about X" only with sentences that name X, each quoted on its own', async () => {
    const stem = /statements(?: about (?:the )?(.+?))? (are|is) (accurate|true|correct)/;
    const items = (await sheets).flat().filter(({ q }) => stem.test(q.question));
    expect(items.length).toBeGreaterThan(0);
    for (const { q, note } of items) {
      const subject = stem.exec(q.question)![1]?.toLowerCase();
      const keyed = q.options.filter((o) => isKeyed(q.answer, o)).map(strip);
      // A subject in the stem is one every option is about, so it gives no option away.
      if (subject) for (const option of q.options) expect(option.toLowerCase()).toContain(subject);
      if (keyed.length > 1) expect(note.explanation).not.toContain(`${keyed[0]}. ${keyed[1]}`);
    }
  });

  it('explains a term named by "This … is called X" with the sentence before it', async () => {
    const analysis = await analysisOf(
      documentContext(EVAPORATION, { grade: 'Grade 5', subject: 'Science', topic: 'Evaporation' }),
    );
    const ctx = writerContext(analysis);
    const term = analysis.terms.find((t) => t.label.toLowerCase() === 'evaporation')!;
    expect(term).toBeDefined();
    expect(definingSentences(ctx, term).map((s) => s.text)).toEqual([
      'When water is warmed by the Sun, it turns into an invisible gas and rises into the air.',
      'This process is called evaporation.',
    ]);
    const explain = LONG_TEMPLATES.find((t) => t.name === 'explain-in-detail')!;
    const slot = {
      type: 'long_answer',
      index: 0,
      bloom: 'understand',
      difficulty: 'hard',
    } as const;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const draft = await explain.write(ctx, slot, attempt);
      if (draft && /Explain evaporation\b/i.test(draft.question))
        return expect(draft.answer).toContain('it turns into an invisible gas');
    }
    throw new Error('no "Explain evaporation" item was written');
  });

  it('never names the key as the wrong term in a mistakes line', async () => {
    const lines = (await sheets)
      .flat()
      .map(({ note }) => /such as "(.+?)" instead of "(.+?)"/.exec(note.common_mistakes))
      .filter((m): m is RegExpExecArray => !!m);
    expect(lines.length).toBeGreaterThan(0);
    for (const [, wrong, key] of lines) expect(clashes(wrong, key)).toBe(false);
  });

  it('never offers the key as the related term, even when the sentence names other terms first', async () => {
    const analysis = await analysisOf(contexts[0]);
    const terms = analysis.terms.slice(0, 8);
    const questions = terms.map((term) => ({
      question: `Fill in the blank: ${terms
        .filter((t) => t !== term)
        .map((t) => t.label)
        .join(', ')} and _____.`,
      options: [],
      answer: term.label,
      grounding: '',
    }));
    const notes = await explainQuestions(wordnet, analysis, [], {
      fill_in_the_blanks: questions,
    } as unknown as WorksheetQuestions);
    for (const [i, note] of notes.fill_in_the_blanks.entries()) {
      const wrong = /such as "(.+?)" instead of/.exec(note.common_mistakes)?.[1];
      if (wrong) expect(clashes(wrong, questions[i].answer)).toBe(false);
    }
  });

  it('puts a false statement among every sheet’s true/false items, its place set by the seed', async () => {
    for (const sheet of await sheets) {
      const answers = sheet
        .filter(({ q }) => /^True or false:/.test(q.question))
        .map(({ q }) => q.answer);
      expect(answers).toContain('False');
    }
    const ctx = (seed: string, count: number) =>
      ({
        random: seededRandom(seed),
        sheet: { seed, slots: { true_false: count } },
      }) as unknown as WriterContext;
    expect(isFalseSlot(ctx('x', 1), 0, 0)).toBe(true);
    const orders = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) =>
        [0, 1].map((i) => isFalseSlot(ctx(seed, 2), i, 0)).join(),
      ),
    );
    expect(orders).toEqual(new Set(['true,false', 'false,true']));
  });

  it('gives the text’s evidence, not the statement again, as the reason a statement is accurate', async () => {
    const analysis = await analysisOf(contexts[0]);
    const ctx = writerContext(analysis);
    for (const sentence of analysis.statements.slice(0, 6)) {
      const support = supportFor(ctx, sentence);
      if (support) expect(support.id).not.toBe(sentence.id);
    }
    const belief = await analysisOf(
      documentContext(
        `Shadows\n\nMany people think that a shadow is made of dark air around an object. This is not true. The air around an object is clear, so light passes through the air.`,
        { grade: 'Grade 4', subject: 'Science', topic: 'Shadows' },
      ),
    );
    const blocks = belief.sentences.find((s) => s.text.includes('passes through'))!;
    expect(supportFor(writerContext(belief), blocks)?.text ?? '').not.toMatch(/people think/);
    for (const { q } of (await sheets).flat()) {
      const shown = /^Is the following statement accurate\? "(.+)"\./.exec(q.question)?.[1];
      if (shown && q.answer.startsWith('Yes')) expect(q.answer).not.toContain(shown);
    }
  });

  it('words each mistakes line for its kind of item', async () => {
    for (const { q, note } of (await sheets).flat()) {
      if (q.options.length === 0 && q.answer.trim().split(/\s+/).length <= 2)
        expect(note.common_mistakes).not.toMatch(/^Naming .+ without saying what/);
      if (/beginning of each sentence/.test(q.question))
        expect(note.common_mistakes).not.toMatch(/term to a meaning/);
    }
  });
});
