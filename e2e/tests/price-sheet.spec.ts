import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { downloadOf, tempDir } from './entity-helpers.ts';
import { ADMIN, OPEN_DROPDOWN, signIn } from './helpers.ts';

const EU = 'EU Sea FBA 2026';

/** Ticks the row of a price table in the list. */
async function selectRow(page: Page, name: string) {
  await page
    .getByTestId('price-table')
    .locator('tr', { has: page.getByTestId(`price-row-${name}`) })
    .locator('input[type=checkbox]')
    .check();
}

test('price list: batch remark, the workbook out and back by ID', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/fms/price/customer-price');
  await expect(page.getByTestId(`price-status-${EU}`)).toBeVisible();

  // batch remark on the EU table
  await selectRow(page, EU);
  await page.getByTestId('price-batch-more').click();
  await page.locator(OPEN_DROPDOWN).getByText('Batch remark').click();
  const dialog = page.getByRole('dialog', { name: /Batch remark/ });
  await dialog.locator('textarea').fill('E2E checked');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('price-table')).toContainText('E2E checked');

  // the selected table out to a workbook …
  await selectRow(page, EU);
  const file = await downloadOf(page, () => page.getByTestId('price-book-export').click());
  const path = join(tempDir(), 'prices.xlsx');
  await file.saveAs(path);

  // … and back (overwrite by ID): one table read, one existing, written
  await page.getByTestId('price-book-import').click();
  await page.locator('.ant-modal input[type=file]').setInputFiles(path);
  await page.getByTestId('import-check').click();
  await expect(page.getByTestId('import-preview')).toContainText(EU);
  await page.getByTestId('import-mode-0').click();
  await page.getByTestId('import-confirm').click();
  await expect(page.getByTestId('import-preview')).toBeHidden();
  await page.getByTestId(`price-history-${EU}`).click();
  await expect(page.getByRole('dialog')).toContainText(/import/i);
});
