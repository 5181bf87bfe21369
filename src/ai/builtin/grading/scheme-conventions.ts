/**
 * Mark-scheme conventions read off a key point's text ("accept …", "reject …", "ignore …",
 * marker's notes), so the point is judged on what it asks for (docs/answer-grading.md).
 */
export interface SchemeConventions {
  /** The point without its conventions: what the answer must say. */
  core: string;
  /** Other answers that earn the point. */
  accept: string[];
  /** Answers that earn nothing for the point. */
  reject: string[];
  /** Follow-through allowed ("ft", "ecf"): an error earlier is not counted twice. */
  followThrough: boolean;
  /** "ORA": the reverse argument earns the point too. */
  reverse: boolean;
}

// Keywords opening a convention, and the kind each gives.
const ACCEPT = String.raw`(?:also\s+)?(?:accept|allow|credit)`;
const REJECT = String.raw`(?:reject|do\s+not\s+(?:accept|allow|credit|award)|don'?t\s+accept|not\s+accept(?:ed)?|no\s+credit\s+for)`;
const IGNORE = String.raw`ignore`;
const CONVENTION = new RegExp(String.raw`^(${ACCEPT}|${REJECT}|${IGNORE})\b\s*[:\-–—]?\s*`, 'i');
// Notes for the marker: removed from the point's words.
const NOTES =
  /\b(?:cao|c\.a\.o\.?|oe|o\.e\.?|owtte|isw|awrt|dep|soi|ora|ecf|or\s+equivalent|or\s+words\s+to\s+that\s+effect|correct\s+answer\s+only|(?:ft|follow[-\s]through)(?:\s+(?:from|on)\s+their\s+[^\s,;.)]+(?:\s+[^\s,;.)]+)?)?)\b\.?/gi;
const FOLLOW_THROUGH = /\b(?:ft|ecf|follow[-\s]through|error\s+carried\s+forward)\b/i;
const REVERSE = /\bora\b|\bor\s+reverse\s+argument\b/i;

/** The conventions of a key point's text; `core` is the text itself when it has none. */
export function readConventions(text: string): SchemeConventions {
  const found: SchemeConventions = {
    core: '',
    accept: [],
    reject: [],
    followThrough: FOLLOW_THROUGH.test(text),
    reverse: REVERSE.test(text),
  };
  // One space between words keeps every pattern below linear in the text's length.
  let core = text.replace(/\s+/g, ' ');
  // "(accept sugar or starch)", "[reject sucrose]": a bracket that opens with a keyword.
  core = core.replace(/[([]([^()[\]]*)[)\]]/g, (whole, inside: string) =>
    take(found, inside.trim(), true) ? ' ' : whole,
  );
  // "…; accept sugar", "… Reject: sucrose", "…, allow CO2": a clause that opens with one.
  const pieces = core.split(/(\s*(?:;|(?<=[.,])\s|\s[-–—]\s)\s*)/);
  let kept = pieces[0];
  for (let at = 1; at < pieces.length; at += 2) {
    // From the first clause that is a convention on, the rest is conventions or notes.
    if (take(found, pieces[at + 1], false)) {
      for (let next = at + 3; next < pieces.length; next += 2) take(found, pieces[next], false);
      break;
    }
    kept += pieces[at] + pieces[at + 1];
  }
  // "(mainly) by friction": words in brackets opening a point are not required.
  core = kept.replace(NOTES, ' ').replace(/^\s*\([^()]{1,30}\)\s*(?=\S)/, '');
  core = core
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/[\s,;:]+$/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  // "glucose/sugar", "evaporation / boiling": alternatives, when the point is a word or two.
  const slashed = core.split(/\s*\/\s*/);
  if (slashed.length > 1 && slashed.every(isShortName)) {
    core = slashed[0];
    found.accept.unshift(...slashed.slice(1));
  }
  found.core = core || text.trim();
  return found;
}

/** Whether a key point's text carries conventions worth reading (most do not). */
export function hasConventions(conventions: SchemeConventions, text: string): boolean {
  return (
    conventions.accept.length > 0 ||
    conventions.reject.length > 0 ||
    conventions.core !== text.trim()
  );
}

