import {
  DOCUMENT_AUDIT_TAB_STATUSES,
  DOCUMENT_AUDIT_TABS,
  DOCUMENT_STATUSES,
  type DocumentAuditPayload,
  type DocumentRow,
  type DocumentSearchPayload,
  invoiceTotal,
  type MakeDocumentPayload,
  splitNumbers,
} from '@freightdesk/domain';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import {
  lmsWaybill,
  lmsWaybillFile,
  lockWaybills,
  transitionLocked,
  updateCommodities,
  WAYBILL_ENTITY,
  waybillDataScope,
  writeTracks,
} from '../waybill/index.ts';

/**
 * Make document and document audit (staff): the received waybills whose documents are made and
 * audited before sending, by audit tab; the make-document invoice (shown in brackets in the drawer);
 * audit through the status machine (`auditDocument` → waitSend, `denyDocument` → documentAuditDenied
 * with the reason), each counting in `documentAuditCount`.
 */

function baseConditions(input: DocumentSearchPayload): SQL[] {
  const conds: (SQL | undefined)[] = [
    inArray(lmsWaybill.status, [...DOCUMENT_STATUSES]),
    input.customerId ? eq(lmsWaybill.customerId, input.customerId) : undefined,
  ];
  if (input.numbers?.trim()) {
    const nos = splitNumbers(input.numbers).slice(0, 500);
    conds.push(or(inArray(lmsWaybill.waybillNo, nos), inArray(lmsWaybill.customerNo, nos)));
  }
  return conds.filter((c): c is SQL => c !== undefined);
}

/** `lms/document/search`: a page of the tab's waybills, the total and the count of every tab. */
export async function searchDocuments(ctx: AuthedContext, input: DocumentSearchPayload) {
  const dataScope = await waybillDataScope(ctx);
  const base = [...baseConditions(input), ...(dataScope ? [dataScope] : [])];
  const tabStatuses = [...DOCUMENT_AUDIT_TAB_STATUSES[input.tab]];
  const invoiceFiles = sql<number>`(select count(*)::int from ${lmsWaybillFile}
    where ${lmsWaybillFile.waybillId} = ${lmsWaybill.id} and ${lmsWaybillFile.type} = 'customerInvoice')`;
  const rows = await ctx.db
    .select({
      id: lmsWaybill.id,
      waybillNo: lmsWaybill.waybillNo,
      customerNo: lmsWaybill.customerNo,
      customerCode: customer.code,
      status: lmsWaybill.status,
      destination: lmsWaybill.destination,
      pieceCount: lmsWaybill.pieceCount,
      receiveTime: lmsWaybill.receiveTime,
      documentAuditStatus: lmsWaybill.documentAuditStatus,
      documentAuditCount: lmsWaybill.documentAuditCount,
      documentAuditDenyReason: lmsWaybill.documentAuditDenyReason,
      invoice: lmsWaybill.invoice,
      makeDocumentInvoice: lmsWaybill.makeDocumentInvoice,
      customerInvoiceCount: invoiceFiles,
    })
    .from(lmsWaybill)
    .leftJoin(customer, eq(customer.id, lmsWaybill.customerId))
    .where(and(...base, inArray(lmsWaybill.documentAuditStatus, tabStatuses)))
    .orderBy(desc(lmsWaybill.receiveTime), desc(lmsWaybill.id))
    .limit(input.size)
    .offset((input.page - 1) * input.size);
  const groups = await ctx.db
    .select({ s: lmsWaybill.documentAuditStatus, n: count() })
    .from(lmsWaybill)
    .where(and(...base))
    .groupBy(lmsWaybill.documentAuditStatus);
  const counts = Object.fromEntries(
    DOCUMENT_AUDIT_TABS.map((tab) => [
      tab,
      groups
        .filter((g) => DOCUMENT_AUDIT_TAB_STATUSES[tab].includes(g.s))
        .reduce((n, g) => n + Number(g.n), 0),
    ]),
  );
  const records: DocumentRow[] = rows.map((r) => ({
    ...r,
    customerInvoiceCount: Number(r.customerInvoiceCount),
    receiveTime: r.receiveTime?.toISOString() ?? null,
  }));
  return { records, total: counts[input.tab] ?? 0, page: input.page, size: input.size, counts };
}

/** `lms/document/makeDocument`: saves the make-document invoice (total derived) and optionally the commodities. */
export async function makeDocument(ctx: AuthedContext, input: MakeDocumentPayload) {
  return ctx.db.transaction(async (tx) => {
    const [w] = await lockWaybills(tx, ctx, [input.id]);
    const invoice = {
      ...input.makeDocumentInvoice,
      declareTotalValue: invoiceTotal(input.makeDocumentInvoice),
    };
    await tx
      .update(lmsWaybill)
      .set({
        makeDocumentInvoice: invoice,
        version: w!.version + 1,
        updatedAt: ctx.now,
        updatedBy: ctx.auth.userId,
      })
      .where(eq(lmsWaybill.id, w!.id));
    if (input.commodities)
      await updateCommodities({ ...ctx, db: tx }, { waybillId: w!.id, commodities: input.commodities });
    await writeTracks(tx, ctx, [
      {
        waybillId: w!.id,
        messageKey: 'docTrackDocumentMade',
        status: 'pickUp',
        source: 'manual',
        action: 'makeDocument',
      },
    ]);
    await writeBusinessLog(tx, ctx, [
      {
        entity: WAYBILL_ENTITY,
        entityId: w!.id,
        action: 'makeDocument',
        customerId: w!.customerId,
        before: { makeDocumentInvoice: w!.makeDocumentInvoice },
        after: { makeDocumentInvoice: invoice },
      },
    ]);
    return { id: w!.id, makeDocumentInvoice: invoice };
  });
}

/** `lms/document/audit {ids, pass, reason}`: all or nothing through the status machine. */
export async function auditDocuments(ctx: AuthedContext, input: DocumentAuditPayload) {
  if (!input.pass && !input.reason) throw new BizError('docAuditReasonRequired');
  return ctx.db.transaction(async (tx) => {
    const rows = await lockWaybills(tx, ctx, input.ids);
    const action = input.pass ? 'auditDocument' : 'denyDocument';
    const updated = await transitionLocked(tx, ctx, rows, action, { reason: input.reason });
    return {
      updated: updated.length,
      statuses: updated.map((w) => ({
        id: w.id,
        status: w.status,
        documentAuditStatus: w.documentAuditStatus,
        documentAuditCount: w.documentAuditCount,
      })),
    };
  });
}
