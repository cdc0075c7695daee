import { describe, expect, it } from 'vitest';
import { EMPTY_ROW, nextFocus, piecesOf, rowFields, rowsFromLookup, typesMeasures } from './piece-rows.ts';

describe('scan piece rows', () => {
  it('types the measures of the weigh mode, in Enter order', () => {
    expect(rowFields(0)).toEqual(['count', 'actualWeight', 'length', 'width', 'height']);
    expect(rowFields(2)).toEqual(['count', 'actualWeight']);
    expect(rowFields(3)).toEqual(['count', 'length', 'width', 'height']);
    expect(rowFields(1)).toEqual([]);
    expect(typesMeasures(1)).toBe(false);
    expect(typesMeasures(2)).toBe(true);
  });

  it('starts with one empty row per ordered piece, at least one', () => {
    const piece = { seq: 1, orderActualWeight: '8', orderLength: null, orderWidth: null, orderHeight: null };
    expect(rowsFromLookup([piece, { ...piece, seq: 2 }])).toEqual([EMPTY_ROW, EMPTY_ROW]);
    expect(rowsFromLookup([])).toEqual([EMPTY_ROW]);
  });

  it('expands a row by its count and sends only the mode measures as text', () => {
    const rows = [
      { count: 2, actualWeight: 8.2, length: 50, width: 40, height: 30 },
      { count: null, actualWeight: 3, length: null, width: 20, height: 20 },
    ];
    expect(piecesOf(rows, 0)).toEqual([
      { actualWeight: '8.2', length: '50', width: '40', height: '30' },
      { actualWeight: '8.2', length: '50', width: '40', height: '30' },
      { actualWeight: '3', length: undefined, width: '20', height: '20' },
    ]);
    expect(piecesOf(rows, 2)).toEqual([
      { actualWeight: '8.2' },
      { actualWeight: '8.2' },
      { actualWeight: '3' },
    ]);
    expect(piecesOf(rows, 1)).toEqual([{}, {}, {}]);
  });

  it('Enter moves to the next field and submits on the last', () => {
    expect(nextFocus(0, 5)).toBe(1);
    expect(nextFocus(3, 5)).toBe(4);
    expect(nextFocus(4, 5)).toBe('submit');
    expect(nextFocus(0, 1)).toBe('submit');
  });
});
