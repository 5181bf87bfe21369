/**
 * nspell 2.1.5's `suggest`, ported to give the same suggestions in the same order several times
 * faster (a 4-gram table rejects most candidates before hashing); `fast-suggest.spec.ts` checks
 * equivalence, so nspell is pinned to 2.1.5 (upgrade both together).
 *
 * Ported from nspell (https://github.com/wooorm/nspell), MIT licence, copyright (c) 2016 Titus
 * Wormer; the full notice is in `nspell.LICENSE` beside this file.
 */

/** The parts of an nspell instance that suggesting reads (not in nspell's typings). */
interface NspellInternals {
  data: Record<string, string[] | undefined>;
  flags: Record<string, unknown> & { KEY: string[]; TRY: string[]; COMPOUNDMIN: number };
  compoundRules: RegExp[];
  conversion: { in: [RegExp, string][]; out: [RegExp, string][] };
  replacementTable: [string, string][];
}

type Casing = 'l' | 'u' | 's' | null;

function normalize(value: string, patterns: readonly [RegExp, string][]): string {
  for (const [pattern, replacement] of patterns) value = value.replace(pattern, replacement);
  return value;
}

function exactCasing(value: string): 'l' | 'u' | null {
  if (value === value.toLowerCase()) return 'l';
  return value === value.toUpperCase() ? 'u' : null;
}

function casing(value: string): Casing {
  const head = exactCasing(value.charAt(0));
  const rest = value.slice(1);
  if (!rest) return head;
  const tail = exactCasing(rest);
  if (head === tail) return head;
  if (head === 'u' && tail === 'l') return 's';
  return null;
}

/** a–z → 1–26, apostrophe → 27, 0 for a word's edges; -1 for anything else. */
function letterCode(code: number): number {
  if (code >= 97 && code <= 122) return code - 96;
  if (code >= 65 && code <= 90) return code - 64;
  return code === 39 ? 27 : -1;
}

const GRAMS = 28 * 28 * 28 * 28;

/**
 * The dictionary's case-folded 4-grams: a letters-only candidate holding another is no form,
 * rejected before hashing.
 */
function gramsOf(words: Iterable<string>): Uint8Array {
  const seen = new Uint8Array(GRAMS);
  for (const word of words) {
    let z = 0;
    let a = 0;
    let b = 0;
    let ok = true;
    const codes: number[] = [];
    for (let i = 0; i < word.length; i++) {
      const c = letterCode(word.charCodeAt(i));
      if (c < 0) {
        ok = false;
        break;
      }
      codes.push(c);
    }
    if (!ok) continue;
    codes.push(0);
    for (const c of codes) {
      seen[((z * 28 + a) * 28 + b) * 28 + c] = 1;
      z = a;
      a = b;
      b = c;
    }
  }
  return seen;
}

export class FastSuggest {
  private readonly dict: NspellInternals;
  private readonly grams: Uint8Array;

  constructor(dictionary: object) {
    this.dict = dictionary as unknown as NspellInternals;
    this.grams = gramsOf(Object.keys(this.dict.data));
  }

  /** False only when `candidate` cannot be a dictionary form in any casing. */
  private mayBeKnown(candidate: string): boolean {
    let z = 0;
    let a = 0;
    let b = 0;
    let missing = false;
    const length = candidate.length;
    for (let i = 0; i <= length; i++) {
      const c = i === length ? 0 : letterCode(candidate.charCodeAt(i));
      // Other characters (digits) may still match a compound rule, which is not anchored.
      if (c < 0) return true;
      if (this.grams[((z * 28 + a) * 28 + b) * 28 + c] === 0) missing = true;
      z = a;
      a = b;
      b = c;
    }
    return !missing;
  }

  /** Whether a string of letters and apostrophes, read from a word's start, holds an unseen 4-gram. */
  private prefixIsDead(prefix: string): boolean {
    let z = 0;
    let a = 0;
    let b = 0;
    for (let i = 0; i < prefix.length; i++) {
      const c = letterCode(prefix.charCodeAt(i));
      if (this.grams[((z * 28 + a) * 28 + b) * 28 + c] === 0) return true;
      z = a;
      a = b;
      b = c;
    }
    return false;
  }

  private static lettersOnly(word: string): boolean {
    for (let i = 0; i < word.length; i++) if (letterCode(word.charCodeAt(i)) < 0) return false;
    return true;
  }

