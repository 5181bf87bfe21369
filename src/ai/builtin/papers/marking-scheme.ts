import { readAnswerText } from 'src/ai/builtin/grading/answer-text';
import { its, readDoc } from 'src/ai/builtin/nlp';
import type { MarkingPoint } from 'src/ai/ports/answer-grading.port';
import { marksBreaks, readFigure, shareInHalves } from 'src/ai/builtin/papers/marks';
import { tidyLine, unwrapLines } from 'src/ai/builtin/papers/paper-lines';

export type { MarkingPoint };

// "- ", "• ", "1. ", "2) ", "(a) ", "i) ", "Step 1:" at the start of a line: a listed point.
const BULLET =
  /^(?:[-–—•·*▪◦>]\s*|\(?\d{1,2}[.)]\s+|\(?[a-h][.)]\s+|\((?:[a-h]|[ivx]{1,4})\)\s*|(?:[ivx]{1,4})[.)]\s+|step\s*\d+\s*[:.)-]\s*)/i;

/**
 * The scheme derived from a model answer without marks per point: sentences (or listed lines) as
 * points, each worth at least a whole mark, marks shared in halves; `[]` when `maxMarks` is not
 * positive or the text is empty. The rules, and why, are in docs/exam-papers.md ("Derived scheme").
 */
export function markingSchemeFor(answerText: string, maxMarks: number): MarkingPoint[] {
  if (typeof answerText !== 'string' || !(maxMarks > 0)) return [];
  const read = answerPoints(answerText);
  if (read.length === 0) return [];
  const halves = Math.max(1, Math.round(maxMarks * 2));
  // A point is worth a whole mark at least, as in printed mark schemes (the last may carry a
  // question's odd half mark): more points than that are grouped.
  const slots = Math.ceil(halves / 2);
  const points = read.length < slots ? splitClauses(splitLists(read, slots), slots) : read;
  const grouped = points.length > slots ? groupPoints(points, slots) : points;
  const marks = shareInHalves(halves / 2, grouped.length);
  return grouped.map((text, index) => ({ text, marks: marks[index] }));
}

/** The key points of an answer's text, by the rule of `markingSchemeFor`. */
export function answerPoints(answerText: string): string[] {
  const lines = answerText.split(/\r?\n/).map(tidyLine).filter(Boolean);
  const listed = lines.filter((line) => BULLET.test(line));
  if (listed.length >= 2) {
    const points: string[] = [];
    for (const line of lines) {
      const stripped = line.replace(BULLET, '').trim();
      if (BULLET.test(line) || points.length === 0) points.push(stripped);
      else points[points.length - 1] += ` ${stripped}`;
    }
    return points.filter(Boolean);
  }
  return joinFragments(unwrapLines(lines).flatMap(sentences));
}

/**
 * A sentence with fewer than two content words ("Yes.", "40 m.") is not a point of its own: it
 * joins the sentence after it (the last one joins the one before).
 */
function joinFragments(sentences: string[]): string[] {
  const joined: string[] = [];
  let carry = '';
  for (const sentence of sentences) {
    const text = carry ? `${carry} ${sentence}` : sentence;
    if (readAnswerText(text).content.length < MIN_CONTENT_WORDS) carry = text;
    else {
      joined.push(text);
      carry = '';
    }
  }
  if (carry) {
    if (joined.length > 0) joined[joined.length - 1] = `${joined[joined.length - 1]} ${carry}`;
    else joined.push(carry);
  }
  return joined;
}

const MIN_CONTENT_WORDS = 2;

/** Words an item of a listing point may have at most ("carbon dioxide", "red blood cells"). */
const MAX_ITEM_WORDS = 4;

/**
 * Points that only name things split into one point per thing, while the points still fit the
 * marks (`slots`); a point whose items would not all fit stays whole.
 */
function splitLists(points: string[], slots: number): string[] {
  const split: string[] = [];
  points.forEach((point, index) => {
    const items = listedItems(point);
    const fits = items && split.length + items.length + (points.length - index - 1) <= slots;
    split.push(...(fits ? items : [point]));
  });
  return split;
}

/**
 * The things a point names, when it is nothing but a list of them ("Rain and snow.", "Oxygen,
 * water and glucose"): two or more short items joined by commas or "and", with no verb (so not
 * "Plants need light and water") and no "or" (alternatives earn one mark, not one each).
 */
function listedItems(point: string): string[] | null {
  const body = point.replace(/[.;!]+$/, '').trim();
  if (/\bor\b/i.test(body)) return null;
  const items = body
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*/i)
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length < 2) return null;
  if (items.some((item) => item.split(/\s+/).length > MAX_ITEM_WORDS)) return null;
  const tags = readDoc(body).tokens().out<string>(its.pos);
  if (tags.some((tag) => tag === 'VERB' || tag === 'AUX')) return null;
  return items;
}

/**
 * Clause breaks a sentence may be cut at for more points: ";", "so", "therefore", "which means".
 * Not "because": a reason shares its claim's words, so stating the claim would seem to give it.
 */
const CLAUSE_BREAK = /\s*;\s+|,?\s+(?=(?:so|therefore|which means)\s)/gi;

