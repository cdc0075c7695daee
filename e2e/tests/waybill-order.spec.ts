import { expect, test } from '@playwright/test';
import { CUSTOMER, chooseOption, SERVICE, signIn } from './helpers.ts';
import { fillPiece, OPEN_SELECT, pickDemoSender, typeOption } from './order-helpers.ts';

test('a customer orders a waybill with two pieces and two commodities, one goods description from the picker', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, CUSTOMER);
  await page.goto('/client/lms/order');
  const form = page.getByTestId('order-form');
  await expect(form).toBeVisible();

  await chooseOption(page, page.getByTestId('order-product'), 'FDUSEXP FD US Express');
  await page.getByTestId('order-customerNo').fill(`E2E-${Date.now()}`);

  // sender from the customer's sender book, recipient typed
  await pickDemoSender(page);
  await page.getByTestId('order-recipient-name').fill('Jane Doe');
  await typeOption(page, page.getByTestId('order-recipient-country'), 'US', /^US /);
  await page.getByTestId('order-recipient-city').fill('Seattle');
  // a remote postcode of the remote-area library (Anchorage 99501-99524, level 2) shows the tag
  await page.getByTestId('order-recipient-postcode').fill('99510');
  await expect(page.getByTestId('order-remote-level')).toHaveText('Remote level 2');
  await page.getByTestId('order-recipient-postcode').fill('98101');
  await expect(page.getByTestId('order-remote-level')).toHaveCount(0);
  await page.getByTestId('order-recipient-address1').fill('400 Pine Street');
  await page.getByTestId('order-invoice-declareValue').fill('95');
  await page.getByTestId('order-invoice-declareFreightFee').fill('5');
  await expect(page.getByTestId('order-invoice-total')).toHaveValue('100.00');

  // two pieces: the second with only its length → row-wise message
  await fillPiece(page, 0, ['8', '50', '40', '30']);
  await expect(page.getByTestId('order-piece-0-volume')).toHaveText('10.000');
  await page.getByTestId('order-piece-add').click();
  await fillPiece(page, 1, ['', '20', '', '']);
  const rowMessage = 'Row 2: weight, length, width and height must be all filled or all empty';
  await expect(page.getByTestId('order-piece-1-message')).toHaveText(rowMessage);

  // two commodities, the second with a goods description from the picker (kept as a favourite)
  await page.getByTestId('order-commodity-0-nameEn').fill('Cotton T-shirt');
  await page.getByTestId('order-commodity-0-quantity').fill('10');
  await page.getByTestId('order-commodity-0-unitPrice').fill('5');
  await expect(page.getByTestId('order-commodity-0-total')).toHaveText('50.00');
  await page.getByTestId('order-commodity-add').click();
  await page.getByTestId('order-commodity-1-nameEn').fill('Running shoes');
  await page.getByTestId('order-commodity-1-unitPrice').fill('45');
  await page.getByTestId('order-commodity-1-goodsDescs-open').click();
  const dialog = page.getByTestId('goods-desc-dialog');
  await expect(dialog).toBeVisible();
  await typeOption(page, dialog.getByTestId('goods-desc-search'), 'shoe', /鞋子/);
  await page.locator('.ant-modal-title').click(); // the multiple select stays open: close it
  await expect(page.locator(OPEN_SELECT)).toBeHidden();
  await dialog.getByTestId('goods-desc-add-favourites').click();
  await expect(dialog.getByTestId('goods-desc-favourite')).toHaveText(['鞋子×']);
  await page.getByTestId('goods-desc-ok').click();
  await expect(page.getByTestId('order-commodity-1-goodsDescs-chosen')).toHaveText(['鞋子']);

  // submitting with the incomplete piece shows the rule's message and places nothing
  await page.getByTestId('order-submit').click();
  await expect(page.getByTestId('order-problem')).toContainText(rowMessage);
  await expect(page.getByTestId('order-result')).toHaveCount(0);

  // fix the piece and place the order
  await fillPiece(page, 1, ['3', '20', '20', '20']);
  await expect(page.getByTestId('order-piece-1-message')).toHaveCount(0);
  await page.getByTestId('order-submit').click();
  const result = page.getByTestId('order-result');
  await expect(result).toContainText(/Waybill FD\d{12} has been placed/);
  const waybillNo = (await result.textContent())!.match(/FD\d{12}/)![0];

  // "view" opens the waybill drawer; "new order" starts a new form keeping the product
  await page.getByTestId('order-view').click();
  await expect(page.getByTestId('drawer-waybill-no')).toContainText(waybillNo);
  await page.keyboard.press('Escape');
  await page.getByTestId('order-new').click();
  await expect(page.getByTestId('order-recipient-name')).toHaveValue('');
  await expect(page.getByTestId('order-product')).toContainText('FDUSEXP');
});

