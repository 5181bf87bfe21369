import type { TeacherActionPlan } from 'src/ai/ports/action-planning.port';
import { withoutStudent } from 'src/modules/privacy/erasure/teacher-plan-redaction';

const plan = (): TeacherActionPlan => ({
  question_means: [],
  concept_means: [],
  weak_concepts: [],
  reteaching_plan: [],
  misconceptions: [
    {
      concept: 'sky colour',
      description: 'Blames the sea',
      count: 2,
      example: 'Because the sea is blue.',
    },
    {
      concept: 'forces',
      description: 'Needs a push',
      count: 3,
      example: 'It stops when nothing pushes it',
    },
    { concept: 'gases', description: 'Says oxygen', count: 2, example: 'Oxygen' },
  ],
  students_needing_support: [
    { student_id: 'stu-ravi', name: 'Ravi Kumar', percent: 30, concepts: ['sky colour'] },
    { student_id: 'stu-meera', name: 'Meera Iyer', percent: 20, concepts: ['forces'] },
  ],
});

describe('withoutStudent', () => {
  it('drops the student from support and the misconceptions their answers gave examples to', () => {
    const result = withoutStudent(plan(), {
      studentId: 'stu-ravi',
      names: ['Ravi Kumar'],
      answers: ['Because the sea is blue.', 'It stops when nothing pushes it.'],
    });
    expect(result?.students_needing_support.map((entry) => entry.student_id)).toEqual([
      'stu-meera',
    ]);
    // Shared by two: with Ravi gone it is no longer shared; shared by three: two remain, unquoted.
    expect(result?.misconceptions).toEqual([
      { concept: 'forces', description: 'Needs a push', count: 2, example: '' },
      { concept: 'gases', description: 'Says oxygen', count: 2, example: 'Oxygen' },
    ]);
  });

  it('returns null for a plan that never mentions the student', () => {
    expect(
      withoutStudent(plan(), { studentId: 'stu-zoe', names: ['Zoe Park'], answers: ['Nitrogen'] }),
    ).toBeNull();
  });
});
