import numbered from 'numbered';

/**
 * Numbers with their units, read from an answer so that "9.8 m/s²", "9.8 m s^-2" and "9.8 metres
 * per second squared" are one quantity, and "980 cm" is "9.8 m".
 */
export interface Quantity {
  value: number;
  /** The value in SI base units (equal to `value` when there is no unit). */
  si: number;
  /** The dimension, e.g. "m1 s-2"; empty for a bare number. */
  dimension: string;
  /** Verbatim text of the number and its unit. */
  text: string;
  /** Digits written after the decimal point ("0.33" has 2; "8", "1/3" and "eight" have 0). */
  decimals: number;
  /** The scale of a temperature ("100 °C", "373 K", "212 °F"), whose `si` is in kelvin. */
  scale?: TemperatureScale;
  /** A fraction as written ("6/8": 6 and 8; "three quarters": 3 and 4). */
  fraction?: { numerator: number; denominator: number };
  start: number;
  end: number;
}

interface UnitDef {
  factor: number;
  dims: Record<string, number>;
}

const L = { m: 1 };
const T = { s: 1 };
const M = { kg: 1 };
const unit = (factor: number, dims: Record<string, number>): UnitDef => ({ factor, dims });

/** Symbols are case-sensitive ("N", "Pa"); full names are matched in lower case. */
const SYMBOLS: Record<string, UnitDef> = {
  m: unit(1, L),
  cm: unit(0.01, L),
  mm: unit(0.001, L),
  km: unit(1000, L),
  s: unit(1, T),
  sec: unit(1, T),
  ms: unit(0.001, T),
  min: unit(60, T),
  h: unit(3600, T),
  hr: unit(3600, T),
  kg: unit(1, M),
  g: unit(0.001, M),
  mg: unit(1e-6, M),
  N: unit(1, { kg: 1, m: 1, s: -2 }),
  kN: unit(1000, { kg: 1, m: 1, s: -2 }),
  J: unit(1, { kg: 1, m: 2, s: -2 }),
  kJ: unit(1000, { kg: 1, m: 2, s: -2 }),
  W: unit(1, { kg: 1, m: 2, s: -3 }),
  kW: unit(1000, { kg: 1, m: 2, s: -3 }),
  V: unit(1, { V: 1 }),
  A: unit(1, { A: 1 }),
  mA: unit(0.001, { A: 1 }),
  Ω: unit(1, { V: 1, A: -1 }),
  Pa: unit(1, { kg: 1, m: -1, s: -2 }),
  kPa: unit(1000, { kg: 1, m: -1, s: -2 }),
  Hz: unit(1, { s: -1 }),
  L: unit(0.001, { m: 3 }),
  l: unit(0.001, { m: 3 }),
  mL: unit(1e-6, { m: 3 }),
  ml: unit(1e-6, { m: 3 }),
  K: unit(1, { K: 1 }),
  '°C': unit(1, { degC: 1 }),
  '°F': unit(1, { degF: 1 }),
  '%': unit(1, { percent: 1 }),
  mol: unit(1, { mol: 1 }),
};

const NAMES: [RegExp, UnitDef][] = [
  [/^(kilo)?met(er|re)s?$/, unit(1, L)],
  [/^centimet(er|re)s?$/, unit(0.01, L)],
  [/^millimet(er|re)s?$/, unit(0.001, L)],
  [/^kilomet(er|re)s?$/, unit(1000, L)],
  [/^(second|sec)s?$/, unit(1, T)],
  [/^milliseconds?$/, unit(0.001, T)],
  [/^minutes?$/, unit(60, T)],
  [/^(hour|hr)s?$/, unit(3600, T)],
  [/^days?$/, unit(86400, T)],
  [/^kilo(gram|gramme)s?$/, unit(1, M)],
  [/^(gram|gramme)s?$/, unit(0.001, M)],
  [/^milli(gram|gramme)s?$/, unit(1e-6, M)],
  [/^tonnes?$/, unit(1000, M)],
  [/^newtons?$/, SYMBOLS.N],
  [/^joules?$/, SYMBOLS.J],
  [/^kilojoules?$/, SYMBOLS.kJ],
  [/^watts?$/, SYMBOLS.W],
  [/^volts?$/, SYMBOLS.V],
  [/^(amp|ampere)s?$/, SYMBOLS.A],
  [/^ohms?$/, SYMBOLS.Ω],
  [/^pascals?$/, SYMBOLS.Pa],
  [/^hertz$/, SYMBOLS.Hz],
  [/^(lit(er|re))s?$/, SYMBOLS.L],
  [/^millilit(er|re)s?$/, SYMBOLS.mL],
  [/^kelvins?$/, SYMBOLS.K],
  [/^(degrees?|celsius|centigrade|degrees?(celsius|centigrade|c))$/, SYMBOLS['°C']],
  [/^(degrees?)?(fahrenheit|f)$/, SYMBOLS['°F']],
  [/^(percent|per cent)$/, SYMBOLS['%']],
  [/^moles?$/, SYMBOLS.mol],
];