test('staff quick order: Enter submits, the form keeps customer and product and focuses the destination', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, SERVICE);
  await page.goto('/lms/quick-order');
  await expect(page.getByTestId('quick-order-form')).toBeVisible();
  await typeOption(page, page.getByTestId('quick-customer'), 'C0001', /^C0001 /);
  await chooseOption(page, page.getByTestId('quick-product'), 'FDUSEXP FD US Express');
  await expect(page.getByTestId('quick-sender')).toContainText('Li Ming');

  await typeOption(page, page.getByTestId('quick-country'), 'US', /^US /);
  await page.getByTestId('quick-name').fill('Quick Receiver');
  await page.getByTestId('quick-city').fill('Boston');
  await page.getByTestId('quick-address1').fill('1 Harbor Way');
  await page.getByTestId('quick-pieceCount').fill('3');
  await page.getByTestId('quick-totalWeight').fill('10');
  await expect(page.getByTestId('quick-shared')).toContainText('3.333 / 3.333 / 3.334');
  await page.getByTestId('quick-length').fill('20');
  await page.getByTestId('quick-width').fill('20');
  await page.getByTestId('quick-height').fill('20');
  await page.getByTestId('quick-declareValue').fill('50');
  await page.getByTestId('quick-nameEn').fill('Shoes');
  await page.getByTestId('quick-nameEn').press('Enter');

  await expect(page.getByTestId('quick-last')).toContainText(/Waybill FD\d{12} has been placed/);
  await expect(page.getByTestId('quick-name')).toHaveValue('');
  await expect(page.getByTestId('quick-customer')).toContainText('C0001');
  await expect(page.getByTestId('quick-product')).toContainText('FDUSEXP');
  await expect(page.getByTestId('quick-country').locator('input')).toBeFocused();
});

test('staff order: the customer first, then sender and recipient from that customer’s books', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, SERVICE);
  await page.goto('/lms/order');
  await expect(page.getByTestId('order-choose-customer')).toBeVisible();
  await typeOption(page, page.getByTestId('order-customer'), 'C0001', /^C0001 /);
  await expect(page.getByTestId('order-choose-customer')).toHaveCount(0);

  await chooseOption(page, page.getByTestId('order-product'), 'FDUSEXP FD US Express');
  await pickDemoSender(page);
  await typeOption(page, page.getByTestId('order-recipient-book'), 'Smith', /John Smith/);
  await expect(page.getByTestId('order-recipient-city')).toHaveValue('Los Angeles');
  await expect(page.getByTestId('order-recipient-country')).toContainText('US');
  await page.getByTestId('order-invoice-declareValue').fill('30');
  // a piece with every measure empty is allowed (weighed at receive)
  await page.getByTestId('order-commodity-0-nameEn').fill('Phone case');
  await page.getByTestId('order-commodity-0-unitPrice').fill('3');
  await page.getByTestId('order-commodity-0-nameEn').press('Enter');
  await expect(page.getByTestId('order-result')).toContainText(/Waybill FD\d{12} has been placed/);
});
