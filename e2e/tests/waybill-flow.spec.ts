import { expect, type Page, type Response, test } from '@playwright/test';
import { ADMIN, CUSTOMER, chooseOption, signIn } from './helpers.ts';
import {
  fillCommodity,
  fillPiece,
  pickDemoSender,
  receiveOnScan,
  submitOrder,
  typeOption,
} from './order-helpers.ts';

/**
 * The freight desk end to end (issue 4), through the real screens only: the customer orders a
 * waybill with two pieces and two commodities; staff receive and weigh it on the receive scan; the
 * customer finds it in the waybill list, sees it received with the receive weights in the drawer,
 * edits the commodities (zero quantity refused, then a change saved), uploads an invoice, sees the
 * tracks and prints the label (and, from the list, the invoice); staff send it; the customer's track
 * query shows the sent track.
 */

/** Clicks a print button and answers the PDF bytes the request layer downloaded. */
async function printed(page: Page, click: () => Promise<void>, type: 'label' | 'invoice'): Promise<Buffer> {
  const answer = page.waitForResponse(
    (r: Response) => r.url().includes(`/api/lms/document/${type}?`) && r.request().method() === 'GET',
  );
  await click();
  const res = await answer;
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  return res.body();
}

const drawerTab = (page: Page, name: string) =>
  page.getByTestId('drawer-tabs').getByRole('tab', { name, exact: true }).click();

