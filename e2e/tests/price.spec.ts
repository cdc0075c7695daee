import { expect, type Page, test } from '@playwright/test';
import { ADMIN, CUSTOMER, signIn } from './helpers.ts';

/** Fills the price query form: 8 kg, 50×40×30 cm to Los Angeles 90001, and queries. */
async function quoteLosAngeles(page: Page) {
  await expect(page.getByTestId('query-price-page')).toBeVisible();
  await page.getByTestId('quote-country').fill('us');
  await page.getByTestId('quote-postcode').fill('90001');
  await page.getByTestId('quote-weight-0').fill('8');
  await page.getByTestId('quote-length-0').fill('50');
  await page.getByTestId('quote-width-0').fill('40');
  await page.getByTestId('quote-height-0').fill('30');
  await page.getByTestId('quote-submit').click();
}

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
});
