import { PDS_IMPORT_API, PDS_IMPORT_COLUMNS } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessLog } from '#modules/settings/business-log/business-log.schema.ts';
import { readSheet } from '#platform/excel/excel.service.ts';
import { download, postJob, upload, userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { customerId, type Tokens } from '../../lms/waybill/waybill-test-kit.ts';
import { pdsWaybill } from '../parcel/parcel.schema.ts';
import { type FakeCarrier, installFakeCarrier, startParcelApp } from '../parcel/parcel-test-kit.ts';
import { type Answer, good, sheet } from './import-waybill-test-kit.ts';

const API = PDS_IMPORT_API;

describe('pds parcel batch order (pdsImportWaybill)', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  let fake: FakeCarrier;
  const fileOf = async (token: string, file: Buffer) => {
    const res = await upload<{ id: string }[]>(t, '/common/file/upload', token, file);
    expect(res.code).toBe(0);
    return res.data[0]!.id;
  };
  const compare = async (token: string, file: Buffer, extra: Record<string, unknown> = {}) =>
    postJob<Answer>(t, API.comparePrice.url, token, { fileId: await fileOf(token, file), ...extra });
  const confirm = (token: string, body: unknown) => t.post<Answer>(API.confirmPrice.url, body, { token });
  const submit = (token: string, importId: string) => postJob<Answer>(t, API.submit.url, token, { importId });
  const countParcels = async () =>
    (await t.database.db.select({ id: pdsWaybill.id }).from(pdsWaybill)).length;

  beforeAll(async () => {
    ({ t, tk, product } = await startParcelApp());
    fake = installFakeCarrier();
  });
  afterAll(async () => {
    fake.restore();
    await t.close();
  });

  it('the template holds the parcel columns in the caller’s language, required ones marked', async () => {
    const file = await download(t, 'GET', API.template.url, tk.demo, undefined, 'zh-CN');
    expect(file.status).toBe(200);
    const read = await readSheet(file.body);
    expect(read.headers).toHaveLength(PDS_IMPORT_COLUMNS.length);
    expect(read.headers).toContain('*收件国家');
    expect(read.headers).toContain('客户单号');
  });

  it('compares prices: good rows priced with the cheapest chosen, bad rows kept with their reason', async () => {
    const res = await compare(
      tk.demo,
      await sheet([
        good({ customerNo: 'CMP-1' }),
        good({ customerNo: 'CMP-2', recipientName: '' }),
        good({ customerNo: 'CMP-3', weight: '0' }),
        good({ customerNo: 'CMP-4', width: '' }),
        good({ customerNo: 'CMP-5', recipientCountryCode: 'ZZ' }),
      ]),
    );
    expect(res.code).toBe(0);
    const a = res.data;
    expect(a).toMatchObject({ status: 10, total: 5, valid: 1, success: 0, fail: 0 });
    const [ok, noName, zero, partial, noPrice] = a.rows;
    expect(ok).toMatchObject({ row: 2, productId: product, result: 0, errors: [] });
    expect(ok!.quotes[0]).toMatchObject({ productId: product, currency: 'RMB' });
    expect(ok!.quotes[0]!.total).toMatch(/^\d+\.\d{2}$/);
    expect(noName!.errors[0]).toMatchObject({ column: 'Recipient name' });
    expect(zero!.errors[0]!.message).toBe('Row 4: weight and size must be greater than 0');
    expect(partial!.errors[0]!.message).toBe(
      'Row 5: weight, length, width and height must be all filled or all empty',
    );
    expect(noPrice!.errors[0]!.message).toBe('Row 6: no parcel product has a price for it');
  });

  it('confirms a product per row: only one of the row’s prices, never on a bad row', async () => {
    const a = (await compare(tk.demo, await sheet([good({ customerNo: 'CF-1' }), good({ weight: 'x' })])))
      .data;
    const wrong = await confirm(tk.demo, {
      importId: a.importId,
      rows: [{ row: 2, productId: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(wrong.msg).toBe('Row 2: the chosen product has no price for it');
    const bad = await confirm(tk.demo, { importId: a.importId, rows: [{ row: 3, productId: product }] });
    expect(bad.msg).toBe('Row 3 has errors and cannot take a product');
    const done = await confirm(tk.demo, { importId: a.importId, rows: [{ row: 2, productId: product }] });
    expect(done).toMatchObject({ code: 0, data: { status: 20 } });
    // submit before confirmation is refused
    const early = (await compare(tk.demo, await sheet([good({ customerNo: 'CF-2' })]))).data;
    const refused = await submit(tk.demo, early.importId);
    expect(refused.msg).toBe('The import is in status Wait confirm price: Submit is not allowed');
  });

  it('submits: parcels placed with labels, bad rows failed; a retried submit places nothing twice', async () => {
    const a = (
      await compare(
        tk.demo,
        await sheet([good({ customerNo: 'SUB-1' }), good({ customerNo: 'SUB-2' }), good({ quantity: 0 })]),
      )
    ).data;
    expect((await confirm(tk.demo, { importId: a.importId })).code).toBe(0);
    const before = await countParcels();
    const soldBefore = fake.sold.size;
    const res = await submit(tk.demo, a.importId);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ success: 2, fail: 1 });
    const [r1, r2, r3] = res.data.rows;
    expect(r1).toMatchObject({ result: 10, reason: null });
    expect(r1!.trackNo).toMatch(/^1Z/);
    expect(r2!.waybillNo).toBeTruthy();
    expect(r3!.result).toBe(20);
    expect(r3!.reason).toContain('Quantity');
    expect(await countParcels()).toBe(before + 2);
    const [parcel] = await t.database.db.select().from(pdsWaybill).where(eq(pdsWaybill.id, r1!.parcelId!));
    expect(parcel).toMatchObject({
      customerId: await customerId(t, 'C0001'),
      productId: product,
      status: 'made',
      customerNo: 'SUB-1',
    });
    // again: nothing placed twice, no label bought twice
    const again = await submit(tk.demo, a.importId);
    expect(again.data).toMatchObject({ success: 2, fail: 1 });
    expect(await countParcels()).toBe(before + 2);
    expect(fake.sold.size).toBe(soldBefore + 2);
    // two submits of a fresh import at once: each row placed once
    const b = (
      await compare(tk.demo, await sheet([good({ customerNo: 'SUB-3' }), good({ customerNo: 'SUB-4' })]))
    ).data;
    await confirm(tk.demo, { importId: b.importId });
    const [one, two] = await Promise.all([submit(tk.demo, b.importId), submit(tk.demo, b.importId)]);
    expect([one.code, two.code]).toEqual([0, 0]);
    expect(await countParcels()).toBe(before + 4);
    expect(fake.sold.size).toBe(soldBefore + 4);
    const final = await t.get<Answer>(API.detail.url, { importId: b.importId }, { token: tk.demo });
    expect(final.data).toMatchObject({ success: 2, fail: 0 });
    const logs = await t.database.db
      .select()
      .from(businessLog)
      .where(and(eq(businessLog.entity, 'pdsImportWaybill'), eq(businessLog.entityId, a.importId)));
    expect(logs.map((l) => l.action)).toEqual(
      expect.arrayContaining(['pdsImportCompare', 'pdsImportConfirm', 'pdsImportSubmit']),
    );
  });

  it('staff pick the customer; another customer’s import is not found; no permission is refused', async () => {
    const noCustomer = await compare(tk.admin, await sheet([good({ customerNo: 'ST-0' })]));
    expect(noCustomer.code).not.toBe(0);
    const c1 = await customerId(t, 'C0001');
    const staff = (await compare(tk.admin, await sheet([good({ customerNo: 'ST-1' })]), { customerId: c1 }))
      .data;
    expect(staff).toMatchObject({ customerId: c1, status: 10 });
    // the demo customer's import: its own customer reaches it, another customer does not
    const mine = (await compare(tk.demo, await sheet([good({ customerNo: 'ISO-1' })]))).data;
    const detail = await t.get<Answer>(API.detail.url, { importId: mine.importId }, { token: tk.lmsonly });
    expect(detail.msg).toBe('Data does not exist');
    expect((await confirm(tk.lmsonly, { importId: mine.importId })).msg).toBe('Data does not exist');
    expect((await submit(tk.lmsonly, mine.importId)).msg).toBe('Data does not exist');
    expect((await t.get(API.detail.url, { importId: mine.importId }, { token: tk.admin })).code).toBe(0);
    // a staff user without the batch order code
    const plain = await userWithPermissions(t, tk.admin, 'pds-batch-noperm', ['pds/waybill/list']);
    expect((await t.get(API.template.url, {}, { token: plain })).code).not.toBe(0);
    const started = await t.post(
      API.comparePrice.url,
      { fileId: await fileOf(plain, await sheet([good()])), customerId: c1 },
      { token: plain },
    );
    expect(started.code).not.toBe(0);
    expect((await confirm(plain, { importId: mine.importId })).code).not.toBe(0);
  });
});
