import { standsAlone } from 'src/ai/builtin/teaching/source/analyse-source';
import {
  analysisOf,
  documentContext,
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