function unitOf(word: string): UnitDef | null {
  if (Object.hasOwn(SYMBOLS, word)) return SYMBOLS[word];
  const lower = word.toLowerCase();
  for (const [pattern, def] of NAMES) if (pattern.test(lower)) return def;
  return null;
}

const NUMBER = /(?<![\p{L}\d.])(-?\d+(?:,\d{3})*(?:\.\d+)?|\.\d+)(?:\s*\/\s*(\d+))?|½|¼|¾/gu;
const UNIT_PART =
  /^\s*(?:(per\b|\/)|(square(?:d)?\b|cubed?\b|cubic\b|[²³])|\^\s*\(?(-?\d)\)?|(°\s?[CF]|degrees?\s+(?:celsius|centigrade|fahrenheit|[CF])\b|%|[A-Za-zΩµ]+))/iu;
const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };

const NUMBER_WORD =
  '(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|' +
  'fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|' +
  'ninety|hundred|thousand|million)';
/** A number in words: "eight", "twenty-five", "one hundred and twenty", "nine point eight". */
const WORDS_NUMBER = new RegExp(
  `\\b${NUMBER_WORD}(?:(?:\\s+|-)(?:and\\s+)?${NUMBER_WORD})*(?:\\s+point(?:\\s+${NUMBER_WORD})+)?\\b`,
  'gi',
);
/** The parts a fraction in words counts in ("three quarters", "two thirds"). */
const PARTS: Record<string, number> = {
  half: 2,
  halves: 2,
  third: 3,
  thirds: 3,
  quarter: 4,
  quarters: 4,
  fourth: 4,
  fourths: 4,
  fifth: 5,
  fifths: 5,
  sixth: 6,
  sixths: 6,
  seventh: 7,
  sevenths: 7,
  eighth: 8,
  eighths: 8,
  ninth: 9,
  ninths: 9,
  tenth: 10,
  tenths: 10,
};
const PART_WORD = new RegExp(`^[\\s-]+(${Object.keys(PARTS).join('|')})\\b`, 'i');

/** "minus 5", "negative five": the sign said in a word. */
const SIGN_WORD = /\b(?:minus|negative)\s+$/i;

/** Numbers written in figures or in words, in the order they come. */
interface NumberRead {
  start: number;
  text: string;
  value: number;
  words: boolean;
  fraction?: { numerator: number; denominator: number };
}

function numbersIn(text: string): NumberRead[] {
  const numbers: NumberRead[] = [...text.matchAll(NUMBER)].map((match) => {
    const read: NumberRead = { start: match.index, text: match[0], value: 0, words: false };
    if (FRACTIONS[match[0]] !== undefined) read.value = FRACTIONS[match[0]];
    else {
      read.value = Number(match[1].replace(/,/g, ''));
      if (match[2]) {
        read.fraction = { numerator: read.value, denominator: Number(match[2]) };
        read.value /= Number(match[2]);
      }
    }
    return read;
  });
  for (const match of text.matchAll(WORDS_NUMBER)) {
    const read: NumberRead = {
      start: match.index,
      text: match[0],
      value: numbered.parse(match[0]),
      words: true,
    };
    // "three quarters", "two thirds", "one half".
    const part = PART_WORD.exec(text.slice(match.index + match[0].length));
    if (part) {
      const denominator = PARTS[part[1].toLowerCase()];
      read.fraction = { numerator: read.value, denominator };
      read.value /= denominator;
      read.text += part[0];
    }
    numbers.push(read);
  }
  return numbers.sort((a, b) => a.start - b.start);
}

