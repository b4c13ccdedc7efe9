/** Whether `error`, or what caused it, is PostgreSQL refusing a duplicate in the unique index `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let current: unknown = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth += 1
  ) {
    const fields = current as Error & { code?: unknown; constraint?: unknown };
    if (fields.code === '23505' && fields.constraint === constraint) return true;
  }
  return false;
}
