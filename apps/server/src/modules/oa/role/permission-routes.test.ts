import { API_ONLY_PERMISSIONS, COMMODITY_EDIT_PERMISSIONS } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import type { ApiRoute } from '#platform/http/route.ts';
import { allRoutes } from '../../../routes.ts';

/** The codes a route asks for (a prefix counts for every code starting with it). */
function guards(route: ApiRoute, code: string): boolean {
  const p = route.permission;
  if (p === undefined) return false;
  if (typeof p === 'string') return p === code;
  if ('prefix' in p) return code.startsWith(p.prefix);
  return p.includes(code);
}

describe('grant codes without a screen (issue 13 §5)', () => {
  it('each guards an API route (commodity edit is checked in the waybill edit service)', () => {
    const checkedInService = new Set<string>(COMMODITY_EDIT_PERMISSIONS);
    const idle = API_ONLY_PERMISSIONS.filter(
      (code) => !checkedInService.has(code) && !allRoutes.some((r) => guards(r, code)),
    );
    expect(idle).toEqual([]);
  });
});
