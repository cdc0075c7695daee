import { Permission } from '@freightdesk/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '#modules/lms/document/pdf-text.ts';
import { download, exportFile, userWithPermissions } from '../../../test/entity-kit.ts';
import {
  API,
  addFee,
  call,
  ok,
  type ReceivableApp,
  startReceivableApp,
} from '../ledger/receivable-test-kit.ts';
import { groupFees } from './bill-pdf.ts';

const jan = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();
const PERIOD = { from: jan(1), to: jan(31) };

async function sheetRows(file: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

describe('statement bill export (xlsx job) and PDF', () => {
  let r: ReceivableApp;
  let bill: { id: string; billNo: string };
  const admin = () => ({ token: r.tk.admin });
  const pdf = (token: string, id: string, lang = 'en-US') =>
    download(r.t, 'GET', `${API.bill.pdf.url}?id=${id}`, token, undefined, lang);

  beforeAll(async () => {
    r = await startReceivableApp();
    const db = r.t.database.db;
    await addFee(db, r.waybill1, r.c1, { value: '100.00', belongTime: new Date(jan(3)) });
    await addFee(db, r.waybill1, r.c1, {
      value: '-20.00',
      subjectName: 'discount',
      belongTime: new Date(jan(4)),
    });
    await addFee(db, r.waybill1, r.c1, {
      value: '15.00',
      currency: 'USD',
      conversionValue: '105.00',
      belongTime: new Date(jan(5)),
    });
    bill = await ok(r.t, API.bill.make, { customerId: r.c1, ...PERIOD }, admin());
  });
  afterAll(() => r.t.close());

  it('exports the bill as a job: header figures, then one row per fee with the subject by name', async () => {
    const file = await exportFile(r.t, API.bill.export.url, r.tk.admin, { id: bill.id });
    expect(file.body.subarray(0, 2).toString()).toBe('PK');
    const rows = await sheetRows(file.body);
    expect(rows[0]).toEqual(['Customer statement']);
    expect(rows[1]).toEqual(['Bill number', bill.billNo]);
    expect(rows[3]).toEqual(['Period', '2026-01-01 – 2026-01-30']);
    expect(rows.slice(4, 8)).toEqual([
      ['Currency', 'RMB'],
      ['Bill total', '185.00'],
      ['Written off', '0.00'],
      ['Unwritten', '185.00'],
    ]);
    const head = rows.findIndex((row) => row[0] === 'Waybill number');
    expect(rows[head]).toEqual([
      'Waybill number',
      'Destination country',
      'Fee subject',
      'Original amount',
      'Original currency',
      'Bill amount',
      'Written off',
    ]);
    const fees = rows.slice(head + 1);
    expect(fees).toHaveLength(3);
    expect(fees.map((f) => [f[3], f[4], f[5]])).toEqual([
      [100, 'RMB', 100],
      [-20, 'RMB', -20],
      [15, 'USD', 105],
    ]);
    expect(fees[0]![2]).not.toBe('freight'); // the subject's name, not its code
  });

  it('the customer exports its own bill; another customer is told the bill does not exist', async () => {
    const own = await exportFile(r.t, API.bill.export.url, r.tk.demo, { id: bill.id });
    expect(own.body.subarray(0, 2).toString()).toBe('PK');
    const other = await call(r.t, API.bill.export, { id: bill.id }, { token: r.tk.lmsonly });
    expect(other.msg).toBe('Data does not exist');
    const zh = await call(r.t, API.bill.export, { id: bill.id }, { token: r.tk.lmsonly, lang: 'zh-CN' });
    expect(zh.code).not.toBe(0);
    const otherPdf = await pdf(r.tk.lmsonly, bill.id);
    expect(JSON.parse(otherPdf.body.toString()).msg).toBe('Data does not exist');
  });

  it('the PDF: company, title, invoice title, bill no, fees by country and subject, totals', async () => {
    const res = await pdf(r.tk.demo, bill.id);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.body.subarray(0, 4).toString()).toBe('%PDF');
    const text = readPdf(res.body).text;
    expect(text).toContain('FreightDesk Logistics');
    expect(text).toContain('Customer statement');
    expect(text).toContain(bill.billNo);
    expect(text).toContain('深圳明亮贸易有限公司');
    expect(text).toContain('Bill total: 185.00 RMB');
    const zh = readPdf((await pdf(r.tk.admin, bill.id, 'zh-CN')).body).text;
    expect(zh).toContain('客户对账单');
  });

  it('staff without the read or export permission are refused', async () => {
    const token = await userWithPermissions(r.t, r.tk.admin, 'billread', [Permission.statementBill]);
    expect((await call(r.t, API.bill.export, { id: bill.id }, { token })).msg).toBe(
      'No permission at present',
    );
    const none = await userWithPermissions(r.t, r.tk.admin, 'billnone', [Permission.chargeBill]);
    expect((await call(r.t, API.bill.export, { id: bill.id }, { token: none })).msg).toBe(
      'No permission at present',
    );
    const res = await pdf(none, bill.id);
    expect(JSON.parse(res.body.toString()).msg).toBe('No permission at present');
    expect((await pdf(token, bill.id)).body.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('groups fees by country then subject with exact sums', () => {
    const g = groupFees([
      { countryCode: 'US', subjectName: 'freight', value: '0.10' },
      { countryCode: 'US', subjectName: 'freight', value: '0.20' },
      { countryCode: 'DE', subjectName: 'fuel', value: '1.00' },
      { countryCode: 'US', subjectName: 'discount', value: '-0.05' },
    ]);
    expect(g).toEqual([
      {
        country: 'DE',
        feeCount: 1,
        value: '1.00',
        subjects: [{ subject: 'fuel', feeCount: 1, value: '1.00' }],
      },
      {
        country: 'US',
        feeCount: 3,
        value: '0.25',
        subjects: [
          { subject: 'discount', feeCount: 1, value: '-0.05' },
          { subject: 'freight', feeCount: 2, value: '0.30' },
        ],
      },
    ]);
  });
});
