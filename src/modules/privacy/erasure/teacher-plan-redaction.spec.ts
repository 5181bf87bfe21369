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

  it('drops the student from a misconception that lists them, keeping another’s example', () => {
    const listed = {
      ...plan(),
      misconceptions: [
        {
          concept: 'seasons',
          description:
            '3 students believe “It is summer when the Earth is closer to the Sun” (Q3).',
          count: 3,
          example: 'In summer the Earth is nearer to the Sun.',
          students: [
            { student_id: 'stu-meera', name: 'Meera Iyer' },
            { student_id: 'stu-ravi', name: 'Ravi Kumar' },
            { student_id: 'stu-omar', name: 'Omar Khan' },
          ],
        },
      ],
    };
    const result = withoutStudent(listed, {
      studentId: 'stu-ravi',
      names: ['Ravi Kumar'],
      answers: ['Earth is closer to the Sun in summer.'],
    });
    expect(result?.misconceptions[0]).toMatchObject({
      count: 2,
      example: 'In summer the Earth is nearer to the Sun.',
      students: [
        { student_id: 'stu-meera', name: 'Meera Iyer' },
        { student_id: 'stu-omar', name: 'Omar Khan' },
      ],
    });
  });

  it('returns null for a plan that never mentions the student', () => {
    expect(
      withoutStudent(plan(), { studentId: 'stu-zoe', names: ['Zoe Park'], answers: ['Nitrogen'] }),
    ).toBeNull();
  });
});