  private flag(name: string, codes: string[] | undefined): boolean {
    const flags = this.dict.flags;
    return (
      codes !== undefined &&
      codes !== null &&
      name in flags &&
      codes.indexOf(flags[name] as string) > -1
    );
  }

  private exact(value: string): boolean {
    const codes = this.dict.data[value];
    if (codes) return !this.flag('ONLYINCOMPOUND', codes);
    if (value.length >= this.dict.flags.COMPOUNDMIN) {
      for (const rule of this.dict.compoundRules) if (rule.test(value)) return true;
    }
    return false;
  }

  private ignore(codes: string[] | undefined): boolean {
    return this.flag('KEEPCASE', codes) || this.flag('FORBIDDENWORD', codes);
  }

  /** nspell's `form(context, value)` (without `all`). */
  private form(value: string): string | null {
    let normal = value.trim();
    if (!normal) return null;
    normal = normalize(normal, this.dict.conversion.in);
    if (this.exact(normal)) {
      if (this.flag('FORBIDDENWORD', this.dict.data[normal])) return null;
      return normal;
    }
    if (normal.toUpperCase() === normal) {
      const alternative = normal.charAt(0) + normal.slice(1).toLowerCase();
      if (this.ignore(this.dict.data[alternative])) return null;
      if (this.exact(alternative)) return alternative;
    }
    const alternative = normal.toLowerCase();
    if (alternative !== normal) {
      if (this.ignore(this.dict.data[alternative])) return null;
      if (this.exact(alternative)) return alternative;
    }
    return null;
  }

  private correct(value: string): boolean {
    return Boolean(this.form(value));
  }

  suggest(input: string): string[] {
    const { flags, replacementTable, conversion } = this.dict;
    const value = normalize(input.trim(), conversion.in);
    if (!value || this.correct(value)) return [];
    const currentCase = casing(value);
    const edits: string[] = [];

    for (const [from, to] of replacementTable) {
      let offset = value.indexOf(from);
      while (offset > -1) {
        edits.push(value.replace(from, to));
        offset = value.indexOf(from, offset + 1);
      }
    }

    for (let index = 0; index < value.length; index++) {
      const character = value.charAt(index);
      const before = value.slice(0, index);
      const after = value.slice(index + 1);
      const insensitive = character.toLowerCase();
      const upper = insensitive !== character;
      const charAdded = new Set<string>();
      for (const group of flags.KEY) {
        const position = group.indexOf(insensitive);
        if (position < 0) continue;
        for (let other = 0; other < group.length; other++) {
          if (other === position) continue;
          let otherCharacter = group.charAt(other);
          if (charAdded.has(otherCharacter)) continue;
          charAdded.add(otherCharacter);
          if (upper) otherCharacter = otherCharacter.toUpperCase();
          edits.push(before + otherCharacter + after);
        }
      }
    }

    {
      let nextCharacter = value.charAt(0);
      const values = [''];
      let max = 1;
      let distance = 0;
      for (let index = 0; index < value.length; index++) {
        const character = nextCharacter;
        nextCharacter = value.charAt(index + 1);
        const replacement = character === nextCharacter ? '' : character + character;
        const count = values.length;
        for (let offset = 0; offset < count; offset++) {
          if (offset <= max) values.push(values[offset] + replacement);
          values[offset] += character;
        }
        if (++distance < 3) max = values.length;
      }
      for (const v of values) edits.push(v);
    }

    const seeds = [value];
    const lower = value.toLowerCase();
    if (value === lower || currentCase === null) {
      seeds.push(value.charAt(0).toUpperCase() + lower.slice(1));
    }
    const upperValue = value.toUpperCase();
    if (value !== upperValue) seeds.push(upperValue);

    const state = new Map<string, boolean>();
    const unknown = new Set<string>();
    const weighted = new Map<string, number>();
    const suggestions: string[] = [];

    const firstLevel = this.generate(state, unknown, weighted, suggestions, seeds, edits);

    let previous = 0;
    const max = Math.min(firstLevel.length, Math.pow(Math.max(15 - value.length, 3), 3));
    const size = Math.max(Math.pow(10 - value.length, 3), 1);
    while (!suggestions.length && previous < max) {
      const next = previous + size;
      this.generate(
        state,
        unknown,
        weighted,
        suggestions,
        firstLevel.slice(previous, next),
        undefined,
      );
      previous = next;
    }

    const weightOf = (word: string) => weighted.get(word);
    suggestions.sort((a, b) => {
      const wa = weightOf(a);
      const wb = weightOf(b);
      const byWeight = wa === wb ? 0 : (wa as number) > (wb as number) ? -1 : 1;
      if (byWeight) return byWeight;
      const ca = casing(a);
      const cb = casing(b);
      const byCasing = ca === cb ? 0 : ca === currentCase ? -1 : cb === currentCase ? 1 : undefined;
      return byCasing || a.localeCompare(b);
    });

    const out: string[] = [];
    const seen = new Set<string>();
    for (const raw of suggestions) {
      const suggestion = normalize(raw, conversion.out);
      const key = suggestion.toLowerCase();
      if (!seen.has(key)) {
        out.push(suggestion);
        seen.add(key);
      }
    }
    return out;
  }

