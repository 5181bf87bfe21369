import { jaccard, contentTokens } from 'src/ai/builtin/teaching/worksheet/text-kit';
import type { CurriculumDraft } from 'src/ai/builtin/teaching/curriculum/draft';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';
import { unit } from 'src/ai/builtin/teaching/curriculum/worksheet-stems';
import { ASKING } from 'src/ai/builtin/teaching/curriculum/answer-giveaway';
import { spreadsMaths } from 'src/ai/builtin/teaching/curriculum/maths-sheet';
import {
  DEFINING,
  FOCUS,
  definedTerms,
  focusCounts,
  termsOf,
} from 'src/ai/builtin/teaching/curriculum/worksheet-terms';

/**
 * The rules a worksheet item must keep to stand beside the items already on the sheet, each
 * relaxed at a higher fit level: what `writeCurriculumWorksheet` asks of every draft it tries.
 */

/** Questions sharing this share of their content words are the same question twice. */
const NEAR_DUPLICATE = 0.7;

export function tokens(draft: CurriculumDraft): Set<string> {
  return contentTokens(
    [draft.question, ...draft.options, ...(draft.column_a ?? []), ...(draft.column_b ?? [])].join(
      ' ',
    ),
  );
}

/** Whether a question leans on a misconception (as its statement or as a distractor). */
const wrongKeys = (draft: CurriculumDraft) => draft.keys.filter((key) => key.startsWith('wrong:'));

/** The misconception an item states (a false statement, "a student says"), not a distractor. */
const restsOn = (draft: CurriculumDraft) =>
  draft.keys[0]?.startsWith('wrong:') ? draft.keys[0] : null;

/** The maths skill an item exercises (`skill:` key), if it is a calculation. */
const skillOf = (draft: CurriculumDraft) => draft.keys.find((key) => key.startsWith('skill:'));

/**
 * Whether a calculation would make the sheet a drill while other items can be written: a third
 * of one skill, or a sixth calculation in all (six copies of one subtraction is no worksheet);
 * `loose`, a fourth of one skill or an eighth in all.
 */
function drills(draft: CurriculumDraft, written: readonly Written[], loose = false): boolean {
  const skill = skillOf(draft);
  if (!skill) return false;
  const sums = written.filter((w) => skillOf(w.draft));
  const [all, one] = loose ? [7, 3] : [5, 2];
  return sums.length >= all || sums.filter((w) => skillOf(w.draft) === skill).length >= one;
}

/** A key a match row stands on: a term, a cause or a stage (not the builder or the process). */
const isRow = (key: string) => /^(term|cause|stage):/.test(key);

/** A Column B row without its label, lower-case ("C. A base that …" → "a base that …"). */
const rowText = (row: string) =>
  row
    .replace(/^[A-F]\.\s*/, '')
    .trim()
    .toLowerCase();

/** A fill-in-the-blank's clue: its sentence without the lead-in and the blank. */
function clue(draft: CurriculumDraft): Set<string> | null {
  if (!draft.question.startsWith('Fill in the blank:')) return null;
  const words = contentTokens(draft.question.replace('Fill in the blank:', '').replace(/_+/g, ' '));
  return words.size >= 3 ? words : null;
}

/** A question's own content words, without its asking words. */
const stemWords = (question: string) =>
  new Set([...contentTokens(question)].filter((word) => !ASKING.has(word)));

/** A question already on the sheet: its words without the key (for near twins) and with it. */
export interface Written {
  draft: CurriculumDraft;
  tokens: Set<string>;
  full: Set<string>;
  units: string[];
}

/**
 * What an item puts in front of the class as a statement of its own: each option, each match
 * row, a true/false statement and an open item's key. Two items showing one of them answer each
 * other (a true/false statement that was a wrong option; a definition keyed after it was shown).
 */
