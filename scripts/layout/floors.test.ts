import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { faceCycles, floorProblems, importProblem, isTestCode, placeOf } from './floors.ts';

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
    const feeRules = 'packages/domain/src/fms/fee/recalculation.ts';
    expect(importProblem(feeRules, 'packages/domain/src/lms/waybill/index.light.ts')).toBeNull();
    expect(importProblem(feeRules, 'packages/domain/src/lms/waybill/index.heavy.ts')).toMatch(
      /past its index/,
    );
    expect(importProblem(waybill, 'apps/server/src/modules/lms/shared.ts')).toBeNull();
    expect(importProblem('apps/server/src/app.ts', waybill)).toBeNull();
    expect(isTestCode('apps/server/src/platform/http/route-guard.test.ts')).toBe(true);
  });

  it('holds for every import of the product code', () => {
    expect(floorProblems(REPO)).toEqual([]);
  });

  it('lets no domain module’s public face lead back to a module that its own face leads to', () => {
    expect(faceCycles(REPO, 'domain')).toEqual([]);
  });
});
