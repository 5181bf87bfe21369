import type { WritingExam, WritingTask } from 'src/ai/ports/writing-assessment.port';

/** Task requirements, from one table keyed by `question_type` (docs/api-contract.md §4). */
interface TaskRequirement {
  pattern: RegExp;
  kind: string;
  ieltsTask?: 1 | 2;
  minWords: number;
  maxWords: number | null;
  minutes: number | null;
}

export const TOEFL_QUESTION_TYPE = /^TF-(ES|IB)-[A-Z]-\d{2}$/;
export const IELTS_QUESTION_TYPE = /^IE-(AC|GT)-[A-Z]-\d{2}$/;

/** A code's last two digits number the task within its section (docs/api-contract.md §4). */
const TASK_TABLE: Record<WritingExam, readonly TaskRequirement[]> = {
  IELTS: [
    {
      pattern: /^IE-AC-[A-Z]-01$/,
      kind: 'ielts_academic_task1',
      ieltsTask: 1,
      minWords: 150,
      maxWords: null,
      minutes: 20,
    },
    {
      pattern: /^IE-GT-[A-Z]-01$/,
      kind: 'ielts_general_task1_letter',
      ieltsTask: 1,
      minWords: 150,
      maxWords: null,
      minutes: 20,
    },
    {
      pattern: IELTS_QUESTION_TYPE,
      kind: 'ielts_task2_essay',
      ieltsTask: 2,
      minWords: 250,
      maxWords: null,
      minutes: 40,
    },
  ],
  TOEFL: [
    {
      pattern: /^TF-(ES|IB)-[A-Z]-01$/,
      kind: 'toefl_email',
      minWords: 100,
      maxWords: null,
      minutes: 7,
    },
    {
      pattern: /^TF-(ES|IB)-[A-Z]-02$/,
      kind: 'toefl_academic_discussion',
      minWords: 100,
      maxWords: null,
      minutes: 10,
    },
  ],
  GENERIC: [],
};

/** Unknown codes fall back to a general essay rubric. */
const GENERAL_ESSAY: Omit<TaskRequirement, 'pattern'> = {
  kind: 'essay',
  minWords: 150,
  maxWords: null,
  minutes: null,
};

export function writingTaskFor(
  exam: WritingExam,
  questionType: string,
  questionText: string,
): WritingTask {
  const requirement =
    TASK_TABLE[exam].find((entry) => entry.pattern.test(questionType)) ?? GENERAL_ESSAY;
  return {
    exam,
    questionType,
    kind: requirement.kind,
    ieltsTask: exam === 'IELTS' ? (requirement.ieltsTask ?? 2) : undefined,
    minWords: requirement.minWords,
    maxWords: requirement.maxWords,
    minutes: requirement.minutes,
    questionText,
  };
}