export function shownUnits(draft: CurriculumDraft): string[] {
  const statement = /true or false: (.*)$/i.exec(draft.question)?.[1];
  const open = draft.options.length === 0 && !draft.column_a && !statement;
  const key = open && !/^(Model answer|Success criteria)/.test(draft.answer) ? [draft.answer] : [];
  return [
    ...draft.options,
    ...(draft.column_a ?? []),
    ...(draft.column_b ?? []),
    ...(statement ? [statement] : []),
    // A statement quoted for judging ("A student says: \"…\"") is shown as much as an option;
    // a process named in quotes (`the process "How a leaf makes food"`) is a title, not a claim.
    ...[...draft.question.matchAll(/(?<!the process )"([^"]{12,})"/g)].map((m) => m[1]),
    ...key.map((text) => text.replace(/^(No|Yes)\.\s+/, '')),
  ]
    .map(unit)
    .filter((text) => text.length > 0);
}

/** Whether two shown statements are one: the same words, or a longer one containing the other. */
function sameUnit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.split(' ').length >= 5 && long.includes(short);
}

/**
 * Whether a draft shows what an earlier item showed: at level 0 any option or statement, at
 * levels 1–3 only statements of more than three words (a term may be a wrong option twice).
 */
function reuses(units: readonly string[], written: readonly Written[], level: number): boolean {
  const counted = level === 0 ? units : units.filter((u) => u.split(' ').length > 3);
  return counted.some((u) => written.some((w) => w.units.some((other) => sameUnit(u, other))));
}

export const withKey = (draft: CurriculumDraft) =>
  new Set([...tokens(draft), ...contentTokens(draft.answer)]);

/** Whether one question states another's blank sentence (its clue, nearly word for word). */
function givesAway(blank: CurriculumDraft, other: Set<string>): boolean {
  const words = clue(blank);
  if (!words) return false;
  let shared = 0;
  for (const word of words) if (other.has(word)) shared += 1;
  return shared / words.size >= 0.8;
}

/**
 * How strictly a draft must differ from the sheet so far: 0 = no option, row or statement another
 * item showed, not near another question, no misconception stated by two items or used in three,
 * no blank whose sentence another question states, no match row on an item another question
 * asked, no term's meaning asked twice, no drill of calculations; 1 = the same but a short
 * option (a term) may repeat; 2 = more calculations (a third sum of a skill beats a definition
 * asked again); 3 = a term's meaning may be asked once more, when only one item printed it;
 * 4 = without the shown-statement and drill rules; up to 6, no term is the focus of a third item
 * and no blank is on a sentence another item printed; 5 = match rows may repeat too; 6 = not
 * near another question; 7 = only nothing given away (no row's meaning stated, no blank
 * answered by another key) and no term's meaning a third time; 8 = not the same question.
 */
