import { expect, type Page, test } from '@playwright/test';
import { ADMIN, CUSTOMER, signIn } from './helpers';

/** A 1×1 PNG: the invoice picture uploaded in the drawer. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Row = {
  id: string;
  waybillNo: string;
  status: string;
  sendTime: string | null;
  receiveTime: string | null;
};

async function tokenOf(page: Page, area: 'staff' | 'customer') {
  return page.evaluate((key) => localStorage.getItem(key) ?? '', `fd_token_${area}`);
}

/** Waybills of the signed-in user through the API, newest first. */
async function waybills(page: Page, area: 'staff' | 'customer', criteria: Record<string, unknown> = {}) {
  const res = await page.request.post('/api/lms/waybill/search', {
    headers: { token: await tokenOf(page, area) },
    data: { page: 1, size: 50, criteria },
  });
  const body = (await res.json()) as { code: number; data: { records: Row[] } };
  expect(body.code).toBe(0);
  return body.data.records;
}

async function commodityQuantities(page: Page, id: string) {
  const res = await page.request.get(`/api/lms/waybill/findById?id=${id}&commodities=true`, {
    headers: { token: await tokenOf(page, 'customer') },
  });
  return ((await res.json()) as { data: { commodities: { quantity: number }[] } }).data.commodities.map(
    (c) => c.quantity,
  );
}

const drawer = (page: Page) => page.getByTestId('drawer-tabs');
const openTab = (page: Page, name: string) => drawer(page).getByRole('tab', { name, exact: false }).click();

test('customer opens the drawer by deep link: tabs, commodity zero warning, invoice upload, tracks', async ({
  page,
}) => {
  await signIn(page, CUSTOMER);
  const sent = (await waybills(page, 'customer')).find((w) => w.sendTime);
  expect(sent, 'a sent demo waybill of C0001').toBeTruthy();
  await page.goto(`/client/index?waybillId=${sent!.id}`);
  await expect(page.getByTestId('drawer-waybill-no')).toContainText(sent!.waybillNo);
  await expect(page.getByTestId('drawer-header-status')).toBeVisible();
  await expect(page.getByTestId('drawer-info')).toContainText('General');
  await expect(page.getByTestId('address-type-tag')).toBeVisible();

  // fees: billed rows of a sent demo waybill, freight total with a yen sign
  await openTab(page, 'Fees');
  await expect(page.getByTestId('fee-freight-total')).toContainText('¥');
  await expect(page.getByTestId('drawer-fees')).toContainText('Freight');

  await openTab(page, 'Pieces');
  await expect(page.getByTestId('drawer-pieces').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('copy-pieces')).toBeEnabled();

  // commodities: a zero quantity warns and nothing is saved
  const before = await commodityQuantities(page, sent!.id);
  await openTab(page, 'Commodities');
  await page.getByTestId('commodity-edit').click();
  const quantity = page.locator(
    '[data-testid="commodity-quantity-0"] input, input[data-testid="commodity-quantity-0"]',
  );
  await quantity.fill('0');
  await page.getByTestId('commodity-save').click();
  await expect(page.locator('.ant-message')).toContainText('Row 1: quantity must not be zero');
  expect(await commodityQuantities(page, sent!.id)).toEqual(before);
  await page.getByTestId('commodity-cancel').click();
  await expect(page.getByTestId('commodity-edit')).toBeVisible();

  await openTab(page, 'Boxes');
  await expect(page.getByTestId('drawer-boxes')).toBeVisible();
  await openTab(page, 'Work orders');
  await expect(page.getByTestId('drawer-work-orders')).toContainText('No work orders');

  await openTab(page, 'Tracks');
  await expect(page.getByTestId('time-cost')).toBeVisible();
  await expect(page.getByTestId('track-timeline').locator('.ant-timeline-item').first()).toBeVisible();

  // files: one customer invoice
  await openTab(page, 'Files');
  await page.getByTestId('drawer-upload').click();
  await page
    .locator('.ant-modal .ant-upload input[type="file"]')
    .setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.ant-modal .ant-select-disabled')).toBeVisible();
  await page.getByTestId('upload-ok').click();
  await expect(page.getByTestId('file-group-customerInvoice')).toContainText('invoice.png');

  await page.getByTestId('drawer-close').click();
  await expect(page.getByTestId('drawer-tabs')).toBeHidden();
  await expect(page).toHaveURL(/\/client\/index$/);
});

test('a missing id answers the spec message and the drawer stays closed', async ({ page }) => {
  await signIn(page, CUSTOMER);
  await page.goto('/client/index?waybillId=');
  await expect(page.locator('.ant-notification')).toContainText('The request parameter has no id');
  await expect(page.getByTestId('drawer-tabs')).toBeHidden();
});

test('staff admin opens the staff detail and edits the recipient', async ({ page }) => {
  await signIn(page, ADMIN);
  const open = (
    await waybills(page, 'staff', {
      status: ['waitConfirmWaybill', 'order', 'waitPickUp', 'received', 'waitSend'],
    })
  )[0];
  expect(open, 'an ordered demo waybill').toBeTruthy();
  await page.goto(`/index?waybillId=${open!.id}`);
  await expect(page.getByTestId('drawer-waybill-no')).toContainText(open!.waybillNo);
  await expect(page.getByTestId('drawer-staff-sections')).toBeVisible();
  await page.getByTestId('drawer-edit-waybill').click();
  const name = page.getByTestId('edit-recipient-name');
  await expect(name).toBeVisible();
  await name.fill('E2E Recipient');
  await page.getByTestId('edit-save').click();
  await expect(page.getByTestId('waybill-edit-form')).toBeHidden();
  await expect(page.getByTestId('drawer-recipient-name')).toHaveText('E2E Recipient');
});
