import { type DetainType, WAYBILL_FLAG_LABELS, type WaybillStatus } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { balancePosition } from '#modules/fms/balance/index.ts';
import {
  lmsWaybill,
  WAYBILL_ENTITY,
  type WaybillRow,
  waybillFlagsChanged,
  writeTracks,
} from '#modules/lms/waybill/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';

/** The warehouse states: received and not yet sent (what an arrears detain holds back). */
export const ARREARS_DETAIN_STATUSES: readonly WaybillStatus[] = [
  'received',
  'warning',
  'waitConfirm',
  'documentAuditDenied',
  'waitChannelRoute',
  'waitSend',
];
const ARREARS: DetainType = 'arrears';

type Row = Pick<WaybillRow, 'id' | 'waybillNo' | 'customerId' | 'isDetain' | 'detainTypes'>;

/** Adds the arrears detain type to waybills (detained, in arrears), with a track and a log row each. */
async function detain(tx: Db, ctx: AuthedContext, rows: readonly Row[]) {
  const todo = rows.filter((w) => !w.detainTypes.includes(ARREARS));
  if (!todo.length) return;
  await tx
    .update(lmsWaybill)
    .set({
      isDetain: true,
      isArrears: true,
      detainTypes: sql`array_append(${lmsWaybill.detainTypes}, ${ARREARS})`,
      version: sql`${lmsWaybill.version} + 1`,
      updatedAt: ctx.now,
    })
    .where(
      inArray(
        lmsWaybill.id,
        todo.map((w) => w.id),
      ),
    );
  await logChange(tx, ctx, todo, 'detain');
}

/** Takes the arrears detain type off; a waybill without another detain type is no longer detained. */
async function release(tx: Db, ctx: AuthedContext, rows: readonly Row[]) {
  if (!rows.length) return;
  await tx
    .update(lmsWaybill)
    .set({
      detainTypes: sql`array_remove(${lmsWaybill.detainTypes}, ${ARREARS})`,
      isDetain: sql`cardinality(array_remove(${lmsWaybill.detainTypes}, ${ARREARS})) > 0`,
      isArrears: false,
      version: sql`${lmsWaybill.version} + 1`,
      updatedAt: ctx.now,
    })
    .where(
      inArray(
        lmsWaybill.id,
        rows.map((w) => w.id),
      ),
    );
  await logChange(tx, ctx, rows, 'cancelDetain');
}

/** Tracks and business log rows as the detain action writes them (source system, type arrears). */
async function logChange(
  tx: Db,
  ctx: AuthedContext,
  rows: readonly Row[],
  action: 'detain' | 'cancelDetain',
) {
  const set = action === 'detain';
  await writeTracks(
    tx,
    ctx,
    rows.map((w) => ({
      waybillId: w.id,
      messageKey: set ? 'lmsTrackFlagSet' : 'lmsTrackFlagCleared',
      messageParams: [{ label: WAYBILL_FLAG_LABELS.isDetain }],
      description: ARREARS,
      status: set ? 'exception' : null,
      source: 'system',
      action,
    })),
  );
  await writeBusinessLog(
    tx,
    ctx,
    rows.map((w) => {
      const after = set ? [...w.detainTypes, ARREARS] : w.detainTypes.filter((t) => t !== ARREARS);
      return {
        entity: WAYBILL_ENTITY,
        entityId: w.id,
        action,
        customerId: w.customerId,
        before: { isDetain: w.isDetain, detainTypes: w.detainTypes },
        after: { isDetain: after.length > 0, detainTypes: after },
      };
    }),
  );
  await waybillFlagsChanged(
    tx,
    ctx,
    rows.map((w) => ({
      waybill: w,
      action,
      detainTypes: [ARREARS],
      reason: null,
      source: 'system' as const,
    })),
  );
}

async function autoDetains(tx: Db, customerId: string): Promise<boolean> {
  const [c] = await tx
    .select({ auto: customer.autoArrearsDetain })
    .from(customer)
    .where(eq(customer.id, customerId));
  return c?.auto ?? false;
}

async function inArrearsOf(tx: Db, ctx: AuthedContext, customerId: string): Promise<boolean> {
  return new Decimal((await balancePosition(tx, ctx, customerId)).available).lt(0);
}

const rowColumns = {
  id: lmsWaybill.id,
  waybillNo: lmsWaybill.waybillNo,
  customerId: lmsWaybill.customerId,
  isDetain: lmsWaybill.isDetain,
  detainTypes: lmsWaybill.detainTypes,
};

/**
 * After a balance moved (ledger hook, balance row locked): with auto arrears detain on and available
 * below 0, the customer's waybills in the warehouse states are detained with type arrears; with
 * available at 0 or above, the arrears type alone is released (other detain types stay).
 */
export async function arrearsAfterBalanceChange(tx: Db, ctx: AuthedContext, customerId: string) {
  const auto = await autoDetains(tx, customerId);
  const inArrears = await inArrearsOf(tx, ctx, customerId);
  if (inArrears && auto) {
    const rows = await tx
      .select(rowColumns)
      .from(lmsWaybill)
      .where(
        and(
          eq(lmsWaybill.customerId, customerId),
          inArray(lmsWaybill.status, [...ARREARS_DETAIN_STATUSES]),
          sql`not (${ARREARS} = any(${lmsWaybill.detainTypes}))`,
        ),
      )
      .orderBy(lmsWaybill.id)
      .for('update');
    await detain(tx, ctx, rows);
  } else if (!inArrears) {
    const rows = await tx
      .select(rowColumns)
      .from(lmsWaybill)
      .where(and(eq(lmsWaybill.customerId, customerId), sql`${ARREARS} = any(${lmsWaybill.detainTypes})`))
      .orderBy(lmsWaybill.id)
      .for('update');
    await release(tx, ctx, rows);
  }
}

/** At receive (waybill hook, the rows locked): a waybill received while its customer is in arrears is detained. */
export async function arrearsAtReceive(tx: Db, ctx: AuthedContext, waybills: readonly WaybillRow[]) {
  const customers = [...new Set(waybills.map((w) => w.customerId))];
  for (const customerId of customers) {
    // the money position is read only for customers asking for the detain (receive is a hot path)
    if ((await autoDetains(tx, customerId)) && (await inArrearsOf(tx, ctx, customerId)))
      await detain(
        tx,
        ctx,
        waybills.filter((w) => w.customerId === customerId),
      );
  }
}
