import { describe, expect, it } from 'vitest';
import { type ParcelImportValues, PDS_IMPORT_COLUMNS, parseParcelImportRow } from './import-waybill.ts';

const good = (over: ParcelImportValues = {}): ParcelImportValues => ({
  customerNo: 'B-1',
  recipientName: 'John Smith',
  recipientAddress1: '1 Main Street',
  recipientCity: 'Los Angeles',
  recipientState: 'CA',
  recipientPostcode: '90001',
  recipientCountryCode: 'us',
  senderName: 'Li Ming',
  senderCountryCode: 'CN',
  senderAddress1: 'Fuyong Park',
  weight: '2.5',
  length: '30',
  width: '20',
  height: '10',
  description: 'Cotton T-shirt',
  quantity: '4',
  unitValue: '5',
  ...over,
});

const columnsOf = (r: ReturnType<typeof parseParcelImportRow>) =>
  r.ok ? [] : r.problems.map((p) => p.column);

describe('parcel batch order rows', () => {
  it('reads a good row into a parcel order: one piece, one commodity line, USD by default', () => {
    const r = parseParcelImportRow(good(), 2);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.order.recipient.countryCode).toBe('US');
    expect(r.order.pieces).toEqual([
      {
        receiveActualWeight: '2.500',
        receiveLength: '30.000',
        receiveWidth: '20.000',
        receiveHeight: '10.000',
      },
    ]);
    expect(r.order.commodities[0]).toMatchObject({ nameEn: 'Cotton T-shirt', quantity: 4, origin: 'CN' });
    expect(r.order.declareCurrency).toBe('USD');
  });

  it('names the column of every missing or malformed cell', () => {
    const r = parseParcelImportRow(
      good({ recipientName: undefined, recipientCountryCode: 'USA', quantity: '0', weight: 'x' }),
      3,
    );
    expect(r.ok).toBe(false);
    expect(columnsOf(r)).toEqual(
      expect.arrayContaining(['recipientName', 'recipientCountryCode', 'quantity', 'weight']),
    );
  });

  it('sizes are all given or none, and weight and sizes are above zero (spec row messages)', () => {
    const partial = parseParcelImportRow(good({ width: undefined }), 4);
    expect(partial.ok ? null : partial.problems[0]).toMatchObject({
      column: 'length',
      key: 'lmsRowSizeWeightIncomplete',
      params: [4],
    });
    const zero = parseParcelImportRow(good({ weight: '0' }), 5);
    expect(zero.ok ? null : zero.problems[0]).toMatchObject({ key: 'lmsRowSizeWeightZero', params: [5] });
    const none = parseParcelImportRow(good({ length: undefined, width: undefined, height: undefined }), 6);
    expect(none.ok).toBe(true);
  });

  it('the template has every column named in three languages, the required ones marked', () => {
    const keys = PDS_IMPORT_COLUMNS.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of PDS_IMPORT_COLUMNS) expect(Object.keys(c.label)).toHaveLength(3);
    expect(PDS_IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.key)).toContain('recipientCountryCode');
  });
});
