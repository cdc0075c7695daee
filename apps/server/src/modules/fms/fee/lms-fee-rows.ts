import type { FeeKind, FeeStatusValue } from '@freightdesk/domain';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { lmsWaybill as w } from '#modules/lms/waybill/index.ts';
import { type BusinessLogEntry, writeBusinessLog } from '#modules/settings/business-log/index.ts';
import type { Db } from '#platform/db/db.ts';
import { dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { lmsWaybillFee as f } from './fee.schema.ts';

/**
 * The fee rows a fee-list action names, locked in id order (`FOR UPDATE`), all or nothing: a row not
 * found, deleted, of the other kind or outside `scope` refuses the whole call.
 */
export async function lockFeeListRows(tx: Db, ids: readonly string[], kind: FeeKind, scope?: SQL) {
  const rows = await tx
    .select({
      id: f.id,
      status: f.status,
      belongTime: f.belongTime,
      isCheck: f.isCheck,
      subjectName: f.subjectName,
      waybillNo: w.waybillNo,
      customerId: w.customerId,
    })
    .from(f)
    .innerJoin(w, eq(w.id, f.waybillId))
    .where(and(inArray(f.id, [...ids]), eq(f.kind, kind), eq(f.isDeleted, false), scope))
    .orderBy(asc(f.id))
    .for('update', { of: f });
  if (rows.length !== ids.length) throw dataNotExist();
  return rows;
}

type FeeListRow = Awaited<ReturnType<typeof lockFeeListRows>>[number];

/** Writes one change to the rows it changes and logs each (entity `lmsWaybillFee`); answers `{updated}`. */
export async function changeFeeListRows(
  tx: Db,
  ctx: AuthedContext,
  rows: readonly FeeListRow[],
  change: { isCheck: boolean } | { status: FeeStatusValue },
  log: (row: FeeListRow) => Pick<BusinessLogEntry, 'action' | 'before'>,
): Promise<{ updated: number }> {
  if (rows.length)
    await tx
      .update(f)
      .set(change)
      .where(
        inArray(
          f.id,
          rows.map((r) => r.id),
        ),
      );
  await writeBusinessLog(
    tx,
    ctx,
    rows.map((r) => ({
      entity: 'lmsWaybillFee',
      entityId: r.id,
      customerId: r.customerId,
      after: change,
      ...log(r),
    })),
  );
  return { updated: rows.length };
}
