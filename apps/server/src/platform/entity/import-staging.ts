import { BizCode } from '@freightdesk/domain';
import { and, eq, gt, lt } from 'drizzle-orm';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { entityImport, type ImportError, type StagedImportRow } from './entity-import.schema.ts';

/** How long a previewed import may be confirmed. */
const IMPORT_TTL_MS = 3_600_000;

const expiredBefore = (ctx: AuthedContext) => new Date(ctx.now.getTime() - IMPORT_TTL_MS);

/** The refusal of an import with row errors (the errors travel as the failure's data). */
export function importFailed(errors: readonly ImportError[]): BizError {
  return new BizError('importHasErrors', [errors.length], BizCode.failure, { errors });
}

/**
 * Keeps a previewed import until its confirmation (dropping the expired ones of every user):
 * answers the id the caller confirms with.
 */
export async function stageImport(
  ctx: AuthedContext,
  entity: string,
  rows: StagedImportRow[],
  errors: ImportError[],
): Promise<string> {
  await ctx.db.delete(entityImport).where(lt(entityImport.createdAt, expiredBefore(ctx)));
  const [saved] = await ctx.db
    .insert(entityImport)
    .values({
      entity,
      userId: ctx.auth.userId,
      customerId: ctx.auth.customerId,
      rows,
      errors,
      errorCount: errors.length,
      createdAt: ctx.now,
    })
    .returning({ id: entityImport.id });
  return saved!.id;
}

/**
 * The caller's staged import of the entity: refused when it is not theirs, expired or gone
 * (`importExpired`), or when its preview found errors (`importHasErrors`).
 */
export async function stagedImport(ctx: AuthedContext, entity: string, importId: string) {
  const [staged] = await ctx.db
    .select()
    .from(entityImport)
    .where(
      and(
        eq(entityImport.id, importId),
        eq(entityImport.entity, entity),
        eq(entityImport.userId, ctx.auth.userId),
        gt(entityImport.createdAt, expiredBefore(ctx)),
      ),
    );
  if (!staged) throw new BizError('importExpired');
  if (staged.errorCount > 0) throw importFailed(staged.errors);
  return staged;
}
