import type { EntityManager } from 'typeorm';
import { type Job, JobStatus } from 'src/modules/jobs/entities/job.entity';
import { ASSIGNMENTS } from 'src/modules/assignments/assignment-family';
import { EXAMS } from 'src/modules/exams/exam-family';

/** What the evaluation wrote: each question's doubtful lines, and the sheet's warnings. */
interface Written {
  flags: number[];
  warnings: string[] | null;
}

const flag = { line: 'KE=12xmxvxv', confidence: 41, reason: 'garbled_maths' };

const context = (
  name: string,
  status = JobStatus.COMPLETED,
  written: Written = { flags: [], warnings: null },
) => ({
  job: { id: 'job-1', kind: name, subjectId: 'sheet-1', status } as Job,
  template: { name, displayName: 'Shown name' },
  manager: {
    findOneBy: () => Promise.resolve({ id: 'sheet-1', examId: 'exam-1' }),
    find: () =>
      Promise.resolve(
        written.flags.map((count) => ({
          readingFlags: count > 0 ? Array<typeof flag>(count).fill(flag) : null,
        })),
      ),
    findOne: () => Promise.resolve({ id: 'sheet-1', warnings: written.warnings }),
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
      ['reading_flag_count', 0],
      ['warning_count', 0],
      ['scores_path', '/assignment-evaluation/v1/assignment/exam-1/answer-sheet/sheet-1/score/'],
    ]);
  });

  it("counts an evaluated sheet's doubtful lines and warnings, and names the read to check", async () => {
    const kind = EXAMS.steps.answerSheet;
    const written = { flags: [0, 2, 1], warnings: ['Check questions 2 and 3 against the sheet'] };
    expect(await kind.payload(context(kind.name, JobStatus.COMPLETED, written))).toEqual({
      status: 'Completed',
      exam_id: 'exam-1',
      name: kind.name,
      display_name: 'Shown name',
      secret_hash: null,
      ans_sheet_id: 'sheet-1',
      reading_flag_count: 3,
      warning_count: 1,
      scores_path:
        '/evaluation-platform/v1/exam/exam-1/answer-sheet/sheet-1/pre-provisional-scores/',
    });
  });

  it('leaves the counts out of the other steps', async () => {
    const kind = EXAMS.steps.modelAnswer;
    const written = { flags: [1], warnings: ['a warning'] };
    const payload = await kind.payload(context(kind.name, JobStatus.COMPLETED, written));
    expect(Object.keys(payload)).not.toContain('reading_flag_count');
  });
});
