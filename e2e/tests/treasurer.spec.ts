import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, confirmOk, signIn } from './helpers.ts';
import { OPEN_SELECT } from './order-helpers.ts';

/**
 * The treasurer's cash end to end on the demo accounts: dollars sold into the RMB account through the
 * transfer dialog (the rate asked only across currencies), an operating expense recorded and
 * cancelled, and the account-flow screen showing every movement with the balance after it.
 */

/** Picks the option of an open select that contains `text`. */
async function pick(page: Page, select: Locator, text: string) {
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

test('a transfer across currencies and an expense show on the account flows; the expense is cancelled', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN);

  await page.goto('/fms/bank-transfer');
  await expect(page.getByTestId('bank-transfer-page')).toBeVisible();
  await page.getByTestId('bank-transfer-new').click();
  await pick(page, page.getByTestId('bank-transfer-from'), 'HSBC USD account');
  await pick(page, page.getByTestId('bank-transfer-to'), 'CMB main account');
  await expect(page.getByTestId('bank-transfer-rate')).toBeVisible();
  await page.getByTestId('bank-transfer-value').fill('100');
  await page.getByTestId('bank-transfer-rate').fill('7.2');
  await page.getByTestId('bank-transfer-ok').click();
  const made = page.getByText(/Transfer ZZ\d{10} made: 720\.00 RMB received/);
  await expect(made).toBeVisible();
  const transferNo = (await made.textContent())!.match(/ZZ\d{10}/)![0];
  await expect(page.getByTestId('bank-transfer-table')).toContainText(transferNo);

  await page.goto('/fms/operating-income-expense');
  await expect(page.getByTestId('income-expense-page')).toBeVisible();
  await page.getByTestId('income-expense-new').click();
  await pick(page, page.getByTestId('income-expense-subject'), 'Warehouse rent');
  await pick(page, page.getByTestId('income-expense-account'), 'CMB main account');
  await page.getByTestId('income-expense-value').fill('120.50');
  await page.getByTestId('income-expense-counterparty').fill('Night guard');
  await page.getByTestId('income-expense-ok').click();
  const recorded = page.getByText(/Entry SZ\d{10} recorded/);
  await expect(recorded).toBeVisible();
  const code = (await recorded.textContent())!.match(/SZ\d{10}/)![0];
  const table = page.getByTestId('income-expense-table');
  await expect(table).toContainText(code);
  await page.getByTestId(`income-expense-cancel-${code}`).click();
  await confirmOk(page);
  await expect(page.getByTestId(`income-expense-cancel-${code}`)).toHaveCount(0);

  await page.goto('/fms/account-flow');
  await expect(page.getByTestId('account-flow-page')).toBeVisible();
  await expect(page.getByTestId('account-balances')).toContainText('CMB main account');
  const flows = page.getByTestId('account-flow-table');
  for (const [no, values] of [
    [transferNo, ['-100.00', '+720.00']],
    [code, ['-120.50', '+120.50']],
  ] as const) {
    await page.getByTestId('account-flow-related-no').fill(no);
    await page.getByTestId('account-flow-search').click();
    for (const v of values) await expect(flows).toContainText(v);
    await expect(flows.locator('tbody tr.ant-table-row')).toHaveCount(2);
  }
});
