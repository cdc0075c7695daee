import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { downloadOf, importFileFromTemplate, tempDir } from './entity-helpers.ts';
import { type Account, ADMIN, CUSTOMER, chooseOption, signIn } from './helpers.ts';

/** Waybill tools: Excel import, track maintenance with templates, track query, pick-up tasks. */

const RUN = Date.now().toString(36).toUpperCase();

async function apiToken(request: APIRequestContext, a: Account): Promise<string> {
  const res = await request.post('/api/user/user/login', {
    data: { username: a.username, password: a.password, userType: a.userType, mode: 'normal' },
  });
  const body = (await res.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(0);
  return body.data.token;
}

async function call<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${url}`, { data, headers: { token } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

/** Places an order of the demo customer through the API (product FDUSEXP). */
async function placeOrder(request: APIRequestContext, customerNo: string) {
  const admin = await apiToken(request, ADMIN);
  const products = await call<{ records: { id: string; code: string }[] }>(
    request,
    admin,
    '/basic/product/search',
    {
      page: 1,
      size: 50,
      criteria: { keyword: 'FDUSEXP' },
    },
  );
  const productId = products.records.find((p) => p.code === 'FDUSEXP')!.id;
  const customer = await apiToken(request, CUSTOMER);
  return call<{ id: string; waybillNo: string }>(request, customer, '/lms/waybill/order', {
    productId,
    customerNo,
    sender: { name: 'Li Ming', countryCode: 'CN', city: 'Shenzhen', address1: 'Fuyong Logistics Park' },
    recipient: {
      name: 'John Smith',
      phone: '2135550100',
      countryCode: 'US',
      city: 'Los Angeles',
      address1: '1 Main Street',
    },
    invoice: { declareValue: '50.00' },
    pieces: [{ orderActualWeight: '2', orderLength: '20', orderWidth: '20', orderHeight: '20' }],
    commodities: [{ nameEn: 'Mug', quantity: 2, unitPrice: '5' }],
  });
}

/** Confirms the shared confirm dialog holding a text, once its opening animation is over. */
async function confirmOk(page: Page, text: string) {
  const modal = page.locator('.ant-modal-confirm', { hasText: text });
  await expect(modal).toBeVisible();
  await expect(modal).not.toHaveClass(/-appear|-enter/);
  await modal.getByTestId('confirm-ok').click();
  await expect(modal).toBeHidden();
}

function jobReaches(page: Page, status: 'done' | 'failed') {
  return page.waitForResponse(
    async (r) =>
      r.url().includes('/api/common/progress/detail') &&
      ((await r.json()) as { data?: { status?: string } }).data?.status === status,
  );
}

const row = (over: Record<string, string>): Record<string, string> => ({
  'Product code': 'FDUSEXP',
  'Sender name': 'Li Ming',
  'Sender country': 'CN',
  'Sender address': 'Fuyong Logistics Park',
  'Recipient name': 'Jane Doe',
  'Recipient country': 'US',
  'Recipient city': 'Seattle',
  'Recipient address 1': '5 Pine Street',
  'Declared value': '80',
  'Commodity name (EN)': 'Notebook',
  Quantity: '4',
  'Unit price': '3',
  ...over,
});

test('a customer imports waybills: a bad row shows its failure reason, the fixed file imports', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dir = tempDir();
  await signIn(page, CUSTOMER);
  await page.goto('/client/lms/waybill/import');
  await page.getByTestId('waybill-import-open').click();
  const template = await downloadOf(page, () => page.getByTestId('import-template').click());
  const templatePath = join(dir, 'template.xlsx');
  await template.saveAs(templatePath);

  const bad = await importFileFromTemplate(
    templatePath,
    [row({ 'Customer number': `IMP-${RUN}-1` }), row({ 'Customer number': `IMP-${RUN}-2`, Quantity: '0' })],
    join(dir, 'bad.xlsx'),
  );
  await page.locator('.ant-modal input[type=file]').setInputFiles(bad);
  const previewDone = jobReaches(page, 'done');
  await page.getByTestId('import-check').click();
  await previewDone;
  const failure = page.getByRole('dialog', { name: 'Failure reason' });
  await expect(failure).toBeVisible();
  const failureRow = failure.getByTestId('failure-table').locator('tbody tr.ant-table-row').first();
  await expect(failureRow.locator('td').nth(1)).toHaveText('3');
  await expect(failureRow.locator('td').nth(2)).toHaveText('Quantity');
  await page.getByTestId('failure-close').click();
  await expect(failure).toBeHidden();

  const good = await importFileFromTemplate(
    templatePath,
    [
      row({ 'Customer number': `IMP-${RUN}-1` }),
      row({ 'Customer number': `IMP-${RUN}-2`, 'Piece count': '2' }),
    ],
    join(dir, 'good.xlsx'),
  );
  await page.locator('.ant-modal input[type=file]').setInputFiles(good);
  await page.getByTestId('import-check').click();
  await expect(page.getByTestId('import-preview')).toContainText('2 rows read');
  const confirmDone = jobReaches(page, 'done');
  await page.getByTestId('import-confirm').click();
  await confirmDone;
  await expect(page.getByTestId('waybill-import-last')).toContainText('2 waybills');
});

test('staff append a template track to two waybills; the track query pages show it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const a = await placeOrder(request, `TRK-${RUN}-A`);
  const b = await placeOrder(request, `TRK-${RUN}-B`);
  const admin = await apiToken(request, ADMIN);
  const templateName = `Hub ${RUN}`;
  await call(request, admin, '/lms/trackTemplate/insert', {
    name: templateName,
    nodeType: 'inTransit',
    description: `Departed Hong Kong hub ${RUN}`,
    location: 'HKG',
  });

  await signIn(page, ADMIN);
  await page.goto('/lms/track/maintenance');
  await page.getByTestId('track-append-numbers').fill(`${a.waybillNo}\n${b.waybillNo}`);
  await chooseOption(page, page.getByTestId('track-append-template'), templateName);
  await page.getByTestId('track-append-submit').click();
  await confirmOk(page, 'Append this track to 2 waybills?');
  await expect(page.getByText('Track appended to 2 waybills')).toBeVisible();

  await page.goto('/tools/track');
  await page.getByTestId('track-query-numbers').fill(`${a.waybillNo} ${b.waybillNo} NOPE${RUN}`);
  await page.getByTestId('track-query-submit').click();
  for (const w of [a, b]) {
    const card = page.getByTestId(`track-result-${w.waybillNo}`);
    await expect(card).toContainText(`Departed Hong Kong hub ${RUN}`);
    await expect(card.getByTestId('track-result-status')).toHaveText('Ordered');
  }
  await expect(page.getByTestId(`track-result-NOPE${RUN}`)).toContainText('Not found');

  // the public mobile page: status and tracks, nothing about the recipient
  await page.goto('/m/');
  await page.getByTestId('mobile-track-link').click();
  await expect(page).toHaveURL('/m/track');
  await page.getByTestId('mobile-track-numbers').fill(a.waybillNo);
  await page.getByTestId('mobile-track-submit').click();
  const card = page.getByTestId(`track-result-${a.waybillNo}`);
  await expect(card).toContainText(`Departed Hong Kong hub ${RUN}`);
  await expect(page.getByTestId('mobile-track')).not.toContainText('John Smith');
});

test('a customer creates a pick-up task for an ordered waybill and cancels it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const w = await placeOrder(request, `PU-${RUN}`);
  await signIn(page, CUSTOMER);
  await page.goto('/client/lms/pick-up-task');
  await page.getByTestId('pick-up-new').click();
  const dialog = page.getByRole('dialog', { name: 'New pick-up task' });
  await dialog
    .getByTestId('pick-up-waybills')
    .locator('tr', { hasText: w.waybillNo })
    .locator('.ant-checkbox-input')
    .check();
  await dialog.getByTestId('pick-up-address').fill('Fuyong Logistics Park, Shenzhen');
  await dialog.getByTestId('pick-up-contact').fill('Li Ming');
  await dialog.getByTestId('pick-up-phone').fill('13800000000');
  await dialog.getByTestId('pick-up-new-ok').click();
  await expect(page.getByText(/Pick-up task PU\d+ created/)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByTestId('pick-up-search-waybillNo').fill(w.waybillNo);
  await page.getByTestId('pick-up-search-submit').click();
  const taskRow = page.getByTestId('pick-up-table').locator('tbody tr.ant-table-row');
  await expect(taskRow).toHaveCount(1);
  await expect(taskRow.getByTestId('pick-up-status')).toHaveText('Waiting');
  await expect(page.getByTestId('pick-up-tab-wait')).toContainText('(1)');

  await taskRow.getByTestId('pick-up-cancel').click();
  const cancelled = page.waitForResponse((r) => r.url().includes('/api/lms/pickUpTask/cancelPickUpTask'));
  await confirmOk(page, 'Its waybills go back');
  await cancelled;
  await expect(taskRow.getByTestId('pick-up-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('pick-up-tab-cancelled')).toContainText('(1)');
});
