import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, signIn } from './helpers.ts';
import { OPEN_SELECT } from './order-helpers.ts';

/**
 * Payables end to end on the demo data: staff apply a payment bill for one of USDLV's (West Coast Delivery) agent bills,
 * pay it from the demo USD account, and the agent bill shows paid.
 */

/** Picks the option of an open select that contains `text` (the first when `text` is a regexp match). */
async function pick(page: Page, select: Locator, text: string | RegExp) {
  await expect(async () => {
    await select.click();
    await page
      .locator(OPEN_SELECT)
      .locator('.ant-select-item-option', { hasText: text })
      .first()
      .click({ timeout: 5_000 });
    await expect(select).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('a payment bill applied for a demo agent bill and paid from a cash account pays the bill', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN);

  await page.goto('/fms/payment-bill');
  await expect(page.getByTestId('payment-bill-page')).toBeVisible();
  await page.getByTestId('payment-bill-apply').click();
  await pick(page, page.getByTestId('payment-apply-agent'), 'West Coast Delivery LLC');
  await pick(page, page.getByTestId('payment-apply-bills'), /AB\d{9}/);
  const billNo = ((await page.getByTestId('payment-apply-bills').textContent()) ?? '').match(/AB\d{9}/)![0];
  await expect(page.getByTestId('payment-apply-currency')).toHaveValue('USD');
  await page.getByTestId('payment-apply-payee').fill('USDLV Bank of America 0042');
  await page.getByTestId('payment-apply-ok').click();
  const applied = page.getByText(/Payment bill FK\d{9} applied/);
  await expect(applied).toBeVisible();
  const paymentNo = (await applied.textContent())!.match(/FK\d{9}/)![0];
  await expect(page.getByTestId('payment-bill-table')).toContainText(paymentNo);

  await page.getByTestId(`payment-pay-${paymentNo}`).click();
  await pick(page, page.getByTestId('payment-pay-account'), 'HSBC USD account');
  await page.getByTestId('payment-pay-ok').click();
  await expect(page.getByTestId(`payment-status-${paymentNo}`)).toHaveText('Paid');

  await page.goto(`/fms/agent-bill?billNo=${billNo}`);
  await expect(page.getByTestId('agent-bill-page')).toBeVisible();
  const row = page.locator('tbody tr.ant-table-row', { hasText: billNo });
  await expect(row).toContainText('Paid');
});
