import { expect, type Page, test } from '@playwright/test';
import { tableRow } from './entity-helpers.ts';
import { ADMIN, chooseOption, signIn } from './helpers.ts';

async function pickByTyping(page: Page, testId: string, text: string, label: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])');
  await list.getByText(label, { exact: true }).click();
}

test('a visit record is kept for a customer through the generated CRM screen', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN);
  await page.goto('/crm/visit-record');
  // the demo visits of C0001 (the first screen after a cold start may take a while)
  await expect(page.getByTestId('resource-table')).toContainText('Bright Trading', { timeout: 30_000 });
  await page.getByTestId('resource-create').click();
  await pickByTyping(page, 'form-customerId', 'C0002', 'Minh Anh Logistics');
  await chooseOption(page, page.getByTestId('form-type'), 'Phone');
  await page.getByTestId('form-visitTime').click();
  await page.keyboard.type('2026-11-20 10:30:00');
  await page.keyboard.press('Enter');
  await page.getByTestId('form-content').fill('E2E call about the Hanoi line');
  await chooseOption(page, page.getByTestId('form-intentionLevel'), 'Very high');
  await page.getByTestId('form-submit').click();
  const row = tableRow(page, 'E2E call about the Hanoi line');
  await expect(row).toContainText('Minh Anh Logistics');
  await expect(row).toContainText('Very high');
  await expect(row).toContainText('2026-11-20 10:30:00');
});

test('a country detail is added and deleted in the country drawer', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/setting/basic/country?keyword=DE');
  await tableRow(page, 'Germany').getByTestId('row-detail').click();
  const details = page.getByTestId('country-details');
  await expect(details).toBeVisible();
  await chooseOption(page, page.getByTestId('country-detail-type'), 'Customs requirement');
  await page.getByTestId('country-detail-content').fill('EORI number on every invoice');
  await page.getByTestId('country-detail-add').click();
  const table = page.getByTestId('country-details-table');
  await expect(table).toContainText('EORI number on every invoice');
  await expect(table).toContainText('Customs requirement');
  // the drawer's change history lists the new detail
  await expect(page.getByTestId('change-history')).toContainText('Add detail');
  await table.getByTestId('country-detail-delete').click();
  await page.getByTestId('confirm-ok').click();
  await expect(table).not.toContainText('EORI number on every invoice');
});
