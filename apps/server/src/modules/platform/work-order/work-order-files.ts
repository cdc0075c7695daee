import { and, inArray, isNull } from 'drizzle-orm';
import { claimFiles, commonFile } from '#modules/platform/file/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { WorkOrderFileRef } from './work-order.schema.ts';

/**
 * Attaches uploaded files to a work order or a reply through the file module (they must be the
 * caller's uploads and stop being temporary). Staff files on a customer's order are handed to that
 * customer so its users can open them.
 */
export async function attachFiles(
  tx: Db,
  ctx: AuthedContext,
  files: readonly WorkOrderFileRef[],
  customerId: string | null,
): Promise<WorkOrderFileRef[]> {
  if (!files.length) return [];
  const claimed = await claimFiles(
    tx,
    ctx,
    files.map((f) => f.fileId),
  );
  if (customerId)
    await tx
      .update(commonFile)
      .set({ customerId })
      .where(
        and(
          inArray(
            commonFile.id,
            files.map((f) => f.fileId),
          ),
          isNull(commonFile.customerId),
        ),
      );
  const nameOf = new Map(claimed.map((f) => [f.id, f.fileName]));
  return files.map((f) => ({ fileId: f.fileId, fileName: f.fileName || nameOf.get(f.fileId) || '' }));
}
