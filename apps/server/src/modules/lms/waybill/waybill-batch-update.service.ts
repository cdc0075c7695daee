import {
  BATCH_UPDATE_LABELS,
  type BatchUpdateField,
  type BatchUpdateValues,
  checkBatchUpdatable,
  chosenBatchFields,
  orderMeasure,
  parseBatchNumbers,
  STAFF_ONLY_BATCH_FIELDS,
  type WAYBILL_ANSWERS,
  type WaybillBatchUpdatePayload,
} from '@freightdesk/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { customer } from '#modules/crm/customer/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { channelTable, productTable } from '#modules/settings/index.ts';
import type { Db } from '#platform/db/db.ts';
import { changedValues } from '#platform/entity/changed-values.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { lmsWaybill, lmsWaybillPiece } from './waybill.schema.ts';
import {
  isCustomerUser,
  lockWaybills,
  type WaybillRow,
  waybillDataScope,
  waybillLogRows,
  waybillScope,
} from './waybill-access.ts';
import { waybillChannelsChanged } from './waybill-hooks.ts';
import { enabledProduct, orderWeightColumns, type WaybillProduct } from './waybill-product.ts';

/**
 * Batch update of the waybill list (`lms/waybill/batchUpdate`) and the numbers lookup of the
 * batch-update screen (`lms/waybill/findByNos`): a chosen subset of the order fields on up to 500
 * waybills, staff until they are sent, customers (their own only) until they are received.
 */

const label = (f: BatchUpdateField) => ({ label: BATCH_UPDATE_LABELS[f] });

async function assertChannel(db: Db, id: string): Promise<void> {
  const [row] = await db
    .select({ id: channelTable.id })
    .from(channelTable)
    .where(and(eq(channelTable.id, id), eq(channelTable.enabled, true)));
  if (!row) throw new BizError('notExist', [label('channelId')]);
}

/** Ids of pasted waybill numbers within the caller's reach; numbers not found refuse the batch. */
async function idsOfNumbers(db: Db, ctx: AuthedContext, numbers: string): Promise<string[]> {
  const parsed = parseBatchNumbers(numbers);
  if (!parsed.ok) throw new BizError(parsed.key, parsed.params);
  const rows = await db
    .select({ id: lmsWaybill.id, waybillNo: lmsWaybill.waybillNo })
    .from(lmsWaybill)
    .where(and(inArray(lmsWaybill.waybillNo, parsed.nos), waybillScope(ctx)));
  const found = new Set(rows.map((r) => r.waybillNo));
  const missing = parsed.nos.filter((no) => !found.has(no));
  if (missing.length) throw new BizError('lmsWaybillNosNotFound', [missing.join(', ')]);
  return rows.map((r) => r.id);
}

/** The columns a batch update writes (a new product also brings its transport modes). */
function columnValues(
  values: BatchUpdateValues,
  fields: readonly BatchUpdateField[],
  product: WaybillProduct | null,
) {
  const set: Record<string, unknown> = Object.fromEntries(fields.map((f) => [f, values[f] ?? null]));
  if (product) {
    set.headTransportMode = product.headTransportMode;
    set.endDeliveryMode = product.endDeliveryMode;
  }
  return set;
}