test('order → receive and weigh → drawer (commodities, invoice, tracks, label) → send → track query', async ({
  page,
}) => {
  // four screens for the customer, two scans for staff, on a shared machine
  test.setTimeout(240_000);
  // printed PDFs open in a new tab: the test reads the downloaded bytes instead
  page.context().on('page', (tab) => void tab.close());

  // 1. the customer orders: two pieces, two commodities
  await signIn(page, CUSTOMER);
  await page.goto('/client/lms/order');
  await expect(page.getByTestId('order-form')).toBeVisible();
  await chooseOption(page, page.getByTestId('order-product'), 'FDUSEXP FD US Express');
  await page.getByTestId('order-customerNo').fill(`E2EFLOW-${Date.now().toString(36)}`);
  await pickDemoSender(page);
  await page.getByTestId('order-recipient-name').fill('Flow Receiver');
  await typeOption(page, page.getByTestId('order-recipient-country'), 'US', /^US /);
  await page.getByTestId('order-recipient-city').fill('Seattle');
  await page.getByTestId('order-recipient-address1').fill('400 Pine Street');
  await page.getByTestId('order-invoice-declareValue').fill('95');
  await fillPiece(page, 0, ['8', '50', '40', '30']);
  await page.getByTestId('order-piece-add').click();
  await fillPiece(page, 1, ['3', '20', '20', '20']);
  await fillCommodity(page, 0, ['Cotton T-shirt', '10', '5']);
  await page.getByTestId('order-commodity-add').click();
  await fillCommodity(page, 1, ['Running shoes', '', '45']);
  const waybillNo = await submitOrder(page);

  // 2. staff receive it on the receive scan: the number, both pieces weighed, Enter → green
  await signIn(page, ADMIN);
  await receiveOnScan(page, waybillNo, ['', '8.2', '50', '40', '31', '', '3', '20', '20', '20']);
  await expect(page.getByTestId('scan-feedback-message')).toHaveText(
    `${waybillNo}: received, 2 piece(s), charge weight 12.000 kg`,
  );

  // 3. the customer finds it in the waybill list and opens the drawer
  await page.goto('/client/lms/waybill/list');
  await page.getByTestId('criteria-numbers').fill(waybillNo);
  await page.getByTestId('criteria-search').click();
  const rows = page.getByTestId('waybill-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('waybill-status')).toHaveText('Received');
  await rows.first().getByTestId('waybill-open').click();
  await expect(page.getByTestId('drawer-waybill-no')).toContainText(waybillNo);
  await expect(page.getByTestId('drawer-header-status')).toContainText('Received');
  // receive weights: the charge weight of the scan, the pieces as weighed (8.2 kg, 31 cm high)
  await expect(page.getByTestId('drawer-info')).toContainText('12.000');
  await drawerTab(page, 'Pieces');
  const pieces = page.getByTestId('drawer-pieces').locator('tbody tr.ant-table-row');
  await expect(pieces).toHaveCount(2);
  await expect(pieces.first()).toContainText(/8\.2/);
  await expect(pieces.first()).toContainText(/31/);

  // 4. commodities: a zero quantity warns and saves nothing; then a valid change is saved
  await drawerTab(page, 'Commodities');
  const lines = page.getByTestId('drawer-commodities').locator('tbody tr.ant-table-row');
  await expect(lines).toHaveCount(2);
  const quantityCell = lines.first().locator('td').nth(2);
  await expect(quantityCell).toHaveText('10');
  await page.getByTestId('commodity-edit').click();
  const quantity = page.locator(
    '[data-testid="commodity-quantity-0"] input, input[data-testid="commodity-quantity-0"]',
  );
  await quantity.fill('0');
  await page.getByTestId('commodity-save').click();
  await expect(page.locator('.ant-message')).toContainText('Row 1: quantity must not be zero');
  await page.getByTestId('commodity-cancel').click();
  await expect(page.getByTestId('commodity-edit')).toBeVisible();
  await expect(quantityCell).toHaveText('10');
  await page.getByTestId('commodity-edit').click();
  await quantity.fill('12');
  await page.getByTestId('commodity-save').click();
  await expect(page.getByTestId('commodity-edit')).toBeVisible();
  await expect(quantityCell).toHaveText('12');

  // 5. files: the customer's invoice
  await drawerTab(page, 'Files');
  await page.getByTestId('drawer-upload').click();
  await page.locator('.ant-modal .ant-upload input[type="file"]').setInputFiles({
    name: `invoice-${waybillNo}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 e2e commercial invoice'),
  });
  await page.getByTestId('upload-ok').click();
  await expect(page.getByTestId('file-group-customerInvoice')).toContainText(`invoice-${waybillNo}.pdf`);

  // 6. tracks: ordered and received
  await drawerTab(page, 'Tracks');
  const timeline = page.getByTestId('track-timeline');
  await expect(timeline).toContainText('Order placed');
  await expect(timeline).toContainText('Goods received at the warehouse');

  // 7. the label from the drawer's header: a PDF through the request layer
  const label = await printed(page, () => page.getByTestId('drawer-print-label').click(), 'label');
  expect(label.subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByTestId('drawer-close').click();
  await expect(page.getByTestId('drawer-tabs')).toBeHidden();

  // the list's toolbar: the invoice of the selected row, and the links to order and import
  await rows.first().locator('.ant-checkbox-input').check();
  const invoice = await printed(page, () => page.getByTestId('waybill-print-invoice').click(), 'invoice');
  expect(invoice.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByTestId('waybill-print-label')).toBeVisible();
  await page.getByTestId('waybill-link-import').click();
  await expect(page).toHaveURL('/client/lms/waybill/import');
  await page.goto('/client/lms/waybill/list');
  await page.getByTestId('waybill-link-order').click();
  await expect(page).toHaveURL('/client/lms/order');
  await expect(page.getByTestId('order-form')).toBeVisible();

  // 8. staff send it on the send scan
  await page.goto('/lms/scan/send');
  await expect(page.getByTestId('scan-input')).toBeFocused();
  await page.keyboard.type(waybillNo);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scan-feedback')).toHaveAttribute('data-result', 'ok');
  await expect(page.getByTestId('scan-feedback-message')).toContainText(waybillNo);

  // 9. the customer's track query shows the sent track
  await page.goto('/client/tools/track');
  await page.getByTestId('track-query-numbers').fill(waybillNo);
  await page.getByTestId('track-query-submit').click();
  const card = page.getByTestId(`track-result-${waybillNo}`);
  await expect(card.getByTestId('track-result-status')).toHaveText('Sent / departed');
  await expect(card).toContainText('Goods sent');
  await expect(card).toContainText('Goods received at the warehouse');
});
