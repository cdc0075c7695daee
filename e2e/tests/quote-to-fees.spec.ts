import { expect, test } from '@playwright/test';
import { ADMIN, CUSTOMER, signIn } from './helpers.ts';
import { fillCommodity, fillPiece, pickDemoSender, receiveOnScan, submitOrder } from './order-helpers.ts';
import { quoteLosAngeles } from './price-helpers.ts';

/**
 * Issue 5 end to end, through the real screens: the customer prices a shipment, saves the cheapest
 * product's quote and orders from it; staff receive and weigh the waybill; the staff fees tab shows
 * the fees calculated from the quoted table — the same money the customer was quoted.
 */
test('a customer quotes, orders the cheapest product, staff receive it and the fee tab shows the fees', async ({
  page,
}) => {
  test.setTimeout(240_000);

  // 1. the customer's quote: C0001's table prices FDUSEXP cheapest (486 freight + 29.16 fuel)
  await signIn(page, CUSTOMER);
  await page.goto('/client/fms/price/query-price');
  await quoteLosAngeles(page);
  const cheapest = page.getByTestId('quote-results').locator('tbody tr.ant-table-row').first();
  await expect(cheapest.getByTestId('quote-total-FDUSEXP')).toHaveText('515.16 RMB');
  await cheapest.getByTestId('quote-save-FDUSEXP').click();
  const saved = page.locator('.ant-modal', { hasText: /Quote PQ\d+ saved/ });
  await expect(saved.getByTestId('price-quote-saved-no')).toHaveText(/^PQ\d{11}$/);
  const priceNo = (await saved.getByTestId('price-quote-saved-no').textContent())!.trim();
  await saved.getByRole('button', { name: 'Order from this quote' }).click();

  // 2. the order form opens on the quote: product, destination and the piece are filled in
  await expect(page).toHaveURL(`/client/lms/order?priceNo=${priceNo}`);
  await expect(page.getByTestId('order-price-quote')).toContainText(
    `Ordering from quote ${priceNo}: 515.16 RMB`,
  );
  await expect(page.getByTestId('order-piece-0-orderActualWeight')).toHaveValue('8');
  await page.getByTestId('order-customerNo').fill(`E2EQUOTE-${Date.now().toString(36)}`);
  await pickDemoSender(page);
  await page.getByTestId('order-recipient-name').fill('Quote Receiver');
  await page.getByTestId('order-recipient-city').fill('Los Angeles');
  await page.getByTestId('order-recipient-address1').fill('200 Main Street');
  await page.getByTestId('order-invoice-declareValue').fill('60');
  await fillPiece(page, 0, ['8', '50', '40', '30']);
  await fillCommodity(page, 0, ['Cotton T-shirt', '12', '5']);
  const waybillNo = await submitOrder(page);

  // 3. staff receive and weigh it: 8 kg, 50×40×30 cm → charge weight 10 kg
  await signIn(page, ADMIN);
  await receiveOnScan(page, waybillNo, ['', '8', '50', '40', '30']);
  await expect(page.getByTestId('scan-feedback-message')).toHaveText(
    `${waybillNo}: received, 1 piece(s), charge weight 10.000 kg`,
  );

  // 4. the staff drawer's fee tab: the fees calculated at receive, the quoted money
  await page.goto('/lms/waybill/list');
  await page.getByTestId('criteria-numbers').fill(waybillNo);
  await page.getByTestId('criteria-search').click();
  const rows = page.getByTestId('waybill-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await rows.first().getByTestId('waybill-open').click();
  await expect(page.getByTestId('drawer-waybill-no')).toContainText(waybillNo);
  await page.getByTestId('drawer-tabs').getByRole('tab', { name: 'Fees', exact: true }).click();
  const fees = page.getByTestId('drawer-fees');
  await expect(fees.locator('tbody tr.ant-table-row')).toHaveCount(2);
  // freight with its fuel (486 + 29.16) is the quoted 515.16; the declared value adds the insurance surcharge
  const freight = fees.locator('tbody tr.ant-table-row', { hasText: 'Freight' });
  await expect(freight).toContainText('515.16');
  await expect(fees.locator('tbody tr.ant-table-row', { hasText: 'insurance' })).toContainText('4.26');
  await expect(page.getByTestId('fee-freight-total')).toContainText('¥519.42');
  // staff see the agent cost and the margin on the same tab
  const summary = page.getByTestId('fee-finance-summary');
  await expect(summary).toContainText('Customer feesRMB 519.42');
  await expect(summary).toContainText(/Agent feesRMB \d+\.\d{2}/);
  await expect(summary).toContainText(/ProfitRMB -?\d+\.\d{2}/);
});