/** Order weights again with the new product's weight rule (order measures of the pieces). */
async function orderWeightsWith(tx: Db, rows: readonly WaybillRow[], product: WaybillProduct) {
  const pieces = await tx
    .select()
    .from(lmsWaybillPiece)
    .where(
      inArray(
        lmsWaybillPiece.waybillId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(lmsWaybillPiece.seq));
  return new Map(
    rows.map((w) => {
      const mine = pieces.filter((p) => p.waybillId === w.id).map(orderMeasure);
      return [w.id, orderWeightColumns(product, mine.length ? mine : [{}], w.recipient.receiveVolumeDivisor)];
    }),
  );
}

/**
 * Sets the chosen fields on the waybills (ids, or pasted numbers), all or nothing: every waybill
 * must be in the caller's reach and not yet sent (customers: not yet received). A new product
 * recalculates the order weights; a channel set or cleared gives back and takes channel capacity
 * (the limits module refuses a channel the waybill does not fit, naming it). One business-log row
 * per waybill. Answers `{updated}`.
 */
export async function batchUpdateWaybills(ctx: AuthedContext, input: WaybillBatchUpdatePayload) {
  const fields = chosenBatchFields(input.values);
  if (!fields.length) throw new BizError('lmsBatchUpdateNoField');
  const staffOnly = fields.find((f) => STAFF_ONLY_BATCH_FIELDS.includes(f));
  if (isCustomerUser(ctx) && staffOnly) throw new BizError('lmsFieldNotEditable', [label(staffOnly)]);
  if (!input.ids?.length && !input.numbers?.trim()) throw new BizError('lmsChooseWaybills');
  const product = input.values.productId ? await enabledProduct(ctx.db, input.values.productId) : null;
  if (input.values.channelId) await assertChannel(ctx.db, input.values.channelId);
  return ctx.db.transaction(async (tx) => {
    const ids = input.ids?.length ? input.ids : await idsOfNumbers(tx, ctx, input.numbers ?? '');
    const rows = await lockWaybills(tx, ctx, ids);
    for (const w of rows) {
      const failure = checkBatchUpdatable(w, ctx.auth.userType);
      if (failure) throw new BizError(failure.key, failure.params);
    }
    const set = columnValues(input.values, fields, product);
    await tx
      .update(lmsWaybill)
      .set({
        ...set,
        version: sql`${lmsWaybill.version} + 1`,
        updatedAt: ctx.now,
        updatedBy: ctx.auth.userId,
      })
      .where(
        inArray(
          lmsWaybill.id,
          rows.map((r) => r.id),
        ),
      );
    const weights = product ? await orderWeightsWith(tx, rows, product) : null;
    if (weights)
      for (const [id, w] of weights) await tx.update(lmsWaybill).set(w).where(eq(lmsWaybill.id, id));
    if (fields.includes('channelId')) {
      const to = input.values.channelId ?? null;
      await waybillChannelsChanged(
        tx,
        ctx,
        rows.filter((w) => w.channelId !== to).map((w) => ({ waybill: w, from: w.channelId, to })),
      );
    }
    await writeBusinessLog(
      tx,
      ctx,
      waybillLogRows(rows, 'batchUpdate', (w) =>
        changedValues(w as unknown as Record<string, unknown>, { ...w, ...set }, fields),
      ),
    );
    return { updated: rows.length };
  });
}

type FoundRow = z.input<typeof WAYBILL_ANSWERS.findByNos>['records'][number];

/**
 * The waybills of pasted numbers (at most 500) within the caller's reach, in the pasted order,
 * and the numbers not found: the preview of the batch-update screen.
 */
export async function findWaybillsByNos(
  ctx: AuthedContext,
  input: { numbers: string },
): Promise<z.input<typeof WAYBILL_ANSWERS.findByNos>> {
  const parsed = parseBatchNumbers(input.numbers);
  if (!parsed.ok) throw new BizError(parsed.key, parsed.params);
  const rows = await ctx.db
    .select({
      id: lmsWaybill.id,
      waybillNo: lmsWaybill.waybillNo,
      customerNo: lmsWaybill.customerNo,
      status: lmsWaybill.status,
      destination: lmsWaybill.destination,
      orderTime: lmsWaybill.orderTime,
      orderRemark: lmsWaybill.orderRemark,
      tradeClause: lmsWaybill.tradeClause,
      declareType: lmsWaybill.declareType,
      packageType: lmsWaybill.packageType,
      isPaperLess: lmsWaybill.isPaperLess,
      customerExtraNo: lmsWaybill.customerExtraNo,
      customerCode: customer.code,
      productName: productTable.name,
    })
    .from(lmsWaybill)
    .leftJoin(customer, eq(customer.id, lmsWaybill.customerId))
    .leftJoin(productTable, eq(productTable.id, lmsWaybill.productId))
    .where(and(inArray(lmsWaybill.waybillNo, parsed.nos), waybillScope(ctx), await waybillDataScope(ctx)));
  const byNo = new Map(rows.map((r) => [r.waybillNo, r]));
  return {
    // the product table types its columns loosely: `productName` is its text name
    records: parsed.nos.flatMap((no) => (byNo.has(no) ? [byNo.get(no)! as FoundRow] : [])),
    missing: parsed.nos.filter((no) => !byNo.has(no)),
  };
}

type PickerOptions = z.input<typeof WAYBILL_ANSWERS.pickerOptions>;

/** Pickers of the list and batch-update screens: enabled products; channels for staff only. */
export async function waybillPickerOptions(ctx: AuthedContext): Promise<PickerOptions> {
  const products = await ctx.db
    .select({ id: productTable.id, code: productTable.code, name: productTable.name })
    .from(productTable)
    .where(eq(productTable.enabled, true))
    .orderBy(asc(productTable.code));
  if (isCustomerUser(ctx)) return { products, channels: [] } as PickerOptions;
  const channels = await ctx.db
    .select({ id: channelTable.id, code: channelTable.code, name: channelTable.name })
    .from(channelTable)
    .where(eq(channelTable.enabled, true))
    .orderBy(asc(channelTable.code));
  return { products, channels } as PickerOptions;
}
