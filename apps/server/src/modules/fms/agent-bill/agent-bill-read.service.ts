import {
  AGENT_BILL_TITLES,
  type AgentBillSearchPayload,
  DEFAULT_CURRENCY,
  FEE_COLUMN_LABELS,
  LMS_FEE_EXPORT_MAX_ROWS,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { type BillDocument, type BillParty, billWorkbook, renderBillPdf } from '#modules/fms/bill/index.ts';
import { lmsWaybillFee as f } from '#modules/fms/fee/index.ts';
import { lmsWaybill as w } from '#modules/lms/waybill/index.ts';
import { agentTable } from '#modules/settings/index.ts';
import { readSysConfig } from '#modules/settings/system/index.ts';
import { dataNotExist } from '#platform/http/errors.ts';
import { FileResponse, XLSX_CONTENT_TYPE } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { startJob } from '#platform/jobs/job-runner.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';
import { fmsAgentBill as b, fmsAgentBillFee as bf } from './agent-bill.schema.ts';

/** Agent bills as a scoped list: made by a staff user (agents belong to no customer). */
export const agentBillList = defineScopedList('fmsAgentBill', { owner: b.createdBy });

/** How many fees a bill detail lists. */
const DETAIL_FEES = 1000;
/** How the agent bill's files name it and its party. */
const AGENT_PARTY: BillParty = { title: AGENT_BILL_TITLES.one, label: FEE_COLUMN_LABELS.agent };

export const agentBillColumns = {
  id: b.id,
  billNo: b.billNo,
  agentId: b.agentId,
  agentCode: sql<string>`${agentTable.code}`,
  agentName: sql<string>`${agentTable.name}`,
  billTime: b.billTime,
  periodFrom: b.periodFrom,
  periodTo: b.periodTo,
  feeCount: b.feeCount,
  total: b.total,
  totalLocal: b.totalLocal,
  writtenOff: b.writtenOff,
  currency: b.currency,
  status: b.status,
  remark: b.remark,
  cancelTime: b.cancelTime,
  createdByName: b.createdByName,
};
export const agentBillRecord = <R extends { total: string; writtenOff: string }>(r: R) => ({
  ...r,
  unwritten: new Decimal(r.total).minus(r.writtenOff).toFixed(2),
});

/** Agent bills of the caller's data scope matching `where`, newest first. */
export function agentBillRows(ctx: AuthedContext, where: SQL | undefined) {
  return ctx.db
    .select({ ...agentBillColumns, count: sql`count(*) over ()` })
    .from(b)
    .innerJoin(agentTable, eq(agentTable.id, b.agentId))
    .where(where)
    .orderBy(desc(b.billTime), desc(b.billNo));
}

/** `fms/agentBill/search`: newest first; cancelled bills only when `cancelled` is asked. */
export async function searchAgentBills(ctx: AuthedContext, input: AgentBillSearchPayload) {
  const c = input.criteria;
  const where = and(
    await dataScopeWhere(ctx, agentBillList),
    c.agentId ? eq(b.agentId, c.agentId) : undefined,
    c.status?.length ? inArray(b.status, c.status as never[]) : undefined,
    c.billNo ? ilike(b.billNo, likePattern(c.billNo)) : undefined,
    c.cancelled ? isNotNull(b.cancelTime) : isNull(b.cancelTime),
    c.billTime ? and(gte(b.billTime, c.billTime[0]), lt(b.billTime, c.billTime[1])) : undefined,
  );
  const rows = await agentBillRows(ctx, where).limit(input.size).offset(pageOffset(input));
  return pageOf(
    rows.map(({ count: _, ...r }) => agentBillRecord(r)),
    rowCount(rows[0]?.count),
    input,
  );
}

/** The fees of an agent bill by belong time (at most `limit`), with their waybill and destination. */
function agentBillFeeRows(ctx: AuthedContext, billId: string, limit: number) {
  return ctx.db
    .select({
      id: bf.id,
      feeId: bf.feeId,
      billType: sql<number>`0`,
      waybillNo: w.waybillNo,
      countryCode: w.destination,
      subjectName: f.subjectName,
      originalValue: f.value,
      originalCurrency: f.currency,
      value: bf.value,
      writtenOff: bf.writtenOff,
      belongTime: bf.belongTime,
    })
    .from(bf)
    .innerJoin(f, eq(f.id, bf.feeId))
    .innerJoin(w, eq(w.id, f.waybillId))
    .where(eq(bf.billId, billId))
    .orderBy(asc(bf.belongTime), asc(bf.id))
    .limit(limit);
}

/** `fms/agentBill/detail`: the bill (in the caller's scope, else "Data does not exist") and its first fees. */
export async function agentBillDetail(ctx: AuthedContext, input: { id: string }, limit = DETAIL_FEES) {
  const [bill] = await ctx.db
    .select({ ...agentBillColumns, rate: b.rate })
    .from(b)
    .innerJoin(agentTable, eq(agentTable.id, b.agentId))
    .where(and(eq(b.id, input.id), await dataScopeWhere(ctx, agentBillList)));
  if (!bill) throw dataNotExist();
  const fees = await agentBillFeeRows(ctx, bill.id, limit);
  return { ...agentBillRecord(bill), localCurrency: DEFAULT_CURRENCY, fees };
}

/** The bill with every fee in the shape the statement files take (the agent as the bill's party). */
async function agentBillDocument(ctx: AuthedContext, id: string): Promise<BillDocument> {
  const bill = await agentBillDetail(ctx, { id }, LMS_FEE_EXPORT_MAX_ROWS);
  return {
    ...bill,
    customerId: bill.agentId,
    customerCode: bill.agentCode,
    customerName: bill.agentName,
    byCountry: [],
    bySubject: [],
  };
}

/** `fms/agentBill/export`: the bill's xlsx as a job of the caller; answers `{progressId}`. */
export async function exportAgentBill(ctx: AuthedContext, input: { id: string }) {
  const bill = await agentBillDocument(ctx, input.id);
  return startJob(ctx, { type: 'fmsAgentBillExport', subject: 'fmsAgentBill' }, async (job) => {
    const body = await billWorkbook(bill, ctx.lang, job, AGENT_PARTY);
    return new FileResponse(`${bill.billNo}.xlsx`, XLSX_CONTENT_TYPE, body);
  });
}

/** `fms/agentBill/pdf`: the bill as a PDF (company header, fees by country and subject), inline. */
export async function agentBillPdf(ctx: AuthedContext, input: { id: string }) {
  const bill = await agentBillDocument(ctx, input.id);
  const company = (await readSysConfig(ctx.runtime, 'tenant.name', ctx.now))[ctx.lang];
  const pdf = await renderBillPdf(bill, { company, invoiceTitle: null, lang: ctx.lang, party: AGENT_PARTY });
  return new FileResponse(`${bill.billNo}.pdf`, 'application/pdf', pdf, 'inline');
}
