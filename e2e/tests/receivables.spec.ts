import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { api, tokenOf } from './api-helpers.ts';
import { type Account, ADMIN, confirmOk, signIn } from './helpers.ts';
import { OPEN_SELECT } from './order-helpers.ts';

/**
 * Receivables end to end on the credit-hold demo customer C0003 (an unpaid demo bill, confirmed fees
 * of the last days unbilled, arrears-detained waybills FDDEMOAR1..3): staff bill the last 15 days,
 * the customer downloads the bill's PDF and registers a receipt of what it owes, staff confirm it
 * and write off both bills, and the hold is gone.
 */
const ARREARS: Account = { username: 'arrears', password: 'Arrears@123', userType: 'customer' };
const CUSTOMER_CODE = 'C0003';
const CUSTOMER_NAME = 'Hanoi Express';
const DETAINED = 'FDDEMOAR1';

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

async function pageAs(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-US', acceptDownloads: true })).newPage();
  await signIn(page, account);
  return page;
}

/** Picks C0003 in a customer reference select (its code typed, then its option, labelled by name). */
async function pickCustomer(page: Page, select: Locator) {
  await expect(async () => {
    await select.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(CUSTOMER_CODE);
    await page
      .locator(OPEN_SELECT)
      .locator('.ant-select-item-option', { hasText: CUSTOMER_NAME })
      .first()
      .click({ timeout: 15_000 });
    await expect(select).toContainText(CUSTOMER_NAME, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

/** The arrears detain state of a waybill, through the waybill search (staff). */
async function detainOf(request: APIRequestContext, token: string, waybillNo: string) {
  const found = await api<{ records: { waybillNo: string; isDetain: boolean; detainTypes: string[] }[] }>(
    request,
    token,
    '/lms/waybill/search',
    { size: 5, criteria: { numbers: waybillNo } },
  );
  const row = found.records.find((r) => r.waybillNo === waybillNo);
  expect(row, waybillNo).toBeTruthy();
  return { isDetain: row!.isDetain, arrears: row!.detainTypes.includes('arrears') };
}

/** Filters the staff bill list to C0003 and answers its live bill numbers. */
async function c3Bills(page: Page): Promise<string[]> {
  await page.goto('/fms/statement-bill');
  await expect(page.getByTestId('bill-page-staff')).toBeVisible();
  await pickCustomer(page, page.getByTestId('bill-customer'));
  await page.getByTestId('bill-search').click();
  const table = page.getByTestId('bill-table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toContainText(CUSTOMER_CODE);
  await expect(table.locator('tbody tr.ant-table-row', { hasNotText: CUSTOMER_CODE })).toHaveCount(0);
  const ids = await table
    .locator('[data-testid^="bill-detail-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('bill-detail-', '')));
  return ids;
}

test('C0003 pays its bills and its credit hold is lifted', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const staff = await pageAs(browser, ADMIN);
  const staffToken = await tokenOf(staff, 'staff');
  expect(await detainOf(request, staffToken, DETAINED)).toEqual({ isDetain: true, arrears: true });

  // staff: the bill of the last 15 days, from the make dialog with its preview
  const before = await c3Bills(staff);
  expect(before).toHaveLength(1);
  await staff.getByTestId('bill-make').click();
  const dialog = staff.getByTestId('bill-make-form');
  await expect(dialog).toBeVisible();
  await pickCustomer(staff, staff.getByTestId('bill-make-customer'));
  const ends = dialog.locator('.ant-picker-input input');
  await ends.nth(0).click();
  await ends.nth(0).fill(day(-15));
  await ends.nth(0).press('Enter');
  await ends.nth(1).fill(day(0));
  await ends.nth(1).press('Enter');
  await expect(staff.getByTestId('bill-make-preview')).toHaveText('Fees to bill: 1, total 745.00 RMB');
  await staff.getByTestId('bill-make-ok').click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByTestId('bill-table').locator('[data-testid^="bill-detail-"]')).toHaveCount(2);
  const bills = await c3Bills(staff);
  expect(bills).toHaveLength(2);
  const made = bills.find((b) => !before.includes(b))!;

  // the customer: the credit-hold banner, the new bill and its PDF, the available amount
  const customer = await pageAs(browser, ARREARS);
  await expect(customer.getByTestId('credit-banner-arrears')).toBeVisible();
  await customer.goto('/client/fms/bills');
  await expect(customer.getByTestId('bill-page-customer')).toBeVisible();
  await expect(customer.getByTestId(`bill-detail-${made}`)).toBeVisible();
  const pdf = customer.waitForResponse((r) => r.url().includes('/api/fms/bill/pdf'));
  await customer.getByTestId(`bill-pdf-${made}`).click();
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await customer.goto('/client/fms/balance');
  const available = customer.getByTestId('balance-available');
  await expect(available).toHaveText('-2985.50 RMB');
  const owed = (await available.textContent())!.split(' ')[0]!.replace('-', '');

  // … registers a receipt of what it owes, with a certificate
  await customer.goto('/client/fms/pay-record');
  await expect(customer.getByTestId('pay-record-page')).toBeVisible();
  await customer.getByTestId('charge-register').click();
  await customer.getByTestId('charge-value').fill(owed);
  const currency = customer.getByTestId('charge-currency');
  await currency.click();
  await customer
    .locator(OPEN_SELECT)
    .locator('.ant-select-item-option', { hasText: 'Chinese yuan' })
    .first()
    .click();
  await customer.getByTestId('charge-certificates-upload').click();
  await customer.locator('.ant-modal input[type=file]').setInputFiles({
    name: 'transfer.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 e2e'),
  });
  await customer.getByTestId('upload-ok').click();
  await expect(customer.getByTestId('charge-certificates')).toContainText('transfer.pdf');
  await customer.getByTestId('charge-register-ok').click();
  const payRow = customer.getByTestId('pay-record-table').locator('tbody tr.ant-table-row').first();
  await expect(payRow).toContainText(owed);

  // staff confirm the receipt …
  await staff.goto('/fms/charge-bill');
  await pickCustomer(staff, staff.getByTestId('charge-criteria-customer'));
  await staff.getByTestId('charge-search').click();
  const confirm = staff.getByTestId('charge-bill-table').locator('[data-testid^="charge-confirm-"]');
  await expect(confirm).toHaveCount(1);
  const chargeNo = (await confirm.getAttribute('data-testid'))!.replace('charge-confirm-', '');
  await confirm.click();
  await confirmOk(staff);
  await expect(confirm).toHaveCount(0);

  // … and write off both bills from the unmatched receipts
  await c3Bills(staff);
  for (const billNo of bills) {
    await staff.getByTestId(`bill-write-off-${billNo}`).click();
    await expect(staff.getByTestId('write-off-form')).toBeVisible();
    await staff.getByTestId('write-off-source-oldest').click();
    await staff.getByTestId('write-off-ok').click();
    await expect(staff.getByTestId('write-off-form')).toBeHidden();
    await expect(staff.getByTestId(`bill-write-off-${billNo}`)).toHaveCount(0);
  }
  const rows = staff.getByTestId('bill-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  for (const billNo of bills) await expect(rows.filter({ hasText: billNo })).toContainText('Paid');

  // the balance flows of C0003: bills, the receipt and the write-offs
  await staff.goto('/fms/balance-flow');
  await pickCustomer(staff, staff.getByTestId('balance-flow-customer'));
  await staff.getByTestId('balance-flow-search').click();
  const flows = staff.getByTestId('balance-flow-table');
  for (const billNo of bills)
    await expect(flows.locator('tbody tr', { hasText: billNo }).first()).toContainText('Bill');
  await expect(flows.locator('tbody tr', { hasText: chargeNo }).filter({ hasText: 'Receipt' })).toHaveCount(
    1,
  );
  await expect(flows.locator('tbody tr', { hasText: 'Write-off' })).toHaveCount(2);

  // the hold is lifted: no banner once the page is loaded again, the waybills released
  await customer.goto('/client/fms/balance');
  await expect(customer.getByTestId('balance-available')).toHaveText('0.00 RMB');
  await expect(customer.getByTestId('credit-banner')).toHaveCount(0);
  expect(await detainOf(request, staffToken, DETAINED)).toEqual({ isDetain: false, arrears: false });
});
