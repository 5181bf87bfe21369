/**
 * The lesson's homework: finishing the writing it started, else an unused writing task of the
 * topic, else a few questions on what it taught, spread over its content and never one answer
 * twice.
 */
import type { EnrichmentBlock, LessonContent } from 'src/ai/ports/teaching-content.port';
import { listWords, sentence, stop } from 'src/ai/builtin/teaching/curriculum/draft';
import { keyWords } from 'src/ai/builtin/teaching/curriculum/objective-sentences';
import {
  type CheckQuestion,
  questionBank,
} from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import {
  askKind,
  CORRECTED_SHARE,
  modelled,
  modelledWords,
  premiseOf,
  taughtIn,
} from 'src/ai/builtin/teaching/curriculum/lesson-taught';
import {
  mathsSkills,
  type TopicKnowledge,
} from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

import { mathsCheck } from 'src/ai/builtin/teaching/curriculum/maths-keys';

/** Questions set for homework at most. */
const HOMEWORK_ITEMS = 3;

/** The scripts and questions the lesson already uses: enrichment does not repeat them. */
export function lessonText(content: LessonContent): { asked: Set<string>; shown: string } {
  const components = Object.values(content).flatMap((block) => block.components);
  // A question counts as asked by its answer too ("Predict: …" and "… What happens?" on one cause).
  return {
    asked: new Set(
      components.flatMap((c) => [...c.formative_questions, ...c.expected_responses.map(stop)]),
    ),
    shown: components.map((c) => `${c.component_name}\n${c.implementation_script}`).join('\n'),
  };
}

/**
 * What an item practises, so homework spreads: the process a stage belongs to (not three stages
 * of one process), the kind of exercise (not three means), else the item itself.
 */
function strand(k: TopicKnowledge, q: CheckQuestion): string {
  const stage = k.stages.find((st) => q.answer === sentence(st.stages[st.index].description));
  if (stage) return `stage:${stage.process}`;
  return k.main.subject === 'mathematics' ? `maths:${askKind(q.question)}` : q.question;
}

/**
 * Up to three items spread over what the lesson taught: one per strand, a second of a strand only
 * when the first pass found fewer than two; no answer twice.
 */
function spread(k: TopicKnowledge, items: readonly CheckQuestion[]): CheckQuestion[] {
  const chosen: CheckQuestion[] = [];
  const answers = new Set<string>();
  const strands = new Map<string, number>();
  for (const cap of [1, 2])
    for (const q of items) {
      const answer = stop(q.answer).toLowerCase();
      const used = strands.get(strand(k, q)) ?? 0;
      if (cap === 2 && chosen.length >= 2) break;
      if (chosen.length >= HOMEWORK_ITEMS || answers.has(answer) || used >= cap) continue;
      chosen.push(q);
      answers.add(answer);
      strands.set(strand(k, q), used + 1);
    }
  return chosen;
}

/** Classes from which homework sets a problem of more than one step when the topic has one. */
const MULTI_STEP_GRADE = 9;

/**
 * For Classes 9 and 10 in maths, a hard exercise of the topic's skills worked in two or more
 * steps, first among the items (a one-line sum is Class 7 work); none for other classes.
 */
function multiStep(k: TopicKnowledge, seed: string): CheckQuestion[] {
  if (k.main.subject !== 'mathematics' || k.grade < MULTI_STEP_GRADE) return [];
  for (const skill of mathsSkills(k))
    for (let round = 0; round < 6; round += 1) {
      const [e] = k.maths.exercises(skill, {
        grade: k.grade,
        difficulty: 'hard',
        count: 1,
        seed: `${seed}|homework|steps|${round}`,
      });
      if (e && e.working.length >= 2) return [mathsCheck(e)];
    }
  return [];
}

/** The bank's items the lesson prepared students for: its causes named, its methods modelled. */
function onTheLesson(k: TopicKnowledge, items: readonly CheckQuestion[], shown: string) {
  const board = keyWords(shown);
  const methods = modelledWords(shown.split('\n'));
  return items.filter((q) => {
    // A true/false statement only when the lesson said its correct idea.
    if (q.answer.startsWith('False. ')) return taughtIn(board, q.answer, CORRECTED_SHARE);
    const premise = premiseOf(q.question);
    if (premise !== null && !taughtIn(board, premise)) return false;
    return k.main.subject !== 'mathematics' || modelled(methods, q.question);
  });
}

/**
 * Homework a teacher would set: finishing the writing the lesson started (nothing else), else a
 * writing task of the topic the lesson did not use, else up to three questions it did not ask on
 * what it taught, with an honest time.
 */
export function homework(k: TopicKnowledge, content: LessonContent, seed: string): EnrichmentBlock {
  const title = `Homework: ${k.main.title}`;
  const started = content.independent_practice_block.components.find((c) =>
    /finish for homework/.test(c.teacher_notes),
  );
  if (started)
    return {
      type: 'homework',
      title,
      description: 'No other homework: students finish the writing they started in class.',
      activities: [
        `Finish "${started.component_name}" and tick each point of its success checklist before handing it in.`,
      ],
    };
  const { asked, shown } = lessonText(content);
  const unused = k.main.activities.find(
    (a) => a.kind === 'writing_task' && !shown.includes(a.name) && (a.minutes ?? 30) <= 30,
  );
  if (unused)
    return {
      type: 'homework',
      title,
      description: `About ${unused.minutes ?? 30} minutes of writing.`,
      activities: [`${unused.name}: ${sentence(unused.description)}`],
    };
  const bank = questionBank(k, `${seed}|homework`);
  // Nor a problem the lesson already worked or showed (its answer would be on the board), nor a
  // glossary line while there is something to apply.
  const fresh = spread(
    k,
    onTheLesson(
      k,
      [...multiStep(k, seed), ...bank.apply, ...bank.explain, ...bank.misconception],
      shown,
    ).filter(
      (q) =>
        !asked.has(q.question) && !asked.has(stop(q.answer)) && !shown.includes(stop(q.question)),
    ),
  );
  // Nothing new to apply: learning the terms for a quiz is honest homework, printed recall is not.
  if (fresh.length < 2)
    return {
      type: 'homework',
      title,
      description: 'About 10 minutes.',
      activities: [
        `Learn the key terms for a five-minute quiz at the start of the next lesson: ${listWords(
          k.terms.slice(0, 6).map((t) => t.term),
        )}.`,
        ...fresh.map((q) => `${q.question} (Answer: ${stop(q.answer)})`),
      ],
    };
  return {
    type: 'homework',
    title,
    description: `About ${fresh.length * 5} minutes; answers are given for marking.`,
    activities: fresh.map((q) => `${q.question} (Answer: ${stop(q.answer)})`),
  };
}
