import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { parse } from 'csv-parse/sync';
import { seededRandom } from 'src/ai/builtin/seeded-random';
import { BLUEPRINT_REVIEW } from 'src/ai/builtin/teaching/__fixtures__/passages';
import type { TeachingContext, WorksheetQuestion } from 'src/ai/ports/teaching-content.port';
import type { SourceAnalysis } from 'src/ai/builtin/teaching/source/source-model';
import type { Slot } from 'src/ai/builtin/teaching/worksheet/slot-plan';
import type { WriterContext } from 'src/ai/builtin/teaching/worksheet/writer-context';
import { editStatement } from 'src/ai/builtin/teaching/worksheet/statement-edits';
import { contentTokens, findForm } from 'src/ai/builtin/teaching/worksheet/text-kit';
import { judgedTerm, supportFor } from 'src/ai/builtin/teaching/worksheet/templates/open.templates';
import { STORY_SHORT_TEMPLATES } from 'src/ai/builtin/teaching/worksheet/document/story.templates';
import { castOf, isCharacter } from 'src/ai/builtin/teaching/worksheet/document/narration';
import {
  analysisOf,
  documentContext,
  flatten,
  sheetFrom,
  wordnet,
} from 'src/ai/builtin/teaching/worksheet/sheet-from-document.spec-helper';

/** The fifth blind review's two document sheets: digestion.txt and "Helge-Hal in the Blue Hill". */
const DIGESTION_TEXT = readFileSync(
  join(__dirname, '../../../../../../scripts/fixtures/worksheets/digestion.txt'),
  'utf8',
);
const digestion = documentContext(DIGESTION_TEXT, {
  grade: 'Grade 7',
  subject: 'Science',
  topic: 'Digestion in humans',
  document: 'digestion.txt',
});

const HELGE_HAL = join(
  process.cwd(),
  '../shared/data/passages/fairytaleqa/helge-hal-in-blue-hill-story.csv',
);
const hasStory = existsSync(HELGE_HAL);
const withStory = hasStory ? it : it.skip;

/** The story as the review grid reads it: one page per section. */
function storyContext(): TeachingContext {
  const rows = parse<{ section: string; text: string }>(readFileSync(HELGE_HAL, 'utf8'), {
    columns: true,
  });
  return {
    board: 'CBSE',
    grade: 'Grade 6',
    subject: 'English',
    topic: 'Reading: Helge-Hal in the Blue Hill',
    section: null,
    sources: rows.map((row) => ({
      document: 'helge-hal-in-blue-hill-story.csv',
      page: Number(row.section),
      text: row.text,
    })),
  };
}

/** A short tale in which the earth, the ground and a door tremble and shake, as Tam does. */
const GIANT = `The Giant on the Hill

Once a shepherd named Tam lived at the foot of a high hill with his sister Meg. One night a giant came down the hill, and the earth trembled under his feet. "Who is knocking?" asked Tam. The old door trembled as the giant passed by the hut. Tam trembled and hid under the table. Then the giant stamped so hard that the ground shook. Meg wept, because the giant had taken their best sheep. The next morning the giant laughed and walked away over the hill. Tam thanked his sister, since she had kept the fire alight all night.`;

const NON_CHARACTERS = /\b(earth|ground|door|wind|hill|castle|fire)\b/i;

function writerContext(analysis: SourceAnalysis): WriterContext {
  return {
    wordnet,
    analysis,
    topic: '',
    random: seededRandom('review-round'),
    termUse: new Map(),
    sentenceUse: new Map(),
  };
}

/** Who a feeling or motive question is asked of: "How did the earth feel" → "the earth". */
function askedOf(question: string): string | null {
  return (
    /How did (.+?) feel\b/.exec(question)?.[1] ??
    /about how (.+?) felt\b/.exec(question)?.[1] ??
    /\bWhy (?:did|was|were|had|could) (.+?) (?:not )?[a-z]+\b[^?]*\?$/.exec(question)?.[1] ??
    null
  );
}

const strip = (text: string) => text.replace(/^[A-F]\.\s*/, '').replace(/[.]+$/, '');

/** The statements an item puts to the student: a true-or-false one, or a "which are accurate" option. */
function statements(q: WorksheetQuestion): string[] {
  const tf = /^True or false:\s*(.+)$/.exec(q.question)?.[1];
  if (tf) return [tf];
  return /\bstatements\b.*\b(accurate|true|correct)\b/.test(q.question) ? q.options.map(strip) : [];
}

