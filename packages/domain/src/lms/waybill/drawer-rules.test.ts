import { describe, expect, it } from 'vitest';
import {
  addFavouriteGoodsDesc,
  badgeText,
  checkDrawerId,
  drawerHeader,
  isFeeVisibleToCustomer,
  parseWaybillNos,
} from './drawer-rules.ts';
import { renderRuleMessage } from './rule-result.ts';

describe('waybill drawer', () => {
  it('reads "signed" with the deliver time once delivered, else status and window', () => {
    expect(drawerHeader({ status: 'delivered', deliverTime: '2026-11-02 10:00' })).toEqual({
      kind: 'signed',
      deliverTime: '2026-11-02 10:00',
    });
    expect(drawerHeader({ status: 'delivered' })).toMatchObject({ kind: 'status', status: 'delivered' });
    expect(drawerHeader({ status: 'inTransit', estimatedDeliveryTimeTo: '2026-11-09' })).toEqual({
      kind: 'status',
      status: 'inTransit',
      from: null,
      to: '2026-11-09',
    });
  });
  it('shows the work-order badge as nothing, the count, or 99+', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(null)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
  it('refuses a missing id', () => {
    expect(renderRuleMessage('en-US', checkDrawerId(undefined)!)).toBe(
      'The request parameter has no id, please check',
    );
    expect(checkDrawerId('  ')?.key).toBe('lmsRequestNoId');
    expect(checkDrawerId('3f1c')).toBeUndefined();
  });
  it('shows a fee to the customer once billed or checked, or always with showFeesBeforeBilled', () => {
    expect(isFeeVisibleToCustomer({ status: 10 }, false)).toBe(false);
    expect(isFeeVisibleToCustomer({ status: 10, isCheck: true }, false)).toBe(true);
    expect(isFeeVisibleToCustomer({ status: 20 }, false)).toBe(true);
    expect(isFeeVisibleToCustomer({ status: 0 }, true)).toBe(true);
  });
});

describe('header search', () => {
  it('splits pasted numbers and drops duplicates', () => {
    expect(parseWaybillNos('FD1 FD2\nFD3,FD1；FD4')).toEqual({ ok: true, nos: ['FD1', 'FD2', 'FD3', 'FD4'] });
  });
  it('refuses nothing and more than 200 numbers', () => {
    expect(parseWaybillNos('  ')).toMatchObject({ ok: false, key: 'pleaseEnterKeyword' });
    const many = Array.from({ length: 201 }, (_, i) => `FD${i}`).join(' ');
    expect(parseWaybillNos(many)).toMatchObject({ ok: false, key: 'lmsSearchTooManyNumbers', params: [200] });
    expect(parseWaybillNos(many.split(' ').slice(0, 200).join(' ')).ok).toBe(true);
  });
});

describe('favourite goods descriptions', () => {
  it('keeps the newest first, without repeats, at most 20', () => {
    expect(addFavouriteGoodsDesc(['a', 'b'], 'b')).toEqual(['b', 'a']);
    expect(addFavouriteGoodsDesc(['a'], '  ')).toEqual(['a']);
    const twenty = Array.from({ length: 20 }, (_, i) => `g${i}`);
    const next = addFavouriteGoodsDesc(twenty, 'new');
    expect(next).toHaveLength(20);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('g19');
  });
});
