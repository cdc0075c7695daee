import { type Browser, expect, type Page, test } from '@playwright/test';
import { tokenOf } from './api-helpers';
import { ADMIN, CUSTOMER, chooseOption, confirmOk, signIn } from './helpers';

/** A 1×1 PNG: the photo attached to the work order. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Signed in, in a browser context of its own. */
async function signedIn(browser: Browser, account: typeof ADMIN) {
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await signIn(page, account);
  return page;
}

/** A waybill of the demo customer, through the API. */
async function customerWaybill(page: Page) {
  const res = await page.request.post('/api/lms/waybill/search', {
    headers: { token: await tokenOf(page, 'customer') },
    data: { page: 1, size: 5, criteria: {} },
  });
  const body = (await res.json()) as { code: number; data: { records: { id: string; waybillNo: string }[] } };
  expect(body.code).toBe(0);
  return body.data.records[0]!;
}

/** The signed-in staff user's id and its header counter, through the API. */
async function staffState(page: Page) {
  const headers = { token: await tokenOf(page, 'staff') };
  const me = (await (await page.request.get('/api/user/user/current', { headers })).json()) as {
    data: { user: { id: string } };
  };
  const count = (await (await page.request.get('/api/platform/message/count', { headers })).json()) as {
    data: { workOrderCount: number };
  };
  return { userId: me.data.user.id, workOrderCount: count.data.workOrderCount };
}

/** One assignment rule: every new work order goes to this user. */
async function assignEverythingTo(page: Page, userId: string) {
  const res = await page.request.post('/api/platform/workOrder/assignRule/save', {
    headers: { token: await tokenOf(page, 'staff') },
    data: { rules: [{ mode: 'user', userId, enabled: true }] },
  });
  expect(((await res.json()) as { code: number }).code).toBe(0);
}

const badge = (n: number) => (n > 99 ? '99+' : String(n));

const dialog = (page: Page) => page.getByTestId('work-order-detail');
const headerCount = (page: Page) => page.getByTestId('header-work-order-count').locator('sup');

/** Opens a work order from the list of the user's area (staff `/oa/work-order`, customers `/client/…`). */
async function openFromList(page: Page, area: '' | '/client', code: string) {
  await page.goto(`${area}/oa/work-order`);
  await page.getByTestId(`work-order-open-${code}`).click();
  await expect(dialog(page)).toHaveAttribute('data-code', code);
}

test.slow();

test('a customer raises a work order from the waybill drawer; staff reply, close it; the customer rates it', async ({
  browser,
}) => {
  // the desk: new orders go to the admin, whose header counts the orders waiting for them
  const staff = await signedIn(browser, ADMIN);
  const before = await staffState(staff);
  await assignEverythingTo(staff, before.userId);

  const customer = await signedIn(browser, CUSTOMER);
  const waybill = await customerWaybill(customer);

  // the customer: waybill drawer → Work orders → new work order about this waybill, with a photo
  await customer.goto(`/client/index?waybillId=${waybill.id}`);
  await customer.getByTestId('drawer-tabs').getByRole('tab', { name: 'Work orders' }).click();
  await customer.getByTestId('drawer-new-work-order').click();
  await expect(customer.getByTestId('work-order-create-bill-no')).toHaveValue(waybill.waybillNo);
  await chooseOption(customer, customer.getByTestId('work-order-create-main-type'), 'Exception');
  await customer.getByTestId('work-order-create-title').fill('E2E parcel arrived damaged');
  await customer.getByTestId('work-order-create-description').fill('The outer box was crushed.');
  await customer.getByTestId('work-order-create-files-upload').click();
  await customer
    .locator('.ant-modal .ant-upload input[type="file"]')
    .setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: PNG });
  await customer.getByTestId('upload-ok').click();
  await expect(customer.getByTestId('work-order-create-files')).toContainText('damage.png');
  await customer.getByTestId('work-order-create-ok').click();
  const raised = customer.locator('.ant-message').getByText(/Work order \S+ raised/);
  await expect(raised).toBeVisible();
  const code = /Work order (\S+) raised/.exec((await raised.textContent()) ?? '')![1]!;
  await expect(customer.getByTestId(`drawer-work-order-${code}`)).toBeVisible();
  await expect(customer.getByTestId('work-order-badge')).toBeVisible();

  // staff: the header counts it; the list opens from the badge; a quick reply sent with Ctrl+Enter
  await staff.reload();
  await expect(headerCount(staff)).toHaveAttribute('title', badge(before.workOrderCount + 1));
  await staff.getByTestId('header-work-orders').click();
  await expect(staff).toHaveURL(/\/oa\/work-order/);
  await staff.getByTestId(`work-order-open-${code}`).click();
  await expect(dialog(staff)).toContainText('damage.png');
  await staff.getByTestId('quick-reply-received').click();
  await expect(staff.getByTestId('work-order-reply-input')).toHaveValue('Received');
  await staff.getByTestId('work-order-reply-input').press('Control+Enter');
  const mine = dialog(staff).locator('[data-testid="work-order-reply"][data-side="right"]');
  await expect(mine).toContainText('Received');

  // the customer: the counter shows the answer, the reply is on the other side of the thread
  await customer.goto('/client/index');
  await expect(headerCount(customer)).toBeVisible();
  await openFromList(customer, '/client', code);
  await expect(dialog(customer).locator('[data-testid="work-order-reply"][data-side="left"]')).toContainText(
    'Received',
  );
  await expect(customer.getByTestId('work-order-evaluate')).toHaveCount(0);
  await customer.keyboard.press('Escape');
  await expect(dialog(customer)).toBeHidden();

  // staff close it after the confirmation: the row is struck through
  await staff.getByTestId('work-order-close').click();
  await confirmOk(staff);
  await expect(dialog(staff).getByTestId('work-order-closed-code')).toHaveText(code);
  await staff.keyboard.press('Escape');
  await expect(staff.getByTestId(`work-order-row-${code}`)).toHaveClass(/fd-wo-closed/);

  // the customer rates the closed order
  await openFromList(customer, '/client', code);
  await customer.getByTestId('work-order-evaluation-1').click();
  await customer.getByTestId('work-order-evaluate').click();
  await expect(dialog(customer).getByTestId('work-order-evaluation')).toContainText('Satisfied');
});