/**
 * Points cut at their clause breaks, while there are fewer points than the marks allow
 * (`slots`): each time the cut that leaves the most content words on its shorter side, and only
 * where both sides have at least two ("Wood, because it is not a metal" stays whole).
 */
function splitClauses(points: string[], slots: number): string[] {
  const split = [...points];
  while (split.length < slots) {
    let best: { at: number; parts: [string, string]; size: number } | null = null;
    for (const [at, point] of split.entries()) {
      for (const cut of point.matchAll(CLAUSE_BREAK)) {
        const parts: [string, string] = [
          point.slice(0, cut.index).trim(),
          point.slice(cut.index + cut[0].length).trim(),
        ];
        const size = Math.min(...parts.map((part) => readAnswerText(part).content.length));
        if (size >= MIN_CONTENT_WORDS && (!best || size > best.size)) best = { at, parts, size };
      }
    }
    if (!best) break;
    split.splice(best.at, 1, ...best.parts);
  }
  return split;
}

function sentences(line: string): string[] {
  // Very long lines are cut at sentence punctuation instead of read by wink-nlp.
  const split = line.length > 2000 ? line.split(/(?<=[.!?])\s+/) : readDoc(line).sentences().out();
  return split
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

function groupPoints(points: string[], groups: number): string[] {
  const size = Math.floor(points.length / groups);
  const larger = points.length - size * groups;
  const grouped: string[] = [];
  let at = 0;
  for (let group = 0; group < groups; group++) {
    const count = size + (group < larger ? 1 : 0);
    grouped.push(points.slice(at, at + count).join(' '));
    at += count;
  }
  return grouped;
}

// "1 mark for …", "Award 2 marks for …", "½ mark: …", "1M for …", "2m: …" at the start of a
// line; "5 m/s", "2 m" and "1 m = 100 cm" are in metres, so a bare "m" needs its "for" or a
// ":" or dash.
const LEADING_MARK =
  /^(?:(?:award|give|allot)\s+)?(\d{1,2}(?:\.5)?|\d?\s?½|[1-9]\/2|one|two|three|half(?:\s+a)?)\s*(?:marks?\b\s*(?:for\b\s*[:\-–—]?|[:\-–—=])?|m\b\s*(?:for\b\s*[:\-–—]?|[:\-–—]))\s*/i;
// "… (1 mark)", "… [1]", "… (½)", "… - 1 mark", "… 1M" at the end of a line.
const TRAILING_MARK =
  /\s*(?:[-–—:=]\s*)?(?:[([]\s*(\d{1,2}(?:\.5)?|\d?\s?½|[1-9]\/2)\s*(?:marks?|m)?\s*[)\]]|(\d{1,2}(?:\.5)?|\d?\s?½)\s*(marks?\b|m\b))\s*\.?$/i;
const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, half: 0.5, 'half a': 0.5 };

// "… air. 1 mark for scattering": a scheme point starting mid-line, after a sentence.
const POINT_MID_LINE =
  /(?<=[.;!?])\s+(?=(?:(?:award|give|allot)\s+)?(?:\d{1,2}(?:\.5)?|½|one|two|half)\s*marks?\s+for\b)/gi;

/**
 * A model answer's line cut where marks sit inside it ("… air (1 mark). Blue light … (1
 * mark)"), so that each marked point is a line of its own.
 */
export function schemeLines(line: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const end of marksBreaks(line)) {
    pieces.push(line.slice(start, end));
    start = end;
  }
  pieces.push(line.slice(start));
  return pieces
    .flatMap((piece) => piece.split(POINT_MID_LINE))
    .flatMap(splitAtCodes)
    .flatMap((piece) => piece.split(AFTER_TICK))
    .map((piece) => piece.replace(/^[\s.,;]+/, '').trim())
    .filter(Boolean);
}

