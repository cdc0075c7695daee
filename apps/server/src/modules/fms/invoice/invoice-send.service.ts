import { eq } from 'drizzle-orm';
import { staffOnly } from '#modules/fms/ledger/index.ts';
import { sendMail } from '#modules/platform/notify/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { BizError, dataNotExist, translate } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { fmsInvoice as inv } from './invoice.schema.ts';
import { INVOICE_ENTITY } from './invoice-issue.service.ts';
import { customerLanguage, invoicePdfFile } from './invoice-pdf.ts';

/**
 * `fms/invoice/send`: mails the invoice PDF (in the customer's language) to its title's email through
 * the mail server of the settings, then marks it sent in one transaction that locks it (a cancel in
 * between wins: the invoice stays cancelled).
 */
export async function sendInvoice(ctx: AuthedContext, input: { id: string }) {
  staffOnly(ctx);
  const lang = await customerLanguage(ctx, (await invoiceHead(ctx, input.id)).customerId);
  const { invoice: v, file } = await invoicePdfFile(ctx, input.id, lang);
  if (v.status === 'cancelled') throw new BizError('invoiceAlreadyCancelled', [v.invoiceNo]);
  if (!v.title.email) throw new BizError('invoiceTitleNoEmail', [v.invoiceNo]);
  const params = [v.invoiceNo, v.title.title || v.customerName, v.amount, v.currency];
  await sendMail(ctx, {
    to: v.title.email,
    subject: translate(lang, 'invoiceMailSubject', params),
    text: translate(lang, 'invoiceMailBody', params),
    lang,
    attachments: [{ filename: file.filename, content: file.body, contentType: file.contentType }],
  });
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(inv).where(eq(inv.id, v.id)).for('update');
    if (!row) throw dataNotExist();
    if (row.status === 'cancelled') throw new BizError('invoiceAlreadyCancelled', [row.invoiceNo]);
    await tx.update(inv).set({ status: 'sent', sentTime: ctx.now }).where(eq(inv.id, row.id));
    await writeBusinessLog(tx, ctx, [
      {
        entity: INVOICE_ENTITY,
        entityId: row.id,
        action: 'sendInvoice',
        customerId: row.customerId,
        before: { status: row.status },
        after: { status: 'sent', email: v.title.email },
      },
    ]);
    return null;
  });
}

async function invoiceHead(ctx: AuthedContext, id: string) {
  const [row] = await ctx.db.select({ customerId: inv.customerId }).from(inv).where(eq(inv.id, id));
  if (!row?.customerId) throw dataNotExist();
  return { customerId: row.customerId };
}
