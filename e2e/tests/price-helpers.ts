import { expect, type Page } from '@playwright/test';

/** Fills the price query form: 8 kg, 50×40×30 cm to Los Angeles 90001, and queries. */
export async function quoteLosAngeles(page: Page) {
  await expect(page.getByTestId('query-price-page')).toBeVisible();
  await page.getByTestId('quote-country').fill('us');
  await page.getByTestId('quote-postcode').fill('90001');
  await page.getByTestId('quote-weight-0').fill('8');
  await page.getByTestId('quote-length-0').fill('50');
  await page.getByTestId('quote-width-0').fill('40');
  await page.getByTestId('quote-height-0').fill('30');
  await page.getByTestId('quote-submit').click();
}
