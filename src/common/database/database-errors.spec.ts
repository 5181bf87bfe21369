import {
  databaseErrorForLog,
  describeDatabaseError,
  isConnectionError,
  isPermanentDatabaseError,
  statementShape,
} from 'src/common/database/database-errors';
import { serializeError } from 'src/common/logging/error-serializer';
import { RepeatLimiter } from 'src/common/logging/repeat-limiter';

/** What TypeORM throws for a value too long for its column, with the student's words in it. */
const tooLong = () =>
  Object.assign(new Error("Data too long for column 'student_answer' at row 1"), {
    name: 'QueryFailedError',
    query: 'INSERT INTO `exam_answer_scores`(`id`, `student_answer`) VALUES (?, ?)',
    parameters: ['s-1', 'My secret essay about photosynthesis'],
    driverError: {
      code: 'ER_DATA_TOO_LONG',
      errno: 1406,
      sqlState: '22001',
      sql: "INSERT INTO `exam_answer_scores` VALUES ('s-1', 'My secret essay about photosynthesis')",
      sqlMessage: "Data too long for column 'student_answer' at row 1",
    },
  });

describe('database errors by kind', () => {
  it('retries only connection-level errors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const lost = Object.assign(new Error('Connection lost'), { fatal: true });
    expect(isConnectionError(refused)).toBe(true);
    expect(isConnectionError(lost)).toBe(true);
    expect(isConnectionError(tooLong())).toBe(false);
    expect(isPermanentDatabaseError(tooLong())).toBe(true);
    expect(isPermanentDatabaseError(new TypeError('a bug'))).toBe(false);
  });

  it('tells people what went wrong without SQL, values or column names', () => {
    expect(describeDatabaseError(tooLong())).toBe('one of its texts is longer than can be stored');
    const duplicate = Object.assign(new Error("Duplicate entry 'x' for key 'uq'"), {
      driverError: { code: 'ER_DUP_ENTRY' },
    });
    expect(describeDatabaseError(duplicate)).toBe('it conflicts with a record that already exists');
  });

  it("logs a statement's shape and the error code, never its values", () => {
    const logged = JSON.stringify(serializeError(tooLong()));
    expect(databaseErrorForLog(tooLong())).toMatchObject({
      type: 'QueryFailedError',
      code: 'ER_DATA_TOO_LONG',
      errno: 1406,
      statement: 'INSERT INTO exam_answer_scores',
    });
    expect(logged).not.toMatch(/secret essay|student_answer|VALUES/);
    expect(statementShape('UPDATE `jobs` SET `status` = ? WHERE id = ?')).toBe('UPDATE jobs');
    expect(statementShape('SELECT a, b FROM `documents` WHERE x')).toBe('SELECT … FROM documents');
  });

  it('shortens the message of other errors and keeps their type', () => {
    const serialized = serializeError(new RangeError('x'.repeat(1000))) as Record<string, string>;
    expect(serialized.type).toBe('RangeError');
    expect(serialized.message.length).toBeLessThanOrEqual(301);
  });
});

describe('RepeatLimiter', () => {
  it('lets a few lines of a kind through per window, then says how many it left out', () => {
    const limiter = new RepeatLimiter(2, 1_000);
    expect(limiter.allow('ER_X', 0)).toEqual({ log: true, suppressed: 0 });
    expect(limiter.allow('ER_X', 10)).toEqual({ log: true, suppressed: 0 });
    expect(limiter.allow('ER_X', 20)).toEqual({ log: false, suppressed: 0 });
    expect(limiter.allow('ER_X', 30)).toEqual({ log: false, suppressed: 0 });
    expect(limiter.allow('ER_Y', 40)).toEqual({ log: true, suppressed: 0 });
    expect(limiter.allow('ER_X', 1_000)).toEqual({ log: true, suppressed: 2 });
  });
});
