import type { ClassroomRole } from 'src/ai/ports/talk-moves';

/**
 * Who is the teacher (docs/class-track.md "Speakers"); with no teacher label, the speaker with the
 * most words.
 */
const TEACHER_LABEL =
  /^(?:teacher(?:\s*\d+)?|t\d?|tchr|instructor|tutor|sir|miss|madam|ma'?am|(?:mr|mrs|ms|mx|miss|dr|prof)\.?\s+\S.*)$/i;

/** Labels that stand for several students at once: turns, but not a distinct speaker. */
const GROUP_LABEL =
  /^(?:students|ss|sts|class|pupils|all|group(?:\s*\w+)?|several students|many)$/i;

export const normalLabel = (label: string) => label.trim().replace(/\s+/g, ' ');

export const namesTeacher = (label: string) => TEACHER_LABEL.test(normalLabel(label));

export const isGroupLabel = (label: string) => GROUP_LABEL.test(normalLabel(label));

/** Roles for the speakers of a transcript, given each one's words. */
export function assignRoles(
  wordsBySpeaker: ReadonlyMap<string, number>,
): Map<string, ClassroomRole> {
  const speakers = [...wordsBySpeaker.keys()];
  const roles = new Map<string, ClassroomRole>();
  const named = speakers.filter(namesTeacher);
  let teachers = new Set(named);
  if (teachers.size === 0 && speakers.length > 0) {
    const [most] = [...wordsBySpeaker.entries()]
      .filter(([speaker]) => !isGroupLabel(speaker))
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    teachers = new Set(most ? [most[0]] : []);
  }
  for (const speaker of speakers) roles.set(speaker, teachers.has(speaker) ? 'teacher' : 'student');
  return roles;
}
