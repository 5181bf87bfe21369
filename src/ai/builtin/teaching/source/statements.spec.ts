import { standsAlone } from 'src/ai/builtin/teaching/source/analyse-source';
import { editStatement } from 'src/ai/builtin/teaching/worksheet/statement-edits';
import {
  analysisOf,
  documentContext,
  wordnet,
} from 'src/ai/builtin/teaching/worksheet/sheet-from-document.spec-helper';

/** A text whose "Such a …" lines name their thing only in an earlier sentence. */
const ROCKS = `Kinds of rock

Some rocks form when hot liquid rock cools and hardens. Granite and basalt form in this way. Such a rock is called an igneous rock. Other rocks form when layers of sand and mud settle at the bottom of the sea and are pressed together over millions of years. Such a rock is called a sedimentary rock. Sandstone and limestone are sedimentary rocks. Heat and pressure deep underground can change one rock into another kind. Marble is a metamorphic rock made from limestone. Fossils are often found in sedimentary rocks.`;

describe('a statement printed alone says what it is about', () => {
  it('"Such a rock is called …" leans on the line before it', () => {
    expect(standsAlone('Such a rock is called a sedimentary rock.')).toBe(false);
    expect(standsAlone('Sandstone and limestone are sedimentary rocks.')).toBe(true);
  });

  it('no true/false or judged statement opens with "Such …", "This …", "It …" or "These …"', async () => {
    const analysis = await analysisOf(
      documentContext(ROCKS, { grade: 'Grade 7', subject: 'Science', topic: 'Rocks' }),
    );
    expect(analysis.statements.length).toBeGreaterThan(0);
    for (const s of analysis.statements) expect(s.text).not.toMatch(/^(Such|This|It|These)\b/);
  });
});

/** A text with a "some" claim beside its contrast. */
const METALS = `Metals and magnets

Some metals are attracted to a magnet. Iron, nickel and cobalt are magnetic materials. Other metals, such as copper and aluminium, are not attracted to a magnet. A magnet has two ends called the north pole and the south pole. The force of a magnet is strongest at its poles.`;

describe('a "some" claim is never made false by a "not"', () => {
  it('"Some metals are attracted …" is not edited into "Some metals are not attracted …"', async () => {
    const analysis = await analysisOf(
      documentContext(METALS, { grade: 'Grade 6', subject: 'Science', topic: 'Magnets' }),
    );
    const some = analysis.sentences.find((s) => s.text.startsWith('Some metals'));
    expect(some).toBeDefined();
    for (const start of [0, 1, 2]) {
      const edit = await editStatement(wordnet, analysis, some!, 'medium', start);
      expect(edit?.text ?? '').not.toMatch(/^Some metals are not\b/);
    }
  });
});
