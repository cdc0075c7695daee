import { describe, expect, it } from 'vitest';
import { chartOption } from './chart-option.ts';

describe('chartOption', () => {
  const rows = [
    { key: 'c1', label: 'C0001 Acme', currency: 'RMB', customer: '100.00', agent: '60.25' },
    { key: 'c1', label: 'C0001 Acme', currency: 'USD', customer: '20.50', agent: '0.00' },
    { key: 'c2', label: 'C0002 Globex', currency: 'RMB', customer: '50.00', agent: '0.00' },
  ];

  it('one category per group, one series per value and split, holes where a split has no row', () => {
    const option = chartOption(rows, {
      type: 'bar',
      split: 'currency',
      values: [
        { field: 'customer', name: 'Customer fees' },
        { field: 'agent', name: 'Agent fees' },
      ],
    });
    expect(option.xAxis.data).toEqual(['C0001 Acme', 'C0002 Globex']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['Customer fees RMB', [100, 50]],
      ['Customer fees USD', [20.5, null]],
      ['Agent fees RMB', [60.25, 0]],
      ['Agent fees USD', [0, null]],
    ]);
  });

  it('stacks the splits of a value when asked', () => {
    const option = chartOption(rows, {
      type: 'bar',
      split: 'currency',
      stack: true,
      values: [{ field: 'customer', name: 'Customer fees' }],
    });
    expect(option.series.every((s) => s.stack === 'customer')).toBe(true);
  });
});
