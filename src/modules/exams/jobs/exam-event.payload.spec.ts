import type { EntityManager } from 'typeorm';
import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import { ASSIGNMENTS } from 'src/modules/assignments/assignment-family';
import { EXAMS } from 'src/modules/exams/exam-family';

const context = (name: string, status = JobStatus.COMPLETED) => ({
  job: { id: 'job-1', kind: name, subjectId: 'sheet-1', status } as Job,
  template: { name, displayName: 'Shown name' },
  manager: {
    findOneBy: () => Promise.resolve({ id: 'sheet-1', examId: 'exam-1' }),
  } as unknown as EntityManager,
});

describe('exam and assignment event payloads', () => {
  it('names the exam of a question paper step, in the exam field order', async () => {
    const kind = EXAMS.steps.questionPaper;
    const payload = await kind.payload(context(kind.name));
    expect(Object.entries(payload)).toEqual([
      ['status', 'Completed'],
      ['exam_id', 'sheet-1'],
      ['name', kind.name],
      ['display_name', 'Shown name'],
      ['secret_hash', null],
    ]);
  });

  it("names the sheet's exam and the sheet of a model answer step", async () => {
    const kind = EXAMS.steps.modelAnswer;
    expect(await kind.payload(context(kind.name, JobStatus.FAILED))).toEqual({
      status: 'Failed',
      exam_id: 'exam-1',
      name: kind.name,
      display_name: 'Shown name',
      secret_hash: null,
      model_answer_sheet_id: 'sheet-1',
    });
  });

  it('uses the assignment fields for an assignment answer sheet step', async () => {
    const kind = ASSIGNMENTS.steps.answerSheet;
    const payload = await kind.payload(context(kind.name, JobStatus.PARTIAL));
    expect(Object.entries(payload)).toEqual([
      ['status', 'Completed'],
      ['assignment_id', 'exam-1'],
      ['webhook_name', kind.name],
      ['secret_hash', null],
      ['ans_sheet_id', 'sheet-1'],
    ]);
  });
});
