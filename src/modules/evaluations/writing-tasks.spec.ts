import { writingTaskFor } from 'src/modules/evaluations/writing-tasks';

describe('writingTaskFor', () => {
  it('reads IELTS Task 1 and Task 2 requirements from the code', () => {
    expect(writingTaskFor('IELTS', 'IE-AC-W-01', 'Describe the chart')).toMatchObject({
      kind: 'ielts_academic_task1',
      ieltsTask: 1,
      minWords: 150,
      minutes: 20,
    });
    expect(writingTaskFor('IELTS', 'IE-GT-B-02', 'Discuss')).toMatchObject({
      ieltsTask: 2,
      minWords: 250,
    });
  });

  it('reads TOEFL email and academic discussion requirements', () => {
    expect(writingTaskFor('TOEFL', 'TF-IB-W-01', '')).toMatchObject({
      kind: 'toefl_email',
      minWords: 100,
    });
    expect(writingTaskFor('TOEFL', 'TF-ES-C-02', '')).toMatchObject({
      kind: 'toefl_academic_discussion',
      minWords: 100,
    });
  });

  it('falls back to a general essay for unknown codes, keeping the question text', () => {
    expect(writingTaskFor('TOEFL', 'TF-IB-W-07', 'Why read?')).toMatchObject({
      kind: 'essay',
      minWords: 150,
      questionText: 'Why read?',
    });
    expect(writingTaskFor('GENERIC', '', '')).toMatchObject({ kind: 'essay', exam: 'GENERIC' });
  });
});
