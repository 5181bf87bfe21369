/**
 * An objective's explanation quoted from the teacher's document is a run of adjacent sentences of
 * one paragraph, read as the text says it: never lines stitched from different paragraphs (a
 * definition of weather between "air pressure" and "So warm air rises …"), never a line that
 * leans on one left out ("So warm air rises" without "When air is heated, it expands …"). The
 * curriculum's own lines stay beside it, but not a board term's definition said again.
 */
import type { ObjectivePlan } from 'src/ai/builtin/teaching/curriculum/lesson-objectives';
import { keyWords } from 'src/ai/builtin/teaching/curriculum/objective-sentences';

/** A line that goes on from the one before ("So warm air rises …", "This moving air is …"). */
const GOES_ON =
  /^(so|thus|therefore|then|this|these|that|those|it|its|they|their|such|here|he|she|his|her)\b/i;

/** The most lines a run fills in: a longer span is not one explanation. */
const MAX_RUN = 6;

interface Run {
  paragraph: number;
  from: number;
  to: number;
}

const lineOf = (paragraphs: readonly (readonly string[])[], run: Run) =>
  paragraphs[run.paragraph].slice(run.from, run.to + 1);

/** The runs of one paragraph's picked lines: the span between them, unless another objective's. */
function runsIn(paragraph: number, picked: number[], taken: (i: number) => boolean): Run[] {
  const [from, to] = [Math.min(...picked), Math.max(...picked)];
  const span = Array.from({ length: to - from + 1 }, (_, k) => from + k);
  if (to - from < MAX_RUN && !span.some((i) => !picked.includes(i) && taken(i)))
    return [{ paragraph, from, to }];
  // Else each stretch of picked lines that are next to each other.
  const runs: Run[] = [];
  for (const i of [...picked].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last.to === i - 1) last.to = i;
    else runs.push({ paragraph, from: i, to: i });
  }
  return runs;
}

/**
 * The objectives with each one's lines from the document as one run (see the file's note); an
 * objective taught from the curriculum alone is kept as it is. `board`: the terms the board
 * defines.
 */
export function quotedRuns(
  objectives: readonly ObjectivePlan[],
  paragraphs: readonly (readonly string[])[],
  board: readonly string[] = [],
): ObjectivePlan[] {
  const where = new Map<string, { paragraph: number; line: number }>();
  paragraphs.forEach((lines, paragraph) =>
    lines.forEach((text, line) => where.set(text.trim(), { paragraph, line })),
  );
  const key = (paragraph: number, line: number) => `${paragraph}:${line}`;
  // The document's lines each objective's teaching uses: no run takes another's.
  const owners = new Map<string, number>();
  objectives.forEach((o, n) =>
    o.teach.forEach((text) => {
      const at = where.get(text.trim());
      if (at && !owners.has(key(at.paragraph, at.line))) owners.set(key(at.paragraph, at.line), n);
    }),
  );
  return objectives.map((o, n): ObjectivePlan => {
    const at = o.teach.flatMap((text) => where.get(text.trim()) ?? []);
    if (at.length === 0) return o;
    const taken = (paragraph: number) => (i: number) => {
      const owner = owners.get(key(paragraph, i));
      return owner !== undefined && owner !== n;
    };
    const byParagraph = new Map<number, number[]>();
    for (const { paragraph, line } of at)
      byParagraph.set(paragraph, [...(byParagraph.get(paragraph) ?? []), line]);
    const runs = [...byParagraph].flatMap(([paragraph, picked]) =>
      runsIn(paragraph, picked, taken(paragraph)),
    );
    // The run of the line the objective leads with (its best material: a definition before
    // examples), unless another says more of the outcome's own words.
    const words = keyWords(o.outcome.toLowerCase());
    const said = (run: Run) =>
      [...keyWords(lineOf(paragraphs, run).join(' ').toLowerCase())].filter((w) => words.has(w))
        .length;
    const leads = (run: Run) =>
      run.paragraph === at[0].paragraph && at[0].line >= run.from && at[0].line <= run.to ? 1 : 0;
    const [best] = [...runs].sort((a, b) => said(b) - said(a) || leads(b) - leads(a));
    // A first line that goes on from the one before it takes that line with it.
    while (
      best.from > 0 &&
      GOES_ON.test(paragraphs[best.paragraph][best.from]) &&
      !taken(best.paragraph)(best.from - 1)
    )
      best.from -= 1;
    for (let i = best.from; i <= best.to; i++) owners.set(key(best.paragraph, i), n);
    // The curriculum's lines stay beside the quote, where they were, but not a board term's
    // definition again ("Rain gauge: an instrument …" under a board that gives it).
    const glossary = (text: string) =>
      board.some((term) => text.toLowerCase().startsWith(`${term.toLowerCase()}: `));
    const first = o.teach.findIndex((text) => where.has(text.trim()));
    const teach = o.teach.flatMap((text, i) =>
      i === first
        ? lineOf(paragraphs, best)
        : where.has(text.trim()) || glossary(text)
          ? []
          : [text],
    );
    return { ...o, teach };
  });
}
