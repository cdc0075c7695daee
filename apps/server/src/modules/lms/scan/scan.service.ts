import type { ScanAnswer, ScanInput, ScanLookupAnswer, ScanType } from '@freightdesk/domain';
import { eq, or } from 'drizzle-orm';
import { isCustomerUser, lmsWaybill, lmsWaybillPiece, type WaybillRow } from '#modules/lms/waybill/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, noPermission, translate } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { lmsScanRecord } from './scan.schema.ts';
import { type RecordExtra, SCAN_HANDLERS } from './scan-actions.ts';

/**
 * A scan: find the waybill by the scanned number, run the scan type's business (its own
 * transaction), then write one scan record. A refused scan (unknown number, illegal change, lock …)
 * is recorded as failed in a transaction of its own after the refused one, so the failure is kept
 * while the waybill stays unchanged; the refusal is then answered as usual.
 */

/** Scanning is staff work: customer users are refused whatever their role holds. */
function staffOnly(ctx: AuthedContext): void {
  if (isCustomerUser(ctx)) throw noPermission();
}

/**
 * The waybill of a scanned number: its waybill number, else its track number, else its customer
 * number (unique per customer only: several matches ask for the waybill number).
 */
export async function findByScannedNo(db: Db, no: string): Promise<WaybillRow> {
  const rows = await db
    .select()
    .from(lmsWaybill)
    .where(or(eq(lmsWaybill.waybillNo, no), eq(lmsWaybill.trackNo, no), eq(lmsWaybill.customerNo, no)))
    .limit(10);
  const byWaybillNo = rows.find((r) => r.waybillNo === no);
  if (byWaybillNo) return byWaybillNo;
  const byTrackNo = rows.filter((r) => r.trackNo === no);
  const matches = byTrackNo.length ? byTrackNo : rows;
  if (!matches.length) throw new BizError('scanNumberNotFound', [no]);
  if (matches.length > 1) throw new BizError('scanNumberAmbiguous', [no]);
  return matches[0]!;
}

type RecordValues = {
  type: ScanType;
  no: string;
  waybill: WaybillRow | null;
  result: 'ok' | 'failed';
  messageKey: string;
  params: readonly unknown[];
  extra?: RecordExtra;
};

async function writeRecord(db: Db, ctx: AuthedContext, v: RecordValues): Promise<string> {
  const [row] = await db
    .insert(lmsScanRecord)
    .values({
      type: v.type,
      no: v.no,
      waybillId: v.waybill?.id ?? null,
      waybillNo: v.waybill?.waybillNo ?? null,
      result: v.result,
      messageKey: v.messageKey,
      messageParams: [...v.params],
      warehouseId: ctx.auth.warehouseId,
      ...v.extra,
      createdBy: ctx.auth.userId,
      createdAt: ctx.now,
    })
    .returning({ id: lmsScanRecord.id });
  return row!.id;
}

/** `lms/scan/<type>`: one scan by number; answers the waybill, its status and the message to show. */
export async function scan(ctx: AuthedContext, type: ScanType, input: ScanInput): Promise<ScanAnswer> {
  staffOnly(ctx);
  let waybill: WaybillRow | null = null;
  try {
    waybill = await findByScannedNo(ctx.db, input.no);
    const outcome = await SCAN_HANDLERS[type](ctx, waybill, input, type);
    const recordId = await writeRecord(ctx.db, ctx, {
      type,
      no: input.no,
      waybill,
      result: outcome.failed ? 'failed' : 'ok',
      messageKey: outcome.messageKey,
      params: outcome.params,
      extra: outcome.record,
    });
    return {
      recordId,
      waybillId: waybill.id,
      waybillNo: waybill.waybillNo,
      status: outcome.status,
      message: translate(ctx.lang, outcome.messageKey, outcome.params),
      pass: outcome.pass,
      warnings: outcome.warnings ?? [],
      ...outcome.extra,
    };
  } catch (e) {
    if (e instanceof BizError) {
      await writeRecord(ctx.db, ctx, {
        type,
        no: input.no,
        waybill,
        result: 'failed',
        messageKey: e.key,
        params: e.params,
        extra: type === 'receive' || type === 'updateWeight' ? { weighMode: input.weighMode } : undefined,
      });
    }
    throw e;
  }
}

/**
 * `lms/scanLookup`: the pieces of a scanned waybill for the receive screen's rows (no change). With
 * the screen's `type`, a number that finds no waybill is that scan's failure: recorded as the scan
 * would record it, so the screen needs no second request to refuse it.
 */
export async function lookupScan(
  ctx: AuthedContext,
  input: { no: string; type?: 'receive' | 'updateWeight' | undefined },
): Promise<ScanLookupAnswer> {
  staffOnly(ctx);
  const w = await findByScannedNo(ctx.db, input.no).catch(async (e: unknown) => {
    if (e instanceof BizError && input.type) {
      await writeRecord(ctx.db, ctx, {
        type: input.type,
        no: input.no,
        waybill: null,
        result: 'failed',
        messageKey: e.key,
        params: e.params,
      });
    }
    throw e;
  });
  const pieces = await ctx.db
    .select({
      seq: lmsWaybillPiece.seq,
      orderActualWeight: lmsWaybillPiece.orderActualWeight,
      orderLength: lmsWaybillPiece.orderLength,
      orderWidth: lmsWaybillPiece.orderWidth,
      orderHeight: lmsWaybillPiece.orderHeight,
    })
    .from(lmsWaybillPiece)
    .where(eq(lmsWaybillPiece.waybillId, w.id))
    .orderBy(lmsWaybillPiece.seq);
  return { waybillId: w.id, waybillNo: w.waybillNo, status: w.status, pieces };
}
