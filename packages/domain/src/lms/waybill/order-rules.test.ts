import { describe, expect, it } from 'vitest';
import {
  checkBlacklist,
  checkDeletable,
  checkEuDestination,
  checkHasCommodities,
  checkOrder,
  checkPieceRow,
  checkPieces,
  customerNoTaken,
  orderPieceCount,
  piecesFromImport,
} from './order-rules.ts';
import { renderRuleMessage } from './rule-result.ts';

const full = {
  orderActualWeight: '5.000',
  orderLength: '10.000',
  orderWidth: '10.000',
  orderHeight: '10.000',
};

describe('piece rows', () => {
  it('accepts a row with all four measures or none', () => {
    expect(checkPieceRow(full, 1)).toBeUndefined();
    expect(checkPieceRow({}, 1)).toBeUndefined();
  });
  it('refuses a row with only some measures, naming the row', () => {
    const r = checkPieceRow({ orderActualWeight: '5' }, 3);
    expect(r).toEqual({ key: 'lmsRowSizeWeightIncomplete', params: [3] });
    expect(renderRuleMessage('en-US', r!)).toBe(
      'Row 3: weight, length, width and height must be all filled or all empty',
    );
  });
  it('refuses an empty row when measures are required: "row N size and weight cannot be empty"', () => {
    const r = checkPieceRow({}, 2, true);
    expect(renderRuleMessage('en-US', r!)).toBe('Row 2: size and weight cannot be empty');
    expect(renderRuleMessage('zh-CN', r!)).toBe('第2行尺寸和重量不能为空');
  });
  it('refuses a zero measure', () => {
    expect(checkPieceRow({ ...full, orderWidth: '0.000' }, 1)?.key).toBe('lmsRowSizeWeightZero');
  });
  it('checks every row and the piece limit', () => {
    expect(checkPieces([full, { orderLength: '1' }])).toEqual({
      key: 'lmsRowSizeWeightIncomplete',
      params: [2],
    });
    expect(checkPieces(Array.from({ length: 1000 }, () => full))?.key).toBe('lmsPieceCountExceeded');
  });
});

describe('piece import', () => {
  it('defaults the piece count to 1 and expands counted rows', () => {
    const r = piecesFromImport([
      { actualWeight: '2' },
      { pieceCount: '3', actualWeight: 1, length: 10, width: 10, height: 10 },
    ]);
    expect(r.ok && r.pieces.length).toBe(4);
    expect(r.ok && r.pieces[0]).toMatchObject({ orderActualWeight: '2', orderLength: undefined });
  });
  it('refuses an all-blank row, a missing weight, partial sizes and no data', () => {
    expect(piecesFromImport([{ actualWeight: '1' }, { length: ' ', pieceCount: '' }])).toMatchObject({
      ok: false,
      key: 'lmsRowAllEmpty',
      params: [2],
    });
    expect(piecesFromImport([{ length: 10 }])).toMatchObject({
      ok: false,
      key: 'lmsRowWeightRequired',
      params: [1],
    });
    expect(piecesFromImport([{ actualWeight: 1, length: 10 }])).toMatchObject({
      key: 'lmsRowSizeWeightIncomplete',
    });
    expect(piecesFromImport([{ actualWeight: 1, pieceCount: 'x' }])).toMatchObject({
      key: 'lmsRowPieceCountInvalid',
    });
    expect(piecesFromImport([])).toMatchObject({ ok: false, key: 'lmsNoRecognisedData' });
  });
  it('limits the total piece count', () => {
    expect(piecesFromImport([{ actualWeight: 1, pieceCount: 1000 }])).toMatchObject({
      ok: false,
      key: 'lmsPieceCountExceeded',
      params: [999],
    });
  });
  it('counts pieces from the list, else the given count, else 1', () => {
    expect(orderPieceCount([{}, {}], 5)).toBe(2);
    expect(orderPieceCount([], 5)).toBe(5);
    expect(orderPieceCount([], null)).toBe(1);
  });
});

