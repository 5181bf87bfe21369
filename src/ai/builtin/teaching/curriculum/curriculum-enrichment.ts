import type { EnrichmentBlock, LessonContent } from 'src/ai/ports/teaching-content.port';
import type { Curriculum } from 'src/ai/builtin/curriculum/curriculum';
import type { Activity, CurriculumTopic } from 'src/ai/builtin/curriculum/curriculum-topic';
import {
  capitalise,
  inSentence,
  listWords,
  processRef,
  sentence,
  stop,
} from 'src/ai/builtin/teaching/curriculum/draft';
import { contentWords, overlap } from 'src/ai/builtin/teaching/curriculum/focus';
import { homework, lessonText } from 'src/ai/builtin/teaching/curriculum/lesson-homework';
import { mathsStretch } from 'src/ai/builtin/teaching/curriculum/maths-stretch';
import {
  comparisonStretch,
  sentenceFrames,
  unaskedMisconception,
} from 'src/ai/builtin/teaching/curriculum/lesson-support';
import type { TopicKnowledge } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

const SUBJECT_NAMES: Record<string, string> = {
  science: 'Science',
  mathematics: 'Mathematics',
  social_science: 'Social Science',
  english: 'English',
};

/** What a stretch asks students to write with: the key terms the lesson put on the board. */
const WITH_TERMS = 'using at least two of the key terms on the board';

/**
 * What the lesson put in front of the class (its scripts, questions and answers), lower-case:
 * support and stretch build only on it, and give no question it already asks.
 */
function inLesson(content: LessonContent): (text: string) => boolean {
  const { asked, shown } = lessonText(content);
  const said = [shown, ...asked].join('\n').toLowerCase();
  return (text) => said.includes(stop(text).toLowerCase());
}

/**
 * Stretch on the lesson's own content: an exercise harder than the lesson's (or a mistake to
 * find), a cause to explain, an unseen example.
 */
function stretch(k: TopicKnowledge, content: LessonContent, seed: string): string | null {
  // Harder than every calculation the lesson set, or a mistake to explain: never a core-level sum.
  const maths = mathsStretch(k, content, seed);
  if (maths) return maths;
  const taught = inLesson(content);
  // A cause the lesson taught, explained with the terms on the board: the lesson gives no
  // evidence to cite, so none is asked for.
  const cause = k.causes.find((item) => taught(item.cause) || taught(item.effect));
  if (cause)
    return `Stretch: explain in a short paragraph how "${stop(cause.cause)}" led to "${stop(cause.effect)}", ${WITH_TERMS}.`;
  const unseen = k.examples.find((e) => !taught(e.problem));
  if (unseen) return `Stretch: without the steps – ${sentence(unseen.problem)}`;
  const process = k.processes[0];
  // Nothing of the topic's own to stretch on: no stretch, never "write two questions".
  return process
    ? `Stretch: explain why ${processRef(process.name)} needs each of its stages (${listWords(process.stages.map((st) => st.name))}), and what goes wrong if one is missing.`
    : null;
}

/** The writing task the lesson runs (as a component), whose model its starters come from. */
function writingTask(k: TopicKnowledge, content: LessonContent): Activity | undefined {
  const run = ran(content);
  return k.main.activities.find((a) => a.kind === 'writing_task' && run.has(a.name));
}

/** The names of the lesson's components: the activities it runs, not only mentions. */
function ran(content: LessonContent): Set<string> {
  return new Set(
    Object.values(content).flatMap((block) => block.components.map((c) => c.component_name)),
  );
}

/**
 * Support and stretch on the lesson's content: a partly worked example the lesson has not set (the
 * exit ticket's sum is no support card), and a reply to a misconception the lesson corrected.
 */
function differentiation(
  k: TopicKnowledge,
  content: LessonContent,
  seed: string,
  outcomes: readonly string[],
): EnrichmentBlock {
  const terms = k.terms.slice(0, 5);
  const taught = inLesson(content);
  const example = k.examples.find(
    (e) => !/\b(extract|source)\b/i.test(e.problem) && !taught(e.problem),
  );
  // A reply to a misconception the plenary already asked repeats it: one the lesson left unasked
  // first, then a comparison the objectives ask for, the plenary's statement only as a last resort.
  const aims = outcomes.length > 0 ? outcomes : k.main.outcomes;
  const first = stretch(k, content, seed) ?? comparisonStretch(aims);
  const reply = (item: { wrong: string } | undefined) =>
    item
      ? `Stretch: write a reply to a student who believes "${stop(item.wrong)}", explaining why it is wrong ${WITH_TERMS}.`
      : null;
  const compared = first !== null && first === comparisonStretch(aims);
  const second =
    reply(unaskedMisconception(k, content) ?? undefined) ??
    (compared ? null : comparisonStretch(aims)) ??
    (first === null
      ? reply(k.misconceptions.find((item) => taught(item.wrong) || taught(item.correct)))
      : null);
  const activities = [
    `Support: a glossary card with ${terms.map((t) => `${t.term} (${stop(t.definition)})`).join('; ')}.`,
    example
      ? `Support: a partly worked example – "${stop(example.problem)}" with the first step done: ${sentence(example.steps[0])} (Answer: ${stop(example.answer)})`
      : sentenceFrames(k, aims, writingTask(k, content)),
    first,
    second,
  ];
  return {
    type: 'differentiation',
    title: `Support and stretch: ${k.main.title}`,
    description: 'The same content at two levels of help.',
    activities: activities.filter((line): line is string => line !== null),
  };
}

