import { GLOBAL_SEARCH_MAX_NUMBERS } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import {
  addSearchHistory,
  checkWaybillNumbers,
  clearSearchHistory,
  isSubmitKey,
  parseWaybillNumbers,
  readSearchHistory,
  SEARCH_HISTORY_LIMIT,
} from './global-search.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('waybill numbers', () => {
  it('split on whitespace, commas (also full-width), semicolons and new lines, without duplicates', () => {
    expect(parseWaybillNumbers(' FD001, FD002\nFD003\tFD004，FD005;FD001  ')).toEqual([
      'FD001',
      'FD002',
      'FD003',
      'FD004',
      'FD005',
    ]);
    expect(parseWaybillNumbers(' \n, ')).toEqual([]);
  });

  it(`accepts 1 to ${GLOBAL_SEARCH_MAX_NUMBERS} numbers`, () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `N${i}`).join(' ');
    expect(checkWaybillNumbers(many(GLOBAL_SEARCH_MAX_NUMBERS))).toMatchObject({ ok: true });
    expect(checkWaybillNumbers(many(GLOBAL_SEARCH_MAX_NUMBERS + 1))).toEqual({
      ok: false,
      reason: 'tooMany',
      count: GLOBAL_SEARCH_MAX_NUMBERS + 1,
    });
    expect(checkWaybillNumbers('  ')).toEqual({ ok: false, reason: 'empty', count: 0 });
  });

  it('Alt+Enter submits, Enter alone does not', () => {
    expect(isSubmitKey({ key: 'Enter', altKey: true })).toBe(true);
    expect(isSubmitKey({ key: 'Enter', altKey: false })).toBe(false);
  });
});

describe('search history', () => {
  it('keeps the most recent first, without duplicates, limited, and can be cleared', () => {
    const storage = memoryStorage();
    addSearchHistory('A1', storage);
    addSearchHistory('B2', storage);
    addSearchHistory('A1', storage);
    addSearchHistory('   ', storage);
    expect(readSearchHistory(storage)).toEqual(['A1', 'B2']);
    for (let i = 0; i < SEARCH_HISTORY_LIMIT + 5; i += 1) addSearchHistory(`X${i}`, storage);
    const history = readSearchHistory(storage);
    expect(history).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(history[0]).toBe(`X${SEARCH_HISTORY_LIMIT + 4}`);
    clearSearchHistory(storage);
    expect(readSearchHistory(storage)).toEqual([]);
  });
});