describe('order rules', () => {
  it('requires an EU destination for EU countries only', () => {
    expect(checkEuDestination(true, '')?.key).toBe('lmsEuDestinationRequired');
    expect(checkEuDestination(true, 'DE')).toBeUndefined();
    expect(checkEuDestination(false, null)).toBeUndefined();
  });
  it('requires a commodity line on the waybill or in a box', () => {
    expect(checkHasCommodities([], [])?.key).toBe('lmsCommodityRequired');
    expect(checkHasCommodities([], [{ commodities: [{}] }])).toBeUndefined();
  });
  it('refuses deleting a received waybill', () => {
    expect(checkDeletable({ status: 'order', waybillNo: 'FD1' })).toBeUndefined();
    expect(renderRuleMessage('en-US', checkDeletable({ status: 'received', waybillNo: 'FD1' })!)).toBe(
      'Waybill FD1 has been received and cannot be deleted',
    );
  });
  it('names a taken customer number', () => {
    expect(renderRuleMessage('en-US', customerNoTaken('C-9'))).toBe('Customer number C-9 already exists');
  });
});

describe('blacklist at order time', () => {
  const order = {
    sender: { name: 'Shenzhen Trading', company: 'SZ Co', phone: '123' },
    recipient: { name: 'John  Smith', company: null, phone: '555' },
    commodities: [{ nameEn: 'Lithium battery pack', nameCn: '锂电池', goodsDescs: ['电池'] }],
  };
  it('matches a party by name, company or phone ignoring case and spacing', () => {
    const r = checkBlacklist(order, [{ type: 'recipient', content: 'john smith' }]);
    expect(r?.key).toBe('lmsBlacklisted');
    expect(renderRuleMessage('en-US', r!)).toBe(
      'Recipient "john smith" is blacklisted; the order cannot be placed',
    );
    expect(checkBlacklist(order, [{ type: 'sender', content: 'sz co' }])?.key).toBe('lmsBlacklisted');
    expect(checkBlacklist(order, [{ type: 'sender', content: 'John Smith' }])).toBeUndefined();
  });
  it('matches a commodity by a name containing the entry or an equal goods description', () => {
    expect(checkBlacklist(order, [{ type: 'commodity', content: 'battery' }])?.key).toBe('lmsBlacklisted');
    expect(checkBlacklist(order, [{ type: 'commodity', content: '电池' }])?.key).toBe('lmsBlacklisted');
    expect(checkBlacklist(order, [{ type: 'commodity', content: 'knife' }])).toBeUndefined();
  });
});

describe('the whole order check', () => {
  const order = {
    sender: { name: 'Sender' },
    recipient: { name: 'Recipient' },
    commodities: [{ nameEn: 'Mug', goodsDescs: [] }],
    pieces: [full],
    euDestination: 'FR',
  };
  const ctx = { recipientCountryIsEu: true, blacklist: [] };
  it('passes a good order', () => {
    expect(checkOrder(order, ctx)).toBeUndefined();
  });
  it('answers the first refusal: pieces, EU destination, commodities, blacklist', () => {
    expect(checkOrder({ ...order, pieces: [{ orderLength: '1' }] }, ctx)?.key).toBe(
      'lmsRowSizeWeightIncomplete',
    );
    expect(checkOrder({ ...order, pieces: [{}] }, { ...ctx, requireMeasures: true })?.key).toBe(
      'lmsRowSizeWeightEmpty',
    );
    expect(checkOrder({ ...order, euDestination: null }, ctx)?.key).toBe('lmsEuDestinationRequired');
    expect(checkOrder({ ...order, commodities: [] }, ctx)?.key).toBe('lmsCommodityRequired');
    expect(checkOrder(order, { ...ctx, blacklist: [{ type: 'commodity', content: 'mug' }] })?.key).toBe(
      'lmsBlacklisted',
    );
  });
});
