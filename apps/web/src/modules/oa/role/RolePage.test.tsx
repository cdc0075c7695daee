import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import {
  inputValue,
  mountAt,
  signInStaff,
  staffSessionAnswer,
  until,
} from '#web/components/resource/list-test-kit.tsx';
import { RolePage } from './RolePage.tsx';

/** The role list keeps its criteria and page in the URL: a reload (a new mount at the URL) shows the same list. */

let searches: { page: number; criteria: Record<string, unknown> }[] = [];
const role = (i: number) => ({
  id: `r${i}`,
  code: `role${i}`,
  name: `Role ${i}`,
  displayName: `Role ${i}`,
  userType: 'staff',
  remark: null,
  dataScopes: ['all'],
  userCount: 1,
  permissionCount: 2,
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

beforeAll(prepareDom);
beforeEach(async () => {
  searches = [];
  serveApi((path, body) => {
    if (path.startsWith('user/role/search')) {
      const b = body as { page: number; criteria: Record<string, unknown> };
      searches.push({ page: b.page, criteria: b.criteria });
      return { records: [role(b.page)], total: 120, page: b.page, size: 50 };
    }
    return staffSessionAnswer(path, [Permission.roleList, Permission.roleUpdate]);
  });
  await signInStaff();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RolePage', () => {
  it('reads criteria and page from the URL, and writes a new page back to it', async () => {
    const url = '/oa/role?keyword=role&userType=staff&page=2';
    const first = await mountAt(url, <RolePage />);
    await until(() => Boolean(byTestId('role-actions-role2')));
    expect(searches.at(-1)).toEqual({ page: 2, criteria: { keyword: 'role', userType: 'staff' } });
    expect(inputValue('search-keyword')).toBe('role');
    expect(byTestId('role-actions-role2')?.textContent).toContain('Edit');

    await act(async () => document.querySelector<HTMLElement>('.ant-pagination-item-3')!.click());
    expect(first.location()).toBe('/oa/role?keyword=role&userType=staff&page=3');
    await until(() => Boolean(byTestId('role-actions-role3')));
    await first.unmount();

    // the reload: the same address gives the same search
    const second = await mountAt(first.location(), <RolePage />);
    await until(() => Boolean(byTestId('role-actions-role3')));
    expect(searches.at(-1)).toEqual({ page: 3, criteria: { keyword: 'role', userType: 'staff' } });
    expect(inputValue('search-keyword')).toBe('role');
    await second.unmount();
  });
});
