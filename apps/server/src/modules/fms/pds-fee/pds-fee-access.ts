import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { parcelList, pdsWaybill, pdsWaybillFee } from '#modules/pds/parcel/index.ts';
import type { Db } from '#platform/db/db.ts';
import { dataNotExist } from '#platform/http/errors.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';

/** Business-log entity name of a parcel fee row. */
export const PDS_FEE_ENTITY = 'pdsWaybillFee';

/** Parcel fees as a scoped list: a fee row is in scope exactly when its parcel is. */
export const pdsFeeList = defineScopedList(PDS_FEE_ENTITY, {
  // read when a list is filtered, not now: the parcel module may still be loading
  via: {
    get key() {
      return pdsWaybillFee.waybillId;
    },
    get list() {
      return parcelList;
    },
    get id() {
      return pdsWaybill.id;
    },
  },
});

/**
 * The customer fee rows an action names, locked in id order (`FOR UPDATE` of the fee rows), all or
 * nothing: a row not found, deleted, an agent fee or outside `scope` refuses the whole call.
 */
export async function lockPdsFees(tx: Db, ids: readonly string[], scope: SQL | undefined) {
  const f = pdsWaybillFee;
  const rows = await tx
    .select({
      id: f.id,
      status: f.status,
      billNo: f.billNo,
      belongTime: f.belongTime,
      subjectName: f.subjectName,
      waybillNo: pdsWaybill.waybillNo,
      customerId: pdsWaybill.customerId,
    })
    .from(f)
    .innerJoin(pdsWaybill, eq(pdsWaybill.id, f.waybillId))
    .where(and(inArray(f.id, [...ids]), eq(f.kind, 'customer'), eq(f.isDeleted, false), scope))
    .orderBy(asc(f.id))
    .for('update', { of: f });
  if (rows.length !== ids.length) throw dataNotExist();
  return rows;
}
