import { expect, test } from '@playwright/test';
import { tableRow } from './entity-helpers.ts';
import { ADMIN, signIn } from './helpers.ts';

test('a zone scheme gets its zone rows through the row editor', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/setting/basic/zone');
  await expect(page.getByTestId('resource-table')).toBeVisible();

  await page.getByTestId('resource-create').click();
  const form = page.getByRole('dialog', { name: 'New Zone scheme' });
  await page.getByTestId('form-code').fill('e2ezone');
  await page.getByTestId('form-name').fill('E2E zone scheme');

  // two rows: the first named, with country codes pasted as text
  await page.getByTestId('form-zones-add').click();
  await page.getByTestId('form-zones-add').click();
  await page.getByTestId('form-zones-0-name').fill('Zone A');
  await page.getByTestId('form-zones-0-countryCodes').locator('input').fill('US，CA;MX');
  await expect(page.getByTestId('form-zones-0-countryCodes')).toContainText('MX');
  await page.getByTestId('form-zones-1-timeliness').fill('3-5 days');

  // the second row has no name: the same check as the server's
  await page.getByTestId('form-submit').click();
  await expect(form.getByText('Zone name empty at sequence 2')).toBeVisible();
  await page.getByTestId('form-zones-1-name').fill('Zone B');
  await expect(form.getByText('Zone name empty at sequence 2')).toBeHidden();
  await page.getByTestId('form-submit').click();
  await expect(form).toBeHidden();

  // the list counts the zones
  const headers = await page.getByTestId('resource-table').locator('thead th').allInnerTexts();
  const column = headers.findIndex((h) => h.trim() === 'Zone count');
  expect(column).toBeGreaterThan(-1);
  await expect(tableRow(page, 'E2E zone scheme').locator('td').nth(column)).toHaveText('2');

  // the detail shows the rows as a table
  await tableRow(page, 'E2E zone scheme').getByTestId('row-detail').click();
  const detail = page.getByTestId('detail-zones');
  await expect(detail).toContainText('Zone B');
  await expect(detail).toContainText('US, CA, MX');
});
