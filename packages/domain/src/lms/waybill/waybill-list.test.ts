import { describe, expect, it } from 'vitest';
import {
  batchUpdateFieldsFor,
  batchUpdateValues,
  checkBatchUpdatable,
  chosenBatchFields,
  isBeforeSend,
  parseBatchNumbers,
  waybillListColumnsFor,
} from './waybill-list.ts';

describe('waybill list extras', () => {
  it('customers never get staff columns or staff batch fields', () => {
    expect(waybillListColumnsFor('staff').map((c) => c.key)).toContain('customer');
    expect(waybillListColumnsFor('customer').map((c) => c.key)).not.toContain('customer');
    expect(batchUpdateFieldsFor('staff')).toContain('channelId');
    expect(batchUpdateFieldsFor('customer')).not.toContain('channelId');
  });

  it('splits pasted numbers, at most 500', () => {
    expect(parseBatchNumbers(' A1, A2\nA3 A1;A4')).toEqual({ ok: true, nos: ['A1', 'A2', 'A3', 'A4'] });
    expect(parseBatchNumbers(' \n')).toMatchObject({ ok: false, key: 'lmsChooseWaybills' });
    const many = Array.from({ length: 501 }, (_, i) => `N${i}`).join('\n');
    expect(parseBatchNumbers(many)).toMatchObject({
      ok: false,
      key: 'lmsBatchTooManyNumbers',
      params: [500],
    });
  });

  it('sets only the chosen fields; empty text clears', () => {
    const values = batchUpdateValues.parse({ orderRemark: '  ', isPaperLess: false, packageType: 'pak' });
    expect(values.orderRemark).toBeNull();
    expect(chosenBatchFields(values)).toEqual(['orderRemark', 'packageType', 'isPaperLess']);
    expect(chosenBatchFields(batchUpdateValues.parse({}))).toEqual([]);
  });

  it('staff change until sent, customers until received', () => {
    expect(isBeforeSend('waitSend')).toBe(true);
    expect(isBeforeSend('departure')).toBe(false);
    expect(checkBatchUpdatable({ waybillNo: 'W1', status: 'received' }, 'staff')).toBeUndefined();
    expect(checkBatchUpdatable({ waybillNo: 'W1', status: 'received' }, 'customer')).toEqual({
      key: 'lmsBatchUpdateOnlyBeforeReceive',
      params: ['W1'],
    });
    expect(checkBatchUpdatable({ waybillNo: 'W2', status: 'departure' }, 'staff')).toEqual({
      key: 'lmsBatchUpdateOnlyBeforeSend',
      params: ['W2'],
    });
    expect(checkBatchUpdatable({ waybillNo: 'W3', status: 'order' }, 'customer')).toBeUndefined();
  });
});
