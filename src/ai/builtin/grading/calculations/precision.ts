/**
 * The precision a scheme asks a result to be given to ("2 or 3 s.f.", "to 3 significant
 * figures", "1 d.p.") and the precision a student wrote a number to.
 */
export type Precision =
  { kind: 'sf'; min: number; max: number } | { kind: 'dp'; min: number; max: number };

const SIG_FIGS =
  /\b(\d)(?:\s*(?:or|-|–|to)\s*(\d))?\s*(?:s\.?\s?f\b\.?|sig(?:nificant)?\.?\s*fig(?:ure)?s?\b)/i;
const DECIMALS = /\b(\d)(?:\s*(?:or|-|–|to)\s*(\d))?\s*(?:d\.?\s?p\b\.?|decimal\s+places?\b)/i;

/** The precision a scheme line asks for; null when it names none. */
export function readPrecision(text: string): Precision | null {
  const sf = SIG_FIGS.exec(text);
  if (sf) return range('sf', sf);
  const dp = DECIMALS.exec(text);
  return dp ? range('dp', dp) : null;
}

function range(kind: 'sf' | 'dp', match: RegExpExecArray): Precision {
  const a = Number(match[1]);
  const b = match[2] ? Number(match[2]) : a;
  return { kind, min: Math.min(a, b), max: Math.max(a, b) };
}

/**
 * The significant figures of a number as written, as a range: "0.0450" has 3; "1200" has 2 to 4,
 * since its zeros may or may not be significant; "9.0" has 2.
 */
export function significantFigures(written: string): { min: number; max: number } | null {
  const digits = /-?(\d[\d,]*)(?:\.(\d+))?/.exec(written);
  if (!digits) return null;
  const whole = digits[1].replace(/,/g, '');
  const fraction = digits[2] ?? '';
  if (fraction) {
    const all = `${whole}${fraction}`.replace(/^0+/, '');
    return { min: all.length, max: all.length };
  }
  const trimmed = whole.replace(/^0+/, '');
  if (!trimmed) return { min: 1, max: 1 };
  const zeros = /0*$/.exec(trimmed)![0].length;
  return { min: trimmed.length - zeros, max: trimmed.length };
}

/** Whether a number as written is given to the precision asked for. */
export function givenTo(written: string, precision: Precision): boolean {
  if (precision.kind === 'dp') {
    const places = /\.(\d+)/.exec(written)?.[1].length ?? 0;
    return places >= precision.min && places <= precision.max;
  }
  const figures = significantFigures(written);
  return figures !== null && figures.min <= precision.max && figures.max >= precision.min;
}
