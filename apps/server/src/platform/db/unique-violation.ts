/** Whether a database error (or one it wraps) is a violation of the named unique constraint. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let cur = err as { code?: string; constraint?: string; cause?: unknown } | undefined; cur; ) {
    if (cur.code === '23505' && cur.constraint === constraint) return true;
    cur = cur.cause as typeof cur;
  }
  return false;
}
