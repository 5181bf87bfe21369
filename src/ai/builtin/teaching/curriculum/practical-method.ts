import { capitalise, stop } from 'src/ai/builtin/teaching/curriculum/draft';
import { subjectOf } from 'src/ai/builtin/teaching/curriculum/fact-questions';
import { its, readDoc } from 'src/ai/builtin/nlp';

/** A practical's description read as a marking scheme: the steps of its method, its result. */

/** Verbs that start a step of a practical ("…, measure the temperature, and record …"). */
const STEP_VERBS = new Set(
  'add blow boil bubble build bury calculate check choose chew classify collect compare connect count cover cut dig dip discuss dispose draw drop explain feel fill filter find focus group hang heat hold identify join keep label lay layer leave look make mark measure mix moisten note observe order peel place plant plot point pour predict press prick pull push put record relate remove repeat rinse roll rub scrape screen seal see set shake shine skim smear soak sort sow split spread stand stick stir stretch stroke swap switch take tap test tie tilt time touch trace turn untwist use wait wash watch water wear weave weigh wet wind work write'.split(
    ' ',
  ),
);

/** Who may do a step of a practical: a sentence with one of them as its subject is method. */
const ACTOR =
  /^(?:(?:the|a|an|each|one|every|another|your)\s+)?(?:teacher|students?|pupils?|partners?|child|children|groups?|class|you|we)\b/i;
const ACTOR_WORD =
  /\b(?:teachers?|students?|pupils?|partners?|child|children|groups?|class|you|we|someone)\b/i;

/** A safety instruction: what follows its colon is the reason, never a result. */
const SAFETY = /^(?:wear|wearing|never|do not|don't|take care|keep away)\b/i;

const firstWord = (text: string) => text.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
const startsStep = (text: string) => STEP_VERBS.has(firstWord(text));

/**
 * Whether a clause states something (a finite verb: "the mass is unchanged", "air fills spaces
 * in soil"), not a phrase ("water lost by transpiration", "heavy particles at the bottom").
 */
function states(clause: string, plural = false): boolean {
  const doc = readDoc(clause);
  const words = doc.tokens().out();
  const tags = doc.tokens().out(its.pos) as string[];
  return tags.some(
    (tag, i) =>
      i > 0 &&
      (tag === 'AUX' ||
        (tag === 'VERB' && /[^s]s$/i.test(words[i] ?? '')) ||
        // "The shoots bend towards the light": a verb after a plural subject.
        (plural && tag === 'VERB' && tags[i - 1] === 'NOUN' && /s$/i.test(words[i - 1] ?? ''))),
  );
}

/**
 * A sentence of a description cut where a new action starts (", and record the readings",
 * "; keep a dry slice", ", then test …"): a piece that does not start with an action stays with
 * the one before ("…, and a feature that falls into clear groups"), and an opening phrase
 * ("After a day", "In groups", "Wearing eye protection") with the action after it.
 */
function actions(sentence: string): string[] {
  const pieces = sentence.split(/(,?\s+then\s+|;\s+|,\s+and\s+|,\s+)/);
  const parts = [pieces[0]];
  let opening =
    (!startsStep(pieces[0]) && !ACTOR.test(pieces[0])) || pieces[0].split(/\s+/).length < 2;
  for (let i = 2; i < pieces.length; i += 2) {
    const [joint, piece] = [pieces[i - 1], pieces[i]];
    if (startsStep(piece) && !opening) parts.push(piece);
    else parts[parts.length - 1] += `${joint}${piece}`;
    opening = false;
  }
  return parts;
}

/** Whether a sentence says what happens: a subject of its own that is no one doing a step. */
function happens(text: string): boolean {
  if (startsStep(text) || SAFETY.test(text)) return false;
  const subject = subjectOf(text);
  // "After a week, compare which nails have rusted": an opening phrase, then a step.
  if (text.split(/,\s+/).some(startsStep)) return false;
  return subject.trim() !== '' && !ACTOR_WORD.test(subject) && states(text, true);
}

/**
 * An activity's description as a marking scheme reads it: the steps of its method, each a
 * mark, and what it finds. A step is an action ("Plot the results …", "A partner drops a ruler
 * …"); a sentence about what happens ("The shoots bend towards the light."), a clause after
 * ", showing (that)" or after a colon ("weigh again: the mass is unchanged") is a result. A
 * bracketed note is a step only when it is an instruction of its own ("(Check for food
 * allergies first.)"); a remark ("only for students who know it", "no air", "given out by the
 * teacher") is no point an answer can earn.
 */
export function method(description: string): { steps: string[]; results: string[] } {
  const notes = [...description.matchAll(/\(([^)]+)\)/g)]
    .map((m) => m[1].trim())
    .filter((note) => startsStep(note) && note.split(/\s+/).length >= 3);
  const body = description.replace(/\s*\([^)]+\)/g, '');
  const steps: string[] = [];
  const results: string[] = [];
  for (const whole of body.split(/(?<=[.!?])\s+(?=[A-Z])/)) {
    let text = whole.trim().replace(/[.!?]$/, '');
    const showing = /,?\s+showing\s+(?:that\s+)?([^;:]+)$/.exec(text);
    if (showing && states(showing[1])) {
      results.push(showing[1]);
      text = text.slice(0, showing.index);
    }
    const colon = /^([^:]+):\s+([^:]+)$/.exec(text);
    if (colon && !SAFETY.test(colon[1]) && states(colon[2])) {
      results.push(colon[2]);
      text = colon[1];
    }
    if (happens(text)) {
      // "Drops of water collect inside the bag; compare with …": the result, then a step.
      const [found, ...rest] = text.split(/;\s+(?=(?:[a-z]+)\b)/);
      const step = rest.findIndex(startsStep);
      results.push([found, ...(step < 0 ? rest : rest.slice(0, step))].join('; '));
      text = step < 0 ? '' : rest.slice(step).join('; ');
      if (!text) continue;
    }
    steps.push(...actions(text));
  }
  const tidy = (c: string) => capitalise(stop(c.trim()));
  return {
    steps: [...steps, ...notes].map(tidy).filter((c) => c.split(/\s+/).length >= 2),
    results: results.map(tidy),
  };
}