export function fits(
  k: TopicKnowledge,
  draft: CurriculumDraft,
  builder: string,
  mine: Set<string>,
  written: Written[],
  level: number,
): boolean {
  if (written.some((other) => other.draft.question === draft.question)) return false;
  if (level >= 8) return true;
  // A maths sheet spreads over the topic's methods, and no item prints another's value or
  // answer, shares its answer or shows a statement (a false "3⁴ × 3⁵ = 9⁹") another item showed.
  if (k.main.subject === 'mathematics') {
    if (
      !spreadsMaths(
        draft,
        written.map((w) => w.draft),
        level <= 2,
      )
    )
      return false;
    const claims = shownUnits(draft).filter((u) => u.includes('=') || u.split(' ').length > 3);
    if (claims.some((u) => written.some((w) => w.units.some((other) => sameUnit(u, other)))))
      return false;
  }
  // Nor one that states a match row's meaning in its own words ("an alkali is a base that
  // dissolves…"): it gives the row away at every level but the last.
  const said = `${draft.question} ${draft.answer}`.toLowerCase();
  const meanings = written.flatMap((w) => w.draft.column_b ?? []).map(rowText);
  if (meanings.some((text) => said.includes(text))) return false;
  // Nor a match whose row an earlier item already stated: that item gives the row away.
  const rows = (draft.column_b ?? []).map(rowText);
  const stated = written.map((w) => `${w.draft.question} ${w.draft.answer}`.toLowerCase());
  if (rows.some((text) => stated.some((other) => other.includes(text)))) return false;
  // Nor one term the focus of a third item ("nest" named, matched, blanked and asked about):
  // a sheet whose terms run out asks facts, results and sums first, and at level 7 a fact
  // about the term ("Reducing, reusing and recycling are ways of practising _____") before
  // its meaning a third time or an item that gives another away.
  const focus = focusCounts(written);
  const third = draft.keys.some((key) => key.startsWith('term:') && (focus.get(key) ?? 0) >= FOCUS);
  if (third && (level < 7 || DEFINING.has(builder))) return false;
  // A key gives a blank away as much as a question does: worse than a near twin.
  const full = withKey(draft);
  if (written.some((other) => givesAway(draft, other.full) || givesAway(other.draft, full)))
    return false;
  if (level >= 7) return true;
  // One term's meaning asked once a sheet ("Which best describes X?" and "What is meant by X?"
  // are one question twice), and never after an option, a row or a stem printed it; when the
  // topic's terms run out, a meaning one item printed may be asked once more, never a third time.
  if (level <= 3 && DEFINING.has(builder)) {
    const defined = definedTerms(written);
    const most = level <= 2 ? 0 : 1;
    if (termsOf(draft).some((term) => (defined.get(term) ?? 0) > most)) return false;
  }
  // A blank on a sentence another item printed (an option, a statement) is answered there.
  if (builder === 'blank-fact' && (k.use.get(draft.keys[0]) ?? 0) > 0) return false;
  if (written.some((other) => jaccard(mine, other.tokens) >= NEAR_DUPLICATE)) return false;
  // Nor its stem another's in other words ("What is the name for …?" as "Give the word for …").
  const stem = stemWords(draft.question);
  if (written.some((other) => jaccard(stem, stemWords(other.draft.question)) >= NEAR_DUPLICATE))
    return false;
  if (level >= 6) return true;
  // No option, row or statement another item showed: items on one sheet do not answer each other.
  if (level <= 3 && reuses(shownUnits(draft), written, level)) return false;
  // No term asked or defined by two items: one item's key is not another's stem or option.
  const asked = new Set(written.flatMap((w) => termsOf(w.draft)));
  if (level === 0 && termsOf(draft).some((term) => asked.has(term))) return false;
  if (level <= 3 && drills(draft, written, level >= 2)) return false;
  // No cause asked by two items ("what it leads to" in a long answer and again in a short one).
  if (level <= 4 && draft.keys.some((key) => key.startsWith('cause:') && k.use.has(key)))
    return false;
  // No stage asked twice: a stage described in a whole-process answer and again on its own.
  if (level <= 4 && draft.keys.some((key) => key.startsWith('stage:') && (k.use.get(key) ?? 0) > 0))
    return false;
  // No two items rest on one misconception (as their statement), and none is in three items.
  const own = restsOn(draft);
  if (own && written.some((other) => restsOn(other.draft) === own)) return false;
  // A misconception shown by two items answers one of them: allowed only once all else fails.
  const most = level <= 4 ? 1 : 2;
  if (wrongKeys(draft).some((key) => (k.use.get(key) ?? 0) >= most)) return false;
  // A match row another question asks gives its pair away: rows on items not yet asked, and
  // no item on a match's row (the match is written first).
  const strict = level !== 5;
  if (strict && draft.column_a && draft.keys.some((key) => (k.use.get(key) ?? 0) > 0)) return false;
  const matched = new Set(
    written.filter((w) => w.draft.column_a).flatMap((w) => w.draft.keys.filter(isRow)),
  );
  if (strict && !draft.column_a && draft.keys.some((key) => matched.has(key))) return false;
  return true;
}
