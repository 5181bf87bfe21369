import { type Expression, readExpression } from 'src/ai/builtin/grading/calculations/expressions';

/** One side of a statement as written, and as mathjs reads it (null: words, not maths). */
export interface Side {
  text: string;
  expression: Expression | null;
}

/** "Area = 12 x 8 = 96 cm²": the sides a line of working sets equal, in order. */
export interface Statement {
  text: string;
  sides: Side[];
}

/**
 * Where one statement of working ends and the next begins: a new line, ";", ", " (not "1,200"),
 * and words that chain steps ("so", "therefore", "or").
 */
const BETWEEN =
  /\s*[;,]?\s+(?:so|therefore|hence|thus|then|or|and)\s+|\r?\n|;\s*|,\s+|\s*(?:⇒|=>|∴)\s*/i;

const MAX_CLAUSES = 100;

/** The statements of working in a text, each with at least one side mathjs can read. */
export function readStatements(text: string): Statement[] {
  const statements: Statement[] = [];
  // Working runs to a few dozen statements; pasted text is not read past the first hundred.
  for (const piece of text.split(BETWEEN).slice(0, MAX_CLAUSES)) {
    const clause = piece
      ?.trim()
      .replace(/^(?:so|therefore|hence|thus|then)\s+/i, '')
      .replace(/[.]+$/, '');
    if (!clause || !/\d|[=^²³√½]/.test(clause)) continue;
    const sides = clause.split(/\s*(?:=|≈)\s*/).map(readSide);
    if (sides.some((side) => side.expression && !side.expression.label)) {
      statements.push({ text: clause, sides });
    }
  }
  return statements;
}

/**
 * A side as mathjs reads it; "correct substitution: ½ × 2 × 3²" or "Ans 12" keep the maths after
 * the words before it.
 */
function readSide(text: string): Side {
  const trimmed = text.trim();
  const whole = readExpression(trimmed);
  if (whole) return { text: trimmed, expression: whole };
  const start = /[\d(½√-]/.exec(trimmed);
  if (start && start.index > 0) {
    const tail = trimmed.slice(start.index);
    const expression = readExpression(tail);
    if (expression) return { text: tail, expression };
  }
  return { text: trimmed, expression: null };
}

/** A side that is a calculation with numbers only ("12 × 8", "½ × 2 × 3²"), not a bare number. */
export const isNumeric = (side: Side) =>
  side.expression !== null && side.expression.value !== null && !side.expression.bare;

/** A side that is a number alone ("96 cm²", "x" excluded). */
export const isBareNumber = (side: Side) => side.expression?.bare === true;

/** A number alone, or a fraction written alone ("3/4"): a value stated, not a sum worked. */
export const isStatedValue = (side: Side) =>
  isBareNumber(side) ||
  (side.expression?.value != null && /^\s*-?\d+\s*\/\s*\d+\s*$/.test(side.text));

/** A side with letters in it that is maths, not a label ("2x", "½mv²", "KE"). */
export const isSymbolic = (side: Side) =>
  side.expression !== null && side.expression.symbols.length > 0 && !side.expression.label;

/** A symbol alone ("x", "KE"): what a result is the value of. */
export const loneSymbol = (side: Side): string | null =>
  side.expression?.node.type === 'SymbolNode' && !side.expression.label
    ? side.expression.symbols[0]
    : null;
