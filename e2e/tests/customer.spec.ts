import { expect, type Locator, type Page, test } from '@playwright/test';
import { tableRow } from './entity-helpers.ts';
import { ADMIN, signIn } from './helpers.ts';

const NEW_USER = { username: 'e2eminh', password: 'E2e@Minh2026', userType: 'customer' as const };

/** Picks an option of a long (virtual) select by typing it first. */
async function typeOption(page: Page, select: Locator, label: string) {
  await select.click();
  await page.keyboard.type(label);
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])');
  await list.getByText(label, { exact: true }).click();
  await expect(list).toBeHidden();
}

async function selectCustomer(page: Page, code: string) {
  await tableRow(page, code).locator('.ant-checkbox-input').check();
}

test('staff generate an API key, add a customer user who signs in, and find the customer update in the business log', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await page.goto('/crm/customer');
  await page.getByTestId('search-keyword').fill('C0002');
  await page.getByTestId('search-keyword').press('Enter');
  // the unfiltered list holds C0002 too: wait for the search's own answer before selecting a row
  await expect(page.getByTestId('resource-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(tableRow(page, 'C0002')).toContainText('Minh Anh Logistics');

  // API key: confirm, then shown once with a copy button; the list keeps only its hint
  await selectCustomer(page, 'C0002');
  await page.getByTestId('resource-generateApiKey').click();
  await page.getByTestId('confirm-ok').click();
  const keyDialog = page.getByRole('dialog', { name: 'API key of Minh Anh Logistics' });
  await expect(keyDialog).toBeVisible();
  await expect(keyDialog.getByTestId('api-key-copy')).toBeVisible();
  const key = await keyDialog.getByTestId('api-key-value').inputValue();
  expect(key).toMatch(/^fdk_[A-Za-z0-9_-]{32}$/);
  await keyDialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(keyDialog).toBeHidden();
  await expect(tableRow(page, 'C0002')).toContainText(`fdk_****${key.slice(-4)}`);

  // Users dialog: add a customer user with a password
  await selectCustomer(page, 'C0002');
  await page.getByTestId('resource-users').click();
  const users = page.getByRole('dialog', { name: 'Users of Minh Anh Logistics' });
  await expect(users).toBeVisible();
  await users.getByTestId('customer-users-add').click();
  await page.getByTestId('add-user-username').fill(NEW_USER.username);
  await page.getByTestId('add-user-name').fill('E2E Minh');
  await page.getByTestId('add-user-password').fill('weak');
  await page.getByTestId('add-user-submit').click();
  await expect(page.getByTestId('add-user-form')).toContainText('Password');
  await page.getByTestId('add-user-password').fill(NEW_USER.password);
  await page.getByTestId('add-user-submit').click();
  await expect(users.getByTestId('customer-users-table')).toContainText(NEW_USER.username);
  await users.getByRole('button', { name: 'Close' }).last().click();

  // an update of the customer through its form
  await tableRow(page, 'C0002').getByTestId('row-edit').click();
  await page.getByTestId('form-contact').fill('E2E Contact');
  await page.getByTestId('form-submit').click();
  await expect(tableRow(page, 'C0002')).toContainText('E2E Contact');

  // the customer's drawer lists its change history
  await tableRow(page, 'C0002').getByTestId('row-detail').click();
  const history = page.getByTestId('change-history');
  await expect(history).toContainText('Edit');
  await expect(history).toContainText('Generate API key');
  await page.keyboard.press('Escape');

  // the business-log screen finds the update, with the changed field before → after
  await page.goto('/setting/business-log');
  await typeOption(page, page.getByTestId('log-search-entity'), 'Customer');
  // every logged action is offered: type to find it in the long list
  await typeOption(page, page.getByTestId('log-search-action'), 'Edit');
  await page.getByTestId('log-search-submit').click();
  const logRow = page.getByTestId('business-log-table').locator('tbody tr.ant-table-row').first();
  await expect(logRow).toContainText('Customer');
  await expect(logRow).toContainText('Edit');
  await logRow.getByRole('button', { name: 'Details' }).click();
  const changes = page.getByRole('dialog', { name: 'Change details' }).getByTestId('business-log-changes');
  await expect(changes.locator('tr', { hasText: 'Contact' })).toContainText('E2E Contact');

  // the new customer user signs in to the customer portal
  const context = await browser.newContext();
  const portal = await context.newPage();
  await signIn(portal, NEW_USER);
  await expect(portal).toHaveURL('/client/index');
  await context.close();
});
