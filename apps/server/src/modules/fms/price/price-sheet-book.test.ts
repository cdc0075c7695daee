import { type BookCell, PRICE_BOOK_SHEETS, type PriceBookSheetKey } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '#modules/lms/waybill/waybill-test-kit.ts';
import { exportFile, postJob, upload, userWithPermissions } from '../../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fmsPrice } from './price.schema.ts';
import { writeBook } from './price-sheet-book.ts';
import { DAY, insertPrice, type PriceIds, priceBody, priceSetup } from './price-test-kit.ts';

type Preview = {
  importId: string;
  total: number;
  existing: number;
  rows: { row: number; name: string; conflicts: number }[];
  errors: { row: number; column: string; message: string }[];
  conflicts: { row: number; conflicts: { priceId: string }[] }[];
};
type Detail = Record<string, unknown>;

/** A workbook from rows keyed by column key (English labels, any sheet left out is empty). */
function book(sheets: Partial<Record<PriceBookSheetKey, Record<string, BookCell>[]>>) {
  const rows = Object.fromEntries(
    PRICE_BOOK_SHEETS.map((s) => [
      s.key,
      (sheets[s.key] ?? []).map((r) => s.columns.map((c) => r[c.key] ?? null)),
    ]),
  );
  return writeBook('en-US', rows);
}

