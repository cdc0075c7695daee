import {
  type Message,
  PDS_IMPORT_RESULT,
  PDS_IMPORT_STATUS_LABELS,
  type PdsImport,
  type PdsImportStatus,
} from '@freightdesk/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';
import { pdsImportWaybill, pdsImportWaybillRow } from './import-waybill.schema.ts';

export type ImportRow = typeof pdsImportWaybill.$inferSelect;
export type ImportLine = typeof pdsImportWaybillRow.$inferSelect;

const NO_CUSTOMER = '00000000-0000-0000-0000-000000000000';

/** Batch order imports as a scoped list: owned by their uploader, belonging to their customer. */
export const importList = defineScopedList('pdsImportWaybill', {
  owner: pdsImportWaybill.createdBy,
  customer: pdsImportWaybill.customerId,
});

/**
 * An import in the caller's reach, or "data does not exist": a customer user only its own
 * customer's, staff within their data scope.
 */
export async function importInReach(ctx: AuthedContext, importId: string): Promise<ImportRow> {
  const own =
    ctx.auth.userType === 'customer'
      ? eq(pdsImportWaybill.customerId, ctx.auth.customerId ?? NO_CUSTOMER)
      : undefined;
  const [row] = await ctx.db
    .select()
    .from(pdsImportWaybill)
    .where(and(eq(pdsImportWaybill.id, importId), own, await dataScopeWhere(ctx, importList)));
  if (!row) throw dataNotExist();
  return row;
}

/** Refuses an import not in one of the statuses (`pdsImportStatusNot`: its status, the action). */
export function assertStatus(
  ctx: AuthedContext,
  imp: ImportRow,
  allowed: readonly PdsImportStatus[],
  action: Message,
): void {
  if (allowed.includes(imp.status as PdsImportStatus)) return;
  const label = PDS_IMPORT_STATUS_LABELS[imp.status as PdsImportStatus];
  throw new BizError('pdsImportStatusNot', [label?.[ctx.lang] ?? String(imp.status), { label: action }]);
}

/** The import's rows in sheet order. */
export function importLines(db: Db, importId: string): Promise<ImportLine[]> {
  return db
    .select()
    .from(pdsImportWaybillRow)
    .where(eq(pdsImportWaybillRow.importId, importId))
    .orderBy(asc(pdsImportWaybillRow.row));
}

/** The answer of every batch order call: the import, its counts and rows. */
export async function importAnswer(db: Db, imp: ImportRow): Promise<PdsImport> {
  const lines = await importLines(db, imp.id);
  return {
    importId: imp.id,
    customerId: imp.customerId,
    status: imp.status,
    total: lines.length,
    valid: lines.filter((l) => !l.errors.length).length,
    success: lines.filter((l) => l.result === PDS_IMPORT_RESULT.success).length,
    fail: lines.filter((l) => l.result === PDS_IMPORT_RESULT.fail).length,
    rows: lines.map((l) => ({
      row: l.row,
      customerNo: l.customerNo,
      recipientName: l.recipientName,
      countryCode: l.countryCode,
      weight: l.weight,
      errors: l.errors,
      quotes: l.quotes,
      productId: l.productId,
      channelId: l.channelId,
      result: l.result,
      reason: l.reason,
      parcelId: l.parcelId,
      waybillNo: l.waybillNo,
      trackNo: l.trackNo,
    })),
  };
}
