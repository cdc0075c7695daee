import type { AddressInfo } from 'node:net';
import { INVOICE_API, SYSTEM_API } from '@freightdesk/domain';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok, type ReceivableApp, startReceivableApp } from '#modules/fms/ledger/receivable-test-kit.ts';
import { readPdf } from '#modules/lms/document/pdf-text.ts';
import { download } from '../../../test/entity-kit.ts';
import { billOf } from './invoice-test-kit.ts';

type Received = { to: string[]; data: string };

/** A local SMTP server on loopback that keeps what arrives. */
async function startSmtp(): Promise<{ server: SMTPServer; port: number; mails: Received[] }> {
  const mails: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        data += chunk;
      });
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((a) => a.address), data });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, mails };
}

/** The invoice PDF, and the invoice mailed to its title's email (issue 16). */
describe('invoice PDF and mail', () => {
  let r: ReceivableApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let invoice: { id: string; invoiceNo: string };
  const admin = () => ({ token: r.tk.admin });
  const pdf = (token: string, id: string, lang = 'en-US') =>
    download(r.t, 'GET', `${INVOICE_API.pdf.url}?id=${id}`, token, undefined, lang);

  beforeAll(async () => {
    r = await startReceivableApp();
    smtp = await startSmtp();
    const bill = await billOf(r, r.c1, r.waybill1, '88.50');
    const [title] = await ok(r.t, INVOICE_API.titles, { customerId: r.c1 }, admin());
    invoice = await ok(r.t, INVOICE_API.issue, { billIds: [bill.id], invoiceTitleId: title!.id }, admin());
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    await r.t.close();
  });

  it('the demo has two invoices of C0001', async () => {
    const page = await ok(r.t, INVOICE_API.search, { criteria: { customerId: r.c1 } }, admin());
    expect(page.records.filter((x) => x.id !== invoice.id).map((x) => x.billCount)).toEqual([1, 2]);
  });

  it('answers a PDF with the company, the invoice number, the title copied and the bills', async () => {
    const res = await pdf(r.tk.admin, invoice.id);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.body.subarray(0, 4).toString()).toBe('%PDF');
    const text = readPdf(res.body).text;
    expect(text).toContain('FreightDesk Logistics');
    expect(text).toContain(invoice.invoiceNo);
    expect(text).toContain('深圳明亮贸易有限公司');
    expect(text).toContain('91440300MA5DEMO01X');
    expect(text).toContain('Invoice amount: 88.50 RMB');
    expect(readPdf((await pdf(r.tk.admin, invoice.id, 'zh-CN')).body).text).toContain('发票金额');
    const refused = await pdf(r.tk.demo, invoice.id);
    expect(JSON.parse(refused.body.toString()).code).not.toBe(0);
  });

  it("mails the PDF to the title's email once a mail server is set; the invoice is sent", async () => {
    expect((await call(r.t, INVOICE_API.send, { id: invoice.id }, admin())).msg).toBe(
      'No mail server in the system settings (mail.smtpHost)',
    );
    for (const [key, value] of [
      ['mail.smtpHost', '127.0.0.1'],
      ['mail.smtpPort', smtp.port],
      ['mail.from', 'billing@freightdesk.example'],
    ] as const)
      await ok(r.t, SYSTEM_API.updateSysConfig, { key, value }, admin());
    await ok(r.t, INVOICE_API.send, { id: invoice.id }, admin());
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual(['finance@bright-trading.example']);
    expect(smtp.mails[0]!.data).toContain(`filename=${invoice.invoiceNo}.pdf`);
    const detail = await ok(r.t, INVOICE_API.detail, { id: invoice.id }, admin());
    expect(detail.status).toBe('sent');
    expect(detail.sentTime).not.toBeNull();
    await ok(r.t, INVOICE_API.cancel, { id: invoice.id, reason: 'Reissue' }, admin());
    expect((await call(r.t, INVOICE_API.send, { id: invoice.id }, admin())).msg).toBe(
      `Invoice ${invoice.invoiceNo} is already cancelled`,
    );
  });
});
