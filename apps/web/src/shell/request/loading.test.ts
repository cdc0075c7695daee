import { describe, expect, it } from 'vitest';
import { loadingBar, showsLoadingBar } from './loading.ts';

describe('showsLoadingBar', () => {
  it('shows for ordinary calls and the first page of a search', () => {
    expect(showsLoadingBar({ url: 'user/role/insert', data: { name: 'x' } })).toBe(true);
    expect(showsLoadingBar({ url: 'user/role/search', data: { page: 1, size: 50 } })).toBe(true);
    expect(showsLoadingBar({ url: 'user/user/current' })).toBe(true);
  });

  it('hides for quiet calls, autocomplete calls and pages beyond the first', () => {
    expect(showsLoadingBar({ url: 'user/user/fetchScanStatus', quiet: true })).toBe(false);
    expect(showsLoadingBar({ url: 'basic/country/autocomplete', data: { keyword: 'CN' } })).toBe(false);
    expect(showsLoadingBar({ url: 'basic/country/list', autocomplete: true })).toBe(false);
    expect(showsLoadingBar({ url: 'user/role/search', data: { page: 2, size: 50 } })).toBe(false);
    expect(showsLoadingBar({ url: 'lms/waybill/list', params: { page: '3' } })).toBe(false);
  });
});

describe('loadingBar', () => {
  it('counts overlapping calls and notifies listeners', () => {
    const seen: number[] = [];
    const stop = loadingBar.subscribe((n) => seen.push(n));
    loadingBar.start();
    loadingBar.start();
    loadingBar.done();
    loadingBar.done();
    loadingBar.done();
    stop();
    expect(seen).toEqual([1, 2, 1, 0, 0]);
    expect(loadingBar.active()).toBe(0);
  });
});
