import { Permission, WAYBILL_STATUS_OPTIONS } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import {
  canSaveCommodities,
  canStartCommodityEdit,
  headerText,
  isCommodityFieldEditable,
  lineForSave,
  optionLabel,
  TAB_FLAGS,
  tableToTsv,
  tracksNewestFirst,
  waybillDeepLink,
  withMakeDocument,
  withoutDeepLink,
} from './drawer-logic.ts';

const none = { deliverTime: null, estimatedDeliveryTimeFrom: null, estimatedDeliveryTimeTo: null };

describe('drawer header', () => {
  it('reads "successfully signed" with the deliver time once delivered', () => {
    const h = headerText(
      { ...none, status: 'delivered', deliverTime: '2026-03-02T10:00:00' },
      'en-US',
      'Est.',
    );
    expect(h).toEqual({ signed: true, text: 'Successfully signed 2026-03-02 10:00:00' });
  });

  it('shows the status and the estimated window: from–to, from only, to only, none', () => {
    const from = '2026-03-01T00:00:00';
    const to = '2026-03-05T00:00:00';
    expect(
      headerText(
        { ...none, status: 'departure', estimatedDeliveryTimeFrom: from, estimatedDeliveryTimeTo: to },
        'en-US',
        'Est.',
      ).text,
    ).toBe('Sent / departed · Est.: 2026-03-01 00:00:00 ~ 2026-03-05 00:00:00');
    expect(
      headerText({ ...none, status: 'departure', estimatedDeliveryTimeFrom: from }, 'en-US', 'Est.').text,
    ).toBe('Sent / departed · Est.: 2026-03-01 00:00:00 ~');
    expect(
      headerText({ ...none, status: 'departure', estimatedDeliveryTimeTo: to }, 'en-US', 'Est.').text,
    ).toBe('Sent / departed · Est.: ~ 2026-03-05 00:00:00');
    expect(headerText({ ...none, status: 'delivered' }, 'zh-CN', '预计').text).toBe('已签收');
  });
});

describe('drawer values', () => {
  it('puts the make-document value in brackets only when present', () => {
    expect(withMakeDocument('120.00', '95.00')).toBe('120.00 (95.00)');
    expect(withMakeDocument('120.00', null)).toBe('120.00');
    expect(withMakeDocument('120.00', '  ')).toBe('120.00');
    expect(withMakeDocument(undefined, undefined)).toBe('');
  });

  it('copies a table as tab-separated text with a header line', () => {
    const rows = [
      { a: 'x\ty', b: 1 },
      { a: null, b: 2 },
    ];
    const tsv = tableToTsv(rows, [
      { title: 'A', value: (r) => r.a },
      { title: 'B', value: (r) => r.b },
    ]);
    expect(tsv).toBe('A\tB\nx y\t1\n\t2');
  });

  it('lists tracks newest first', () => {
    const t = tracksNewestFirst([
      { time: '2026-01-01T00:00:00Z' },
      { time: '2026-01-03T00:00:00Z' },
      { time: '2026-01-02T00:00:00Z' },
    ]);
    expect(t.map((x) => x.time.slice(8, 10))).toEqual(['03', '02', '01']);
  });

  it('labels enum values and falls back to the value', () => {
    expect(optionLabel(WAYBILL_STATUS_OPTIONS, 'order', 'en-US')).toBe('Ordered');
    expect(optionLabel(WAYBILL_STATUS_OPTIONS, 'nope', 'en-US')).toBe('nope');
    expect(optionLabel(WAYBILL_STATUS_OPTIONS, null, 'en-US')).toBe('');
  });

  it('asks each tab only for its own flags', () => {
    expect(TAB_FLAGS.pieces).toEqual(['pieces']);
    expect(TAB_FLAGS.tracks).toEqual(['tracks', 'timeCost']);
    expect(TAB_FLAGS.workOrders).toEqual(['workOrder']);
  });
});

describe('commodity edit permissions (spec §6)', () => {
  it('staff need lms/service/waybill/list:update to start editing, any of the four codes to save', () => {
    expect(canStartCommodityEdit('staff', [Permission.lmsWaybillList])).toBe(false);
    expect(canStartCommodityEdit('staff', [Permission.lmsServiceWaybillUpdate])).toBe(true);
    expect(canSaveCommodities('staff', [Permission.fmsWaybillUpdate])).toBe(true);
    expect(canSaveCommodities('staff', [Permission.lmsWaybillList])).toBe(false);
    expect(canStartCommodityEdit('customer', [])).toBe(true);
    expect(canSaveCommodities('customer', [])).toBe(true);
  });

  it('customers type only public-config fields; staff every field', () => {
    const editable = new Set(['quantity']);
    expect(isCommodityFieldEditable('customer', editable, 'quantity')).toBe(true);
    expect(isCommodityFieldEditable('customer', editable, 'fnSku')).toBe(false);
    expect(isCommodityFieldEditable('staff', editable, 'fnSku')).toBe(true);
  });

  it('sends a line without its derived total, box and blank values', () => {
    expect(
      lineForSave({
        id: 'a',
        nameEn: 'Mug',
        quantity: 2,
        unitPrice: '1.000',
        totalPrice: '2.00',
        boxId: null,
        sku: ' ',
        brand: null,
      }),
    ).toEqual({ id: 'a', nameEn: 'Mug', quantity: 2, unitPrice: '1.000' });
  });
});

describe('deep link', () => {
  it('adds and removes ?waybillId= keeping other parameters', () => {
    expect(waybillDeepLink('/client/index', 'w1')).toBe('/client/index?waybillId=w1');
    expect(waybillDeepLink('/lms/waybill/list?page=2', 'w1')).toBe('/lms/waybill/list?page=2&waybillId=w1');
    expect(withoutDeepLink(new URLSearchParams('page=2&waybillId=w1')).toString()).toBe('page=2');
  });
});
