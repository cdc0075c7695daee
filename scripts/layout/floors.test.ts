import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { floorProblems, importProblem, isTestCode, placeOf } from './floors.ts';
import { KNOWN_CROSSINGS } from './known-crossings.ts';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('the floors of the code (docs/architecture.md)', () => {
  it('tells the floor and module of a path on each side', () => {
    expect(placeOf('apps/server/src/platform/db/db.ts')).toEqual({ side: 'server', floor: 'ground' });
    expect(placeOf('apps/server/src/modules/lms/waybill/waybill.routes.ts')).toEqual({
      side: 'server',
      floor: 'module',
      module: 'lms/waybill',
    });
    expect(placeOf('apps/server/src/app.ts')).toEqual({ side: 'server', floor: 'top' });
    expect(placeOf('apps/web/src/components/resource/ResourcePage.tsx')?.floor).toBe('ground');
    expect(placeOf('apps/web/src/shell/menu/menu-model.ts')?.floor).toBe('ground');
    expect(placeOf('apps/web/src/app/routes.ts')?.floor).toBe('top');
    expect(placeOf('packages/domain/src/fms/price/quote.ts')?.module).toBe('fms/price');
    expect(placeOf('packages/domain/src/platform/codes.ts')?.floor).toBe('ground');
    expect(placeOf('packages/domain/src/index.ts')?.floor).toBe('top');
    expect(placeOf('e2e/tests/menu.spec.ts')).toBeNull();
  });

  it('refuses an import up a floor, and a module reaching into another past its index.ts', () => {
    const waybill = 'apps/server/src/modules/lms/waybill/waybill.routes.ts';
    expect(importProblem('apps/server/src/platform/db/schema.ts', waybill)).toMatch(/ground floor imports/);
    expect(importProblem(waybill, 'apps/server/src/app.ts')).toMatch(/imports the top floor/);
    expect(importProblem(waybill, 'apps/server/src/modules/fms/fee/fee.service.ts')).toMatch(
      /past its index/,
    );
    expect(
      importProblem('apps/web/src/shell/layout/MainLayout.tsx', 'apps/web/src/modules/lms/waybill/x.tsx'),
    ).not.toBeNull();
  });

  it('allows imports down, inside a module, through an index.ts and to the area’s shared files', () => {
    const waybill = 'apps/server/src/modules/lms/waybill/waybill.routes.ts';
    expect(importProblem(waybill, 'apps/server/src/platform/http/route.ts')).toBeNull();
    expect(importProblem(waybill, 'apps/server/src/modules/lms/waybill/waybill.schema.ts')).toBeNull();
    expect(importProblem(waybill, 'apps/server/src/modules/fms/fee/index.ts')).toBeNull();
    expect(importProblem(waybill, 'apps/server/src/modules/lms/shared.ts')).toBeNull();
    expect(importProblem('apps/server/src/app.ts', waybill)).toBeNull();
    expect(isTestCode('apps/server/src/platform/http/route-guard.test.ts')).toBe(true);
  });

  it('holds for every import of the product code, but for the known crossings still to remove', () => {
    const problems = floorProblems(REPO);
    const known = new Set(KNOWN_CROSSINGS);
    expect(problems.filter((p) => !known.has(p.split(': ')[0]!))).toEqual([]);
    // a crossing removed from the code leaves the list too: the list only shrinks
    const seen = new Set(problems.map((p) => p.split(': ')[0]!));
    expect(KNOWN_CROSSINGS.filter((k) => !seen.has(k))).toEqual([]);
    expect(KNOWN_CROSSINGS.every((k) => k.startsWith('packages/domain/'))).toBe(true);
  });
});
