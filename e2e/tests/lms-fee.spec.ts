import { feeSubjectLabel } from '@freightdesk/domain';
import { expect, test } from '@playwright/test';
import { ADMIN, clickMenu, signIn } from './helpers.ts';

type FeePage = {
  records: { waybillNo: string; subjectName: string; value: string; currency: string }[];
  total: number;
  totals: { byCurrency: { currency: string; total: string }[]; conversionTotal: string };
};

test('staff open Customer fees (LMS), filter by a waybill number, read the rows and totals, and the summary', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  // a demo waybill with customer fees, and what the list must show for it (the API with the staff token)
  const token = await page.evaluate(() => localStorage.getItem('fd_token_staff') ?? '');
  const search = async (criteria: object) => {
    const res = await page.request.post('/api/fms/lmsFee/customer/search', {
      headers: { token },
      data: { criteria },
    });
    const body = (await res.json()) as { code: number; data: FeePage };
    expect(body.code).toBe(0);
    return body.data;
  };
  const waybillNo = (await search({})).records[0]!.waybillNo;
  const expected = await search({ numbers: waybillNo });
  expect(expected.total).toBeGreaterThan(0);

  await clickMenu(page, 'fms/customer-fee/lms');
  await expect(page).toHaveURL('/fms/customer-fee/lms');
  await expect(page.getByTestId('lms-fee-page-customer')).toBeVisible();
  await page.getByTestId('lms-fee-numbers').fill(waybillNo);
  await page.getByTestId('lms-fee-search').click();

  const rows = page.getByTestId('lms-fee-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(expected.total);
  await expect(rows.first()).toContainText(waybillNo);
  // the list names the subject in the user's language; the API answers its code
  await expect(rows.first()).toContainText(feeSubjectLabel(expected.records[0]!.subjectName, 'en-US'));
  for (const c of expected.totals.byCurrency)
    await expect(page.getByTestId(`lms-fee-total-${c.currency}`)).toHaveText(`${c.currency} ${c.total}`);
  await expect(page.getByTestId('lms-fee-total-local')).toContainText(expected.totals.conversionTotal);

  // the summary by waybill: one row, the customer fee total is the converted total of the rows
  await page.getByTestId('lms-fee-tab-summary').click();
  const summary = page.getByTestId('lms-fee-summary-table').locator('tbody tr.ant-table-row');
  await expect(summary).toHaveCount(1);
  await expect(summary.first()).toContainText(waybillNo);
  await expect(summary.first()).toContainText(expected.totals.conversionTotal);

  // the waybill number opens the drawer by its deep link
  await summary.first().getByTestId('lms-fee-summary-waybill').click();
  await expect(page).toHaveURL(/waybillId=/);
});
