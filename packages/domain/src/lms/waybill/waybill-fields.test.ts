import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.ts';
import { LANGUAGES } from '../../platform/enums.ts';
import { LMS_MESSAGES } from './lms.messages.ts';
import * as enums from './waybill-enums.ts';
import {
  appendTrackSchema,
  boxSchema,
  commoditySchema,
  commodityTotalPrice,
  invoiceSchema,
  invoiceTotal,
  orderPieceSchema,
  recipientSchema,
  waybillFileUploadSchema,
  waybillOrderSchema,
} from './waybill-fields.ts';
import { WAYBILL_FIELD_LABELS } from './waybill-labels.ts';

const address = { name: 'Jane Doe', countryCode: 'de', city: 'Berlin', address1: 'Hauptstr. 1' };
const order = {
  productId: '7b0c8d1e-2f3a-4b5c-8d6e-7f8091a2b3c4',
  sender: { ...address, countryCode: 'CN', city: 'Shenzhen' },
  recipient: address,
  invoice: { declareValue: '12.5' },
  pieces: [{ orderActualWeight: 2.5, orderLength: '30', orderWidth: '20', orderHeight: '10' }],
  commodities: [{ nameEn: 'T-shirt', quantity: 2, unitPrice: '6.25' }],
};

describe('order payload', () => {
  it('parses a minimal order with defaults and normalised decimals', () => {
    const o = waybillOrderSchema.parse(order);
    expect(o.recipient).toMatchObject({ countryCode: 'DE', addressType: 'system' });
    expect(o.invoice).toMatchObject({ declareValue: '12.50', declareCurrency: 'USD' });
    expect(o.pieces[0]).toMatchObject({ orderActualWeight: '2.500', orderLength: '30.000' });
    expect(o.commodities[0]).toMatchObject({ unit: 'PCS', origin: 'CN', unitPrice: '6.250', goodsDescs: [] });
    expect(o).toMatchObject({ packageType: 'parcel', freightPayor: { type: 'sender' }, homePickUp: false });
  });

  it('holds the DESIGN.md §5 lengths: names 35, numbers 50, commodity names 45', () => {
    const long = (n: number) => 'x'.repeat(n);
    expect(recipientSchema.safeParse({ ...address, name: long(35) }).success).toBe(true);
    expect(recipientSchema.safeParse({ ...address, name: long(36) }).success).toBe(false);
    expect(recipientSchema.safeParse({ ...address, address2: long(36) }).success).toBe(false);
    expect(waybillOrderSchema.safeParse({ ...order, customerNo: long(50) }).success).toBe(true);
    expect(waybillOrderSchema.safeParse({ ...order, customerNo: long(51) }).success).toBe(false);
    expect(commoditySchema.safeParse({ nameEn: long(46), quantity: 1, unitPrice: '1' }).success).toBe(false);
  });

  it('refuses a measure above 999.999 or with more than 3 decimals', () => {
    expect(orderPieceSchema.safeParse({ orderActualWeight: '999.999' }).success).toBe(true);
    expect(orderPieceSchema.safeParse({ orderActualWeight: '1000' }).success).toBe(false);
    expect(orderPieceSchema.safeParse({ orderActualWeight: '1.2345' }).success).toBe(false);
    expect(orderPieceSchema.safeParse({ orderActualWeight: '-1' }).success).toBe(false);
  });

  it('refuses a goods description over 10 characters and more than 20 of them', () => {
    expect(waybillOrderSchema.safeParse({ ...order, goodsDescs: ['12345678901'] }).success).toBe(false);
    expect(waybillOrderSchema.safeParse({ ...order, goodsDescs: Array(21).fill('a') }).success).toBe(false);
  });

  it('requires a whole commodity quantity of at least 1', () => {
    expect(commoditySchema.safeParse({ nameEn: 'a', quantity: 0, unitPrice: '1' }).success).toBe(false);
    expect(commoditySchema.safeParse({ nameEn: 'a', quantity: 1.5, unitPrice: '1' }).success).toBe(false);
  });

  it('computes invoice and commodity totals in decimals', () => {
    expect(invoiceTotal({ declareValue: '10.10', declareFreightFee: '0.20', declareOtherFee: '0.01' })).toBe(
      '10.31',
    );
    expect(commodityTotalPrice(3, '0.335')).toBe('1.01');
  });

  it('labels every order field in the three languages', () => {
    const keys = new Set<string>();
    const collect = (shape: Record<string, unknown>) => {
      for (const k of Object.keys(shape)) keys.add(k);
    };
    collect(waybillOrderSchema.shape);
    collect(recipientSchema.shape);
    collect(orderPieceSchema.shape);
    collect(commoditySchema.shape);
    collect(invoiceSchema.shape);
    collect(boxSchema.shape);
    collect(waybillFileUploadSchema.shape);
    collect(appendTrackSchema.shape);
    for (const k of keys) expect(WAYBILL_FIELD_LABELS[k], k).toBeDefined();
  });
});

describe('waybill enums and messages', () => {
  it('labels every option of every enum in the three languages', () => {
    const optionLists = Object.entries(enums).filter(([name]) => name.endsWith('_OPTIONS'));
    expect(optionLists.length).toBeGreaterThan(10);
    for (const [name, list] of optionLists) {
      for (const o of list as { value: unknown; label: Record<string, string> }[]) {
        for (const lang of LANGUAGES)
          expect(o.label[lang], `${name} ${String(o.value)} ${lang}`).toBeTruthy();
      }
    }
  });
  it('has a label and a code for every status, codes in lifecycle order', () => {
    expect(enums.WAYBILL_STATUS_OPTIONS).toHaveLength(enums.WAYBILL_STATUSES.length);
    const codes = enums.WAYBILL_STATUSES.map((s) => enums.WaybillStatusCode[s]);
    expect([...codes].sort((a, b) => a - b)).toEqual(codes);
    expect(new Set(codes).size).toBe(codes.length);
  });
  it('tags remote levels above 0 only', () => {
    expect(enums.remoteLevelLabel(0)).toBeUndefined();
    expect(enums.remoteLevelLabel(2)?.['en-US']).toBe('Remote level 2');
  });
  it('puts every LMS message into the catalogue in all three languages', () => {
    for (const key of Object.keys(LMS_MESSAGES)) {
      const m = MESSAGES[key as keyof typeof MESSAGES];
      for (const lang of LANGUAGES) expect(m[lang], `${key} ${lang}`).toBeTruthy();
    }
  });
});
