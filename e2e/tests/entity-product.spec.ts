import { expect, test } from '@playwright/test';
import { downloadOf, tableRow } from './entity-helpers.ts';
import { ADMIN, chooseOption, clickMenu, signIn } from './helpers.ts';

test('a product is created, edited, searched, exported and deleted through its screen', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await clickMenu(page, 'setting/basic/product');
  await expect(page).toHaveURL('/setting/basic/product');
  await expect(page.getByTestId('resource-table')).toBeVisible();

  // create: the required fields, the form defaults changed, the demo zone scheme picked
  await page.getByTestId('resource-create').click();
  const form = page.getByRole('dialog', { name: 'New Product' });
  await expect(page.getByTestId('form-volumeDivisor')).toHaveValue('6000');
  await page.getByTestId('form-code').fill('e2eprod');
  await expect(page.getByTestId('form-code')).toHaveValue('E2EPROD');
  await page.getByTestId('form-name').fill('E2E Product');
  await chooseOption(page, page.getByTestId('form-headTransportMode'), 'Sea');
  await chooseOption(page, page.getByTestId('form-endDeliveryMode'), 'Express delivery');
  await chooseOption(page, page.getByTestId('form-weightRule'), 'Actual weight');
  await page.getByTestId('form-volumeDivisor').fill('5000');
  await chooseOption(page, page.getByTestId('form-zoneId'), 'US zones');
  await page.getByTestId('form-submit').click();
  await expect(form).toBeHidden();

  // search by keyword: the criteria go to the URL, the row shows the labels
  await page.getByTestId('search-keyword').fill('E2EPROD');
  await page.getByTestId('search-keyword').press('Enter');
  await expect(page).toHaveURL(/keyword=E2EPROD/);
  await expect(page.getByTestId('resource-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  const row = tableRow(page, 'E2E Product');
  await expect(row).toContainText('E2EPROD');
  await expect(row).toContainText('Sea');
  await expect(row).toContainText('Express delivery');
  await expect(row).toContainText('Actual weight');
  await expect(row).toContainText('5000');
  await expect(row).toContainText('US zones');

  // edit: rename; the zone scheme keeps its label
  await row.getByTestId('row-edit').click();
  const editForm = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(page.getByTestId('form-name')).toHaveValue('E2E Product');
  await expect(page.getByTestId('form-zoneId')).toContainText('US zones');
  await page.getByTestId('form-name').fill('E2E Product Renamed');
  await page.getByTestId('form-submit').click();
  await expect(editForm).toBeHidden();
  await expect(tableRow(page, 'E2EPROD')).toContainText('E2E Product Renamed');

  // search by the new name
  await page.getByTestId('search-keyword').fill('Renamed');
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/keyword=Renamed/);
  await expect(page.getByTestId('resource-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(tableRow(page, 'E2EPROD')).toContainText('E2E Product Renamed');

  // export of the current search
  const exported = await downloadOf(page, () => page.getByTestId('resource-export').click());
  expect(exported.suggestedFilename()).toMatch(/\.xlsx$/);
  // the export's progress dialog closes before the list is used again
  await expect(page.getByRole('dialog')).toBeHidden();

  // delete after the confirmation with its countdown: the row is gone
  const rowCheckbox = tableRow(page, 'E2EPROD').locator('.ant-checkbox-input');
  await rowCheckbox.check();
  await expect(rowCheckbox).toBeChecked();
  await page.getByTestId('resource-delete').click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Permanent delete, continue?' });
  await expect(confirm.getByTestId('confirm-ok')).toBeEnabled({ timeout: 10_000 });
  await confirm.getByTestId('confirm-ok').click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('resource-table')).not.toContainText('E2EPROD');
  await expect(page.getByTestId('resource-table').locator('tbody tr.ant-table-row')).toHaveCount(0);
});
