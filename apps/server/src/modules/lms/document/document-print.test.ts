import { Permission } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { order, productId, sampleOrder, startWaybillApp, type Tokens } from '../waybill/waybill-test-kit.ts';
import { PDF_FONT_NAME } from './document-pdf.ts';
import { readPdf } from './pdf-text.ts';

describe('documents: label and commercial invoice PDFs', () => {
  let t: TestApp;
  let tk: Tokens;
  let w: { id: string; waybillNo: string };
  let other: { id: string; waybillNo: string };
  const pdf = (token: string, type: 'label' | 'invoice', ids: string[]) =>
    download(t, 'GET', `/lms/document/${type}?ids=${ids.join(',')}`, token);
  const envelope = (body: Buffer) => JSON.parse(body.toString()) as { code: number; msg: string };

  beforeAll(async () => {
    const { product, ...app } = await startWaybillApp();
    ({ t, tk } = app);
    w = await order(
      t,
      tk.demo,
      sampleOrder(product, {
        customerNo: 'DOC-REF-1',
        recipient: {
          name: 'Nguyễn Văn An',
          phone: '0901234567',
          countryCode: 'US',
          state: 'CA',
          city: 'Los Angeles',
          postcode: '90001',
          address1: '12 Đường Lê Lợi',
        },
        commodities: [
          { nameEn: 'Điện thoại', nameCn: '电子产品', quantity: 2, unitPrice: '50.000', hsCode: '851712' },
        ],
      }),
    );
    other = await order(t, tk.lmsonly, sampleOrder(await productId(t, 'FDUSEXP')));
  });
  afterAll(() => t.close());

  it('a label is a 100×150 mm PDF page per piece with the waybill number as text and barcode', async () => {
    const res = await pdf(tk.demo, 'label', [w.id]);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    const read = readPdf(res.body);
    expect(read.pageCount).toBe(2);
    expect(res.body.toString('latin1')).toMatch(/\/MediaBox \[0 0 283\.46\d* 425\.19\d*\]/);
    expect(read.text).toContain(`1/2   ${w.waybillNo}001`);
    expect(read.text).toContain('Nguyễn Văn An');
    expect(read.text).toContain('REF: DOC-REF-1');
    expect(res.body.toString('latin1')).toContain('/Subtype /Image');
  });

  it('the commercial invoice embeds a CJK + Vietnamese font: 电子产品 and Điện thoại are real glyphs', async () => {
    const res = await pdf(tk.demo, 'invoice', [w.id]);
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    const read = readPdf(res.body);
    expect(read.fontNames.some((n) => n.endsWith(`+${PDF_FONT_NAME}`))).toBe(true);
    expect(read.text).toContain('电子产品');
    expect(read.text).toContain('Điện thoại');
    expect(read.text).toContain('COMMERCIAL INVOICE  商业发票');
    expect(read.text).toContain('Total value: 120.00 USD');
    expect(read.notdefCount).toBe(0);
    expect(read.text).not.toContain('?');
  });

  it('another customer’s waybill is refused; staff print any; the permission is required', async () => {
    const foreign = await pdf(tk.demo, 'label', [w.id, other.id]);
    expect(envelope(foreign.body).msg).toBe('Data does not exist');
    expect(envelope((await pdf(tk.lmsonly, 'invoice', [w.id])).body).msg).toBe('Data does not exist');
    const staff = await pdf(tk.service, 'label', [w.id, other.id]);
    expect(readPdf(staff.body).pageCount).toBe(4);
    const noPrint = await userWithPermissions(t, tk.admin, 'noprint', [Permission.lmsWaybillList]);
    expect(envelope((await pdf(noPrint, 'label', [w.id])).body).code).not.toBe(0);
    const tooMany = Array.from(
      { length: 501 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect(envelope((await pdf(tk.service, 'label', tooMany)).body).code).not.toBe(0);
  });

  it('isAllowCustomerLabel off: customers may not print labels (invoices still), staff may', async () => {
    const set = (value: boolean) =>
      t.post(
        '/common/sysConfig/update',
        { key: 'document.isAllowCustomerLabel', value },
        { token: tk.admin },
      );
    expect(
      (await t.get('/lms/document/makeDocument/isAllowCustomerLabel', {}, { token: tk.demo })).data,
    ).toBe(true);
    expect((await set(false)).code).toBe(0);
    expect(
      (await t.get('/lms/document/makeDocument/isAllowCustomerLabel', {}, { token: tk.demo })).data,
    ).toBe(false);
    expect(envelope((await pdf(tk.demo, 'label', [w.id])).body).msg).toBe(
      'Customers may not print labels at the moment; please contact customer service',
    );
    const task = await t.post(
      '/tools/printCenter/create',
      { type: 'label', ids: [w.id] },
      { token: tk.demo },
    );
    expect(task.msg).toBe('Customers may not print labels at the moment; please contact customer service');
    expect((await pdf(tk.demo, 'invoice', [w.id])).body.subarray(0, 4).toString()).toBe('%PDF');
    expect((await pdf(tk.service, 'label', [w.id])).body.subarray(0, 4).toString()).toBe('%PDF');
    await set(true);
  });
});
