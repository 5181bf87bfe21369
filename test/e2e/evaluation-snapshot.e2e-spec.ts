import { DataSource } from 'typeorm';
import { Exam } from 'src/modules/exams/entities/exam.entity';
import { EvaluationRecords } from 'src/modules/exams/services/evaluation-records.service';
import { ExamFlow } from 'test/support/exam-flow';
import { createSession } from 'test/support/session';
import { createTestApp, type TestApp } from 'test/support/test-app';

/**
 * The exams family reads a sheet, its job and its result rows as of one moment: a job that ends
 * between two of those reads must not show its status beside the sheet from before it (an
 * assignment's score once came back Completed without its rubric scores that way).
 */
describe('EvaluationRecords.snapshot against the real MariaDB', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let records: EvaluationRecords;
  let examId: string;

  beforeAll(async () => {
    t = await createTestApp({ role: 'api' });
    dataSource = t.app.get(DataSource);
    records = t.app.get(EvaluationRecords);
    const flow = new ExamFlow(
      t.http,
      (await createSession(t.app)).auth,
      '/evaluation-platform/v1/exam',
    );
    const created = await flow
      .post('/', {
        name: 'Snapshot',
        class: 'Class 8',
        subject: 'Science',
        exam_type: 'Unit Test',
        date: '2026-11-20',
        section: 'A',
        total_marks: 10,
      })
      .expect(201);
    examId = created.body.id as string;
  });
  afterAll(() => t.close());

  const warnings = async (manager = dataSource.manager) =>
    (await manager.findOneByOrFail(Exam, { id: examId })).warnings;

  it('keeps reading the rows as they were when it started, while another connection commits', async () => {
    const before = await warnings();
    expect(before).not.toEqual(['changed meanwhile']);
    const seen = await records.snapshot(async (manager) => {
      const first = await warnings(manager);
      await dataSource.manager.update(Exam, { id: examId }, { warnings: ['changed meanwhile'] });
      return [first, await warnings(manager)];
    });
    expect(seen).toEqual([before, before]);
    // Outside a snapshot, the second of two reads sees the change.
    expect(await warnings()).toEqual(['changed meanwhile']);
  });
});
