import { parse } from 'mathjs';

/**
 * Signs of maths that OCR misread from handwriting, as a teacher would spot them: each test
 * names what is wrong with the line, so the reason can be shown beside the answer.
 */

// Not maths signs at school; OCR puts them where a handwritten 1, 7, ÷ or bracket was.
const MISREAD_CHARACTERS = /[|\\§¢©®¥«»{}¦¬]/;
// A line is a calculation when it has an equals sign, or an operator between numbers.
const CALCULATION = /=|\d\s*[x×*÷/+^]\s*\d/;
// Numbers and single letters (not "x", read as the times sign) joined by "x" three or more times.
const RUN_TOGETHER = /^(?:\d+(?:\.\d+)?|[a-wyz])(?:x(?:\d+(?:\.\d+)?|[a-wyz])){2,}$/i;
// A number glued to four or more letters with two x signs among them ("12xmxvxyv"): no unit.
const GLUED_PRODUCT = /^\d+(?:\.\d+)?(?=[a-z]*x[a-z]*x)[a-z]{4,}$/i;
// Words a calculation may hold that are longer than a unit; a longer word makes the piece text.
const FUNCTIONS = new Set(['sqrt', 'sin', 'cos', 'tan', 'log', 'ln', 'exp']);
// Words and punctuation that join calculations in one line ("x = 5, so y = 10").
const JOINERS = /[,;]\s+|\s+(?:and|so|then|hence|therefore|thus|because|or|but)\s+/i;
// "1,000": a thousands separator, not a list.
const THOUSANDS = /(\d),(\d{3})(?!\d)/g;
const FRACTIONS: Record<string, string> = {
  '½': '(1/2)',
  '⅓': '(1/3)',
  '¼': '(1/4)',
  '¾': '(3/4)',
};

/**
 * Why this line looks like maths that was misread, or null when it does not (or is not maths).
 * Deterministic; only lines with a digit and an equals sign or an operator between numbers are
 * calculations. Reasons quote the part of the line at fault.
 */
export function garbledMaths(line: string): string | null {
  if (!/\d/.test(line) || !CALCULATION.test(line)) return null;
  const reasons: string[] = [];
  const character = MISREAD_CHARACTERS.exec(line)?.[0];
  if (character) reasons.push(`“${character}” is not a maths sign`);
  const sides = line.replace(THOUSANDS, '$1$2').split(/=|≈/);
  sides.forEach((side, index) => {
    reasons.push(...tokenProblems(side));
    const edge = { first: index === 0, last: index === sides.length - 1 };
    for (const piece of side.split(JOINERS)) {
      const problem = unparsable(piece, edge);
      if (problem) reasons.push(problem);
    }
  });
  return reasons.length > 0 ? [...new Set(reasons)].join('; ') : null;
}

function tokenProblems(side: string): string[] {
  const problems: string[] = [];
  for (const token of side.match(/[A-Za-z0-9.]+/g) ?? []) {
    if ((RUN_TOGETHER.test(token) && /[a-wyz]/i.test(token)) || GLUED_PRODUCT.test(token)) {
      problems.push(`“${token}” runs numbers and letters together (signs or a fraction lost)`);
    } else if (/^0\d/.test(token)) {
      problems.push(`“${token}” starts with a 0 (a decimal point lost)`);
    } else if (/\d[OoIl]\d/.test(token)) {
      problems.push(`“${token}” has a letter inside a number`);
    }
  }
  const percent = /\S*%(?=[A-Za-z0-9(])\S*/.exec(side)?.[0];
  if (percent) problems.push(`“${percent}” has a % sign inside a calculation`);
  return problems;
}

/**
 * Null when the piece parses as maths (or is words, not maths); else why. A piece is only
 * checked when it has a digit and no word longer than a unit, so "force x distance" is text.
 */
function unparsable(raw: string, edge: { first: boolean; last: boolean }): string | null {
  let piece = raw.trim().replace(/[.,;:!?]+$/, '');
  // Working carries on over lines: "= 2 x 3 x" then "3 = 18".
  if (edge.last) piece = piece.replace(/\s*[-+*/x×÷^]$/, '');
  if (edge.first) piece = piece.replace(/^[+*/×÷^]\s*/, '');
  if (!/\d/.test(piece)) return null;
  const words = piece.match(/[A-Za-z]+/g) ?? [];
  if (words.some((word) => word.length > 3 && !FUNCTIONS.has(word.toLowerCase()))) return null;
  try {
    parse(asMathjs(piece));
    return null;
  } catch {
    return `“${piece}” does not read as maths`;
  }
}

/** The way students write maths, in mathjs's syntax. */
function asMathjs(piece: string): string {
  return piece
    .replace(/[×·∙⋅]/g, '*')
    .replace(/÷/g, '/')
    .replace(/[−–—]/g, '-')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/√/g, 'sqrt ')
    .replace(/π/g, 'pi')
    .replace(/[°£$€₹]|\bRs\.?/g, ' ')
    .replace(/[½⅓¼¾]/g, (fraction) => FRACTIONS[fraction])
    .replace(/([\d)])\s*x\s*(?=[\d(])/gi, '$1*');
}
