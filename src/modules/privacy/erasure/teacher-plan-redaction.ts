import type { TeacherActionPlan } from 'src/ai/ports/action-planning.port';

/** What a teacher plan may hold of one student: their id and name, and quotes of their answers. */
export interface StudentTraces {
  studentId: string;
  names: string[];
  answers: string[];
}

/**
 * A teacher plan without one student's entries (and misconception examples quoting them); class
 * figures stay, as they name no one. Null when nothing changes.
 */
export function withoutStudent(
  plan: TeacherActionPlan,
  traces: StudentTraces,
): TeacherActionPlan | null {
  const answers = traces.answers.map(normalise).filter((answer) => answer.length > 0);
  const names = traces.names.map(normalise).filter((name) => name.length > 0);
  const mentions = (text: string) => {
    const clean = normalise(text);
    return (
      clean.length > 0 &&
      (answers.some(
        (answer) => answer.includes(clean) || (answer.length >= 8 && clean.includes(answer)),
      ) ||
        names.some((name) => clean.includes(name)))
    );
  };
  const support = plan.students_needing_support.filter(
    (entry) => entry.student_id !== traces.studentId,
  );
  let changed = support.length !== plan.students_needing_support.length;
  const misconceptions = plan.misconceptions.flatMap((item) => {
    const listed = item.students?.some((entry) => entry.student_id === traces.studentId) ?? false;
    if (!listed && !mentions(item.example)) return [item];
    changed = true;
    const left = {
      ...item,
      count: item.count - 1,
      example: mentions(item.example) ? '' : item.example,
      ...(item.students
        ? { students: item.students.filter((entry) => entry.student_id !== traces.studentId) }
        : {}),
    };
    return left.count >= 2 ? [left] : [];
  });
  if (!changed) return null;
  return { ...plan, students_needing_support: support, misconceptions };
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
