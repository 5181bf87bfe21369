import { CreateAccounts1763770000001 } from 'src/database/migrations/1763770000001-create-accounts';
import { CreateReferenceData1763770000002 } from 'src/database/migrations/1763770000002-create-reference-data';
import { CreateJobs1763770000003 } from 'src/database/migrations/1763770000003-create-jobs';
import { CreateRubrics1763770000004 } from 'src/database/migrations/1763770000004-create-rubrics';
import { CreateDailyLimits1763770000005 } from 'src/database/migrations/1763770000005-create-daily-limits';
import { CreateEvaluations1763770000006 } from 'src/database/migrations/1763770000006-create-evaluations';
import { CreateWebhooks1763770000007 } from 'src/database/migrations/1763770000007-create-webhooks';
import { CreateDocuments1763770000008 } from 'src/database/migrations/1763770000008-create-documents';
import { JobSteps1763770000009 } from 'src/database/migrations/1763770000009-job-steps';
import { CreateTeaching1763770000010 } from 'src/database/migrations/1763770000010-create-teaching';
import { CreateActionPlans1763770000013 } from 'src/database/migrations/1763770000013-create-action-plans';
import { CreateExams1763770000011 } from 'src/database/migrations/1763770000011-create-exams';
import { CreateClassTrack1763770000012 } from 'src/database/migrations/1763770000012-create-class-track';
import { RubricScoresAsSent1763770000024 } from 'src/database/migrations/1763770000024-rubric-scores-as-sent';
import { CreatePrivacy1763770000027 } from 'src/database/migrations/1763770000027-create-privacy';
import { DocumentSizedColumns1763770000029 } from 'src/database/migrations/1763770000029-document-sized-columns';
import { RubricScoresAsSentPlain1763770001024 } from 'src/database/migrations/1763770001024-rubric-scores-as-sent-plain';
import { ReadingFlags1763770001025 } from 'src/database/migrations/1763770001025-reading-flags';
import { QuestionMarksAssumed1763770001031 } from 'src/database/migrations/1763770001031-question-marks-assumed';

/** Applied in order on start; an explicit list works the same from `src/` (ts) and `dist/` (js). */
export const migrations = [
  CreateAccounts1763770000001,
  CreateReferenceData1763770000002,
  CreateJobs1763770000003,
  CreateRubrics1763770000004,
  CreateDailyLimits1763770000005,
  CreateEvaluations1763770000006,
  CreateWebhooks1763770000007,
  CreateDocuments1763770000008,
  JobSteps1763770000009,
  CreateTeaching1763770000010,
  CreateExams1763770000011,
  CreateClassTrack1763770000012,
  CreateActionPlans1763770000013,
  RubricScoresAsSent1763770000024,
  CreatePrivacy1763770000027,
  DocumentSizedColumns1763770000029,
  RubricScoresAsSentPlain1763770001024,
  ReadingFlags1763770001025,
  QuestionMarksAssumed1763770001031,
];
