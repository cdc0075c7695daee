import { priceTableSchema } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { emptyValues, writeOf } from './price-form.ts';
import {
  emptySubRows,
  newAppendRule,
  newServiceFee,
  newSpecialFreight,
  priceBodyProblems,
  rowMessages,
  subRowsOf,
  subRowsPayload,
  zoneChoices,
} from './price-sub-data.ts';

const LABELS: Record<string, string> = {
  formula: 'Formula',
  appendPercent: 'Append percentage',
  subject: 'Subject',
};
const label = (field: string) => LABELS[field] ?? field;
const body = (rows = emptySubRows(), over: Record<string, unknown> = {}) => ({
  ...writeOf(
    'customer',
    { ...emptyValues('2026-05-01T00:00:00.000Z'), productId: 'P1', ...over },
    {
      zones: [],
      rows: [],
    },
  ),
  ...subRowsPayload(rows),
});

describe('price sub-data rows', () => {
  it('round-trip: stored rows come back unchanged through the editors and the body', () => {
    const stored = priceTableSchema.parse({
      id: 'T1',
      kind: 'customer',
      productId: 'P1',
      effectiveFrom: '2026-01-01',
      specialFreights: [
        {
          zones: ['A'],
          startWeight: '10',
          endWeight: '20',
          feeType: 'extra',
          formula: 'chargeWeight * 2',
          minFee: '5',
        },
      ],
      serviceFees: [{ subject: 'insurance', rule: 'declaredValue', appendPercent: '0.01' }],
      appendRules: [
        {
          name: 'peak',
          subjectRule: 'include',
          subjects: ['freight'],
          zones: ['A'],
          countryCodes: ['us'],
          mode: 'percent',
          value: '0.1',
        },
        { mode: 'custom', formula: 'max(base * 0.05, 15)', packageType: 'parcel', goodsTypes: ['battery'] },
      ],
    });
    const rows = subRowsOf(stored);
    expect(rows.specialFreights[0]!.key).toBeTruthy();
    const parsed = priceTableSchema.parse({ ...stored, ...subRowsPayload(rows) });
    expect(parsed.specialFreights).toEqual(stored.specialFreights);
    expect(parsed.serviceFees).toEqual(stored.serviceFees);
    expect(parsed.appendRules).toEqual(stored.appendRules);
  });

  it('a new row leaves out what is empty; filled in, the server schema takes it', () => {
    const rows = {
      ...emptySubRows(),
      specialFreights: [{ ...newSpecialFreight(), formula: '12 * chargeWeight' }],
    };
    expect(subRowsPayload(rows).specialFreights).toEqual([
      { zones: [], feeType: 'freight', formula: '12 * chargeWeight' },
    ]);
    expect(priceBodyProblems(body(rows), 'en-US', label)).toEqual([]);
  });

  it('names each refused row with the catalogue message the server would give', () => {
    const rows = {
      specialFreights: [{ ...newSpecialFreight(), formula: 'weight' }, newSpecialFreight()],
      serviceFees: [{ ...newServiceFee(), subject: 'insurance' }],
      appendRules: [{ ...newAppendRule(), value: '0.1' }],
    };
    const problems = priceBodyProblems(body(rows), 'en-US', label);
    expect(problems).toEqual([
      { list: 'specialFreights', row: 1, message: 'Special freight row 2: Formula cannot be empty' },
      { list: 'serviceFees', row: 0, message: 'Service fee row 1: Append percentage cannot be empty' },
    ]);
    expect(rowMessages(problems, 'specialFreights')).toEqual(
      new Map([[1, 'Special freight row 2: Formula cannot be empty']]),
    );
    expect(priceBodyProblems(body(rows), 'zh-CN', () => '公式')[0]!.message).toBe(
      '特殊运费第2行：公式不能为空',
    );
  });

  it('then the domain rules of every row: ranges, the value or formula of a rule, readable formulas', () => {
    const rows = {
      ...emptySubRows(),
      specialFreights: [{ ...newSpecialFreight(), startWeight: '20', endWeight: '10', formula: 'base * 2' }],
      appendRules: [
        { ...newAppendRule() },
        { ...newAppendRule(), mode: 'custom' as const, formula: 'max(base' },
      ],
    };
    expect(priceBodyProblems(body(rows), 'en-US', label).map((p) => [p.list, p.row, p.message])).toEqual([
      ['specialFreights', 0, 'Special freight row 1: the end weight must be greater than the start weight'],
      [
        'specialFreights',
        0,
        'Special freight row 1: the formula cannot be evaluated (Unknown variable in formula: base)',
      ],
      ['appendRules', 0, 'Append-price rule row 1: the value cannot be empty'],
      [
        'appendRules',
        1,
        expect.stringMatching(
          /^Append-price rule row 2: the formula cannot be evaluated \(Formula syntax error/,
        ),
      ],
    ]);
  });

  it('several problems of a row are joined; the whole-table rules come once the schema accepts', () => {
    const rows = { ...emptySubRows(), serviceFees: [newServiceFee()] };
    expect(rowMessages(priceBodyProblems(body(rows), 'en-US', label), 'serviceFees').get(0)).toBe(
      'Service fee row 1: Subject cannot be empty; Service fee row 1: Append percentage cannot be empty',
    );
    const late = body(emptySubRows(), { effectiveTo: '2026-04-01T00:00:00.000Z' });
    expect(priceBodyProblems(late, 'en-US', label)).toEqual([
      { list: null, row: null, message: 'The effective-to time must be after the effective-from time' },
    ]);
  });

  it('zones to choose: the grid columns and the scheme, once each, without "every zone"', () => {
    expect(zoneChoices(['*', 'A', 'B'], ['B', 'C'])).toEqual(['A', 'B', 'C']);
  });
});
