import { DEFAULT_CURRENCY, exchangeRateOf, isSettledFee, MONEY_SCALE } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { inArray } from 'drizzle-orm';
import { priceReference } from '#modules/fms/price/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';
import { lmsWaybill, waybillList } from '../../lms/waybill/index.ts';
import { lmsWaybillFee } from './fee.schema.ts';
import type { FeeRow } from './fee-calculate.service.ts';

/** Business-log entity name of a waybill fee row. */
export const FEE_ENTITY = 'lmsWaybillFee';

/** Waybill fees as a scoped list: a fee row is in scope exactly when its waybill is. */
export const feeList = defineScopedList(FEE_ENTITY, {
  // read when a list is filtered, not now: this file may load while the fee table and the waybill
  // module are still loading (the fee module's face is imported from inside that cycle)
  via: {
    get key() {
      return lmsWaybillFee.waybillId;
    },
    get list() {
      return waybillList;
    },
    get id() {
      return lmsWaybill.id;
    },
  },
});

/** The fee actions are staff work (`platform/entity/entity-access.ts`). */
export { staffOnly } from '#platform/entity/entity-access.ts';

/** Locks fee rows (id order); a missing id refuses the whole batch. */
export async function lockFees(tx: Db, ids: readonly string[]): Promise<FeeRow[]> {
  const unique = [...new Set(ids)].sort();
  const rows = await tx
    .select()
    .from(lmsWaybillFee)
    .where(inArray(lmsWaybillFee.id, unique))
    .orderBy(lmsWaybillFee.id)
    .for('update');
  if (rows.length !== unique.length) throw dataNotExist();
  return rows;
}

/** Refuses a billed or written-off row by its subject. */
export function refuseSettled(rows: readonly FeeRow[]): void {
  const settled = rows.find((r) => isSettledFee(r));
  if (settled) throw new BizError('feeSettledReadOnly', [settled.subjectName]);
}

/** The exchange rate of a currency to the local one today (with the loss rate, as the engine prices). */
export async function rateToLocal(tx: Db, ctx: AuthedContext, currency: string): Promise<Decimal> {
  const ref = await priceReference(tx, ctx.now);
  const r = exchangeRateOf(currency, DEFAULT_CURRENCY, ref.exchangeRates, ctx.now, { withLoss: true });
  if (!r.ok) throw new BizError(r.error.key, r.error.params);
  return r.rate;
}

export const toMoney = (v: Decimal.Value): string =>
  new Decimal(v).toFixed(MONEY_SCALE, Decimal.ROUND_HALF_UP);
/** value × rate at the money scale, half up (as the engine's conversionValue). */
export const converted = (value: Decimal.Value, rate: Decimal.Value): string =>
  toMoney(new Decimal(value).times(rate));

/** Audit columns of a written row. */
export const created = (ctx: AuthedContext) => ({
  createdAt: ctx.now,
  createdBy: ctx.auth.userId,
  createdByName: ctx.auth.name,
});
export const updated = (ctx: AuthedContext) => ({
  updatedAt: ctx.now,
  updatedBy: ctx.auth.userId,
  updatedByName: ctx.auth.name,
});
