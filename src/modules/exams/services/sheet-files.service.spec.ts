import type { DocumentIntake } from 'src/modules/documents/services/document-intake.service';
import type { EvaluationRecords } from 'src/modules/exams/services/evaluation-records.service';
import { type SheetTarget, SheetFiles } from 'src/modules/exams/services/sheet-files.service';
import { EXAMS } from 'src/modules/exams/exam-family';
import type { JobSubmitter } from 'src/modules/jobs/services/job-submitter.service';

describe('SheetFiles', () => {
  const owner = { userId: 'u-1', clientId: 'c-1', username: 'teacher', clientPublicId: 'school' };

  it('removes the files it stored when the sheet became final while they were uploading', async () => {
    const manager = { delete: jest.fn().mockResolvedValue({ affected: 1 }) };
    // Open at the first look, final (isFinal won the race) when the files are to be attached.
    const job = jest.fn().mockResolvedValueOnce(null).mockResolvedValueOnce({ id: 'job-1' });
    const records = {
      manager: Object.assign(manager, {
        transaction: (work: (m: unknown) => Promise<unknown>) => work(manager),
      }),
      job,
    } as unknown as EvaluationRecords;
    const intake = {
      accept: jest.fn().mockResolvedValue([
        {
          id: 'doc-1',
          filename: 'page.pdf',
          mediaType: 'application/pdf',
          byteSize: 10,
          pageCount: 1,
        },
      ]),
      discard: jest.fn().mockResolvedValue(undefined),
    } as unknown as DocumentIntake;
    const target: SheetTarget = {
      label: 'answer sheet',
      kind: EXAMS.steps.answerSheet,
      subjectId: 'sheet-1',
      lock: () => Promise.resolve({ documents: [] }),
      saveDocuments: jest.fn(),
    };
    const files = new SheetFiles(intake, {} as JobSubmitter, records);

    await expect(
      files.patch(target, {
        body: {},
        files: [{ originalname: 'page.pdf', buffer: Buffer.from('x') }],
        owner,
      }),
    ).rejects.toThrow(/is final/);
    expect(target.saveDocuments).not.toHaveBeenCalled();
    expect(intake.discard).toHaveBeenCalledWith(['doc-1']);
  });
});
