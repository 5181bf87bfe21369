import { readFileSync } from 'fs';
import { join } from 'path';
import { BLOOM_LEVELS, type WorksheetQuestion } from 'src/ai/ports/teaching-content.port';
import { BLUEPRINT_ALL_TYPES } from 'src/ai/builtin/teaching/__fixtures__/passages';
import { standsAlone } from 'src/ai/builtin/teaching/source/analyse-source';
import { BLANK } from 'src/ai/builtin/teaching/worksheet/text-kit';
import {
  documentContext,
  flatten,
  sheetFrom,
} from 'src/ai/builtin/teaching/worksheet/sheet-from-document.spec-helper';

const fixture = (name: string) =>
  readFileSync(join(__dirname, '../../../../../../scripts/fixtures/worksheets', name), 'utf8');

/**
 * A tale in which lines open on "So she …" and one names the feeling it also shows; long enough
 * that its sheet need not fall back on lines that point back, as a very short text may.
 */
const STORY = `The Baker's Daughter

Once there was a baker named Ivo who lived with his daughter Mira at the edge of a town. Every morning Ivo baked bread, and Mira carried the loaves to the market in a basket. One day a stranger in a grey cloak stopped Mira on the bridge and asked for a loaf. Mira had no money of her own, but she gave the stranger the smallest loaf. The stranger thanked her and walked away across the bridge.
When Mira came home with one loaf too few, Ivo was angry, and he scolded her for giving the bread away. So she went to bed without her supper. That night the stranger knocked at the door of the bakery and asked for Ivo. Ivo opened the door, and the stranger gave him a purse of gold for the loaf. Ivo laughed and hugged his daughter, because her kindness had brought them good luck.
The next week the baker bought a new oven, and the townspeople came from every street to buy his bread. Mira wept for joy when she saw the long line outside the shop. From that day Ivo never scolded her again, and the bakery was the busiest in the town.
Years later Mira ran the bakery herself. Mira baked a small loaf for every hungry traveller who passed the bridge. The townspeople called her the kind baker of the bridge. The mayor of the town gave Mira a silver spoon at the spring fair. Ivo sat by the oven in the evenings and told the story of the stranger to his grandchildren.`;

const sheets = Promise.all([
  sheetFrom(
    documentContext(fixture('moon-phases.txt'), {
      grade: 'Grade 6',
      subject: 'Science',
      topic: 'The Moon and its phases',
    }),
    BLUEPRINT_ALL_TYPES,
  ),
  sheetFrom(
    documentContext(fixture('soil.txt'), { grade: 'Grade 7', subject: 'Science', topic: 'Soil' }),
    BLUEPRINT_ALL_TYPES,
  ),
  sheetFrom(
    documentContext(STORY, { grade: 'Grade 5', subject: 'English', topic: null }),
    BLUEPRINT_ALL_TYPES,
  ),
]);

const all = async () => (await sheets).flat();
const strip = (text: string) => text.replace(/^[A-F]\.\s*/, '');
const plural = (word: string) => /[^su]s$/i.test(word.trim().split(/\s+/).pop() ?? '');

describe('document sheets as a teacher marks them', () => {
  it('blanks one word the sentence does not say again, with options of its number', async () => {
    const blanks = (await all()).filter((q) => q.question.includes(BLANK));
    expect(blanks.length).toBeGreaterThan(0);
    for (const q of blanks) {
      expect(q.question.split(BLANK)).toHaveLength(2);
      const key = strip(q.answer).toLowerCase();
      const said = new Set(q.question.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
      for (const word of key.match(/\p{L}{3,}/gu) ?? []) expect(said.has(word)).toBe(false);
      for (const option of q.options) expect(plural(strip(option))).toBe(plural(key));
    }
  });

  it('prints no statement that points back ("So she …", "Because of this …") or reports a belief', async () => {
    const printed = (await all()).flatMap((q) => [
      ...(q.question.startsWith('True or false: ') ? [q.question.slice(15)] : []),
      ...(/statements/.test(q.question) ? q.options.map(strip) : []),
    ]);
    expect(printed.length).toBeGreaterThan(0);
    expect(printed.filter((statement) => !standsAlone(statement))).toEqual([]);
  });

  it('keys "Explain X using the text" with the sentence that names X and no line that only dates by X', async () => {
    const [moon] = await sheets;
    const text = flatten(fixture('moon-phases.txt'));
    const explains = moon.filter((item) => /^Explain .+ in detail/.test(item.question));
    expect(explains.length).toBeGreaterThan(0);
    for (const q of explains) {
      const term = /^Explain (.+) in detail/.exec(q.question)?.[1] ?? '';
      const naming = text
        .split(/(?<=\.)\s+/)
        .find((s) =>
          new RegExp(`called (the |an? )?${term}\\b|^(the |an? )?${term} (is|are) `, 'i').test(s),
        );
      expect(naming).toBeDefined();
      expect(flatten(q.answer)).toContain(naming);
      expect(q.answer).not.toMatch(new RegExp(`\\b(after|before) the ${term}\\b`, 'i'));
    }
  });

  it('never asks how a character felt from a line that names the feeling', async () => {
    const [, , story] = await sheets;
    const feelings = story.filter((q) => /How did .+ feel/.test(q.question));
    expect(feelings.length).toBeGreaterThan(0);
    for (const q of feelings)
      expect(q.question).not.toMatch(/\b(was|were|felt) (angry|sad|happy|frightened)\b/i);
  });

  it('tags a copied blank or true/false no higher than an item that asks for a reason or a comparison', async () => {
    const rank = (q: WorksheetQuestion) => BLOOM_LEVELS.indexOf(q.tags.bloom);
    for (const sheet of await sheets) {
      const recall = sheet.filter(
        (q) => q.question.includes(BLANK) || q.question.startsWith('True or false'),
      );
      const reasoned = sheet.filter((q) =>
        /Give a reason|difference between|Compare |predict/i.test(q.question),
      );
      for (const low of recall)
        for (const high of reasoned) expect(rank(low)).toBeLessThanOrEqual(rank(high));
    }
  });

  it('tags a copied blank or true/false "remember" whatever level its slot was planned at', async () => {
    for (const sheet of await sheets)
      for (const q of sheet.filter(
        (q) => q.question.includes(BLANK) || q.question.startsWith('True or false'),
      ))
        expect({ q: q.question, bloom: q.tags.bloom }).toEqual({
          q: q.question,
          bloom: 'remember',
        });
  });
});
