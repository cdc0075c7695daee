import { describe, expect, it } from 'vitest';
import { FULL_PERMISSION_TREE, flattenPermissionTree } from '../permission-tree.ts';
import { Permission } from '../permissions.ts';
import { hasPermission } from './permission.ts';

const held = ['oa/org/roleList', 'oa/org/roleList:insert', 'lms/waybill/list'];

describe('hasPermission', () => {
  it('passes an empty requirement', () => {
    expect(hasPermission([], undefined)).toBe(true);
    expect(hasPermission([], null)).toBe(true);
    expect(hasPermission([], '')).toBe(true);
    expect(hasPermission([], [])).toBe(true);
  });

  it('passes a held code and refuses one not held', () => {
    expect(hasPermission(held, 'oa/org/roleList:insert')).toBe(true);
    expect(hasPermission(held, 'oa/org/roleList:delete')).toBe(false);
  });

  it('passes an array when any entry is held (any-of)', () => {
    expect(hasPermission(held, ['fms/waybill:update', 'lms/waybill/list'])).toBe(true);
    expect(hasPermission(held, ['fms/waybill:update', 'fms/point'])).toBe(false);
  });

  it('does not match by prefix unless asked', () => {
    expect(hasPermission(held, 'oa/org')).toBe(false);
    expect(hasPermission(held, 'oa/org', { prefix: true })).toBe(true);
    expect(hasPermission(held, 'fms', { prefix: true })).toBe(false);
    expect(hasPermission(held, ['fms', 'lms/'], { prefix: true })).toBe(true);
  });

  it('accepts a Set of held codes', () => {
    expect(hasPermission(new Set(held), 'lms/waybill/list')).toBe(true);
    expect(hasPermission(new Set<string>(), 'lms/waybill/list')).toBe(false);
  });
});

describe('permission tree', () => {
  // route keys of the spec whose screens are not built: declared, never offered (issue 13 §5)
  const unbuilt: string[] = [
    Permission.ecomOrder,
    Permission.declareManage,
    Permission.policyManage,
    Permission.ecomAuth,
  ];

  it('holds every declared code of a built screen exactly once, and none of the unbuilt ones', () => {
    const codes = flattenPermissionTree(FULL_PERMISSION_TREE);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of Object.values(Permission)) {
      if (unbuilt.includes(code)) expect(codes).not.toContain(code);
      else expect(codes).toContain(code);
    }
  });
});

describe('grant tree groups (platform-core §2 "Menu")', () => {
  const group = (code: string) =>
    flattenPermissionTree(FULL_PERMISSION_TREE.find((n) => n.code === code)?.children ?? []);

  it('puts the price screens under price quoting and the fee lists under finance, each code once', () => {
    expect(group('price')).toEqual(
      expect.arrayContaining([
        Permission.queryPrice,
        Permission.priceQuote,
        Permission.customerPrice,
        Permission.agentPrice,
        Permission.salesPrice,
        'fms/price/discount',
        'fms/price/fuelSurcharge',
      ]),
    );
    expect(group('fms')).toEqual(
      expect.arrayContaining([Permission.customerFeeList, Permission.agentFeeList, 'fms/exchangeRate']),
    );
    expect(group('fms').filter((c) => c.startsWith('fms/price/'))).toEqual([]);
    const all = flattenPermissionTree();
    expect(all.length).toBe(new Set(all).size);
  });
});
