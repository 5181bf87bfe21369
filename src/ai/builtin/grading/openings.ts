import {
  compareQuantities,
  type Quantity,
  readQuantities,
} from 'src/ai/builtin/grading/quantities';

/** Words that say yes, and words that say no, as an answer's verdict. */
export const YES = new Set(['yes', 'true', 'correct', 't', 'yeah', 'yep']);
export const NO = new Set(['no', 'false', 'incorrect', 'f', 'nope', 'wrong']);

/** The yes/no an answer opens with ("No, because …"); null when it opens otherwise. */
export function openingVerdict(text: string): { value: boolean; at: RegExpExecArray } | null {
  const match = /^\s*["'(]?\s*(yes|no|true|false|correct|incorrect|yeah|yep|nope|t|f)\b/i.exec(
    text,
  );
  if (!match) return null;
  const word = match[1].toLowerCase();
  if (YES.has(word)) return { value: true, at: match };
  if (NO.has(word)) return { value: false, at: match };
  return null;
}

/**
 * The short answer a key point opens with before explaining it: the choice ("A. The water in
 * heater A got hotter …", "X. The more concentrated solution …") or the amount ("40 meters. The
 * change in elevation is …"). A yes/no opening is the point's verdict instead.
 */
export type LeadAnswer =
  { kind: 'option'; letter: string } | { kind: 'quantity'; quantities: Quantity[] };

/** A fragment of at most three words ended by "." or ":" and followed by more of the point. */
const LEAD = /^\s*([^.?!:;\n]{1,30}?)\s*[.:]\s+\S/;
/** A capital letter; "I." numbers a list more often than it names a choice. */
const LEAD_OPTION = /^\(?([A-HJ-Z])\)?$/;
const MAX_LEAD_WORDS = 3;

export function readLead(text: string): LeadAnswer | null {
  const match = LEAD.exec(text);
  if (!match) return null;
  const head = match[1].trim();
  const option = LEAD_OPTION.exec(head);
  if (option) return { kind: 'option', letter: option[1] };
  if (head.split(/\s+/).length > MAX_LEAD_WORDS) return null;
  const quantities = readQuantities(head);
  // A bare number may be the point's own numbering ("2. The root grows first"): amounts need a unit.
  return quantities.length > 0 && quantities.every((q) => q.dimension !== '')
    ? { kind: 'quantity', quantities }
    : null;
}

/** The single letter an answer opens with ("B", "(b)", "X, because …", "Option C."). */
const OPENING_LETTER =
  /^\s*(?:(?:the\s+)?(?:answer|option|choice)\s+(?:is\s+)?)?(\(?)([A-Za-z])(\)?)(?=($|[.,:;]|\s+\S))/i;

/** The letter an answer chooses, or null: "A magnet …" and "I think …" choose nothing. */
function chosenLetter(text: string): string | null {
  const match = OPENING_LETTER.exec(text);
  if (!match) return null;
  const [, open, letter, close, after] = match;
  const marked = open !== '' || close !== '' || after === '' || /^[.,:;]/.test(after);
  if (!marked && (/[aAiI]/.test(letter) || letter === letter.toLowerCase())) return null;
  return letter.toUpperCase();
}

/**
 * Whether the answer gives the point's short answer: 1 it does ("A, because …" for "A. …"),
 * -1 it gives another (another letter, another amount), 0 it gives none.
 */
export function leadAgreement(
  lead: LeadAnswer | null,
  answer: string,
  answerQuantities: readonly Quantity[],
): number {
  if (!lead) return 0;
  switch (lead.kind) {
    case 'option': {
      const chosen = chosenLetter(answer);
      if (chosen === null) return 0;
      return chosen === lead.letter ? 1 : -1;
    }
    case 'quantity': {
      if (answerQuantities.length === 0) return 0;
      // "40" for "40 meters" gives the amount (the unit is the quantity rule's business).
      const same = lead.quantities.some((q) =>
        answerQuantities.some((given) => compareQuantities(q, given) !== 'different'),
      );
      return same ? 1 : -1;
    }
  }
}
