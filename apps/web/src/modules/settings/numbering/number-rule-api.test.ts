import { describe, expect, it } from 'vitest';
import { exampleNumber } from './number-rule-api.ts';

describe('exampleNumber', () => {
  it('joins the prefix, the first date pattern and the sequence', () => {
    expect(
      exampleNumber([
        { code: 'prefix', field: 'prefix', label: 'Prefix', example: 'FD' },
        { code: 'yyMMdd', field: 'datePattern', label: 'Date', example: '261122' },
        { code: 'yyyyMMdd', field: 'datePattern', label: 'Date', example: '20261122' },
        { code: 'sequence', field: 'sequenceLength', label: 'Sequence', example: '000001' },
      ]),
    ).toBe('FD261122000001');
    expect(exampleNumber([])).toBe('');
  });
});
