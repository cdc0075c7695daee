import { expect, type Page, test } from '@playwright/test';
import { api, demoOrder, productIdOf, tokenOf } from './api-helpers.ts';
import { ADMIN, CUSTOMER, signIn } from './helpers.ts';

/**
 * Screens that must work as they look (issue 13 §5): the pick-up task dialog validates instead of
 * throwing, the receive scan starts each scan without the previous result and refuses an unknown
 * number with one request, the waybill list's tab counts are the rows it lists and Reset resets the tab.
 */

/** Fails the test on any uncaught error of the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('pick-up task dialog: OK with empty fields shows the fields messages, no uncaught error', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signIn(page, CUSTOMER);
  await page.goto('/client/lms/pick-up-task');
  await page.getByTestId('pick-up-new').click();
  await page.getByTestId('pick-up-new-ok').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Pick-up address cannot be empty')).toBeVisible();
  await expect(dialog.getByText('Contact cannot be empty')).toBeVisible();
  await expect(dialog.getByText('Phone cannot be empty')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(errors).toEqual([]);
});

test('receive scan: an unknown number is one request; the next scan starts without the red band', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, CUSTOMER);
  const customer = await tokenOf(page, 'customer');
  await signIn(page, ADMIN);
  const staff = await tokenOf(page, 'staff');
  const productId = await productIdOf(request, staff, 'FDUSEXP');
  const placed = await api<{ waybillNo: string }>(
    request,
    customer,
    '/lms/waybill/order',
    demoOrder(productId),
  );

  await page.goto('/lms/scan/receive');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/lms\/scan/.test(r.url())) calls.push(new URL(r.url()).pathname);
  });
  const input = page.getByTestId('scan-input');
  await expect(input).toBeFocused();
  await page.keyboard.type('NOPE-E2E-BAND');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scan-feedback')).toHaveAttribute('data-result', 'failed');
  await expect(page.getByTestId('scan-feedback-message')).toHaveText(
    'No waybill found for number NOPE-E2E-BAND',
  );
  expect(calls).toEqual(['/api/lms/scanLookup']);

  await page.keyboard.type(placed.waybillNo);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scan-piece-1-count')).toBeFocused();
  await expect(page.getByTestId('scan-feedback')).toHaveCount(0);
});

test('waybill list: each tab shows the count its list totals, with statuses and a destination; Reset resets the tab', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, CUSTOMER);
  const customer = await tokenOf(page, 'customer');
  await signIn(page, ADMIN);
  const staff = await tokenOf(page, 'staff');
  // one ordered and one received US waybill, so that both tabs count something
  const productId = await productIdOf(request, staff, 'FDUSEXP');
  await api(request, customer, '/lms/waybill/order', demoOrder(productId));
  const received = await api<{ id: string }>(request, customer, '/lms/waybill/order', demoOrder(productId));
  await api(request, staff, '/lms/waybill/receive', {
    id: received.id,
    weighMode: 2,
    pieces: [{ actualWeight: '8' }, { actualWeight: '3' }],
  });
  const criteria = { status: ['received', 'order'], destination: 'US' };
  const searchTotal = async (statusGroup?: string) =>
    (
      await api<{ total: number }>(request, staff, '/lms/waybill/search', {
        page: 1,
        size: 1,
        criteria: statusGroup ? { ...criteria, statusGroup } : criteria,
      })
    ).total;

  await page.goto('/lms/waybill/list?status=received&status=order&destination=US');
  const totalText = page.locator('.ant-pagination-total-text');
  const all = await searchTotal();
  // the first answers may be slow on a shared machine (as in waybill-list.spec.ts)
  await expect(page.getByTestId('waybill-tab-all')).toContainText(`(${all})`, { timeout: 30_000 });
  await expect(totalText).toHaveText(`${all} in total`, { timeout: 30_000 });
  for (const key of ['ordered', 'waitSend']) {
    const count = await searchTotal(key);
    expect(count).toBeGreaterThan(0);
    await expect(page.getByTestId(`waybill-tab-${key}`)).toContainText(`(${count})`);
    await page.getByTestId(`waybill-tab-${key}`).click();
    await expect(page).toHaveURL(new RegExp(`tab=${key}`));
    await expect(totalText).toHaveText(`${count} in total`);
  }
  await page.getByTestId('criteria-reset').click();
  await expect(page).not.toHaveURL(/tab=|status=|destination=/);
  await expect(page.getByTestId('waybill-list-page').locator('.ant-tabs-tab-active')).toContainText('All');
});
