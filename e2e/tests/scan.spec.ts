import { expect, test } from '@playwright/test';
import { api, demoOrder as order, productIdOf, tokenOf } from './api-helpers.ts';
import { ADMIN, CUSTOMER, confirmOk, signIn } from './helpers.ts';

/**
 * Scanning and weight confirmation through the real screens: staff receive an ordered waybill by
 * scanning its number and weighing two pieces with the keyboard only (green feedback, row in the last
 * scans), an unknown number shows red; the customer confirms one re-weighed waybill and rejects another.
 */

type Placed = { id: string; waybillNo: string };

test('staff receive by scanning with two weighed pieces; the customer confirms and rejects weights', async ({
  page,
  request,
}) => {
  // two sign-ins, six API calls and three screens on a shared machine
  test.setTimeout(180_000);
  await signIn(page, ADMIN);
  const staff = await tokenOf(page, 'staff');
  await signIn(page, CUSTOMER);
  const customer = await tokenOf(page, 'customer');
  const productId = await productIdOf(request, staff, 'FDUSEXP');
  const scanned = await api<Placed>(request, customer, '/lms/waybill/order', order(productId));
  // two waybills waiting for the customer's weight confirmation
  const waiting: Placed[] = [];
  for (const weight of ['9', '10']) {
    const w = await api<Placed>(request, customer, '/lms/waybill/order', order(productId));
    await api(request, staff, '/lms/waybill/receive', {
      id: w.id,
      weighMode: 2,
      pieces: [{ actualWeight: weight }, { actualWeight: '3' }],
    });
    await api(request, staff, '/lms/waybill/action', { ids: [w.id], action: 'requestWeightConfirm' });
    waiting.push(w);
  }

  // staff: receive scan, keyboard only
  await page.goto('/lms/scan/receive');
  const input = page.getByTestId('scan-input');
  await expect(input).toBeFocused();
  await page.keyboard.type(scanned.waybillNo);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scan-piece-1-count')).toBeFocused();
  await expect(page.getByTestId('scan-piece-2-count')).toBeVisible();
  for (const value of ['', '8.2', '50', '40', '31', '', '3', '20', '20', '20']) {
    if (value) await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }
  const feedback = page.getByTestId('scan-feedback');
  await expect(feedback).toHaveAttribute('data-result', 'ok');
  await expect(page.getByTestId('scan-feedback-message')).toHaveText(
    `${scanned.waybillNo}: received, 2 piece(s), charge weight 12.000 kg`,
  );
  await expect(feedback).toHaveClass(/scan-feedback-ok/);
  const history = page.getByTestId('scan-history');
  await expect(history.locator('tbody tr').first()).toContainText(scanned.waybillNo);
  await expect(history.locator('tbody tr').first()).toContainText('OK');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('');

  // an unknown number: red, listed as failed
  await page.keyboard.type('NOPE-E2E-404');
  await page.keyboard.press('Enter');
  await expect(feedback).toHaveAttribute('data-result', 'failed');
  await expect(page.getByTestId('scan-feedback-message')).toHaveText(
    'No waybill found for number NOPE-E2E-404',
  );
  await expect(history.locator('tbody tr').first()).toContainText('NOPE-E2E-404');
  await expect(history.locator('tbody tr').first()).toContainText('Failed');
  await expect(input).toBeFocused();

  // both scans are in the scan records
  await page.goto('/lms/scan-record');
  await page.getByTestId('scan-record-no').fill(scanned.waybillNo);
  await page.getByTestId('scan-record-search').click();
  await expect(page.getByTestId('scan-record-table').locator('tbody tr').first()).toContainText('Receive');
  // the criteria are kept in the address: a reload searches the same
  await expect(page).toHaveURL(/[?&]no=/);
  await page.reload();
  await expect(page.getByTestId('scan-record-no')).toHaveValue(scanned.waybillNo);
  await expect(page.getByTestId('scan-record-table').locator('tbody tr').first()).toContainText('Receive');

  // customer: weight confirm
  await page.goto('/client/lms/weight-confirm');
  const [toConfirm, toReject] = waiting as [Placed, Placed];
  const table = page.getByTestId('weight-confirm-table');
  // the demo waybills of the seed are in random statuses: tab counts are compared with the start
  await page.getByTestId('weight-search-no').fill(toConfirm.waybillNo);
  await page.getByTestId('weight-search-submit').click();
  await expect(page.getByTestId('weight-tab-waiting')).toContainText('(1)');
  await expect(table).toContainText(toConfirm.waybillNo);
  await page.getByTestId(`weight-confirm-${toConfirm.waybillNo}`).click();
  await confirmOk(page);
  await expect(page.getByTestId('weight-tab-waiting')).toContainText('(0)');
  await expect(page.getByTestId('weight-tab-confirmed')).toContainText('(1)');
  await expect(table).not.toContainText(toConfirm.waybillNo);

  await page.getByTestId('weight-search-no').fill(toReject.waybillNo);
  await page.getByTestId('weight-search-submit').click();
  await expect(table).toContainText(toReject.waybillNo);

  await page.getByTestId(`weight-reject-${toReject.waybillNo}`).click();
  await page.getByTestId('weight-reject-ok').click();
  await expect(page.getByText('Please enter the reason for rejecting')).toBeVisible();
  await page.getByTestId('weight-reject-reason').fill('Our scale says 12 kg');
  await page.getByTestId('weight-reject-ok').click();
  await expect(page.getByTestId('weight-tab-denied')).toContainText('(1)');
  await page.getByTestId('weight-tab-denied').click();
  await expect(table).toContainText(toReject.waybillNo);
  await expect(table).toContainText('Our scale says 12 kg');
});
