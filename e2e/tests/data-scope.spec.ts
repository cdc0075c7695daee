import { expect, test } from '@playwright/test';
import { api, tokenOf } from './api-helpers.ts';
import { chooseOption, SERVICE, signIn } from './helpers.ts';

/**
 * Data scope on the waybill list: with more than one granted scope the list offers them; picking
 * "Customers I follow" shows only the followed customer's waybills (service follows C0002).
 */

async function staffToken(request: import('@playwright/test').APIRequestContext) {
  const res = await request.post('/api/user/user/login', {
    data: { username: 'admin', password: 'Admin@123', userType: 'staff', mode: 'normal' },
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

test('the waybill list offers the granted data scopes and searches with the one picked', async ({
  page,
  request,
}) => {
  const admin = await staffToken(request);
  const users = await api<{ records: { id: string; username: string }[] }>(
    request,
    admin,
    '/user/user/search',
    {
      criteria: { keyword: 'service' },
    },
  );
  const service = users.records.find((u) => u.username === 'service')!;
  await api(request, admin, '/user/user/updateDataScopes', {
    userId: service.id,
    dataScopes: ['self', 'followed'],
  });
  try {
    await signIn(page, SERVICE);
    const token = await tokenOf(page, 'staff');
    const total = async (permissionScope?: string) =>
      (
        await api<{ total: number }>(request, token, '/lms/waybill/search', {
          size: 1,
          ...(permissionScope ? { permissionScope } : {}),
        })
      ).total;
    await page.goto('/lms/waybill/list');
    const all = page.getByTestId('waybill-tab-all');
    await expect(all).toHaveText(`All (${await total()})`);
    await chooseOption(page, page.getByTestId('data-scope-select'), 'My records');
    await expect(all).toHaveText(`All (${await total('self')})`);
    await chooseOption(page, page.getByTestId('data-scope-select'), 'Customers I follow');
    const followed = await total('followed');
    expect(followed).toBeGreaterThan(0);
    await expect(all).toHaveText(`All (${followed})`);
    await expect(page.getByTestId('waybill-table')).not.toContainText('C0001');
  } finally {
    await api(request, admin, '/user/user/updateDataScopes', { userId: service.id, dataScopes: null });
  }
});
