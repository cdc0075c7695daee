import { WAYBILL_IMPORT_COLUMNS, WAYBILL_IMPORT_MAX_ROWS } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, writeSheet } from '#platform/excel/excel.service.ts';
import { awaitJob, download, postJob, upload, userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { lmsWaybill, lmsWaybillCommodity } from '../waybill/waybill.schema.ts';
import { startWaybillApp, type Tokens } from '../waybill/waybill-test-kit.ts';
import { good, type Preview, sheet } from './waybill-import-test-kit.ts';

describe('lms waybill Excel import', () => {
  let t: TestApp;
  let tk: Tokens;
  const uploadFile = async (token: string, file: Buffer) => {
    const res = await upload<{ id: string }[]>(t, '/common/file/upload', token, file);
    expect(res.code).toBe(0);
    return res.data[0]!.id;
  };
  const preview = async (token: string, file: Buffer) =>
    postJob<Preview>(t, '/lms/importLmsWaybill/preview', token, { fileId: await uploadFile(token, file) });
  const confirm = (token: string, importId: string) =>
    postJob<{ inserted: number }>(t, '/lms/importLmsWaybill/confirmImport', token, { importId, mode: 1 });
  const countWaybills = async () =>
    (await t.database.db.select({ id: lmsWaybill.id }).from(lmsWaybill)).length;

  beforeAll(async () => {
    ({ t, tk } = await startWaybillApp());
  });
  afterAll(() => t.close());

  it('the template holds the headers in the caller’s language, required ones marked', async () => {
    const file = await download(t, 'GET', '/lms/importLmsWaybill/template', tk.demo, undefined, 'zh-CN');
    expect(file.status).toBe(200);
    const read = await readSheet(file.body);
    expect(read.headers).toContain('*产品代码');
    expect(read.headers).toContain('件数');
    expect(read.headers).toHaveLength(WAYBILL_IMPORT_COLUMNS.length);
  });

  it('bad rows answer errors per row and column and write nothing', async () => {
    const before = await countWaybills();
    const res = await preview(
      tk.demo,
      await sheet([
        good({ customerNo: 'BAD-1', quantity: 0 }),
        good({ customerNo: 'BAD-2', recipientCountryCode: 'DE' }),
        good({ customerNo: 'BAD-3', productCode: 'NOPE' }),
        good({ customerNo: 'OK-1' }),
      ]),
    );
    expect(res.code).toBe(0);
    const rows = res.data.errors.map((e) => e.row);
    expect(rows).toEqual([2, 3, 4]);
    expect(res.data.errors[0]).toMatchObject({ column: 'Quantity' });
    expect(res.data.errors[1]).toMatchObject({
      column: 'EU destination',
      message: 'EU destination is required for EU countries',
    });
    expect(res.data.errors[2]).toMatchObject({ column: 'Product code' });
    expect(await countWaybills()).toBe(before);
    const refused = await confirm(tk.demo, res.data.importId);
    expect(refused.code).not.toBe(0);
    expect(await countWaybills()).toBe(before);
  });

  it('a good file creates the waybills; rows with the same customer number are one waybill', async () => {
    const file = await sheet([
      good({ customerNo: 'IMP-1', pieceCount: 3 }),
      good({ customerNo: 'IMP-1', nameEn: 'Canvas bag', quantity: 4, unitPrice: '17.5' }),
      good({ customerNo: 'IMP-2', weight: '2.5', length: '10', width: '10', height: '10', pieceCount: 2 }),
      good({ customerNo: '' }),
    ]);
    const res = await preview(tk.demo, file);
    expect(res.data.errors).toEqual([]);
    expect(res.data.total).toBe(3);
    const before = await countWaybills();
    const done = await confirm(tk.demo, res.data.importId);
    expect(done).toMatchObject({ code: 0, data: { inserted: 3 } });
    expect(await countWaybills()).toBe(before + 3);
    const [w1] = await t.database.db.select().from(lmsWaybill).where(eq(lmsWaybill.customerNo, 'IMP-1'));
    expect(w1).toMatchObject({ status: 'order', pieceCount: 3 });
    const lines = await t.database.db
      .select()
      .from(lmsWaybillCommodity)
      .where(eq(lmsWaybillCommodity.waybillId, w1!.id));
    expect(lines).toHaveLength(2);
    const [w2] = await t.database.db.select().from(lmsWaybill).where(eq(lmsWaybill.customerNo, 'IMP-2'));
    expect(w2).toMatchObject({ pieceCount: 2, orderActualWeight: '5.000' });
    // the same file again: the customer numbers are taken now
    const again = await preview(tk.demo, file);
    expect(again.data.errors.map((e) => e.message)).toContain('Customer number IMP-1 already exists');
  });

  it('a piece count defaults to 1 and may not exceed 999', async () => {
    const res = await preview(
      tk.demo,
      await sheet([good({ customerNo: 'P-1000', pieceCount: 1000 }), good({ customerNo: 'P-1' })]),
    );
    expect(res.data.errors).toHaveLength(1);
    expect(res.data.errors[0]).toMatchObject({ row: 2, column: 'Piece count' });
    const measured = await preview(
      tk.demo,
      await sheet([
        good({ customerNo: 'P-W', weight: '1', length: '1', width: '1', height: '1', pieceCount: 1000 }),
      ]),
    );
    expect(measured.data.errors[0]!.message).toBe('The piece count cannot exceed 999');
    expect(res.data.rows[0]).toMatchObject({ customerNo: 'P-1', pieceCount: 1 });
  });

  it('customers may not import for another customer; staff imports wait for the customer’s confirmation', async () => {
    const res = await preview(tk.demo, await sheet([good({ customerNo: 'X-1', customerCode: 'C0002' })]));
    expect(res.data.errors[0]).toMatchObject({
      column: 'Customer code',
      message: 'You can only import waybills of your own customer',
    });
    const own = await preview(tk.demo, await sheet([good({ customerNo: 'X-2', customerCode: 'C0001' })]));
    expect(own.data.errors).toEqual([]);
    const staffMissing = await preview(tk.admin, await sheet([good({ customerNo: 'S-1' })]));
    expect(staffMissing.data.errors[0]).toMatchObject({ column: 'Customer code' });
    const staff = await preview(
      tk.admin,
      await sheet([good({ customerNo: 'S-2', customerCode: 'C0002' })], 'zh-CN'),
    );
    expect(staff.data.errors).toEqual([]);
    expect((await confirm(tk.admin, staff.data.importId)).code).toBe(0);
    const [w] = await t.database.db.select().from(lmsWaybill).where(eq(lmsWaybill.customerNo, 'S-2'));
    expect(w!.status).toBe('waitConfirmWaybill');
    // another user cannot confirm someone else's preview
    expect((await confirm(tk.demo, own.data.importId)).code).toBe(0);
    const foreign = await preview(tk.demo, await sheet([good({ customerNo: 'X-3' })]));
    expect((await confirm(tk.lmsonly, foreign.data.importId)).code).not.toBe(0);
  });

  it('limits: too many rows, a missing required column, no permission', async () => {
    const many = Array.from({ length: WAYBILL_IMPORT_MAX_ROWS + 1 }, (_, i) =>
      good({ customerNo: `M-${i}` }),
    );
    const before = await countWaybills();
    const res = await preview(tk.demo, await sheet(many));
    expect(res).toMatchObject({ code: -1, msg: 'At most 10000 rows can be imported at once' });
    expect(await countWaybills()).toBe(before);
    const noColumn = await writeSheet('x', [{ header: 'Customer number' }], [['A']]);
    const missing = await preview(tk.demo, noColumn);
    expect(missing.msg).toContain('Required column missing');
    const started = await t.post(
      '/lms/importLmsWaybill/preview',
      { fileId: await uploadFile(tk.demo, noColumn) },
      { token: tk.lmsonly },
    );
    expect((await awaitJob(t, tk.lmsonly, started)).msg).toBe('Data does not exist');
    const plain = await userWithPermissions(t, tk.admin, 'imp-noperm', ['lms/waybill/list']);
    expect((await t.get('/lms/importLmsWaybill/template', {}, { token: plain })).code).not.toBe(0);
    const byPlain = await t.post(
      '/lms/importLmsWaybill/preview',
      { fileId: await uploadFile(plain, noColumn) },
      { token: plain },
    );
    expect(byPlain.code).not.toBe(0);
    // writing and reading a sheet of 10,001 rows takes a while on a busy machine
  }, 90_000);
});
