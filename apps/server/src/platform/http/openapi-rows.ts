import { createHash } from 'node:crypto';

type Doc = { paths: Record<string, Record<string, Record<string, unknown>>> };

/** One operation of an OpenAPI document: path, method and a hash of its request (parameters and body). */
export type OperationRow = { path: string; method: string; request: string };

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, stable(v)]),
    );
  return value;
}

/** The rows of a document, sorted: what must stay the same when answers gain schemas. */
export function operationRows(doc: Doc): OperationRow[] {
  const rows: OperationRow[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const request = JSON.stringify(stable({ parameters: op.parameters, requestBody: op.requestBody }));
      rows.push({ path, method, request: createHash('sha256').update(request).digest('hex').slice(0, 16) });
    }
  return rows.sort((a, b) => (a.path + a.method < b.path + b.method ? -1 : 1));
}
