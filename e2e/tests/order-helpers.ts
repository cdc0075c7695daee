import { expect, type Locator, type Page } from '@playwright/test';

/** Helpers of the order form shared by the order and flow specs. */

export const OPEN_SELECT = '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])';

/** Picks an option of a searchable select by typing part of it first. */
export async function typeOption(page: Page, select: Locator, typed: string, label: string | RegExp) {
  await select.click();
  await page.keyboard.type(typed);
  await page.locator(OPEN_SELECT).locator('.ant-select-item-option', { hasText: label }).first().click();
}

/**
 * Picks the demo customer's sender "Li Ming" from the sender book. The list reloads while the typed
 * keyword settles, which can swallow a click on an option being replaced: picked again until the
 * sender is filled.
 */
export async function pickDemoSender(page: Page) {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await typeOption(page, page.getByTestId('order-sender-book'), 'Li', /Li Ming/);
    await expect(page.getByTestId('order-sender-name')).toHaveValue('Li Ming', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** Fills a piece row of the order form (weight, length, width, height; empty strings are skipped). */
export async function fillPiece(page: Page, row: number, values: readonly string[]) {
  const names = ['orderActualWeight', 'orderLength', 'orderWidth', 'orderHeight'];
  for (const [i, name] of names.entries()) {
    if (values[i]) await page.getByTestId(`order-piece-${row}-${name}`).fill(values[i]!);
  }
}

/** Fills a commodity line of the order form (English name, quantity, unit price; empty strings are skipped). */
export async function fillCommodity(
  page: Page,
  row: number,
  [nameEn, quantity, unitPrice]: readonly string[],
) {
  await page.getByTestId(`order-commodity-${row}-nameEn`).fill(nameEn!);
  if (quantity) await page.getByTestId(`order-commodity-${row}-quantity`).fill(quantity);
  if (unitPrice) await page.getByTestId(`order-commodity-${row}-unitPrice`).fill(unitPrice);
}

/** Submits the order form and answers the new waybill number from the result. */
export async function submitOrder(page: Page): Promise<string> {
  await page.getByTestId('order-submit').click();
  const result = page.getByTestId('order-result');
  await expect(result).toContainText(/Waybill FD\d{12} has been placed/);
  return (await result.textContent())!.match(/FD\d{12}/)![0];
}

/**
 * Receives a waybill on the receive scan, keyboard only: the number, then per piece count (kept when
 * empty), weight, length, width, height with Enter after each; the last Enter scans. Expects green.
 */
export async function receiveOnScan(page: Page, waybillNo: string, fields: readonly string[]) {
  await page.goto('/lms/scan/receive');
  await expect(page.getByTestId('scan-input')).toBeFocused();
  await page.keyboard.type(waybillNo);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scan-piece-1-count')).toBeFocused();
  for (const value of fields) {
    if (value) await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('scan-feedback')).toHaveAttribute('data-result', 'ok');
}