/** "Fractions", "Simple equations" (not "Photosynthesis", "Glass"). */
const plural = (title: string) =>
  /[^s]s$|[^s]es$/.test(title.trim()) && !/(sis|us|ics)$/.test(title.trim());

function realWorld(k: TopicKnowledge): EnrichmentBlock {
  return {
    type: 'real_world_connection',
    title: `${k.main.title} in the world`,
    description: `Where ${inSentence(k.main.title)} ${plural(k.main.title) ? 'matter' : 'matters'} outside school.`,
    activities: k.topics.flatMap((topic) => topic.real_world).slice(0, 4),
  };
}

/**
 * A topic of another subject teaches the term itself, in the same sense: not a word spelt like
 * it (a "solution" of an equation is not a "solution" of salt in water), so the definitions share
 * a word beyond the term.
 */
function namesTerm(topic: CurriculumTopic, term: string, definition: string): boolean {
  const wanted = term.toLowerCase();
  const ours = new Set([...contentWords(definition)].filter((w) => !contentWords(term).has(w)));
  return topic.key_terms.some(
    (key) =>
      (key.term.toLowerCase() === wanted ||
        (key.aliases ?? []).some((alias) => alias.toLowerCase() === wanted)) &&
      overlap(contentWords(key.definition), ours) > 0,
  );
}

/** Topics of other subjects whose key terms include the lesson's, found by the curriculum search. */
function crossCurricular(
  k: TopicKnowledge,
  content: LessonContent,
  curriculum: Curriculum,
  grade: string,
): EnrichmentBlock {
  const links = new Map<string, string>();
  for (const item of k.terms.slice(0, 8)) {
    for (const [subject, name] of Object.entries(SUBJECT_NAMES)) {
      if (subject === k.main.subject || links.has(subject)) continue;
      const found = curriculum
        .matches(item.term, name, grade)
        .find(
          ({ topic }) => topic.subject === subject && namesTerm(topic, item.term, item.definition),
        );
      if (found)
        links.set(
          subject,
          `${name} – ${found.topic.title}: ${item.term} appears there too; ask students how the idea is used in both subjects.`,
        );
    }
  }
  const activities = [...links.values()];
  // Only a lesson that runs (as a component, not a mention) an activity measuring or counting
  // something has data to chart: recording what is seen (the order of a spectrum's colours) is
  // no measurement; no template link ("write an explanation for a younger class").
  const run = ran(content);
  const measured = k.main.activities.some(
    (a) =>
      run.has(a.name) &&
      /\b(measur|count|tally|thermometer|stopwatch|timer|ruler|survey)/i.test(a.description),
  );
  if ((k.main.subject === 'science' || k.main.subject === 'social_science') && measured)
    activities.push(
      `Mathematics: students present one measurement or count from the lesson as a table or bar chart.`,
    );
  return {
    type: 'cross_curricular',
    title: `${k.main.title} across subjects`,
    // No related topic of another subject: the block stays (the plan has each type) but empty,
    // so nothing is printed in place of a link.
    description:
      activities.length > 0
        ? 'Where the same ideas appear in other subjects of the curriculum.'
        : '',
    activities,
  };
}

/** An outcome after "I can": its verb in lower case ("Explain the role of the Sun …"). */
const lowerVerb = (outcome: string) => {
  const text = stop(outcome);
  return /^[A-Z][a-z]+\b/.test(text) && !/^[A-Z][a-z]+ [A-Z]/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
};

/**
 * The outcomes the plan kept: those its explanation teaches as an objective (an outcome the data
 * cannot teach was dropped, and no criterion promises it).
 */
function keptOutcomes(content: LessonContent, outcomes: readonly string[]): string[] {
  const { shown } = lessonText(content);
  const kept = outcomes.filter((outcome) => shown.includes(`(${stop(outcome)}):`));
  return kept.length > 0 ? kept : [...outcomes];
}

/** The lesson's own objectives as "I can …": nothing the lesson does not teach and check. */
function assessmentExtension(
  k: TopicKnowledge,
  content: LessonContent,
  outcomes: readonly string[],
): EnrichmentBlock {
  return {
    type: 'assessment_extension',
    title: 'Success criteria',
    description: 'What a student who has met the outcomes can do.',
    activities: keptOutcomes(content, outcomes.length > 0 ? outcomes : k.main.outcomes).map(
      (outcome) => `I can ${lowerVerb(capitalise(outcome))}.`,
    ),
  };
}

/** Lesson step 4 from the curriculum: one block of each type, each from the topic's content. */
export function enrichFromCurriculum(
  k: TopicKnowledge,
  content: LessonContent,
  curriculum: Curriculum,
  grade: string,
  seed: string,
  outcomes: readonly string[] = [],
): EnrichmentBlock[] {
  return [
    differentiation(k, content, seed, outcomes),
    homework(k, content, seed),
    realWorld(k),
    crossCurricular(k, content, curriculum, grade),
    assessmentExtension(k, content, outcomes),
  ];
}
