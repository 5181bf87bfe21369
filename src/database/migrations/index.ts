import { CreateAccounts1763770000001 } from 'src/database/migrations/1763770000001-create-accounts';
import { CreateReferenceData1763770000002 } from 'src/database/migrations/1763770000002-create-reference-data';

/** Applied in order on start; an explicit list works the same from `src/` (ts) and `dist/` (js). */
export const migrations = [CreateAccounts1763770000001, CreateReferenceData1763770000002];
