import { expect, test } from '@playwright/test';
import { api, tokenOf } from './api-helpers.ts';
import { ADMIN, confirmOk, signIn } from './helpers.ts';

/**
 * A bank statement of six lines on an account of the test's own: imported through the dialog (the
 * columns guessed from the bank's Chinese headers), the demo rules match two receipts and book the
 * bank fee, one receipt recorded three weeks earlier is matched by hand, an unknown receipt goes to
 * charge claim, and the interest stays unmatched.
 */

const DAY = 86_400_000;
const wall = (days: number) =>
  new Date(Date.now() - days * DAY + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

test('a six-line statement: two matched and a fee booked by the rules, one matched by hand, one claimed', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN);
  const token = await tokenOf(page, 'staff');
  const name = `E2E statement ${Date.now()}`;
  const account = await api<{ id: string }>(request, token, '/fms/cashAccount/insert', {
    name,
    currency: 'RMB',
    type: 'bank',
    enabled: true,
    openingBalance: '5000',
  });
  const customers = await api<{ records: { id: string; code: string }[] }>(
    request,
    token,
    '/customer/customer/search',
    {
      page: 1,
      size: 10,
      criteria: { keyword: 'C0002' },
    },
  );
  const customerId = customers.records.find((c) => c.code === 'C0002')!.id;
  for (const [value, days] of [
    ['800.00', 1],
    ['650.00', 1],
    ['333.00', 20],
  ] as const) {
    const made = await api<{ id: string; status: number }>(request, token, '/fms/chargeBill/register', {
      customerId,
      value,
      currency: 'RMB',
      ownAccountId: account.id,
      payTime: new Date(Date.now() - days * DAY).toISOString(),
    });
    if (made.status === 0) await api(request, token, '/fms/chargeBill/confirm', { id: made.id });
  }
  const rows = [
    ['交易时间', '收入金额', '支出金额', '对方户名', '摘要'],
    [wall(1), '800.00', '', 'Demo Trading', 'payment'],
    [wall(1), '650.00', '', 'Demo Trading', 'payment'],
    [wall(1), '', '25.00', 'CMB', '短信手续费'],
    [wall(1), '333.00', '', 'Late Payer', 'payment'],
    [wall(1), '1,880.00', '', 'Unknown Trading', 'goods'],
    [wall(1), '12.34', '', 'CMB', 'interest'],
  ];
  const csv = rows.map((r) => r.map((c) => `"${c}"`).join(',')).join('\r\n');

  await page.goto(`/fms/bank-statement?accountId=${account.id}&tab=all`);
  await expect(page.getByTestId('bank-statement-page')).toBeVisible();
  await page.getByTestId('bank-statement-import').click();
  await expect(page.getByTestId('statement-import-account')).toContainText(name);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'cmb.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByTestId('statement-import-ok').click();
  await expect(page.getByTestId('statement-import-sample')).toContainText('Unknown Trading');
  await expect(page.getByTestId('statement-map-tradeTime')).toContainText('交易时间');
  await expect(page.getByTestId('statement-map-outValue')).toContainText('支出金额');
  await page.getByTestId('statement-import-ok').click();
  await expect(page.getByText('6 lines imported; 0 were imported before and were left out')).toBeVisible();
  await expect(page.getByTestId('bank-statement-table')).toContainText('Unknown Trading');

  await page.getByTestId('bank-statement-smart').click();
  await expect(page.getByText('2 matched, 1 booked, 0 sent to claim; 3 still unmatched')).toBeVisible();

  await page.getByTestId('bank-statement-tab-unmatched').click();
  const table = page.getByTestId('bank-statement-table');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(3);
  await page.getByTestId('statement-match-5').click();
  const candidates = page.getByTestId('statement-candidates');
  await expect(candidates).toContainText('333.00');
  await candidates.getByRole('button').first().click();
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(2);

  await page.getByTestId('statement-claim-6').click();
  await confirmOk(page);
  await expect(page.getByText(/Receipt \S+ registered, waiting to be claimed/)).toBeVisible();
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(table).toContainText('interest');
  await expect(page.getByTestId('bank-statement-totals')).toHaveText(
    'In 3675.34, out -25.00, matched 3638.00, unmatched 12.34',
  );
});
