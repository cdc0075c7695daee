import { describe, expect, it } from 'vitest';
import { parseTrackApiRef, resolveTrackApi, trackEventKey } from '../track/index.ts';
import { checkCancel, checkFetch, customerLabelRight, fetchIdempotencyKey } from './index.ts';

const base = {
  waybillNo: 'FD1',
  status: 'order' as const,
  trackNo: null,
  fetched: false,
  channelCode: 'USUPS',
  labelApiId: 'L1',
  busy: false,
};

describe('track number rules', () => {
  it('fetch: finished, channel, label API, busy, already fetched — a typed number is replaced', () => {
    expect(checkFetch(base)).toBeNull();
    expect(checkFetch({ ...base, status: 'delivered' })?.key).toBe('trackNoFinished');
    expect(checkFetch({ ...base, channelCode: null })?.key).toBe('trackNoNoChannel');
    expect(checkFetch({ ...base, labelApiId: null })).toEqual({
      key: 'trackNoNoLabelApi',
      params: ['USUPS'],
    });
    expect(checkFetch({ ...base, busy: true })?.key).toBe('trackNoBusy');
    expect(checkFetch({ ...base, trackNo: 'X', fetched: true })?.key).toBe('trackNoAlreadyFetched');
    expect(checkFetch({ ...base, trackNo: 'TYPED', fetched: false })).toBeNull();
  });

  it('cancel: only a fetched number, before the waybill is sent', () => {
    const { busy: _b, ...c } = base;
    expect(checkCancel({ ...c, trackNo: 'X', fetched: true })).toBeNull();
    expect(checkCancel({ ...c, trackNo: 'X', fetched: false })?.key).toBe('trackNoNotFetched');
    expect(checkCancel({ ...c, trackNo: 'X', fetched: true, status: 'departure' })?.key).toBe('trackNoSent');
    expect(checkCancel({ ...c, trackNo: 'X', fetched: true, status: 'returned' })?.key).toBe(
      'trackNoFinished',
    );
  });

  it('customers: the system setting first, then the channel config', () => {
    expect(customerLabelRight(false, 'fetchAndPrint')).toEqual({ fetch: false, print: false });
    expect(customerLabelRight(true, 'none')).toEqual({ fetch: false, print: false });
    expect(customerLabelRight(true, 'print')).toEqual({ fetch: false, print: true });
    expect(customerLabelRight(true, 'fetchAndPrint')).toEqual({ fetch: true, print: true });
    expect(customerLabelRight(true, null)).toEqual({ fetch: false, print: false });
  });

  it('track API of a channel by mode; event identity; idempotency key per attempt', () => {
    expect(resolveTrackApi({ trackApiMode: 'selfBuilt', trackApiId: 'T', labelApiId: 'L' })).toBe('track:T');
    expect(resolveTrackApi({ trackApiMode: 'selfBuilt', trackApiId: null, labelApiId: 'L' })).toBeNull();
    expect(resolveTrackApi({ trackApiMode: 'platform', trackApiId: 'T', labelApiId: 'L' })).toBe('label:L');
    expect(resolveTrackApi({ trackApiMode: 'platform', trackApiId: 'T', labelApiId: null })).toBe('track:T');
    expect(parseTrackApiRef('label:L')).toEqual({ kind: 'label', id: 'L' });
    const e = { time: '2026-01-01T00:00:00Z', status: 'pickUp', description: 'x' };
    expect(trackEventKey(e)).toBe(trackEventKey({ ...e, time: new Date('2026-01-01T00:00:00.000Z') }));
    expect(fetchIdempotencyKey('w', 2)).not.toBe(fetchIdempotencyKey('w', 3));
  });
});
