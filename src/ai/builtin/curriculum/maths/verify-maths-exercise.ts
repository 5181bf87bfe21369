import { all, create, type Fraction } from 'mathjs';
import { powersOfSuperscripts, withoutThousandsCommas } from 'src/ai/builtin/maths-notation';
import { isFactorised } from './factorised-form';
import { ROOT_NATURES, type MathsCheck, type MathsExercise } from './maths-exercise';

/** Exact rational arithmetic: "0.1 + 0.2" is 3/10, "1/2 + 1/3" is 5/6. */
const exact = create(all, { number: 'Fraction' });
/** Floating point, for square roots and statistics (mathjs's median and mode need numbers). */
const float = create(all);

type Exact = Fraction;

/** Display text to mathjs syntax: typographic signs to ASCII, thousands separators removed. */
function toSyntax(text: string): string {
  return withoutThousandsCommas(
    powersOfSuperscripts(text).replace(/−/g, '-').replace(/×/g, '*').replace(/÷/g, '/'),
  ).trim();
}

/** A number as the answers print it: "−3", "4,250", "2.75", "5/6", "1 5/12", "3^6", with a prefix and unit. */
function readNumber(text: string, prefix = '', unit = ''): Exact | null {
  let body = text.trim();
  if (prefix) {
    if (!body.startsWith(prefix)) return null;
    body = body.slice(prefix.length);
  }
  if (unit) {
    if (!body.endsWith(unit)) return null;
    body = body.slice(0, body.length - unit.length);
  }
  body = toSyntax(body);
  if (!/^-?[0-9][0-9./^() -]*$/.test(body)) return null;
  const mixed = /^(-?)(\d+) (\d+)\/(\d+)$/.exec(body);
  try {
    if (mixed) {
      const size = exact.add(exact.fraction(mixed[2]), exact.fraction(`${mixed[3]}/${mixed[4]}`));
      return mixed[1] ? exact.unaryMinus(size) : size;
    }
    return exact.fraction(exact.evaluate(body) as Exact);
  } catch {
    return null;
  }
}

/**
 * What the check expects is worked out once per exercise, not once per option: the answer and each
 * distractor are read against the same expected values.
 */
let expectations: Map<string, unknown> | null = null;

function once<T>(key: string, compute: () => T): T {
  if (!expectations) return compute();
  if (!expectations.has(key)) expectations.set(key, compute());
  return expectations.get(key) as T;
}

function evaluateExact(expression: string, scope: Record<string, Exact> = {}): Exact {
  const names = Object.entries(scope).map(([name, value]) => `${name}=${exact.format(value)}`);
  return once(`exact|${expression}|${names.join(',')}`, () =>
    exact.fraction(exact.evaluate(toSyntax(expression), { ...scope }) as Exact),
  );
}

function same(a: Exact | null, b: Exact | null): boolean {
  return a !== null && b !== null && exact.equal(a, b) === true;
}

function isSimplest(text: string): boolean {
  const parts = /(\d+)\/(\d+)\s*$/.exec(toSyntax(text));
  if (!parts) return true;
  return Number(exact.gcd(exact.fraction(parts[1]), exact.fraction(parts[2]))) === 1;
}

/** Where a point lies, as the answers name it: quadrants are numbered anticlockwise from (+, +). */
function placeOf(x: number, y: number): string {
  if (x === 0 && y === 0) return 'at the origin';
  if (y === 0) return 'on the x-axis';
  if (x === 0) return 'on the y-axis';
  return `Quadrant ${y > 0 ? (x > 0 ? 'I' : 'II') : x < 0 ? 'III' : 'IV'}`;
}

/** The value an answer text stands for under the check, or null when it is not one (used to compare answers). */
type Reading = { ok: boolean; key: string };

const SAMPLE_POINTS = ['2/3', '-5/4', '7', '3/11', '-2'];