describe('fms price workbook (whole tables out to Excel and back)', () => {
  let t: TestApp;
  let tk: Tokens;
  let ids: PriceIds;
  const from = () => new Date(Math.floor((t.clock.now().getTime() - DAY) / 1000) * 1000).toISOString();
  const header = (over: Record<string, BookCell> = {}): Record<string, BookCell> => ({
    name: 'Imported',
    kind: 'Customer price',
    productCode: 'FDUSEXP',
    channelCode: 'USUPS',
    currency: 'USD',
    effectiveFrom: from(),
    customerCodes: 'C0002',
    ...over,
  });
  const range = (over: Record<string, BookCell> = {}) => ({
    table: 'Imported',
    zone: 'A',
    endWeight: 10,
    attributeType: 'Unit price',
    price: 30,
    ...over,
  });
  const previewOf = async (file: Buffer, token = tk.admin) => {
    const up = await upload<{ id: string }[]>(t, '/common/file/upload', token, file);
    return postJob<Preview>(t, '/fms/price/importBook', token, { fileId: up.data[0]!.id, kind: 'customer' });
  };
  const confirm = (importId: string, mode: 0 | 1, force = false) =>
    t.post<{ progressId: string }>(
      '/fms/price/confirmImportBook',
      { importId, mode, force },
      { token: tk.admin },
    );
  const detail = async (id: string) =>
    (await t.get<Detail>('/fms/price/detail', { id }, { token: tk.admin })).data;
  const count = async () => (await t.database.db.select({ id: fmsPrice.id }).from(fmsPrice)).length;

  beforeAll(async () => {
    t = await createTestApp();
    ({ tk, ids } = await priceSetup(t));
  });
  afterAll(() => t.close());

  it('exports the selected tables and imports them back by ID unchanged (round trip)', async () => {
    const full = priceBody(t, ids, {
      name: 'Round trip',
      effectiveFrom: from(),
      currency: 'USD',
      goodsTypes: ['general'],
      fuel: { customFuelRate: '0.12', fuelDiscount: '0.5' },
      zones: [{ name: 'A', countryCodes: ['US'], postcodePrefixes: ['100', '101'], timeliness: '3-5 days' }],
      weightRanges: [
        { zones: ['A', 'B'], endWeight: '10', attributeType: 'unitPrice', price: '30', carryUnit: '0.5' },
        {
          startWeight: '10',
          attributeType: 'startContinue',
          price: '8',
          firstWeight: '10',
          firstPrice: '300',
          continueUnit: '0.5',
        },
      ],
      specialFreights: [
        { zones: ['A'], startWeight: '20', feeType: 'extra', formula: 'chargeWeight * 2', minFee: '5' },
      ],
      serviceFees: [{ subject: 'insurance', rule: 'declaredValue', appendPercent: '0.01' }],
      surcharges: [
        {
          subject: 'remote',
          formula: '25',
          maxValue: '40',
          fuelIncluded: true,
          customFuelRate: '0.1',
          zones: ['A'],
        },
      ],
      appendRules: [
        {
          name: 'peak',
          subjectRule: 'include',
          subjects: ['freight'],
          mode: 'percent',
          value: '0.05',
          countryCodes: ['US'],
        },
      ],
      remark: 'season 2026',
    });
    const a = await insertPrice(t, tk.admin, full);
    const b = await insertPrice(
      t,
      tk.admin,
      priceBody(t, ids, { name: 'Second', effectiveFrom: from(), customerIds: [ids.c2] }),
    );
    const before = [await detail(a.id), await detail(b.id)];
    const file = await exportFile(t, '/fms/price/exportBook', tk.admin, {
      kind: 'customer',
      ids: [a.id, b.id],
    });
    expect(file.status).toBe(200);
    const preview = await previewOf(file.body);
    expect(preview.data.errors).toEqual([]);
    expect(preview.data).toMatchObject({ total: 2, existing: 2, conflicts: [] });
    const done = await postJob<{ updated: number }>(t, '/fms/price/confirmImportBook', tk.admin, {
      importId: preview.data.importId,
      mode: 0,
    });
    expect(done.data).toMatchObject({ inserted: 0, updated: 2 });
    const strip = (d: Detail) => {
      const { version: _v, updatedAt: _u, updatedBy: _b, updatedByName: _n, ...rest } = d;
      return rest;
    };
    const after = [await detail(a.id), await detail(b.id)];
    expect(after.map(strip)).toEqual(before.map(strip));
    expect(after[0]!.version).toBe(2);
    const history = await t.get<{ action: string }[]>(
      '/fms/price/history',
      { id: a.id },
      { token: tk.admin },
    );
    expect(history.data[0]!.action).toBe('import');
  });

  it('the search result exports when no id is given, in the caller’s language headers', async () => {
    const file = await exportFile(t, '/fms/price/exportBook', tk.admin, {
      kind: 'customer',
      criteria: { keyword: 'Second' },
    });
    const preview = await previewOf(file.body);
    expect(preview.data.rows.map((r) => r.name)).toEqual(['Second']);
  });

  it('refuses each bad row with the spec message, naming the row, and writes nothing', async () => {
    const before = await count();
    const res = await previewOf(
      await book({
        headers: [
          header(),
          header({ name: 'No product', productCode: null }),
          header({ name: 'Bad kind', kind: 'Agent price' }),
        ],
        weightRanges: [
          range(),
          range({ zone: null, endWeight: null }),
          range({ attributeType: null }),
          range({ table: 'Missing' }),
        ],
        serviceFees: [{ table: 'Imported', subject: 'insurance', appendPercent: null }],
        surcharges: [{ table: 'Imported', subject: 'remote', formula: null }],
      }),
    );
    expect(res.code).toBe(0);
    const messages = res.data.errors.map((e) => `${e.column} | ${e.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Headers/Product code | Product code cannot be empty',
        'Headers/Kind | The kind must be Customer price',
        'Weight ranges | Row 3: weight range and zone cannot both be empty',
        'Weight ranges | Row 4: type or value cannot be empty',
        'Weight ranges/Price table | Row 5: price table "Missing" is not on the header sheet',
        'Service fees | Row 2: service fee subject or append percent cannot be empty',
        'Surcharges | Row 2: surcharge template formula cannot be empty',
      ]),
    );
    const refused = await postJob(t, '/fms/price/confirmImportBook', tk.admin, {
      importId: res.data.importId,
      mode: 1,
    });
    expect(refused.code).not.toBe(0);
    expect(await count()).toBe(before);
  });

  it('applies the whole-table check (validity) and answers in the caller’s language', async () => {
    const file = await book({
      headers: [header({ effectiveTo: new Date(t.clock.now().getTime() - 2 * DAY).toISOString() })],
      weightRanges: [range()],
    });
    const up = await upload<{ id: string }[]>(t, '/common/file/upload', tk.admin, file);
    const started = await t.post(
      '/fms/price/importBook',
      { fileId: up.data[0]!.id, kind: 'customer' },
      {
        token: tk.admin,
        headers: { 'accept-language': 'zh-CN' },
      },
    );
    const res = await import('../../../test/entity-kit.ts').then((k) =>
      k.awaitJob<Preview>(t, tk.admin, started),
    );
    expect(res.data.errors[0]!.message).toBe('失效时间必须晚于生效时间');
  });

  it('reports overlaps in the preview; confirming answers 2000 until forced, then the older table ends', async () => {
    const old = await insertPrice(
      t,
      tk.admin,
      priceBody(t, ids, {
        name: 'Old C2',
        customerIds: [ids.c2],
        effectiveFrom: new Date(t.clock.now().getTime() - 3 * DAY).toISOString(),
      }),
    );
    const before = await count();
    const res = await previewOf(await book({ headers: [header()], weightRanges: [range()] }));
    expect(res.data.errors).toEqual([]);
    expect(res.data.conflicts[0]!.conflicts.map((c) => c.priceId)).toContain(old.id);
    expect(res.data.rows[0]!.conflicts).toBeGreaterThan(0);
    const asked = await confirm(res.data.importId, 1);
    expect(asked.code).toBe(2000);
    expect(await count()).toBe(before);
    const forced = await postJob<{ inserted: number }>(t, '/fms/price/confirmImportBook', tk.admin, {
      importId: res.data.importId,
      mode: 1,
      force: true,
    });
    expect(forced.data.inserted).toBe(1);
    expect(await count()).toBe(before + 1);
    expect((await detail(old.id)).effectiveTo).not.toBeNull();
  });

  it('serves the template and refuses users without the permission and customers', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/fms/price/bookTemplate?kind=customer',
      headers: { token: tk.admin },
    });
    expect(template.statusCode).toBe(200);
    const reader = await userWithPermissions(t, tk.admin, 'price-reader', ['fms/price/customerPrice']);
    const refusedExport = await t.post('/fms/price/exportBook', { kind: 'customer' }, { token: reader });
    expect(refusedExport.msg).toBe('No permission at present');
    const up = await upload<{ id: string }[]>(
      t,
      '/common/file/upload',
      reader,
      await book({ headers: [header()] }),
    );
    const refusedImport = await t.post(
      '/fms/price/importBook',
      { fileId: up.data[0]!.id, kind: 'customer' },
      { token: reader },
    );
    expect(refusedImport.msg).toBe('No permission at present');
    const customer = await t.post('/fms/price/exportBook', { kind: 'customer' }, { token: tk.demo });
    expect(customer.code).not.toBe(0);
  });
});