/** Whether two statements are one source sentence, as printed or with a word changed. */
function sameSentence(a: string, b: string): boolean {
  const [x, y] = [contentTokens(a), contentTokens(b)];
  let shared = 0;
  for (const word of x) if (y.has(word)) shared += 1;
  return shared >= 0.8 * Math.min(x.size, y.size) && Math.min(x.size, y.size) >= 4;
}

describe('the fifth review of document sheets', () => {
  const storySheet = hasStory ? sheetFrom(storyContext(), BLUEPRINT_REVIEW) : Promise.resolve([]);
  const digestionSheet = sheetFrom(digestion, BLUEPRINT_REVIEW);

  it("reads a story's cast from who speaks, asks and promises: the cat and Tam, not the earth", async () => {
    const cast = castOf(
      (
        await analysisOf(
          documentContext(GIANT, { grade: 'Grade 4', subject: 'English', topic: null }),
        )
      ).sentences,
    );
    expect(isCharacter(cast, 'Tam')).toBe(true);
    expect(isCharacter(cast, 'she')).toBe(true);
    for (const thing of ['the earth', 'the ground', 'the old door', 'the hill', 'it'])
      expect(isCharacter(cast, thing)).toBe(false);
  });

  it('asks how someone felt only of a character, never of the earth, the ground or a door', async () => {
    const analysis = await analysisOf(
      documentContext(GIANT, { grade: 'Grade 4', subject: 'English', topic: null }),
    );
    const ctx = writerContext(analysis);
    const slot: Slot = { type: 'short_answer', index: 0, bloom: 'analyze', difficulty: 'hard' };
    const asked: string[] = [];
    for (const template of STORY_SHORT_TEMPLATES.filter((t) => /feeling|motive/.test(t.name)))
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const draft = await template.write(ctx, slot, attempt);
        const who = draft && askedOf(draft.question);
        if (who) asked.push(who);
      }
    // Tam's trembling and Meg's weeping are still asked about.
    expect(asked.length).toBeGreaterThan(0);
    for (const who of asked) expect(who).not.toMatch(NON_CHARACTERS);
  });

  withStory(
    'puts no feeling or motive question about the earth on the Helge-Hal sheet',
    async () => {
      const cast = castOf((await analysisOf(storyContext())).sentences);
      expect(isCharacter(cast, 'the cat')).toBe(true);
      expect(isCharacter(cast, 'Ebe')).toBe(true);
      expect(isCharacter(cast, 'the earth')).toBe(false);
      for (const q of await storySheet) {
        const who = askedOf(q.question);
        if (who) expect(who).not.toMatch(NON_CHARACTERS);
        expect(q.answer).not.toMatch(/^The earth was/);
        // "Suddenly there came a thundering …, so that the earth trembled": no one's purpose.
        if (/Why was this done\?$/.test(q.question)) expect(q.answer).not.toMatch(/the earth/);
      }
    },
  );

  it('never makes a "false" statement by swapping in a word the sentence already implies', async () => {
    const analysis = await analysisOf(digestion);
    const juices = analysis.sentences.find((s) => s.text.startsWith('The juices in the small'))!;
    for (const start of [0, 1, 2]) {
      const edit = await editStatement(wordnet, analysis, juices, 'medium', start);
      // Sugars are carbohydrates: "carbohydrates, sugars and fats" is still true.
      if (edit) expect(edit.text).not.toMatch(/carbohydrates,? (sugars?|starch)\b/i);
    }
    for (const q of await digestionSheet)
      for (const statement of statements(q)) expect(statement).not.toMatch(/carbohydrates, sugars/);
  });

  it('never negates a "so … that" sentence into broken English', async () => {
    const analysis = await analysisOf(
      documentContext(
        `The Cat and the Shepherds\n\nThe cat stood on a rock and spoke to the shepherds. Then the shepherds were so frightened that they at once promised to do as the cat had ordered. The cat was pleased with them. There was nothing to eat in the hut. The king was more than pleased with the cat. The shepherds were glad to go home.`,
        { grade: 'Grade 6', subject: 'English', topic: null },
      ),
    );
    const promised = analysis.sentences.find((s) => /so frightened/.test(s.text))!;
    for (const start of [0, 1, 2]) {
      const edit = await editStatement(wordnet, analysis, promised, 'medium', start);
      if (edit) expect(edit.text).not.toMatch(/\bnot (so|such|too)\b/);
    }
    const nothing = analysis.sentences.find((s) => /nothing/.test(s.text))!;
    for (const start of [0, 1, 2]) {
      const edit = await editStatement(wordnet, analysis, nothing, 'medium', start);
      if (edit) expect(edit.text).not.toMatch(/\bnot nothing\b/);
    }
    const pleased = analysis.sentences.find((s) => /more than pleased/.test(s.text))!;
    for (const start of [0, 1, 2]) {
      const edit = await editStatement(wordnet, analysis, pleased, 'medium', start);
      if (edit) expect(edit.text).not.toMatch(/\bnot more than\b/);
    }
    for (const q of await storySheet)
      for (const statement of statements(q))
        expect(statement).not.toMatch(/\bnot (so|such|too|nothing)\b/);
  });

  it('gives as the reason a statement is accurate only a sentence that names its subject', async () => {
    const circulation = await analysisOf(
      documentContext(
        readFileSync(
          join(__dirname, '../../../../../../scripts/fixtures/worksheets/circulation.txt'),
          'utf8',
        ),
        { grade: 'Grade 7', subject: 'Science', topic: 'Circulation' },
      ),
    );
    const cases: [SourceAnalysis, string, RegExp][] = [
      // Not "Blood carries these materials around the body": it says nothing of circulation.
      [circulation, 'The movement of blood through the body is called', /circulation/],
      // Not "The food pipe, also called the oesophagus, joins the mouth to the stomach".
      [await analysisOf(digestion), 'The tongue then pushes', /tongue/],
    ];
    for (const [source, opening, subject] of cases) {
      const ctx = writerContext(source);
      const sentence = source.sentences.find((s) => s.text.startsWith(opening))!;
      const judged = judgedTerm(ctx, sentence);
      expect(judged?.label.toLowerCase()).toMatch(subject);
      const support = supportFor(ctx, sentence);
      if (support) expect(support.text.toLowerCase()).toMatch(subject);
    }
    const sheets: [WorksheetQuestion[], SourceAnalysis][] = [
      [await digestionSheet, await analysisOf(digestion)],
      ...(hasStory
        ? [
            [await storySheet, await analysisOf(storyContext())] as [
              WorksheetQuestion[],
              SourceAnalysis,
            ],
          ]
        : []),
    ];
    let judgedItems = 0;
    for (const [sheet, source] of sheets)
      for (const q of sheet) {
        const shown = /^Is the following statement accurate\? "(.+)"\./.exec(q.question)?.[1];
        const reason = /^Yes\. The text also says: (.+)$/.exec(q.answer)?.[1];
        const own = shown && source.sentences.find((s) => s.text.startsWith(shown));
        if (!own || !reason) continue;
        judgedItems += 1;
        const term = judgedTerm(writerContext(source), own);
        // And one more word of what the statement says: "And the king said yes, he would wait"
        // backs nothing about the court's journey to the castle.
        const subjectWords = contentTokens(term?.forms.join(' ') ?? '');
        const reasonWords = contentTokens(reason);
        expect([
          reason,
          [...contentTokens(shown)].some((w) => !subjectWords.has(w) && reasonWords.has(w)),
        ]).toEqual([reason, true]);
        expect([reason, term?.forms.some((form) => !!findForm(reason, form))]).toEqual([
          reason,
          true,
        ]);
      }
    expect(judgedItems).toBeGreaterThanOrEqual(0);
  });

  it('offers as the wrong meanings of a document term only the document’s own sentences', async () => {
    const text = flatten(DIGESTION_TEXT).toLowerCase();
    const items = (await digestionSheet).filter((q) =>
      /^Which of the following best describes|^Which term means/.test(q.question),
    );
    for (const q of items)
      for (const option of q.options) expect(text).toContain(strip(option).toLowerCase());
    for (const q of await digestionSheet)
      expect(q.options.join(' ')).not.toMatch(/vertebrates|vocalizations/);
  });

  it('never asks one sentence twice on a sheet, nor keys two items with one answer', async () => {
    for (const sheet of [await digestionSheet, await storySheet]) {
      const shown = sheet.flatMap((q, i) => statements(q).map((text) => ({ i, text })));
      for (const a of shown)
        for (const b of shown)
          if (a.i < b.i) expect([a.text, sameSentence(a.text, b.text)]).toEqual([a.text, false]);
      const answers = sheet
        .map((q) => q.answer.toLowerCase())
        .filter((answer) => answer.split(/\s+/).length > 2);
      expect(new Set(answers).size).toBe(answers.length);
    }
  });
});
