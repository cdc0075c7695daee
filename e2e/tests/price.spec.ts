import { expect, test } from '@playwright/test';
import { ADMIN, CUSTOMER, chooseOption, signIn } from './helpers.ts';
import { quoteLosAngeles } from './price-helpers.ts';

test.describe('price query', () => {
  test('a customer prices a shipment with its own table and opens the fee lines', async ({ page }) => {
    await signIn(page, CUSTOMER);
    await page.goto('/client/fms/price/query-price');
    await quoteLosAngeles(page);
    // C0001's table: 68 + ⌈(10 − 0.5) ÷ 0.5⌉ × 22 = 486, fuel 12 % × 50 % = 29.16
    await expect(page.getByTestId('quote-total-FDUSEXP')).toHaveText('515.16 RMB');
    await page
      .getByTestId('quote-results')
      .getByRole('button', { name: /expand/i })
      .first()
      .click();
    await expect(page.getByTestId('quote-results')).toContainText('fuel 486.00');
    // the EU product cannot price a US address
    await expect(page.getByTestId('quote-unpriced')).toContainText('FD EU Sea FBA');
  });

  test('staff without a customer get the general prices', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/fms/price/query-price');
    await page.getByTestId('quote-submit').click();
    await expect(page.getByText('Please enter the destination country')).toBeVisible();
    await quoteLosAngeles(page);
    // the general table: 486 + fuel 12 % = 58.32
    await expect(page.getByTestId('quote-total-FDUSEXP')).toHaveText('544.32 RMB');
  });

  test('staff create a price table on the grid, confirm an overlap and read the history', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto('/fms/price/customer-price');
    await expect(page.getByTestId('price-status-US Express 2026')).toHaveText('Effective');
    const create = async (name: string) => {
      await page.getByTestId('price-new').click();
      const form = page.getByTestId('price-form');
      await form.getByTestId('price-form-name').fill(name);
      await chooseOption(page, form.getByTestId('price-form-product'), 'FD EU Sea FBA');
      await form.getByTestId('range-load-zones').click();
      await form.getByTestId('range-add-row').click();
      await form.getByTestId('range-price-0-0').fill('20');
      await form.getByTestId('range-price-0-1').fill('22');
      await page.getByTestId('price-form-save').click();
    };
    await create('E2E EU');
    await expect(page.getByTestId('price-status-E2E EU')).toHaveText('Effective');
    // the same product, customers and zones from the same day: the server asks, the user confirms
    await create('E2E EU 2');
    const ask = page.locator('.ant-modal-confirm', { hasText: 'overlapping prices exist, continue?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('price-status-E2E EU 2')).toHaveText('Effective');
    await page.getByTestId('price-history-E2E EU 2').click();
    await expect(page.getByTestId('price-history')).toContainText('Created');
    await page.keyboard.press('Escape');
    // save as from tomorrow: the copy overlaps both tables, the user confirms once more
    await page.getByTestId('price-save-as-E2E EU').click();
    const copy = page.locator('.ant-modal', { hasText: 'Save as a new price table' });
    await copy.getByRole('textbox').first().fill('E2E EU next');
    await copy.getByRole('button', { name: /OK|Confirm/ }).click();
    const again = page.locator('.ant-modal-confirm', { hasText: 'overlapping prices exist, continue?' });
    await again.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('price-status-E2E EU next')).toHaveText('Will take effect');
    // the weight ranges go out to Excel and come back into the grid
    await page.getByTestId('price-edit-E2E EU').click();
    await expect(page.getByTestId('range-price-0-1')).toHaveValue('22');
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('price-export-ranges').click(),
    ]);
    await page.getByTestId('range-price-0-1').fill('');
    await page.getByTestId('range-price-0-1').press('Tab');
    await expect(page.getByTestId('range-price-0-1')).toHaveValue('');
    await page
      .getByTestId('price-form')
      .locator('input[type=file]')
      .setInputFiles((await sheet.path())!);
    await expect(page.getByText('2 weight ranges read from the sheet')).toBeVisible();
    await expect(page.getByTestId('range-price-0-1')).toHaveValue('22');
  });
});