// After a mark code, where the next point starts: not at the code's conventions ("cao", "ft
// from their b", "(all three correct)") nor at more codes.
const AFTER_CODE =
  /(?<=(?<![\p{L}\p{N}])[MABC][1-9])\s+(?!(?:[MABC][1-9]|cao|ft|oe|ecf|owtte|isw|awrt|dep|soi|ora|for|or|from|allow|accept|ignore|reject|do\s+not)\b|[([:\-–—])/giu;

const TICKS = /\s*((?:[✔✓]\s*)+)\.?$/u;
// After a tick with more text: the next point.
const AFTER_TICK = /(?<=[✔✓])\s+(?=[\p{L}\p{N}(])/u;

/** "2x = 18 M1 x = 9 A1 cao" → "2x = 18 M1", "x = 9 A1 cao": a point for each mark code. */
function splitAtCodes(piece: string): string[] {
  const codes = piece.match(new RegExp(MARK_CODES.source, 'gu')) ?? [];
  return codes.length >= 2 ? piece.split(AFTER_CODE) : [piece];
}

/** A line of an explicit marking scheme: the point and its marks; null for other lines. */
export function readSchemeLine(line: string): MarkingPoint | null {
  const text = tidyLine(line).replace(BULLET, '');
  const coded = readMarkCodes(text);
  if (coded) return coded;
  // "… ✔": a tick for each mark (IB's markschemes).
  const ticks = TICKS.exec(text);
  if (ticks) {
    const point = text.slice(0, ticks.index).trim();
    if (/[\p{L}\p{N}]/u.test(point))
      return { text: point, marks: ticks[1].replace(/\s/g, '').length };
  }
  const leading = LEADING_MARK.exec(text);
  if (leading) {
    const marks = WORDS[leading[1].toLowerCase().replace(/\s+/g, ' ')] ?? readFigure(leading[1]);
    const point = text.slice(leading[0].length).trim();
    if (marks !== null && marks > 0 && point) return { text: point, marks };
  }
  const trailing = TRAILING_MARK.exec(text);
  // "2M" is two marks, "2 m" two metres.
  if (trailing && trailing[3] !== 'm') {
    const marks = readFigure(trailing[1] ?? trailing[2]);
    const point = text.slice(0, trailing.index).trim();
    if (marks !== null && marks > 0 && point) return { text: point, marks };
  }
  return null;
}

/**
 * Examiners' mark codes: "M1" (method), "A1" (accuracy), "B1" (independent), "C1"
 * (communication), standing alone, before the point ("M1 for 2x = 18") or after it ("x = 9 A1
 * cao", "25 − 27 + 16 M1 (all three powers correct)"). Codes in a row add up ("M1 A1"). The
 * point keeps what follows the codes ("cao", "ft from their b"): the grader reads those as the
 * examiner's conventions.
 */
const MARK_CODES = /(?<![\p{L}\p{N}])((?:[MABC][1-9](?:\s+|(?=[^\p{L}\p{N}])|$))+)/u;

function readMarkCodes(text: string): MarkingPoint | null {
  const found = MARK_CODES.exec(text);
  if (!found) return null;
  const marks = [...found[1].matchAll(/[MABC]([1-9])/g)].reduce((sum, [, n]) => sum + Number(n), 0);
  const before = text.slice(0, found.index).replace(/[\s:\-–—]+$/, '');
  const after = text
    .slice(found.index + found[0].length)
    .replace(/^\s*(?:for\b|[:\-–—])\s*/i, '')
    .trim();
  const point = [before, after].filter(Boolean).join(' ').trim();
  return point && /[\p{L}\p{N}]/u.test(point) ? { text: point, marks } : null;
}

// "Any two from:", "Any 3 of the following:", "Award one mark each for any two of:".
const ANY_OF =
  /^(?:(?:award|give)\s+(?:one|1)\s+mark\s+(?:each\s+)?for\s+)?any\s+(two|three|four|five|six|[2-9])\s+(?:from|of)\b(?:\s+the\s+following)?\s*[:\-–—]?\s*/i;
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

/** A point that lists more answers than earn its marks: any `count` of `items` do. */
export interface AnyOf {
  count: number;
  items: string[];
}

/**
 * "Any two from: shiny; malleable; conducts heat" — printed mark schemes' way of accepting a
 * number of the listed answers: each is worth the point's marks over `count`, up to the
 * point's marks. Items are split at ";" or bullets, else at commas and a final "and"/"or".
 * Null when the text is not such a list, or lists no more items than `count`.
 */
export function readAnyOf(text: string): AnyOf | null {
  const match = ANY_OF.exec(text.trim());
  if (!match) return null;
  const count = COUNTS[match[1].toLowerCase()] ?? Number(match[1]);
  const rest = text.trim().slice(match[0].length);
  const tidy = (items: string[]) =>
    items
      .map((item) =>
        item
          .replace(BULLET, '')
          .replace(/[.;,]+$/, '')
          .trim(),
      )
      .filter(Boolean);
  let items = tidy(rest.split(/\s*(?:;|\n|\s[•·▪]\s)\s*/));
  if (items.length <= 1) items = tidy(rest.split(/\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+/));
  return items.length > count ? { count, items } : null;
}

/**
 * Lines of a model answer with an "Any two from:" line and the listed lines after it made one
 * line ("Any two from: shiny; malleable; conducts heat"), keeping the marks written on it. The
 * list ends at a blank line, a line with marks of its own, or another "any … from".
 */
export function foldAnyOf(lines: readonly string[]): string[] {
  const folded: string[] = [];
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at];
    const marked = readSchemeLine(line);
    const heading = (marked?.text ?? tidyLine(line)).trim();
    const match = ANY_OF.exec(heading);
    if (!match || heading.length > match[0].length) {
      folded.push(line);
      continue;
    }
    const items: string[] = [];
    while (
      at + 1 < lines.length &&
      lines[at + 1].trim() !== '' &&
      !readSchemeLine(lines[at + 1]) &&
      !ANY_OF.test(tidyLine(lines[at + 1]).trim())
    ) {
      items.push(
        tidyLine(lines[at + 1])
          .replace(BULLET, '')
          .trim(),
      );
      at += 1;
    }
    const list = `${heading.replace(/[\s:\-–—]*$/, ':')} ${items.join('; ')}`;
    folded.push(marked ? `${list} [${marked.marks}]` : list);
  }
  return folded;
}
