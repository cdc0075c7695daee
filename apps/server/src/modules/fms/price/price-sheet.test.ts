import type { WeightRange } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '#modules/lms/waybill/waybill-test-kit.ts';
import { writeSheet } from '#platform/excel/excel.service.ts';
import { download, upload } from '../../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertPrice, type PriceIds, priceBody, priceSetup } from './price-test-kit.ts';

type Imported = { weightRanges: WeightRange[]; errors: { row: number; column: string; message: string }[] };

describe('fms price weight-range sheet (export, import into the form)', () => {
  let t: TestApp;
  let tk: Tokens;
  let ids: PriceIds;
  const ranges = [
    { zones: ['A'], endWeight: '10', attributeType: 'unitPrice', price: '30' },
    { zones: ['B'], endWeight: '10', attributeType: 'unitPrice', price: '32.5' },
    {
      startWeight: '10',
      attributeType: 'startContinue',
      price: '8',
      firstWeight: '10',
      firstPrice: '300',
      continueUnit: '0.5',
    },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    ({ tk, ids } = await priceSetup(t));
  });
  afterAll(() => t.close());

  it('exports the ranges (one row per zone) and imports them back unchanged', async () => {
    const { id } = await insertPrice(t, tk.admin, priceBody(t, ids, { weightRanges: ranges }));
    const file = await download(t, 'GET', `/fms/price/exportRanges?id=${id}`, tk.admin);
    expect(file.status).toBe(200);
    const back = await upload<Imported>(t, '/fms/price/importRanges', tk.admin, file.body, {
      kind: 'customer',
    });
    expect(back.code).toBe(0);
    expect(back.data.errors).toEqual([]);
    expect(back.data.weightRanges).toEqual([
      expect.objectContaining({ zones: ['A'], endWeight: '10', attributeType: 'unitPrice', price: '30' }),
      expect.objectContaining({ zones: ['B'], price: '32.5' }),
      expect.objectContaining({
        zones: [],
        startWeight: '10',
        attributeType: 'startContinue',
        firstPrice: '300',
        continueUnit: '0.5',
      }),
    ]);
  });

  it('refuses rows without zone and range, without type or value, or with a bad value, naming the row', async () => {
    const sheet = await writeSheet(
      'x',
      [{ header: 'Zone' }, { header: 'Start' }, { header: 'End' }, { header: 'Type' }, { header: 'Price' }],
      [
        ['A', null, 5, 'Unit price', 12],
        [null, null, null, 'unitPrice', 10],
        ['B', null, 5, null, 11],
        ['C', null, 5, 'unitPrice', 'abc'],
      ],
    );
    const r = await upload<Imported>(t, '/fms/price/importRanges', tk.admin, sheet, { kind: 'customer' });
    expect(r.data.weightRanges).toEqual([
      expect.objectContaining({ zones: ['A'], endWeight: '5', price: '12' }),
    ]);
    expect(r.data.errors).toEqual([
      { row: 3, column: '', message: 'Row 3: weight range and zone cannot both be empty' },
      { row: 4, column: '', message: 'Row 4: type or value cannot be empty' },
      { row: 5, column: 'Price', message: 'Price is not in a valid format' },
    ]);
  });

  it('needs the kind export / import permissions', async () => {
    const { id } = await insertPrice(
      t,
      tk.admin,
      priceBody(t, ids, { kind: 'sales', customerIds: [], name: 'S' }),
    );
    const refused = await t.get('/fms/price/exportRanges', { id }, { token: tk.service });
    expect(refused.msg).toBe('No permission at present');
    const sheet = await writeSheet('x', [{ header: 'Zone' }], [['A']]);
    const imported = await upload(t, '/fms/price/importRanges', tk.demo, sheet, { kind: 'customer' });
    expect(imported.msg).toBe('No permission at present');
  });
});
