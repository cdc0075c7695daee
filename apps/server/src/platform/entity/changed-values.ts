/** Values as JSON keeps them (dates as ISO text). */
export function jsonValues(values: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  return values === undefined ? undefined : (JSON.parse(JSON.stringify(values)) as Record<string, unknown>);
}

/** The fields whose values differ, before and after (for updates). */
export function changedValues(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  keys: readonly string[],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  const p = jsonValues({ before, after }) as {
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  };
  for (const key of keys) {
    if (JSON.stringify(p.before[key] ?? null) === JSON.stringify(p.after[key] ?? null)) continue;
    b[key] = p.before[key] ?? null;
    a[key] = p.after[key] ?? null;
  }
  return { before: b, after: a };
}
