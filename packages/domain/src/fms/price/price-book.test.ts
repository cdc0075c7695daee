import { describe, expect, it } from 'vitest';
import { type BookCell, type BookTable, bookCandidate, priceBookRows, readPriceBook } from './price-book.ts';
import { PRICE_BOOK_SHEETS, type PriceBookSheetKey } from './price-book-columns.ts';
import { priceTableSchema } from './price-schema.ts';
import { table } from './pricing-test-kit.ts';

const book = (t: Parameters<typeof table>[0] = {}): BookTable => ({
  ...table({
    name: 'Express',
    zones: [{ name: 'A', countryCodes: ['US'], postcodePrefixes: ['9'] }],
    weightRanges: [
      { zones: ['A', 'B'], endWeight: '10', attributeType: 'unitPrice', price: '30' },
      { attributeType: 'onePrice', price: '99' },
    ],
    serviceFees: [{ subject: 'insurance', rule: 'declaredValue', appendPercent: '0.01' }],
    surcharges: [{ subject: 'remote', formula: '25', fuelIncluded: true }],
    ...t,
  }),
  productCode: 'P1',
  channelCode: null,
  customerCodes: ['C1'],
});

/** The written rows read back as sheets (headers in the language the rows were written in). */
function asSheets(rows: Record<PriceBookSheetKey, BookCell[][]>, lang: 'en-US' | 'zh-CN') {
  return Object.fromEntries(
    PRICE_BOOK_SHEETS.map((s) => [
      s.key,
      {
        headers: s.columns.map((c) => c.label[lang]),
        rows: rows[s.key].map((cells, i) => ({ row: i + 2, cells })),
      },
    ]),
  );
}

describe('price workbook', () => {
  it('writes one header row per table, sub rows keyed by name, a range for every zone as *', () => {
    const rows = priceBookRows([book()], 'en-US');
    expect(rows.headers).toHaveLength(1);
    expect(rows.weightRanges.map((r) => r.slice(0, 2))).toEqual([
      ['Express', 'A, B'],
      ['Express', '*'],
    ]);
    expect(rows.surcharges[0]!.slice(0, 3)).toEqual(['Express', 'remote', '25']);
  });

  it('keys sub rows by header row number when names repeat', () => {
    const rows = priceBookRows([book(), book({ id: 'T2' })], 'en-US');
    expect(rows.weightRanges.map((r) => r[0])).toEqual([2, 2, 3, 3]);
  });

  it('reads its own rows back to the same table (zh-CN labels too)', () => {
    const original = book();
    const { drafts, errors } = readPriceBook(asSheets(priceBookRows([original], 'zh-CN'), 'zh-CN'), 'en-US');
    expect(errors).toEqual([]);
    const back = priceTableSchema.parse({
      ...bookCandidate(drafts[0]!, { productId: 'P1', channelId: null, customerIds: [] }),
      id: 'T1',
    });
    expect(back.weightRanges).toEqual(original.weightRanges);
    expect(back.serviceFees).toEqual(original.serviceFees);
    expect(back.surcharges).toEqual(original.surcharges);
    expect(back.zones).toEqual(original.zones);
    expect(back.effectiveFrom).toEqual(original.effectiveFrom);
  });

  it('refuses the spec bad rows with their messages and rows naming no table', () => {
    const rows = priceBookRows([book()], 'en-US');
    rows.weightRanges.push(['Express', null, null, null, 'Unit price', 3]);
    rows.weightRanges.push(['Express', 'A', null, 5, null, null]);
    rows.serviceFees.push(['Express', null, null, 0.1]);
    rows.surcharges.push(['Express', 'x', null]);
    rows.zones.push(['Nope', 'Z']);
    const { errors } = readPriceBook(asSheets(rows, 'en-US'), 'en-US');
    expect(errors.map((e) => e.message)).toEqual([
      'Row 3: price table "Nope" is not on the header sheet',
      'Row 4: weight range and zone cannot both be empty',
      'Row 5: type or value cannot be empty',
      'Row 3: service fee subject or append percent cannot be empty',
      'Row 3: surcharge template formula cannot be empty',
    ]);
  });

  it('names the column of a bad value and requires the product code', () => {
    const rows = priceBookRows([{ ...book(), productCode: '' }], 'en-US');
    rows.weightRanges[0]![5] = 'abc';
    const { errors } = readPriceBook(asSheets(rows, 'en-US'), 'en-US');
    expect(errors).toEqual([
      { row: 2, column: 'Headers/Product code', message: 'Product code cannot be empty' },
      { row: 2, column: 'Weight ranges/Price', message: 'Price is not in a valid format' },
    ]);
  });
});