  private generate(
    state: Map<string, boolean>,
    unknown: Set<string>,
    weighted: Map<string, number>,
    suggestions: string[],
    words: readonly string[],
    edits: readonly string[] | undefined,
  ): string[] {
    // Second-level passes (no `edits`) only look for known forms: nspell discards their list of
    // generated values, so unknown candidates need not be listed, nor generated at all once the
    // unchanging prefix they share already holds a 4-gram no dictionary form has.
    const collect = edits !== undefined;
    const prunable = !collect && this.dict.flags.TRY.every((c) => FastSuggest.lettersOnly(c));
    const characters = this.dict.flags.TRY;
    const data = this.dict.data;
    const result: string[] = [];
    // nspell memoises a candidate only when it is a known form (its state is then a boolean);
    // an unknown candidate's state is `null`, so it is pushed to `result` again every time it is
    // generated, and those repeats shape the second-level batches. `unknown` only saves the lookup.
    const check = (candidate: string, double = false) => {
      if (!this.mayBeKnown(candidate)) {
        // Never a known form, so never in `state`: nspell pushes it every time.
        if (collect) result.push(candidate);
        return;
      }
      let known = state.get(candidate);
      if (known === undefined) {
        if (collect) result.push(candidate);
        if (unknown.has(candidate)) return;
        const corrected = this.form(candidate);
        if (corrected === null) {
          unknown.add(candidate);
          return;
        }
        known = !this.flag('NOSUGGEST', data[corrected]);
        state.set(candidate, known);
        if (known) {
          weighted.set(candidate, double ? 10 : 0);
          suggestions.push(candidate);
        }
      }
      if (known) weighted.set(candidate, (weighted.get(candidate) as number) + 1);
    };
    const switchCase = (fragment: string) => {
      const first = fragment.charAt(0);
      return (
        (first.toLowerCase() === first ? first.toUpperCase() : first.toLowerCase()) +
        fragment.slice(1)
      );
    };

    if (edits) for (const edit of edits) check(edit, true);

    for (const word of words) {
      let before = '';
      let character = '';
      let nextCharacter = word.charAt(0);
      let nextAfter = word;
      let nextNextAfter = word.slice(1);
      let nextUpper = nextCharacter.toLowerCase() !== nextCharacter;
      const currentCase = casing(word);
      const prunableWord = prunable && FastSuggest.lettersOnly(word);
      for (let position = 0; position <= word.length; position++) {
        before += character;
        if (prunableWord && this.prefixIsDead(before)) break;
        const after = nextAfter;
        nextAfter = nextNextAfter;
        nextNextAfter = nextAfter.slice(1);
        character = nextCharacter;
        nextCharacter = word.charAt(position + 1);
        const upper = nextUpper;
        if (nextCharacter) nextUpper = nextCharacter.toLowerCase() !== nextCharacter;
        if (nextAfter && upper !== nextUpper) {
          check(before + switchCase(nextAfter));
          check(before + switchCase(nextCharacter) + switchCase(character) + nextNextAfter);
        }
        check(before + nextAfter);
        if (nextAfter) check(before + nextCharacter + character + nextNextAfter);
        for (let inject of characters) {
          if (upper && inject !== inject.toUpperCase()) {
            if (currentCase !== 's') {
              check(before + inject + after);
              check(before + inject + nextAfter);
            }
            inject = inject.toUpperCase();
            check(before + inject + after);
            check(before + inject + nextAfter);
          } else {
            check(before + inject + after);
            check(before + inject + nextAfter);
          }
        }
      }
    }
    return result;
  }
}
