/**
 * Log serialisation that never writes what a user gave us. A failed query's error carries
 * its parameters (password hashes, emails, session ids, idempotency keys) in its message,
 * and PostgreSQL's own message and detail quote the offending values, so a database error
 * is logged by its SQLSTATE, constraint and statement text (placeholders, never values).
 */

const STATEMENT_LOG_LENGTH = 200;

interface DatabaseErrorFields {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
}

function databaseCause(error: Error): (Error & DatabaseErrorFields) | undefined {
  for (
    let current: unknown = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth += 1
  ) {
    const fields = current as Error & DatabaseErrorFields & { severity?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code) && 'severity' in fields) return fields;
  }
  return undefined;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const query = (error as Error & { query?: unknown }).query;
  const database = databaseCause(error);
  if (database || typeof query === 'string') {
    const connectionCode = (error.cause as { code?: unknown } | undefined)?.code;
    return {
      type: 'DatabaseError',
      message: 'database query failed',
      stack: '',
      code: database?.code ?? (typeof connectionCode === 'string' ? connectionCode : undefined),
      constraint: database?.constraint,
      table: database?.table,
      column: database?.column,
      routine: database?.routine,
      statement: typeof query === 'string' ? query.slice(0, STATEMENT_LOG_LENGTH) : undefined,
    };
  }
  const code = (error as Error & { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: error.stack ?? '',
    ...(error.cause instanceof Error ? { cause: serializeError(error.cause) } : {}),
  };
}
