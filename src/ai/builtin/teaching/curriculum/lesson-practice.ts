import type { Activity } from 'src/ai/builtin/curriculum/curriculum-topic';
import type { Difficulty } from 'src/ai/ports/teaching-content.port';
import { contentWords, overlap } from 'src/ai/builtin/teaching/curriculum/focus';
import { capitalise, inSentence, listWords, stop } from 'src/ai/builtin/teaching/curriculum/draft';
import { type CheckQuestion, take } from 'src/ai/builtin/teaching/curriculum/lesson-questions';
import {
  activity,
  type Planning,
  type PlannedComponent,
  timing,
} from 'src/ai/builtin/teaching/curriculum/lesson-planning';
import { boardTerms, mathsSkills } from 'src/ai/builtin/teaching/curriculum/topic-knowledge';

/**
 * The writing task with the checklist students write to and the teacher marks against: the
 * structure's stages when the topic has one (PEEL, a letter's layout), the lesson's outcomes, and
 * the key terms to use. Its questions are the checklist's, not quiz items beside the writing.
 */
function writingTask(p: Planning, a: Activity, minutes: number): PlannedComponent {
  // A structure only when the task itself asks for it (names two of its parts).
  const task = a.description.toLowerCase();
  const structure = p.k.processes.find(
    (process) => process.stages.filter((s) => task.includes(s.name.toLowerCase())).length >= 2,
  );
  // The objectives this task itself practises (they share its words), else what any such task needs.
  const words = contentWords(`${a.name} ${a.description}`);
  const practised = p.objectives.filter((o) => overlap(contentWords(o.outcome), words) > 0);
  const checks = [
    ...(structure
      ? structure.stages.map((s) => `${s.name}: ${inSentence(s.description)}`)
      : practised.length > 0
        ? practised.slice(0, 3).map((o) => capitalise(o.outcome))
        : [
            'Is written in the form the task asks for, in paragraphs',
            'Gives at least two facts from the lesson, each with a reason',
          ]),
    `Uses at least two of the key terms: ${listWords(
      boardTerms(p.k)
        .slice(0, 4)
        .map((t) => t.term),
    )}`,
  ];
  const materials = a.materials?.length ? `Materials: ${a.materials.join(', ')}.` : '';
  return {
    name: a.name,
    description: `${capitalise(a.kind.replace(/_/g, ' '))}: ${a.description}`,
    script: [
      'Independent writing task.',
      a.description,
      materials,
      'Success checklist (students tick it before handing in; mark against it):',
      ...checks.map((c) => `- ${stop(c)}.`),
    ].filter((line) => line.length > 0),
    questions: [
      {
        question:
          "Swap with a partner: which point of the checklist is missing or weakest in your partner's writing?",
        answer:
          'A point of the checklist the writing does not yet show, backed by a line quoted from the writing.',
      },
    ],
    notes: timing(p, a, minutes),
    weight: 4,
  };
}

/** Six computed exercises of the lesson's skills, easy to hard, with their answers. */
function mathsPractice(p: Planning, minutes: number): PlannedComponent | null {
  const skills = mathsSkills(p.k);
  if (skills.length === 0) return null;
  const focused = skills.slice(0, Math.min(skills.length, 3));
  const levels: Difficulty[] = ['easy', 'easy', 'medium', 'medium', 'hard', 'hard'];
  const questions: CheckQuestion[] = [];
  levels.forEach((difficulty, i) => {
    const skill = focused[i % focused.length];
    for (let round = 0; round < 3; round += 1) {
      const [exercise] = p.k.maths.exercises(skill, {
        grade: p.k.grade,
        difficulty,
        count: 1,
        seed: `${p.seed}|practice|${i}|${round}`,
      });
      if (!exercise || p.asked.has(exercise.question)) continue;
      p.asked.add(exercise.question);
      questions.push({ question: exercise.question, answer: exercise.answer });
      return;
    }
  });
  if (questions.length === 0) return null;
  return {
    name: `Practice: ${p.k.main.title} exercises`,
    description: `Students work alone on ${questions.length} exercises, from easy to harder.`,
    script: [
      'Students answer in their books without help, showing their working; circulate and mark as they work.',
      ...questions.map((q, i) => `${i + 1}. ${q.question}`),
      `Answers: ${questions.map((q, i) => `${i + 1}. ${stop(q.answer)}`).join('; ')}.`,
    ],
    questions,
    notes: `${minutes} minutes for ${questions.length} exercises; early finishers write a harder one of their own with its answer.`,
    weight: 4,
  };
}

export function practiceTask(p: Planning, minutes: number): PlannedComponent {
  const writing = activity(p, ['writing_task'], minutes);
  if (writing) return writingTask(p, writing, minutes);
  const maths = mathsPractice(p, minutes);
  if (maths) return maths;
  // Written questions that apply the lesson: the objectives the exit ticket leaves, then explain,
  // misconception and glossary questions when the apply bank is short.
  const questions = take(p.bank, 'apply', 4, p.asked);
  for (const o of p.objectives.slice(2))
    if (questions.length < 4 && !p.asked.has(o.check.question)) {
      p.asked.add(o.check.question);
      questions.push(o.check);
    }
  for (const kind of ['explain', 'misconception', 'recall'] as const)
    if (questions.length < 4) questions.push(...take(p.bank, kind, 4 - questions.length, p.asked));
  return {
    name: `Practice: ${p.k.main.title} questions`,
    description: 'Students work alone on written questions that apply the lesson to new cases.',
    script: [
      'Students answer in their books in full sentences without help; circulate and mark as they work.',
      ...questions.map((q, i) => `${i + 1}. ${q.question}`),
    ],
    questions,
    notes: 'Early finishers write one question of their own with its answer.',
    weight: 4,
  };
}
