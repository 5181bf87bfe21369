/**
 * Connection-level errors (server down, dropped, deadlock, lock wait) pass on retry; others recur,
 * so fail at once.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_LOCK_DEADLOCK',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_QUERY_INTERRUPTED',
  'ER_CONNECTION_KILLED',
]);

/** What people are told when a permanent database error stops a job. */
const PERMANENT: Record<string, string> = {
  ER_DATA_TOO_LONG: 'one of its texts is longer than can be stored',
  ER_DUP_ENTRY: 'it conflicts with a record that already exists',
  ER_NO_REFERENCED_ROW_2: 'a record it refers to no longer exists',
  ER_NO_REFERENCED_ROW: 'a record it refers to no longer exists',
  ER_ROW_IS_REFERENCED_2: 'another record still refers to it',
  ER_WARN_DATA_OUT_OF_RANGE: 'one of its numbers is out of range',
  ER_TRUNCATED_WRONG_VALUE: 'one of its values has the wrong form',
  ER_TRUNCATED_WRONG_VALUE_FOR_FIELD: 'one of its texts holds characters that cannot be stored',
  ER_BAD_NULL_ERROR: 'a value it needs is missing',
  ER_NET_PACKET_TOO_LARGE: 'it is larger than can be stored at once',
};

/** The driver's error code (`ER_DATA_TOO_LONG`, `ECONNREFUSED` …), through TypeORM's wrapper. */
export function databaseErrorCode(error: unknown): string | null {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = candidate?.driverError?.code ?? candidate?.code;
  return typeof code === 'string' ? code : null;
}

/** An error that came from MySQL/MariaDB or its driver (TypeORM's QueryFailedError included). */
export function isDatabaseError(error: unknown): boolean {
  const candidate = error as { name?: unknown; sqlState?: unknown; driverError?: unknown } | null;
  return (
    candidate?.name === 'QueryFailedError' ||
    candidate?.sqlState !== undefined ||
    candidate?.driverError !== undefined
  );
}

/** True for errors a retry may get past: no connection, a dropped one, a deadlock. */
export function isConnectionError(error: unknown): boolean {
  const code = databaseErrorCode(error);
  if (code && CONNECTION_CODES.has(code)) return true;
  // mysql2 marks the errors that end a connection `fatal`.
  const candidate = error as { fatal?: unknown; driverError?: { fatal?: unknown } } | null;
  if (candidate?.fatal === true || candidate?.driverError?.fatal === true) return true;
  const message = (error as { message?: unknown } | null)?.message;
  // TypeORM's and mysql2's words when there is no connection to hand out or it just closed.
  return (
    typeof message === 'string' &&
    /connection (is not established|lost|closed)|closed state|pool is closed|ECONN(REFUSED|RESET)/i.test(
      message,
    )
  );
}

/** A database error that recurs on retry (data too long, a constraint). */
export function isPermanentDatabaseError(error: unknown): boolean {
  return isDatabaseError(error) && !isConnectionError(error);
}

/** Why a result could not be stored, for people: no SQL, no values, no column names. */
export function describeDatabaseError(error: unknown): string {
  const code = databaseErrorCode(error);
  return (code && PERMANENT[code]) ?? 'the database refused it';
}

/**
 * A database error for a log line: its code and statement shape, never values (the server's message
 * may quote one).
 */
export function databaseErrorForLog(error: unknown): Record<string, unknown> {
  const candidate = error as {
    name?: unknown;
    query?: unknown;
    driverError?: { errno?: unknown; sqlState?: unknown; sql?: unknown };
    errno?: unknown;
    sqlState?: unknown;
    sql?: unknown;
  };
  const sql = candidate.query ?? candidate.driverError?.sql ?? candidate.sql;
  return {
    type: typeof candidate.name === 'string' ? candidate.name : 'Error',
    code: databaseErrorCode(error),
    errno: candidate.driverError?.errno ?? candidate.errno,
    sqlState: candidate.driverError?.sqlState ?? candidate.sqlState,
    statement: typeof sql === 'string' ? statementShape(sql) : undefined,
  };
}

/** The verb and the table of a statement: `INSERT INTO exam_questions`, `UPDATE jobs`. */
export function statementShape(sql: string): string {
  const head = sql.trim().slice(0, 200);
  const match =
    /^(insert\s+(?:ignore\s+)?into|update|delete\s+from|replace\s+into|select\b[\s\S]*?\bfrom)\s+[`"]?([\w.]+)[`"]?/i.exec(
      head,
    );
  if (!match) return head.split(/\s+/)[0]?.toUpperCase() ?? '';
  const verb = match[1].toUpperCase().startsWith('SELECT')
    ? 'SELECT … FROM'
    : match[1].toUpperCase();
  return `${verb.replace(/\s+/g, ' ')} ${match[2]}`;
}
