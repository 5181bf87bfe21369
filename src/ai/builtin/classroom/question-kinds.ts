import type { QuestionKind } from 'src/ai/ports/classroom-analysis.port';

/** Words a question often starts with that do not change what it asks. */
const LEAD_IN =
  /^(?:(?:so|ok(?:ay)?|now|and|but|right|well|alright|all right|then|yes|no|good|great|hmm+|um+|uh+)\b[\s,.!-]*)+/i;

/**
 * Open questions invite an explanation, an opinion or several possible answers (Cazden 2001;
 * the TalkMoves "press for reasoning" family): why/how questions — except how many/much/long… —,
 * "what do you think/notice", "what if", "what would happen", and requests to explain, describe,
 * justify or compare.
 */
const OPEN_PATTERNS: readonly RegExp[] = [
  /^why\b/,
  /^how\b(?!\s+(?:many|much|old|long|far|often|big|tall|high|heavy|fast|do you spell|do we spell)\b)/,
  /^what\s+(?:do|did|does|would|could|might|can|should)\s+(?:you|we|they|he|she|people|it)\s+(?:think|notice|wonder|predict|suggest|expect)\b/,
  // "What do you see / mean / say?" ask for the student's view; "What did we say … is called?" is recall.
  /^what\s+(?:do|did|would|could|might|can|should)\s+you\s+(?:see|mean|say|do)\b/,
  /^what(?:'s| is| are)\s+(?:happening|going on)\b/,
  /^what\s+(?:patterns?|similarities|differences|strategies|strategy|ways|methods)\b/,
  /^what\s+(?:are|were)\s+some\b/,
  /^what(?:'s| is| was)?\s+(?:your|the)\s+(?:reason|reasoning|strategy|evidence|thinking|idea|opinion|argument)\b/,
  /^what\s+(?:if|else|makes|made|happens|happened|would happen|could happen|might happen|causes|caused)\b/,
  /^in what ways?\b/,
  /^(?:how come|what about)\b/,
  /\b(?:explain|describe|justify|convince|compare|contrast|elaborate|interpret|predict|evaluate)\b/,
  /\btell (?:me|us)\b.*\b(?:more|about|how|why|what you)\b/,
  /\bhow (?:do|did|would|could) (?:you|we|they) know\b/,
  /\b(?:another|different|other) (?:way|ways|method|strategy|strategies|answer|idea|ideas)\b/,
  /\b(?:agree or disagree|do you agree with .+ why|who agrees .+ who disagrees)\b/,
  /\b(?:say|tell (?:me|us)) (?:a (?:bit|little) )?more\b/,
  /\bwhat do you (?:think|notice|wonder)\b/,
];

/**
 * Open or closed, by rule (docs/class-track.md "Questions"): a question is open when, after
 * lead-ins like "So," or "Okay,", it matches one of the open patterns; anything else — yes/no
 * questions ("Is it…?", "Can you…?"), who/what/which/when/where questions after one fact,
 * "how many", tag questions ("…, right?") — is closed.
 */
export function classifyQuestion(text: string): QuestionKind {
  const asked = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/^[^a-z0-9]+/, '')
    .replace(LEAD_IN, '')
    .trim();
  return OPEN_PATTERNS.some((pattern) => pattern.test(asked)) ? 'open' : 'closed';
}
