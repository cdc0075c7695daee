import {
  BILL_FIELD_LABELS,
  billPeriodText,
  FEE_COLUMN_LABELS,
  feeSubjectLabel,
  type Language,
  LMS_FEE_EXPORT_MAX_ROWS,
  type Message,
} from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { customer } from '#modules/crm/customer/index.ts';
import { readSysConfig } from '#modules/settings/system/index.ts';
import { moneyCell } from '#platform/excel/excel.service.ts';
import { FileResponse, XLSX_CONTENT_TYPE } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { type JobProgress, startJob } from '#platform/jobs/job-runner.ts';
import { CUSTOMER_PARTY, renderBillPdf } from './bill-pdf.ts';
import { billDetail, billFeeRows } from './bill-read.service.ts';

/**
 * A statement bill as a file (`fms/bill/export`, `fms/bill/pdf`): the bill's figures and every one of
 * its fees, in the caller's language. A customer user reaches only its own bills (the detail's scope).
 */

/** The bill as the detail answers it, with every fee (not only the detail's first ones). */
export type BillDocument = Awaited<ReturnType<typeof billDetail>> & {
  fees: Awaited<ReturnType<typeof billFeeRows>>;
};

/** The bill in the caller's reach with all its fees; "Data does not exist" otherwise. */
export async function loadBillDocument(ctx: AuthedContext, id: string): Promise<BillDocument> {
  const bill = await billDetail(ctx, { id });
  const fees =
    bill.fees.length < bill.feeCount ? await billFeeRows(ctx, id, LMS_FEE_EXPORT_MAX_ROWS) : bill.fees;
  return { ...bill, fees };
}

/** The header figures of a bill: label and value, in the order the sheet and the PDF show them. */
export function billHeader(b: BillDocument, lang: Language, party = CUSTOMER_PARTY): [string, string][] {
  const row = (label: Message, value: string): [string, string] => [label[lang], value];
  return [
    row(FEE_COLUMN_LABELS.billNo, b.billNo),
    row(party.label, `${b.customerCode} ${b.customerName}`),
    row(BILL_FIELD_LABELS.period, billPeriodText(b.periodFrom, b.periodTo)),
    row(FEE_COLUMN_LABELS.currency, b.currency),
    row(BILL_FIELD_LABELS.total, b.total),
    row(BILL_FIELD_LABELS.writtenOff, b.writtenOff),
    row(BILL_FIELD_LABELS.unwritten, b.unwritten),
  ];
}

const FEE_COLUMNS: readonly { label: Message; width: number; money?: boolean }[] = [
  { label: FEE_COLUMN_LABELS.waybillNo, width: 20 },
  { label: BILL_FIELD_LABELS.destination, width: 14 },
  { label: FEE_COLUMN_LABELS.subjectName, width: 20 },
  { label: BILL_FIELD_LABELS.originalValue, width: 14, money: true },
  { label: BILL_FIELD_LABELS.originalCurrency, width: 12 },
  { label: BILL_FIELD_LABELS.billValue, width: 14, money: true },
  { label: BILL_FIELD_LABELS.writtenOff, width: 14, money: true },
];
const PROGRESS_BATCH = 1_000;

/** The workbook of a bill: its figures on top, then one row per fee. */
export async function billWorkbook(
  b: BillDocument,
  lang: Language,
  job?: JobProgress,
  party = CUSTOMER_PARTY,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(b.billNo);
  sheet.columns = FEE_COLUMNS.map((c) => ({ width: c.width }));
  sheet.addRow([party.title[lang]]).font = { bold: true, size: 14 };
  for (const [label, value] of billHeader(b, lang, party))
    sheet.addRow([label, value]).getCell(1).font = { bold: true };
  sheet.addRow([]);
  sheet.addRow(FEE_COLUMNS.map((c) => c.label[lang])).font = { bold: true };
  for (const [i, f] of b.fees.entries()) {
    if (job && i % PROGRESS_BATCH === 0) await job.progress(i, b.fees.length, 'jobExportingRows');
    const values = [
      f.waybillNo,
      f.countryCode ?? '',
      feeSubjectLabel(f.subjectName, lang),
      moneyCell(f.originalValue),
      f.originalCurrency,
      moneyCell(f.value),
      moneyCell(f.writtenOff),
    ];
    const row = sheet.addRow(values);
    FEE_COLUMNS.forEach((c, k) => {
      if (c.money) row.getCell(k + 1).numFmt = '0.00';
    });
  }
  await job?.progress(b.fees.length, b.fees.length, 'jobExportingRows');
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** `fms/bill/export`: starts the bill's xlsx as a job of the caller; answers `{progressId}`. */
export async function exportBill(ctx: AuthedContext, input: { id: string }) {
  const bill = await loadBillDocument(ctx, input.id);
  return startJob(ctx, { type: 'fmsBillExport', subject: 'fmsBill' }, async (job) => {
    const body = await billWorkbook(bill, ctx.lang, job);
    return new FileResponse(`${bill.billNo}.xlsx`, XLSX_CONTENT_TYPE, body);
  });
}

/** `fms/bill/pdf`: the bill as a PDF (company header, invoice title, fees by country and subject), inline. */
export async function billPdf(ctx: AuthedContext, input: { id: string }) {
  const bill = await loadBillDocument(ctx, input.id);
  const [owner] = await ctx.db
    .select({ invoiceTitles: customer.invoiceTitles })
    .from(customer)
    .where(eq(customer.id, bill.customerId));
  const titles = (owner?.invoiceTitles ?? []) as { title?: string }[];
  const company = (await readSysConfig(ctx.runtime, 'tenant.name', ctx.now))[ctx.lang];
  const pdf = await renderBillPdf(bill, { company, invoiceTitle: titles[0]?.title ?? '', lang: ctx.lang });
  return new FileResponse(`${bill.billNo}.pdf`, 'application/pdf', pdf, 'inline');
}