/** Files a clause that opens with a convention keyword; false for any other clause. */
function take(found: SchemeConventions, clause: string, bracketed: boolean): boolean {
  // "(not sucrose)": a rejection only in brackets ("…, not from the soil" in a
  // sentence is part of the point).
  const match =
    CONVENTION.exec(clause.trim()) ?? (bracketed ? /^(not)\b\s*:?\s*/i.exec(clause.trim()) : null);
  if (!match) return false;
  const keyword = match[1].toLowerCase().replace(/\s+/g, ' ');
  const items = clause
    .trim()
    .slice(match[0].length)
    .split(/\s*(?:,|;|\/|\bor\b)\s*/i)
    .map((item) => item.replace(/^['"‘“]|['"’”.]$/g, '').trim())
    .filter((item) => /[\p{L}\p{N}]/u.test(item));
  if (items.length === 0) return false;
  if (keyword === 'ignore') return true;
  if (new RegExp(`^${ACCEPT}$`, 'i').test(keyword)) found.accept.push(...items);
  else found.reject.push(...items.map((item) => item.replace(/\s+alone$/i, '')));
  return true;
}

/** A word or two of letters: "glucose", "carbon dioxide"; not "m/s" or "120/800". */
function isShortName(part: string): boolean {
  const words = part.trim().split(/\s+/);
  return words.length <= 3 && words.every((word) => /^\p{L}{3,}$/u.test(word));
}

/**
 * The rejected answer the student gave, if any: its words in a row in the answer ("sucrose",
 * "energy"), ignoring case and punctuation.
 */
export function rejectedIn(answer: string, rejected: readonly string[]): string | null {
  const said = ` ${words(answer)} `;
  for (const item of rejected) {
    const phrase = words(item);
    if (phrase && said.includes(` ${phrase} `)) return item;
  }
  return null;
}

/**
 * "A list containing a wrong answer scores 0", "an incorrect answer cancels a correct one",
 * "wrong answers negate": the scheme says a wrong item costs the whole list, not only itself.
 */
const CANCELS_LIST =
  /\b(?:wrong|incorrect|rejected)\s+(?:answers?|items?|responses?)\s+(?:cancels?|negates?|nullif(?:y|ies))\b|\b(?:cancels?|negates?)\s+(?:a|the|any)\s+(?:correct|right)\b|\blist\s+(?:containing|with|that\s+(?:contains|includes))\s+(?:a|an|any)\s+(?:wrong|incorrect|rejected)\b[^.;]*\b(?:0|zero|nothing|no\s+marks?)\b|\blist\s+principle\b/i;

/** Whether the scheme says a wrong item in a list costs the whole list (`CANCELS_LIST`). */
export function cancelsList(text: string): boolean {
  return CANCELS_LIST.test(text);
}

function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** What a point that only names a part of the answer refers to, found in the model answer. */
export type NamedPart = { kind: 'text'; text: string } | { kind: 'unit'; unit: string };

// "the word equation", "a balanced symbol equation", "correct equation", "the formula".
const NAMES_EQUATION =
  /^(?:for\s+)?(?:the\s+|a\s+|an\s+)?(?:correct\s+|balanced\s+|complete\s+)*(word|symbol|chemical)?\s*(?:equation|formula)$/i;
// "a correct unit", "the unit", "correct SI unit", "units".
const NAMES_UNIT = /^(?:for\s+)?(?:the\s+|a\s+)?(?:correct\s+)?(?:si\s+)?units?$/i;
// "the correct answer", "final answer", "correct result".
const NAMES_ANSWER =
  /^(?:for\s+)?(?:the\s+|a\s+)?(?:correct\s+)?(?:final\s+)?(?:answer|result)(?:\s+with\s+(?:a\s+)?unit)?$/i;
const ARROW = /→|->|⟶|=>|⇌|\bgives\b|\bproduces?\b/;

/**
 * "1 mark for the word equation", "a correct unit": a point that names what must be present
 * rather than saying it, matched to what it names in the model answer (its equation line, its
 * result's unit, its final line). Null for a point that says its content itself, or when the
 * model answer has no such part.
 */
export function namedPart(core: string, modelAnswer: string): NamedPart | null {
  const text = core.trim().replace(/[.:]+$/, '');
  const lines = modelAnswer
    .split(/\r?\n|(?<=[.;])\s+/)
    .map((line) => line.trim())
    .filter((line) => /[\p{L}\p{N}]/u.test(line));
  const equation = NAMES_EQUATION.exec(text);
  if (equation) {
    const word = equation[1]?.toLowerCase();
    const found =
      lines.find((line) => ARROW.test(line) && (word !== 'word' || /\p{L}{4,}/u.test(line))) ??
      lines.find((line) => /=/.test(line));
    return found
      ? { kind: 'text', text: found.replace(/^[^:]{0,40}:\s*(?=.*(?:→|->|=))/, '') }
      : null;
  }
  if (NAMES_UNIT.test(text)) {
    const units = [
      ...modelAnswer.matchAll(
        /\d\s*((?:[a-zA-Zµμ°Ω]{1,4}(?:[²³]|\^?[23])?)(?:\s*\/\s*[a-zA-Z]{1,3}[²³]?)?)(?![\p{L}])/gu,
      ),
    ];
    const unit = units.at(-1)?.[1];
    return unit ? { kind: 'unit', unit: unit.replace(/\s+/g, '') } : null;
  }
  if (NAMES_ANSWER.test(text)) {
    const last = lines.at(-1);
    return last ? { kind: 'text', text: last } : null;
  }
  return null;
}

/** The student gave a quantity in `unit` ("9 J", "96 cm²"): case kept, as in "mJ" and "MJ". */
export function givesUnit(answer: string, unit: string): string | null {
  const escaped = unit.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\//g, '\\s*\\/\\s*');
  const found = new RegExp(String.raw`\d\s*${escaped}(?![\p{L}])`, 'u').exec(answer);
  return found ? found[0] : null;
}
