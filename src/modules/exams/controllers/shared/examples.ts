/** Response examples for the API docs (Swagger), shared by exams and assignments. */
const ID = '3f6d2c1e-8a4b-4c7d-9e2f-1a2b3c4d5e6f';
const QUESTION_ID = '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const FILE = { id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', file_name: 'paper.pdf', file_type: 1 };

export const EXAM_EXAMPLE = {
  id: ID,
  name: 'Science Unit Test 3',
  class: 'Class 8',
  subject: 'Science',
  exam_type: 'Unit Test',
  date: '2026-11-20',
  section: 'A',
  total_marks: 20,
  status: 0,
  error_message: null,
  files: [FILE],
  warnings: [],
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
};

export const QUESTIONS_EXAMPLE = {
  status: 2,
  error_message: null,
  total_marks: 20,
  warnings: ["The questions' marks add up to 19, not the exam's total_marks (20)"],
  questions: [
    {
      id: QUESTION_ID,
      question_number: '1',
      question_text: 'What is photosynthesis? Name its two products.',
      max_marks: 3,
      section: 'Section A',
      sub_questions: [],
    },
  ],
};

export const QUESTION_EXAMPLE = QUESTIONS_EXAMPLE.questions[0];

export const MODEL_ANSWER_EXAMPLE = {
  id: ID,
  exam_id: ID,
  status: 2,
  error_message: null,
  files: [{ ...FILE, file_name: 'model-answers.docx', file_type: 2 }],
  answers: [
    {
      question_id: QUESTION_ID,
      question_number: '1',
      max_marks: 3,
      answer_text:
        'Plants make glucose from carbon dioxide and water using light; oxygen is released.',
      marking_scheme: [
        { text: 'Plants make food (glucose) using light energy', marks: 1 },
        { text: 'from carbon dioxide and water', marks: 1 },
        { text: 'oxygen is released', marks: 1 },
      ],
    },
  ],
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:05:00.000Z',
};

export const ANSWER_SHEET_EXAMPLE = {
  id: ID,
  exam_id: ID,
  student_id: 'stu-042',
  name: 'Asha Rao',
  status: 0,
  error_message: null,
  files: [{ ...FILE, file_name: 'asha-page1.png', file_type: 4 }],
  // Files or pages that could not be read (null page: the whole file); their questions get no
  // machine score (null, not 0) and say why in `unreadable`.
  unreadable: [],
  // Once evaluated: the questions to check against the sheet (lines read at low OCR confidence
  // or as garbled maths, listed in each question's `reading_flags`); they are still marked.
  warnings: [],
  reviewed_at: null,
  published_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const QUESTION_SCORE = {
  question_id: QUESTION_ID,
  question_number: '1',
  student_answer: 'Plants make glucose using sunlight.',
  unreadable: null,
  // The score rests on these lines as read: the teacher checks them against the sheet.
  reading_flags: [
    {
      line: 'Plants make glucose using sunlight.',
      confidence: 48,
      reason: 'read at 48% OCR confidence',
    },
  ],
  max_marks: 3,
  step_marks: [
    {
      point: 'Plants make food (glucose) using light energy',
      marks: 1,
      awarded: 1,
      status: 'earned',
      evidence: 'Plants make glucose using sunlight',
    },
    { point: 'oxygen is released', marks: 1, awarded: 0, status: 'missing', evidence: null },
  ],
  missing_points: ['from carbon dioxide and water', 'oxygen is released'],
};

export const MACHINE_SCORES_EXAMPLE = {
  id: ID,
  status: 2,
  error_message: null,
  student_id: 'stu-042',
  name: 'Asha Rao',
  total_score: 1,
  max_score: 3,
  unreadable: [],
  warnings: [
    'Check question 1 against the sheet: lines of its answer were read at low OCR confidence or look like misread maths, and the mark rests on that reading (see reading_flags)',
  ],
  questions: [
    {
      ...QUESTION_SCORE,
      score: 1,
      feedback:
        '1 out of 3 marks. Right: "Plants make glucose using sunlight". Not yet in your answer: carbon dioxide and water (1 mark); oxygen (1 mark). Next step: add the part about carbon dioxide and water.',
    },
  ],
};

export const REVIEWED_SCORES_EXAMPLE = {
  ...MACHINE_SCORES_EXAMPLE,
  reviewed_at: '2026-11-20T11:00:00.000Z',
  published: false,
  published_at: null,
  total_score: 1.5,
  questions: [
    {
      ...QUESTION_SCORE,
      score: 1.5,
      feedback: 'Good start; say what the plant takes in and gives out.',
      reviewed: true,
      machine_score: 1,
      machine_feedback: MACHINE_SCORES_EXAMPLE.questions[0].feedback,
      teacher_score: 1.5,
      teacher_feedback: 'Good start; say what the plant takes in and gives out.',
    },
  ],
};

export const FINAL_RESULT_EXAMPLE = {
  ...REVIEWED_SCORES_EXAMPLE,
  published: true,
  published_at: '2026-11-20T12:00:00.000Z',
};

/** An assignment reads like an exam without `exam_type`. */
export function omitExamType<T extends { exam_type?: unknown }>(value: T) {
  const { exam_type: _omitted, ...rest } = value;
  return rest;
}