interface ParsedUnit {
  factor: number;
  dims: Record<string, number>;
  length: number;
}

/** Reads a unit expression at the start of `rest`; null when none is there. */
function readUnit(rest: string): ParsedUnit | null {
  let offset = 0;
  let factor = 1;
  const dims: Record<string, number> = {};
  let sign = 1;
  let pendingPower = 1;
  let last: { def: UnitDef; sign: number } | null = null;
  let consumed = 0;
  const applyPower = (def: UnitDef, power: number) => {
    factor *= def.factor ** power;
    for (const [dim, exp] of Object.entries(def.dims)) dims[dim] = (dims[dim] ?? 0) + exp * power;
  };
  let afterUnit = false;
  for (;;) {
    // An exponent written straight after its unit: "s-2", "m2".
    const exponent: RegExpExecArray | null = afterUnit
      ? /^(-?\d)(?![\d.])/.exec(rest.slice(offset))
      : null;
    const match: RegExpExecArray | null = exponent ? null : UNIT_PART.exec(rest.slice(offset));
    if (!match && !exponent) break;
    const [whole, per, power, caret, word] = (match ?? [exponent?.[0] ?? '']) as (
      string | undefined
    )[] & { 0: string };
    const dash = exponent?.[1];
    afterUnit = Boolean(word);
    if (per) {
      sign = -1;
    } else if (power) {
      const p = /cub|³/.test(power) ? 3 : 2;
      if (/^(square|cubic)$/.test(power)) pendingPower = p;
      else if (last) applyPower(last.def, last.sign * (p - 1));
      else break;
    } else if (caret || dash) {
      // The unit was applied once already: "s^-2" after "m" adds s^-3 to the s^+1 there.
      if (!last) break;
      applyPower(last.def, last.sign * (Number(caret ?? dash) - 1));
    } else if (word) {
      const def = unitOf(word.replace(/\s/g, ''));
      if (!def) break;
      const exponent = sign * pendingPower;
      applyPower(def, exponent);
      last = { def, sign };
      pendingPower = 1;
      sign = 1;
    }
    offset += whole.length;
    if (word) consumed = offset;
    else if (power && !/^(square|cubic)$/.test(power)) consumed = offset;
    else if (caret || dash) consumed = offset;
  }
  if (!last) return null;
  return { factor, dims, length: consumed };
}

/** "m v²" after "½": a lone letter before another lone letter that is no unit is algebra. */
function algebra(rest: string): boolean {
  const letters = /^\s*(\p{L})\s*(\p{L})(?!\p{L})/u.exec(rest);
  return letters !== null && unitOf(letters[2]) === null;
}

type TemperatureScale = 'C' | 'F' | 'K';

/**
 * A temperature read on a scale ("100 °C", "212 °F", "373 K"): in kelvin, so that the three
 * scales compare. Units with a temperature in them ("J/kg °C", "°C per minute") measure
 * differences and keep their own dimension.
 */
const SCALES: Record<string, { scale: TemperatureScale; toKelvin: (v: number) => number }> = {
  degC1: { scale: 'C', toKelvin: (v) => v + 273.15 },
  degF1: { scale: 'F', toKelvin: (v) => ((v - 32) * 5) / 9 + 273.15 },
  K1: { scale: 'K', toKelvin: (v) => v },
};

const fromKelvin: Record<TemperatureScale, (k: number) => number> = {
  C: (k) => k - 273.15,
  F: (k) => ((k - 273.15) * 9) / 5 + 32,
  K: (k) => k,
};

function dimensionKey(dims: Record<string, number>): string {
  return Object.entries(dims)
    .filter(([, exp]) => exp !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([dim, exp]) => `${dim}${exp}`)
    .join(' ');
}

