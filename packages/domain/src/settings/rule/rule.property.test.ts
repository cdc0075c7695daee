import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type RuleCondition,
  type RuleGroup,
  type RuleNode,
  validateRuleCondition,
} from './rule-condition.ts';
import { matches, type RuleFacts } from './rule-evaluate.ts';
import { OPS_BY_KIND, operandOf, RULE_FIELDS, type RuleField, type RuleOp } from './rule-fields.ts';

/** Properties of the evaluator over random valid conditions and random waybill facts (fast-check). */

const decimal = fc
  .tuple(fc.integer({ min: -2000, max: 2000 }), fc.constantFrom(0, 1, 2, 3))
  .map(([n, scale]) => new Decimal(n).dividedBy(10 ** scale).toString());
const words = fc.constantFrom(
  'US',
  'gb',
  'A',
  'B',
  'battery',
  'general',
  '902',
  '90210',
  'Z1',
  'parcel',
  'x y',
);

/** One value fitting a field (integers for whole-number fields, an option for enums). */
function scalarOf(field: RuleField): fc.Arbitrary<string | boolean> {
  if (field.kind === 'boolean') return fc.boolean();
  if (field.kind === 'number' || field.kind === 'money')
    return field.integer ? fc.integer({ min: 0, max: 20 }).map(String) : decimal;
  if (field.kind === 'enum') return fc.constantFrom(...(field.options ?? []).map((o) => String(o.value)));
  return words;
}

function conditionOf(field: RuleField): fc.Arbitrary<RuleCondition> {
  return fc
    .constantFrom(...(OPS_BY_KIND[field.kind] as RuleOp[]))
    .chain((op): fc.Arbitrary<RuleCondition> => {
      const operand = operandOf(op);
      const base = { field: field.key, op };
      if (operand === 'none') return fc.constant(base);
      if (operand === 'one') return scalarOf(field).map((value) => ({ ...base, value }));
      if (operand === 'list')
        return fc.array(scalarOf(field), { minLength: 1, maxLength: 3 }).map((value) => ({ ...base, value }));
      return fc
        .tuple(scalarOf(field) as fc.Arbitrary<string>, scalarOf(field) as fc.Arbitrary<string>)
        .map(([a, b]) => ({ ...base, value: new Decimal(a).lte(b) ? [a, b] : [b, a] }));
    });
}
const condition = fc.constantFrom(...RULE_FIELDS).chain(conditionOf);

const { node } = fc.letrec<{ node: RuleNode; group: RuleGroup }>((tie) => ({
  node: fc.oneof({ depthSize: 'small', maxDepth: 3 }, condition, tie('group')),
  group: fc.oneof(
    fc.array(tie('node'), { maxLength: 3 }).map((all) => ({ all })),
    fc.array(tie('node'), { maxLength: 3 }).map((any) => ({ any })),
  ),
}));
const group = node.map((n): RuleGroup => ('all' in n || 'any' in n ? n : { all: [n] }));

/** Random facts: each field absent, null, of its own type, or (sometimes) of a wrong one. */
function factOf(field: RuleField): fc.Arbitrary<RuleFacts[string]> {
  const own =
    field.kind === 'goodsType'
      ? fc.array(words, { maxLength: 3 })
      : field.kind === 'boolean'
        ? fc.boolean()
        : field.kind === 'number' || field.kind === 'money'
          ? decimal
          : scalarOf(field);
  return fc.oneof(
    { weight: 6, arbitrary: own },
    fc.constant(null),
    fc.constant(''),
    fc.constant('not a number'),
    fc.constant(true),
  );
}
const facts: fc.Arbitrary<RuleFacts> = fc.record(
  Object.fromEntries(RULE_FIELDS.map((f) => [f.key, factOf(f)])),
  { requiredKeys: [] },
);

const one = (c: RuleNode): RuleGroup => ({ all: [c] });

