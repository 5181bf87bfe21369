import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { TeachingContext } from 'src/ai/ports/teaching-content.port';
import { BLUEPRINT_ALL_TYPES } from 'src/ai/builtin/teaching/__fixtures__/passages';
import type { SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';
import { withoutPageMarkers } from 'src/ai/builtin/teaching/source/page-markers';
import {
  analysisOf,
  documentContext,
  sheetFrom,
  wordnet,
} from 'src/ai/builtin/teaching/worksheet/sheet-from-document.spec-helper';
import {
  namesAPerson,
  notFitting,
} from 'src/ai/builtin/teaching/worksheet/document/fitting-options';
import { BLANK } from 'src/ai/builtin/teaching/worksheet/text-kit';
import { withTwins } from 'src/ai/builtin/teaching/worksheet/sentence-twins';

const ENERGY = readFileSync('scripts/fixtures/worksheets/sources-of-energy.txt', 'utf8');
const energy = documentContext(ENERGY, {
  grade: 'Grade 8',
  subject: 'Science',
  topic: 'Sources of energy',
});
const BLUE = '../shared/data/passages/fairytaleqa/little-boy-blue-story.csv';
const hasStory = existsSync(BLUE);

/** The story as the review grid reads it: one page per section. */
function storyContext(): TeachingContext {
  const rows = parse<{ section: string; text: string }>(readFileSync(BLUE, 'utf8'), {
    columns: true,
  });
  return {
    board: 'CBSE',
    grade: 'Grade 6',
    subject: 'English',
    topic: 'Reading: Little Boy Blue',
    section: null,
    sources: rows.map((row) => ({
      document: 'little-boy-blue-story.csv',
      page: Number(row.section),
      text: row.text,
    })),
  };
}

function term(analysis: SourceAnalysis, label: string) {
  const found = analysis.terms.find((t) => t.key === label || t.label.toLowerCase() === label);
  if (!found) throw new Error(`no term ${label}`);
  return found;
}

function sentenceWith(analysis: SourceAnalysis, words: string) {
  const found = analysis.sentences.find((s) => s.text.includes(words));
  if (!found) throw new Error(`no sentence with ${words}`);
  return found;
}

describe('wrong options a student could defend are left out', () => {
  it('drops "turbine" from "A hydroelectric _____ uses flowing water", keeps a far-off term', async () => {
    const analysis = await analysisOf(energy);
    const sentence = sentenceWith(analysis, 'A hydroelectric power plant uses flowing water');
    const blanked = sentence.text.replace('power plant', BLANK);
    const key = term(analysis, 'power plant');
    const far = { label: 'solar cell', sense: null, kind: key.kind };
    const options = [term(analysis, 'turbine'), far];
    const kept = await notFitting(wordnet, analysis, sentence, blanked, key, options);
    expect(kept.map((t) => t.label.toLowerCase())).toEqual(['solar cell']);
  });

  (hasStory ? it : it.skip)(
    'drops "child" beside "daughter", and sets no blank on a word for a person',
    async () => {
      const analysis = await analysisOf(storyContext());
      const sentence = sentenceWith(analysis, 'So the Squire and his daughter');
      const blanked = sentence.text.replace('daughter', BLANK);
      const key = term(analysis, 'daughter');
      const child = { label: 'child', sense: null, kind: key.kind };
      expect(await notFitting(wordnet, analysis, sentence, blanked, key, [child])).toEqual([]);
      expect(namesAPerson(key)).toBe(true);
    },
  );
});

describe('a document sheet is not a page of copied sentences', () => {
  const contexts: [string, () => TeachingContext][] = [['expository text', () => energy]];
  if (hasStory) contexts.push(['story', storyContext]);

  it.each(contexts)('prints at most two blanked sentences (%s)', async (_kind, context) => {
    const questions = await sheetFrom(context(), BLUEPRINT_ALL_TYPES);
    expect(questions.filter((q) => q.question.includes(BLANK)).length).toBeLessThanOrEqual(2);
  });
});

describe('page markers of a scanned story', () => {
  it('are taken out of the text', () => {
    expect(withoutPageMarkers('chirped just as[38] merrily; could not help myself;[41] and')).toBe(
      'chirped just as merrily; could not help myself; and',
    );
    expect(withoutPageMarkers('the king [Illustration] said [12] no')).toBe('the king said no');
  });

  (hasStory ? it : it.skip)('never reach a sentence a student reads', async () => {
    const analysis = await analysisOf(storyContext());
    expect(analysis.text).not.toMatch(/\[\d+\]/);
    expect(analysis.sentences.some((s) => s.text.includes('chirped just as merrily'))).toBe(true);
  });
});

describe('sentences the text all but repeats', () => {
  it('count as one claim, so a sheet never asks the same statement twice', async () => {
    const text =
      'The cat and the boy lived in a hut. The next day they both set out again, the cat in the lead, and the boy following. They met a king. On the third day they set out again, the cat in the lead, and the boy following.';
    const analysis = await analysisOf(
      documentContext(text, { grade: 'Grade 5', subject: 'English', topic: 'A cat' }),
    );
    const first = sentenceWith(analysis, 'The next day').id;
    const third = sentenceWith(analysis, 'On the third day').id;
    expect([...withTwins(analysis, new Set([first]))].sort()).toEqual([first, third].sort());
  });
});