/** Every number in `text`, with the unit written after it when there is one. */
export function readQuantities(text: string): Quantity[] {
  const found: Quantity[] = [];
  let previousEnd = 0;
  for (const number of numbersIn(text)) {
    let { start, value } = number;
    // The "-2" of "m s-2" belongs to the unit before it.
    if (start < previousEnd) continue;
    if (!Number.isFinite(value)) continue;
    let end = start + number.text.length;
    const between = text.slice(previousEnd, start);
    const sign = SIGN_WORD.exec(between);
    // "3 minus 2" is a sum, not a negative number.
    const sum = sign !== null && found.length > 0 && between.slice(0, sign.index).trim() === '';
    if (sign && !sum && value > 0) {
      value = -value;
      start = previousEnd + sign.index;
    }
    let si = value;
    let dimension = '';
    // "ms-2" written for "m s-2" (a millisecond has no exponent in school answers).
    const rest = text.slice(end);
    const millisecondTypo = /^\s*ms(?=\s*(\^|-)\s*-?\d)/.test(rest);
    const parsed = algebra(rest)
      ? null
      : readUnit(millisecondTypo ? rest.replace('ms', 'm s') : rest);
    if (parsed && millisecondTypo) parsed.length -= 1;
    // "One" in words is a number only with a unit ("one minute", not "the one on the left").
    if (number.words && !parsed && /^one$/i.test(number.text)) continue;
    if (parsed) {
      si = value * parsed.factor;
      dimension = dimensionKey(parsed.dims);
      end += parsed.length;
    }
    previousEnd = end;
    const decimals = number.words ? 0 : (/\.(\d+)$/.exec(number.text)?.[1].length ?? 0);
    const quantity: Quantity = {
      value,
      si,
      dimension,
      text: text.slice(start, end).trim(),
      decimals,
      start,
      end,
      ...(number.fraction && { fraction: number.fraction }),
    };
    const scale = SCALES[dimension];
    if (scale) {
      quantity.si = scale.toKelvin(value);
      quantity.dimension = 'K1';
      quantity.scale = scale.scale;
    }
    found.push(quantity);
  }
  return found;
}

/** Equal but for floating-point error (980 × 0.01 is 9.800000000000001). */
const equal = (a: number, b: number) =>
  Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** Rounds to `decimals` places. */
const roundTo = (value: number, decimals: number) =>
  Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * Whether the student's amount is the model's: equal, or rounded by the student to two or more
 * decimals ("0.33" for 1/3, "3.14" for 3.14159). Fewer decimals are not taken as rounding: "1944"
 * is not "1945", nor "4" the "3.5" a question asked for.
 */
function sameAmount(model: number, student: Quantity): boolean {
  if (equal(model, student.value)) return true;
  if (student.decimals < 2) return false;
  return equal(roundTo(model, student.decimals), student.value);
}

export type QuantityAgreement = 'same' | 'number-only' | 'different';

/**
 * How a student's quantity compares with the model's: the same amount (units converted), the
 * right number without its unit (or with another unit of no known conversion), or different.
 */
export function compareQuantities(model: Quantity, student: Quantity): QuantityAgreement {
  if (model.scale && student.scale && model.scale === student.scale) {
    return sameAmount(model.value, student) ? 'same' : 'different';
  }
  if (model.scale && student.scale) {
    // Across temperature scales the conversion itself is not round (100 °C is 373.15 K): the
    // model's temperature on the student's scale, to the student's precision.
    const onTheirScale = fromKelvin[student.scale](model.si);
    return equal(roundTo(onTheirScale, student.decimals), student.value) ? 'same' : 'different';
  }
  if (model.dimension === student.dimension) {
    // Compared in the student's unit, where the student's rounding was done.
    const factor = student.value !== 0 ? student.si / student.value : 1;
    return sameAmount(model.si / factor, student) ? 'same' : 'different';
  }
  if (!student.dimension && sameAmount(model.value, student)) return 'number-only';
  if (!model.dimension && sameAmount(model.value, student)) return 'same';
  return 'different';
}
