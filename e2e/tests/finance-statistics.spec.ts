import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from './helpers.ts';

/**
 * The fund statistics draw the demo cash accounts; a profit row grouped by country opens the
 * customer fee list with the same days and the country in its URL.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('fund statistics show the demo accounts; a profit row drills down to the fee list with its criteria', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await page.goto('/fms/fund-statistics?groupBy=month');
  const chart = page.getByTestId('statistics-chart');
  await expect(chart.locator('svg')).toBeVisible({ timeout: 30_000 });
  await expect(chart).toContainText('HSBC USD account');
  await expect(page.getByTestId('statistics-table')).toContainText('HSBC USD account');

  const period = `${day(-90)}..${day(0)}`;
  await page.goto(`/fms/profit-statistics?groupBy=country&period=${period}`);
  const first = page.getByTestId('statistics-drill-0');
  await expect(first).toBeVisible({ timeout: 30_000 });
  const country = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/fms\/customer-fee\/lms\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('belongTime')).toBe(period);
  expect(url.searchParams.get('destination')).toBe(country);
  await expect(
    page.getByTestId('lms-fee-destination').locator('input').or(page.getByTestId('lms-fee-destination')),
  ).toHaveValue(country);
  // the list shows the fees of that country
  await expect(page.getByTestId('lms-fee-waybill').first()).toBeVisible({ timeout: 30_000 });
});
