import type { FileRef } from '@freightdesk/domain';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { RowProblem, RowToCheck } from './entity-check.ts';
import type { EntityRuntime } from './entity-runtime.ts';

/**
 * The files of the rows' files fields must be uploads the caller may reach; they are claimed (no
 * longer temporary) inside the write's transaction, so a refused write leaves them temporary.
 */
export async function claimRowFiles(
  tx: Db,
  ctx: AuthedContext,
  rt: EntityRuntime,
  rows: readonly RowToCheck[],
): Promise<RowProblem[]> {
  const problems: RowProblem[] = [];
  for (const [key, f] of Object.entries(rt.def.fields)) {
    if (f.type !== 'json' || !f.files) continue;
    for (const r of rows) {
      const ids = ((r.values[key] as FileRef[] | null) ?? []).map((file) => file.fileId);
      if (!ids.length) continue;
      try {
        await rt.registry.services.claimFiles(tx, ctx, ids);
      } catch {
        problems.push({ row: r.row, fields: [key], error: new BizError('notExist', [{ label: f.label }]) });
      }
    }
  }
  return problems;
}
