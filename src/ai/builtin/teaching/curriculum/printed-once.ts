/**
 * No sentence printed twice in a plan: a sentence of a component's script that an earlier script
 * line already said (the introduction's overview again under an objective, a structure given on
 * the board and again in the explanation) is said only the first time. A line left with nothing
 * of its own is dropped (an objective's own line is kept whole: it shows where it is taught); a line's lead-in ("Objective 2 (…):") is not a sentence of it, and an
 * instruction to the class ("Ask who has changed their mind and why.") may come again, and so may
 * the plenary's and exit ticket's recap of what was taught.
 */
import { INSTRUCTIONAL_BLOCKS } from 'src/ai/ports/teaching-content.port';
import type { PlannedComponent } from 'src/ai/builtin/teaching/curriculum/lesson-planning';

/** Shorter sentences are instructions a plan may well repeat ("Collect the slips."). */
const MIN_WORDS = 6;

/** What follows a sentence's colon, this long, is a list that is the same wherever it is said. */
const LONG_LIST = 12;

/** "Objective 2 (name instruments …): ", "Introduce the lesson: ", "- ": a line's lead-in. */
const LEAD_IN = /^(?:Objective \d+ \([^)]*\): |[A-Z][a-z]+(?: [a-z]+){0,3}: |- )/;

/** An instruction to the class ("Ask who has changed their mind and why."): a plan repeats those. */
const INSTRUCTION =
  /^(?:ask|take|show|write|read|hand|collect|give|put|draw|point|note|say|let|students|pairs|groups|the class|teacher)\b/i;

/** The plenary and the exit ticket go back over what was taught: they may say it again. */
const RECAP = new Set<string>(['closure', 'assessment']);

const norm = (sentence: string) =>
  sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A line's sentences: after its lead-in, split where a sentence ends and a new one starts. */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?]["”’)]?)\s+(?=["“(]?[A-Z0-9])/);
}

/** The explanation's cue for its check questions: not printed when it has none. */
const PAUSE = /^Pause after each idea for a quick check question\.$/;

export function printedOnce<P extends Record<string, PlannedComponent[]>>(plan: P): P {
  for (const c of plan.development ?? [])
    if (c.questions.length === 0) c.script = c.script.filter((line) => !PAUSE.test(line));
  const said = new Set<string>();
  const out = { ...plan };
  for (const block of INSTRUCTIONAL_BLOCKS) {
    if (!plan[block]) continue;
    (out as Record<string, PlannedComponent[]>)[block] = plan[block].map((c) => ({
      ...c,
      script: c.script.flatMap((line) => {
        const lead = LEAD_IN.exec(line)?.[0] ?? '';
        const body = line.slice(lead.length);
        const kept = sentencesOf(body).filter((sentence) => {
          const key = norm(sentence);
          if (key.split(' ').length < MIN_WORDS) return true;
          // A long list said again under a new lead-in ("Draw the structure …: To, Cc …" and
          // "The stages of the structure …: To, Cc …") is the same list.
          const listed = norm(sentence.slice(sentence.indexOf(': ') + 1));
          const keys = [key, ...(listed.split(' ').length >= LONG_LIST ? [listed] : [])];
          const again = keys.some((k) => said.has(k));
          for (const k of keys) said.add(k);
          return !again || INSTRUCTION.test(sentence) || RECAP.has(block);
        });
        // An objective's own line stays whole: the plan shows where each objective is taught.
        if (kept.length === 0) return /^Objective \d+ \(/.test(lead) ? [line] : [];
        return [`${lead}${kept.join(' ')}`];
      }),
    }));
  }
  return out;
}