function readAnswer(check: MathsCheck, text: string): Reading {
  switch (check.kind) {
    case 'value': {
      if (check.places !== undefined) {
        const value = readNumber(text, check.prefix, check.unit);
        if (value === null) return { ok: false, key: text };
        const expected = once(`float|${check.expression}|${check.places}`, () =>
          float.round(float.evaluate(toSyntax(check.expression)) as number, check.places),
        );
        return { ok: Math.abs(Number(value) - expected) < 1e-9, key: exact.format(value) };
      }
      const value = readNumber(text, check.prefix, check.unit);
      if (value === null) return { ok: false, key: text };
      const right = same(value, evaluateExact(check.expression));
      return { ok: right && (!check.simplest || isSimplest(text)), key: exact.format(value) };
    }
    case 'values': {
      const parts = text.split(check.separator);
      const values = parts.map((part) => readNumber(part, check.prefix, check.unit));
      const ok =
        parts.length === check.expressions.length &&
        values.every((value, index) => same(value, evaluateExact(check.expressions[index])));
      return { ok, key: values.map((value) => (value ? exact.format(value) : '?')).join('|') };
    }
    case 'ordered': {
      const values = text.split(check.separator).map((part) => readNumber(part));
      const given = check.numbers.map((number) => evaluateExact(number));
      const sorted = [...given].sort((a, b) => Number(exact.compare(a, b)));
      if (check.separator === ' > ') sorted.reverse();
      const ok =
        values.length === sorted.length &&
        values.every((value, index) => same(value, sorted[index]));
      return { ok, key: values.map((value) => (value ? exact.format(value) : '?')).join('|') };
    }
    case 'ratio': {
      const values = text.split(':').map((part) => readNumber(part));
      const given = check.parts.map((part) => evaluateExact(part));
      if (values.length !== given.length || values.some((value) => value === null))
        return { ok: false, key: text };
      const whole = values as Exact[];
      const proportional = whole.every((value, index) =>
        same(
          exact.multiply(value, given[0]) as Exact,
          exact.multiply(whole[0], given[index]) as Exact,
        ),
      );
      const integers = whole.every((value) => exact.isInteger(value) && Number(value) > 0);
      const divisor = whole.reduce<Exact>((sum, value) => exact.gcd(sum, value), whole[0]);
      return {
        ok: proportional && integers && Number(divisor) === 1,
        key: whole.map((v) => exact.format(v)).join(':'),
      };
    }
    case 'equation': {
      const match = new RegExp(`^${check.variable} = (.+)$`).exec(text.trim());
      const value = match ? readNumber(match[1]) : null;
      if (value === null) return { ok: false, key: text };
      const [left, right] = check.equation.split('=');
      const scope = { [check.variable]: value };
      return {
        ok: same(evaluateExact(left, scope), evaluateExact(right, scope)),
        key: exact.format(value),
      };
    }
    case 'equivalent': {
      let node;
      try {
        // "2x(x + 3)": a variable before a bracket multiplies it (mathjs would call x).
        const product = new RegExp(`(?<![a-z])(${check.variables.join('|')})\\s*\\(`, 'g');
        node = exact.parse(toSyntax(text).replace(product, '$1*('));
      } catch {
        return { ok: false, key: text };
      }
      const values = SAMPLE_POINTS.map((_, point) => {
        const scope = Object.fromEntries(
          check.variables.map((name, index) => [
            name,
            exact.fraction(SAMPLE_POINTS[(point + index) % SAMPLE_POINTS.length]),
          ]),
        );
        try {
          const given = exact.fraction(node.evaluate({ ...scope }) as Exact);
          return { given, expected: evaluateExact(check.expression, scope) };
        } catch {
          return null;
        }
      });
      const equal = values.every((pair) => pair !== null && same(pair.given, pair.expected));
      const ok = equal && (check.form !== 'factorised' || isFactorised(node));
      return { ok, key: values.map((pair) => (pair ? exact.format(pair.given) : '?')).join('|') };
    }
    case 'roots': {
      const values = text
        .split(check.separator)
        .map((part) => (part.trim().startsWith(check.prefix ?? '') ? part.trim() : ''))
        .map((part) => readNumber(part.slice((check.prefix ?? '').length)));
      const sorted = values
        .filter((value): value is Exact => value !== null)
        .sort((a, b) => Number(exact.compare(a, b)));
      const key = sorted.map((value) => exact.format(value)).join('|');
      const distinct = sorted.every((value, i) => i === 0 || !same(value, sorted[i - 1]));
      const ok =
        sorted.length === values.length &&
        values.length === check.count &&
        distinct &&
        sorted.every((value) =>
          same(evaluateExact(check.expression, { [check.variable]: value }), exact.fraction(0)),
        );
      return { ok, key: values.length === sorted.length ? key : text };
    }
    case 'solution': {
      const parts = text.split(', ').map((part) => /^([a-z]) = (.+)$/.exec(part.trim()));
      const names = parts.map((part) => part?.[1]);
      const values = parts.map((part) => (part ? readNumber(part[2]) : null));
      if (names.join(',') !== check.variables.join(',') || values.some((value) => value === null))
        return { ok: false, key: text };
      const scope = Object.fromEntries(names.map((name, i) => [name!, values[i]!]));
      const ok = check.equations.every((equation) => {
        const [left, right] = equation.split('=');
        return same(evaluateExact(left, scope), evaluateExact(right, scope));
      });
      return { ok, key: values.map((value) => exact.format(value!)).join('|') };
    }
    case 'degree': {
      const value = readNumber(text);
      const degree = once(`degree|${check.expression}`, () => {
        const expanded = float.rationalize(toSyntax(check.expression), {}, true) as unknown as {
          coefficients: number[];
        };
        return expanded.coefficients.length - 1;
      });
      return { ok: same(value, exact.fraction(degree)), key: value ? exact.format(value) : text };
    }
    case 'nature': {
      const [a, b, c] = [check.a, check.b, check.c].map((part) => evaluateExact(part));
      const discriminant = exact.subtract(
        exact.multiply(b, b),
        exact.multiply(exact.multiply(exact.fraction(4), a), c),
      ) as Exact;
      const sign = Number(exact.sign(discriminant));
      const expected =
        sign > 0 ? ROOT_NATURES.positive : sign === 0 ? ROOT_NATURES.zero : ROOT_NATURES.negative;
      return { ok: text.trim() === expected, key: text.trim() };
    }
    case 'clock': {
      const match = /^(\d{1,2}):(\d{2}) (am|pm)$/.exec(text.trim());
      if (!match) return { ok: false, key: text };
      const hour = Number(match[1]);
      if (hour < 1 || hour > 12 || Number(match[2]) > 59) return { ok: false, key: text };
      const minutes = ((hour % 12) + (match[3] === 'pm' ? 12 : 0)) * 60 + Number(match[2]);
      const expected = Number(evaluateExact(check.minutes)) % (24 * 60);
      return { ok: minutes === expected, key: String(minutes) };
    }
    case 'point': {
      const match = /^\((.+), (.+)\)$/.exec(text.trim());
      const values = match ? [readNumber(match[1]), readNumber(match[2])] : [null, null];
      const ok = same(values[0], evaluateExact(check.x)) && same(values[1], evaluateExact(check.y));
      return { ok, key: values.map((value) => (value ? exact.format(value) : '?')).join('|') };
    }
    case 'quadrant': {
      const where = placeOf(Number(evaluateExact(check.x)), Number(evaluateExact(check.y)));
      return { ok: text.trim() === where, key: text.trim() };
    }
    case 'list': {
      const values = text.split(', ').map((part) => readNumber(part));
      const expected = once(`list|${check.test}|${check.upTo}`, () => {
        const test = exact.compile(toSyntax(check.test));
        const passing: number[] = [];
        for (let n = 1; n <= check.upTo; n += 1) {
          if (test.evaluate({ n: exact.fraction(n) }) === true) passing.push(n);
        }
        return passing;
      });
      const ok =
        values.length === expected.length &&
        values.every((value, index) => same(value, exact.fraction(expected[index])));
      return { ok, key: values.map((value) => (value ? exact.format(value) : '?')).join('|') };
    }
  }
}

/**
 * Recomputes the answer with mathjs (not the generator's code) and checks the distractors are wrong
 * and distinct.
 */
export function verifyMathsExercise(exercise: MathsExercise): boolean {
  const check = exercise.check;
  if (
    !check ||
    !exercise.question.trim() ||
    !exercise.answer.trim() ||
    exercise.working.length === 0
  )
    return false;
  if (exercise.distractors.length < 2) return false;
  expectations = new Map();
  try {
    const answer = readAnswer(check, exercise.answer);
    if (!answer.ok) return false;
    const keys = new Set([answer.key]);
    const texts = new Set([exercise.answer.trim()]);
    for (const distractor of exercise.distractors) {
      if (!distractor.error.trim()) return false;
      const reading = readAnswer(check, distractor.answer);
      if (reading.ok || keys.has(reading.key) || texts.has(distractor.answer.trim())) return false;
      keys.add(reading.key);
      texts.add(distractor.answer.trim());
    }
    return true;
  } catch {
    return false;
  } finally {
    expectations = null;
  }
}
