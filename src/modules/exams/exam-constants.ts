import { SHEET_STATUS_NAMES, SheetStatus } from 'src/modules/exams/exam-status';
import type { DocumentMediaType } from 'src/modules/documents/inspection/document-type';

/** docs/api-contract.md §6: `fileType` 1 pdf, 2 docx, 3 jpeg, 4 png. */
export const FILE_TYPES: Partial<Record<DocumentMediaType, number>> = {
  'application/pdf': 1,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 2,
  'image/jpeg': 3,
  'image/png': 4,
};

const FILE_TYPE_NAMES: Record<number, string> = { 1: 'pdf', 2: 'docx', 3: 'jpeg', 4: 'png' };

export const EXAM_TYPES = [
  'Unit Test',
  'Class Test',
  'Quiz',
  'Mid Term',
  'Half Yearly',
  'Pre-Board',
  'Final',
  'Annual',
];

export const ASSIGNMENT_TYPES = ['Homework', 'Project', 'Worksheet', 'Essay', 'Lab Report'];

export const SUBJECTS = [
  'English',
  'Hindi',
  'Mathematics',
  'Science',
  'Physics',
  'Chemistry',
  'Biology',
  'Social Science',
  'History',
  'Geography',
  'Civics',
  'Economics',
  'Computer Science',
  'Environmental Studies',
  'Accountancy',
  'Business Studies',
];

export const CLASSES = Array.from({ length: 12 }, (_, index) => `Class ${index + 1}`);

/** The constants reads of both families: status and file-type codes, suggested free-text values. */
export function evaluationConstants(kind: 'exam' | 'assignment') {
  return {
    fileStatus: Object.values(SheetStatus)
      .filter((value): value is SheetStatus => typeof value === 'number')
      .map((id) => ({ id, name: SHEET_STATUS_NAMES[id] })),
    fileType: Object.entries(FILE_TYPE_NAMES).map(([id, name]) => ({ id: Number(id), name })),
    ...(kind === 'exam' ? { examType: EXAM_TYPES } : { assignmentType: ASSIGNMENT_TYPES }),
    subjects: SUBJECTS,
    classes: CLASSES,
  };
}
