import {
  BILL_FIELD_LABELS,
  billPeriodText,
  FEE_COLUMN_LABELS,
  FIELD_LABELS,
  INVOICE_FIELD_LABELS,
  INVOICE_STATUS_LABELS,
  INVOICE_TITLE_LABELS,
  type InvoiceTitle,
  type Language,
} from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { FONT, finish, newDocument } from '#modules/lms/document/index.ts';
import { readSysConfig } from '#modules/settings/system/index.ts';
import { FileResponse } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { invoiceDetail } from './invoice-read.service.ts';

export type InvoiceDocument = Awaited<ReturnType<typeof invoiceDetail>>;
const LEFT = 40;
const TITLE_FIELDS = ['title', 'taxNo', 'address', 'phone', 'bank', 'account', 'email'] as const;

/** The invoice as an A4 PDF: company, invoice number and status, the title copied, the bills, totals. */
export async function renderInvoicePdf(v: InvoiceDocument, company: string, lang: Language): Promise<Buffer> {
  const doc = newDocument('A4', LEFT, `${INVOICE_FIELD_LABELS.one[lang]} ${v.invoiceNo}`);
  doc.addPage({ size: 'A4', margin: LEFT });
  doc.font(FONT);
  const width = doc.page.width - 2 * LEFT;
  doc.fontSize(16).text(company, LEFT, LEFT, { width, align: 'center' });
  doc.fontSize(13).text(INVOICE_FIELD_LABELS.one[lang], { width, align: 'center' });
  doc.moveDown();
  doc.fontSize(10);
  const line = (label: string, value: string) => doc.text(`${label}: ${value}`, LEFT, doc.y, { width });
  line(INVOICE_FIELD_LABELS.invoiceNo[lang], v.invoiceNo);
  line(FEE_COLUMN_LABELS.status[lang], INVOICE_STATUS_LABELS[v.status][lang]);
  line(INVOICE_FIELD_LABELS.issueTime[lang], v.issueTime.toISOString().slice(0, 10));
  line(FEE_COLUMN_LABELS.customer[lang], `${v.customerCode} ${v.customerName}`);
  for (const key of TITLE_FIELDS) line(INVOICE_TITLE_LABELS[key][lang], (v.title as InvoiceTitle)[key] ?? '');
  doc.moveDown();
  const cols = [width * 0.35, width * 0.4, width * 0.25];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - 80) {
      doc.addPage({ size: 'A4', margin: LEFT });
      doc.font(FONT).fontSize(10);
    }
    const y = doc.y;
    let x = LEFT;
    let bottom = y;
    cells.forEach((c, i) => {
      doc
        .fontSize(bold ? 10 : 9)
        .text(c, x + 2, y, { width: cols[i]! - 4, align: i === 2 ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
      x += cols[i]!;
    });
    doc.y = bottom + 2;
  };
  row(
    [FEE_COLUMN_LABELS.billNo[lang], BILL_FIELD_LABELS.period[lang], BILL_FIELD_LABELS.billValue[lang]],
    true,
  );
  for (const b of v.bills) row([b.billNo, billPeriodText(b.periodFrom, b.periodTo), b.value]);
  doc.moveDown();
  line(INVOICE_FIELD_LABELS.amount[lang], `${v.amount} ${v.currency}`);
  if (v.taxRate !== null) {
    line(INVOICE_FIELD_LABELS.taxRate[lang], v.taxRate);
    line(INVOICE_FIELD_LABELS.taxAmount[lang], `${v.taxAmount} ${v.currency}`);
  }
  if (v.remark) line(FIELD_LABELS.remark[lang], v.remark);
  return finish(doc);
}

/** The invoice in the caller's scope as a PDF file. */
export async function invoicePdfFile(ctx: AuthedContext, id: string, lang: Language = ctx.lang) {
  const v = await invoiceDetail(ctx, { id });
  const company = (await readSysConfig(ctx.runtime, 'tenant.name', ctx.now))[lang];
  const pdf = await renderInvoicePdf(v, company, lang);
  return { invoice: v, file: new FileResponse(`${v.invoiceNo}.pdf`, 'application/pdf', pdf, 'inline') };
}

/** `fms/invoice/pdf`: the invoice as a PDF, inline. */
export async function invoicePdf(ctx: AuthedContext, input: { id: string }) {
  return (await invoicePdfFile(ctx, input.id)).file;
}

/** The customer's language for its mail (the caller's when it has none). */
export async function customerLanguage(ctx: AuthedContext, customerId: string): Promise<Language> {
  const [c] = await ctx.db
    .select({ language: customer.language })
    .from(customer)
    .where(eq(customer.id, customerId));
  return (c?.language as Language | null) ?? ctx.lang;
}