describe('the rule evaluator (properties)', () => {
  it('generated conditions are valid and never throw', () => {
    fc.assert(
      fc.property(group, facts, (g, f) => {
        expect(validateRuleCondition(g)).toEqual([]);
        expect(typeof matches(g, f)).toBe('boolean');
      }),
    );
  });

  it('all of one = any of one = that one; all of [] is true, any of [] false', () => {
    fc.assert(
      fc.property(node, facts, (n, f) => {
        expect(matches({ all: [n] }, f)).toBe(matches(n, f));
        expect(matches({ any: [n] }, f)).toBe(matches(n, f));
        expect(matches({ all: [] }, f)).toBe(true);
        expect(matches({ any: [] }, f)).toBe(false);
      }),
    );
  });

  it('all is every, any is some, and nesting regroups freely', () => {
    fc.assert(
      fc.property(node, node, node, facts, (a, b, c, f) => {
        const [x, y, z] = [matches(a, f), matches(b, f), matches(c, f)];
        expect(matches({ all: [a, b, c] }, f)).toBe(x && y && z);
        expect(matches({ any: [a, b, c] }, f)).toBe(x || y || z);
        expect(matches({ all: [a, { all: [b, c] }] }, f)).toBe(matches({ all: [{ all: [a, b] }, c] }, f));
        expect(matches({ all: [a, { any: [b, c] }] }, f)).toBe(
          matches({ any: [{ all: [a, b] }, { all: [a, c] }] }, f),
        );
      }),
    );
  });

  it('eq/ne, in/notIn and isEmpty/isNotEmpty are complementary', () => {
    const pairs: [RuleOp, RuleOp][] = [
      ['eq', 'ne'],
      ['in', 'notIn'],
      ['isEmpty', 'isNotEmpty'],
    ];
    fc.assert(
      fc.property(condition, facts, (c, f) => {
        for (const [p, q] of pairs) {
          if (c.op !== p) continue;
          expect(matches(one({ ...c, op: q }), f)).toBe(!matches(one(c), f));
        }
      }),
    );
  });

  it('between is gte and lte; gt is not lte on a number', () => {
    const numeric = RULE_FIELDS.filter((x) => x.kind === 'number' || x.kind === 'money');
    fc.assert(
      fc.property(fc.constantFrom(...numeric), decimal, decimal, facts, (field, a, b, f) => {
        const [min, max] = new Decimal(a).lte(b) ? [a, b] : [b, a];
        const between = matches(one({ field: field.key, op: 'between', value: [min, max] }), f);
        const both = matches(
          {
            all: [
              { field: field.key, op: 'gte', value: min },
              { field: field.key, op: 'lte', value: max },
            ],
          },
          f,
        );
        expect(between).toBe(both);
        const fact = f[field.key];
        if (typeof fact === 'string' && /^-?\d+(\.\d+)?$/.test(fact))
          expect(matches(one({ field: field.key, op: 'gt', value: a }), f)).toBe(
            !matches(one({ field: field.key, op: 'lte', value: a }), f),
          );
      }),
    );
  });

  it('compares decimals exactly (0.1 + 0.2 = 0.3, whatever the digits)', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const sum = new Decimal(a).plus(b);
        const f = { declaredValueLocal: sum.toFixed(6) };
        expect(matches(one({ field: 'declaredValueLocal', op: 'eq', value: sum.toString() }), f)).toBe(true);
        expect(matches(one({ field: 'declaredValueLocal', op: 'gt', value: sum.toString() }), f)).toBe(false);
        expect(matches(one({ field: 'declaredValueLocal', op: 'gte', value: sum.toString() }), f)).toBe(true);
      }),
    );
    expect(
      matches(one({ field: 'declaredValueLocal', op: 'eq', value: '0.3' }), {
        declaredValueLocal: new Decimal('0.1').plus('0.2').toString(),
      }),
    ).toBe(true);
  });

  it('agrees with a reference implementation on single conditions', () => {
    fc.assert(
      fc.property(condition, facts, (c, f) => {
        expect(matches(one(c), f)).toBe(reference(c, f[c.field]));
      }),
    );
  });
});

/** A plain, independent reading of each operator (decimals as Decimal, text lower-cased). */
function reference(c: RuleCondition, fact: RuleFacts[string]): boolean {
  const field = RULE_FIELDS.find((x) => x.key === c.field)!;
  const numeric = field.kind === 'number' || field.kind === 'money';
  const num = (v: unknown) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? new Decimal(v) : null);
  const low = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : null);
  const empty =
    fact === null || fact === undefined || fact === '' || (Array.isArray(fact) && fact.length === 0);
  const eq = (v: unknown) => {
    if (Array.isArray(fact)) return fact.some((x) => low(x) === low(v));
    if (field.kind === 'boolean') return fact === v;
    if (numeric) {
      const [x, y] = [num(fact), num(v)];
      return x !== null && y !== null && x.eq(y);
    }
    return low(fact) !== null && low(fact) === low(v);
  };
  const cmp = (v: unknown) => {
    const [x, y] = [num(fact), num(v)];
    return x === null || y === null ? null : x.comparedTo(y);
  };
  const v = c.value;
  const list = Array.isArray(v) ? v : [];
  switch (c.op) {
    case 'isEmpty':
      return empty;
    case 'isNotEmpty':
      return !empty;
    case 'eq':
      return eq(v);
    case 'ne':
      return !eq(v);
    case 'in':
      return list.some(eq);
    case 'notIn':
      return !list.some(eq);
    case 'gt':
      return (cmp(v) ?? 0) > 0;
    case 'gte':
      return cmp(v) !== null && cmp(v)! >= 0;
    case 'lt':
      return (cmp(v) ?? 0) < 0;
    case 'lte':
      return cmp(v) !== null && cmp(v)! <= 0;
    case 'between':
      return cmp(list[0]) !== null && cmp(list[0])! >= 0 && cmp(list[1]) !== null && cmp(list[1])! <= 0;
    case 'contains':
      return Array.isArray(fact)
        ? fact.some((x) => low(x) === low(v))
        : (low(fact)?.includes(low(v)!) ?? false);
    case 'startsWith':
      return low(fact)?.startsWith(low(v)!) ?? false;
  }
}
