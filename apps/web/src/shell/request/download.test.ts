import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download.ts';

describe('file names of downloads', () => {
  it('prefer the UTF-8 name', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="_____-20240101.xlsx"; filename*=UTF-8''${encodeURIComponent('目的地-20240101.xlsx')}`,
      ),
    ).toBe('目的地-20240101.xlsx');
  });
  it('fall back to the plain name', () => {
    expect(filenameFromDisposition('attachment; filename="export.xlsx"')).toBe('export.xlsx');
    expect(filenameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('inline')).toBeNull();
  });
});
