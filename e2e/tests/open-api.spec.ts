import { expect, test } from '@playwright/test';
import { ADMIN, CUSTOMER, clickMenu, signIn } from './helpers.ts';

test('the API documentation lists the operations with their answers, and its search narrows them', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await clickMenu(page, 'open-api');
  await expect(page.getByTestId('open-api-page')).toBeVisible();
  await expect(page.getByTestId('open-api-count')).toContainText('operations');
  await page.getByTestId('open-api-search').locator('input').fill('user/role/permissions');
  await expect(page.getByTestId('open-api-count')).toHaveText('1 operation');
  const op = page.getByTestId('open-api-op-getUserRolePermissions');
  await expect(op).toContainText('Roles: the permission codes of a role');
  await expect(op).toContainText('Permission: `oa/org/roleList`.');
  await expect(page.getByTestId('open-api-params-getUserRolePermissions')).toContainText('roleId');
  await page.getByTestId('open-api-search').locator('input').fill('basic/country/search');
  await expect(page.getByTestId('open-api-data-postBasicCountrySearch')).toContainText('records[].code');
  await page.getByTestId('open-api-search').locator('input').fill('no operation is called this');
  await expect(page.getByTestId('open-api-empty')).toBeVisible();
});

test('a customer without an API key does not get the API documentation', async ({ page }) => {
  await signIn(page, CUSTOMER);
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByTestId('menu-open-api')).toHaveCount(0);
  await page.goto('/client/open-api');
  await expect(page).toHaveURL(/\/404$/);
});
