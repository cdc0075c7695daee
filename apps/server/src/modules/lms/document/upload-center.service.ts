import {
  numberOfFileName,
  type UploadCenterConfirmPayload,
  type UploadMatch,
  type UploadOutcome,
} from '@freightdesk/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { lmsWaybill, lmsWaybillFile, uploadWaybillFiles, waybillScope } from '../waybill/index.ts';

/**
 * The upload centre: many invoice files at once, each matched to a waybill by its file name (waybill
 * number or customer number without the extension), then attached as customer invoices through the
 * waybill file rules. A waybill holds one customer invoice: a second one is refused for that file only.
 */

async function invoiceHolders(ctx: AuthedContext, waybillIds: readonly string[]): Promise<Set<string>> {
  if (!waybillIds.length) return new Set();
  const rows = await ctx.db
    .selectDistinct({ id: lmsWaybillFile.waybillId })
    .from(lmsWaybillFile)
    .where(
      and(inArray(lmsWaybillFile.waybillId, [...waybillIds]), eq(lmsWaybillFile.type, 'customerInvoice')),
    );
  return new Set(rows.map((r) => r.id));
}

/** `uploadCenter/match {names}`: how each file name matches a waybill in the caller's reach. */
export async function matchUploads(ctx: AuthedContext, input: { names: string[] }): Promise<UploadMatch[]> {
  const numbers = [...new Set(input.names.map(numberOfFileName).filter(Boolean))];
  const rows = numbers.length
    ? await ctx.db
        .select({ id: lmsWaybill.id, waybillNo: lmsWaybill.waybillNo, customerNo: lmsWaybill.customerNo })
        .from(lmsWaybill)
        .where(
          and(
            or(inArray(lmsWaybill.waybillNo, numbers), inArray(lmsWaybill.customerNo, numbers)),
            waybillScope(ctx),
          ),
        )
    : [];
  const byNumber = new Map<string, (typeof rows)[number][]>();
  for (const r of rows)
    for (const n of [r.waybillNo, r.customerNo]) if (n) byNumber.set(n, [...(byNumber.get(n) ?? []), r]);
  const holders = await invoiceHolders(
    ctx,
    rows.map((r) => r.id),
  );
  return input.names.map((name) => {
    const number = numberOfFileName(name);
    const hits = byNumber.get(number) ?? [];
    // a waybill number wins; a customer number shared by several customers (staff) matches none
    const w = hits.find((h) => h.waybillNo === number) ?? (hits.length === 1 ? hits[0] : undefined);
    return {
      name,
      number,
      waybillId: w?.id ?? null,
      waybillNo: w?.waybillNo ?? null,
      hasInvoice: w ? holders.has(w.id) : false,
    };
  });
}

/**
 * `uploadCenter/confirm {items}`: attaches each stored upload to its waybill as the customer invoice,
 * one waybill at a time, answering per file whether it was attached or why not (in the caller's language).
 */
export async function confirmUploads(
  ctx: AuthedContext,
  input: UploadCenterConfirmPayload,
): Promise<UploadOutcome[]> {
  const holders = await invoiceHolders(
    ctx,
    input.items.map((i) => i.waybillId),
  );
  const out: UploadOutcome[] = [];
  for (const item of input.items) {
    try {
      if (holders.has(item.waybillId)) {
        const [w] = await ctx.db
          .select({ no: lmsWaybill.waybillNo })
          .from(lmsWaybill)
          .where(and(eq(lmsWaybill.id, item.waybillId), waybillScope(ctx)));
        throw new BizError(w ? 'docInvoiceAlreadyUploaded' : 'dataNotExist', w ? [w.no] : []);
      }
      await uploadWaybillFiles(ctx, { id: item.waybillId, type: 'customerInvoice', fileIds: [item.fileId] });
      holders.add(item.waybillId);
      out.push({ ...item, ok: true, message: null });
    } catch (err) {
      if (!(err instanceof BizError)) throw err;
      out.push({ ...item, ok: false, message: err.render(ctx.lang) });
    }
  }
  return out;
}
