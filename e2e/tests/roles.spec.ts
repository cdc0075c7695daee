import { expect, test } from '@playwright/test';
import { ADMIN, chooseOption, clickMenu, signIn } from './helpers.ts';

test('a role is created, edited, granted and deleted', async ({ page }) => {
  const code = `e2e_${Date.now()}`;
  await signIn(page, ADMIN);
  await clickMenu(page, 'oa/role');
  await expect(page.getByTestId('resource-table')).toContainText('admin');

  // validation: required fields
  await page.getByTestId('role-create').click();
  await page.getByTestId('role-form-submit').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Name cannot be empty')).toBeVisible();
  await expect(dialog.getByText('Code cannot be empty')).toBeVisible();

  await page.getByTestId('role-form-name').fill('E2E warehouse clerk');
  await page.getByTestId('role-form-code').fill(code);
  await chooseOption(page, page.getByTestId('role-form-user-type'), 'Staff');
  await page.getByTestId('role-form-remark').fill('Created by the browser test');
  await page.getByTestId('role-form-submit').click();
  await expect(dialog).toBeHidden();

  await page.getByTestId('search-keyword').fill(code);
  await page.getByTestId('search-submit').click();
  const row = page.getByTestId('resource-table').locator('tr', { hasText: code });
  await expect(row).toContainText('E2E warehouse clerk');
  await expect(row).toContainText('Created by the browser test');

  // edit
  await row.getByTestId('role-edit').click();
  await expect(page.getByTestId('role-form-name')).toHaveValue('E2E warehouse clerk');
  await page.getByTestId('role-form-name').fill('E2E warehouse lead');
  await page.getByTestId('role-form-submit').click();
  await expect(row).toContainText('E2E warehouse lead');

  // grant: checking an action grants its screen and group too
  await row.getByTestId('role-grant').click();
  await page
    .getByRole('dialog')
    .locator('.ant-tree-treenode', { has: page.getByTestId('grant-node-oa/org/roleList:insert') })
    .locator('.ant-tree-checkbox')
    .click();
  await page.getByTestId('grant-submit').click();
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 30_000 });
  await expect(row.locator('td').nth(4)).toHaveText('3');

  // delete, after the Warning confirmation
  await row.getByTestId('role-delete').click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Warning' });
  await expect(confirm).toContainText('Delete the role "E2E warehouse lead"?');
  await confirm.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('resource-table')).not.toContainText(code);
});

test('the role list counts the users holding each role', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/oa/role?keyword=customerDefault');
  const row = page.getByTestId('resource-table').locator('tr', { hasText: 'customerDefault' });
  // the demo data gives this role to the users "demo" and "lmsonly"; other specs may add customer users
  const count = Number(await row.locator('td').nth(3).textContent());
  expect(count).toBeGreaterThanOrEqual(2);
  const token = await page.evaluate(() => localStorage.getItem('fd_token_staff'));
  const answer = await page.request.post('/api/user/role/list', { headers: { token: token! }, data: {} });
  const roles = (await answer.json()).data as { code: string; userCount: number }[];
  expect(count).toBe(roles.find((r) => r.code === 'customerDefault')!.userCount);
});
