import { expect, type Page, test } from '@playwright/test';
import { api, tokenOf } from './api-helpers.ts';
import { ADMIN, CUSTOMER, chooseOption, confirmOk, signIn } from './helpers.ts';
import { fillCommodity, fillPiece, OPEN_SELECT, pickDemoSender, typeOption } from './order-helpers.ts';

/**
 * Staff create an interceptor that asks for confirmation on US orders over 30 kg, dry-run it, enable
 * it, and see it fire on the order screen: the customer confirms and the order is placed with the tip.
 */

const TIP = `US over 30 kg: check the invoice ${Date.now().toString(36)}`;
const C = 'rule-condition';

async function conditionField(page: Page, at: number, label: string) {
  await typeOption(page, page.getByTestId(`${C}-all.${at}-field`), label, new RegExp(`^${label}$`));
}

test('an interceptor asks for confirmation on US orders over 30 kg, and the order goes on when confirmed', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN);
  const staffToken = await tokenOf(page, 'staff');
  let id: string | undefined;
  try {
    await page.goto('/setting/control/interceptor');
    await page.getByTestId('resource-create').click();
    await page.getByTestId('form-name').fill(TIP.slice(-20));
    await chooseOption(page, page.getByTestId('form-points'), 'Order');
    await page.keyboard.press('Escape');
    await expect(page.locator(OPEN_SELECT)).toBeHidden();
    await chooseOption(page, page.getByTestId('form-interceptType'), 'Confirm');
    await page.getByTestId('form-tip').fill(TIP);

    // destination country = US and charge weight > 30
    await page.getByTestId(`${C}-root-add-condition`).click();
    await conditionField(page, 0, 'Destination country');
    await typeOption(page, page.getByTestId(`${C}-all.0-value`), 'US', /^US\b/);
    await page.getByTestId(`${C}-root-add-condition`).click();
    await conditionField(page, 1, 'Charge weight');
    await chooseOption(page, page.getByTestId(`${C}-all.1-op`), 'greater than');
    await page.getByTestId(`${C}-all.1-value`).fill('30');

    // the dry run of the rule being edited, then save
    await page.getByTestId('rule-dry-run').click();
    await expect(page.getByTestId('rule-dry-run-counts')).toBeVisible();
    await page.getByTestId('form-submit').click();
    await expect(page.getByTestId('resource-form')).toBeHidden();

    const saved = await api<{ records: { id: string; tip: string }[] }>(
      request,
      staffToken,
      '/basic/interceptor/search',
      { criteria: { keyword: TIP.slice(-20) } },
    );
    id = saved.records[0]!.id;
    // enabled from the list (a new rule is enabled already: off and on again through the API the list uses)
    await api(request, staffToken, '/basic/interceptor/disable', { ids: [id] });
    await api(request, staffToken, '/basic/interceptor/enable', { ids: [id] });
    await page.reload();
    await expect(page.getByTestId('intercept-type-confirm').first()).toBeVisible();

    // the customer orders 40 kg to the US: asked to confirm, confirms, the order is placed with the tip
    await signIn(page, CUSTOMER);
    await page.goto('/client/lms/order');
    await chooseOption(page, page.getByTestId('order-product'), 'FDUSEXP FD US Express');
    await page.getByTestId('order-customerNo').fill(`E2E-IC-${Date.now()}`);
    await pickDemoSender(page);
    await page.getByTestId('order-recipient-name').fill('Jane Doe');
    await typeOption(page, page.getByTestId('order-recipient-country'), 'US', /^US /);
    await page.getByTestId('order-recipient-city').fill('Seattle');
    await page.getByTestId('order-recipient-postcode').fill('98101');
    await page.getByTestId('order-recipient-address1').fill('400 Pine Street');
    await page.getByTestId('order-invoice-declareValue').fill('95');
    await fillPiece(page, 0, ['40', '50', '40', '30']);
    await fillCommodity(page, 0, ['Cotton T-shirt', '10', '5']);
    await page.getByTestId('order-submit').click();
    await expect(page.locator('.ant-modal-confirm')).toContainText(`Confirm: ${TIP}`);
    await confirmOk(page);
    await expect(page.getByTestId('order-result')).toContainText(/Waybill FD\d{12} has been placed/);
    await expect(page.getByTestId('order-warnings')).toContainText(TIP);
  } finally {
    // other specs order heavy US waybills on the same database
    if (id) await api(request, staffToken, '/basic/interceptor/deleteBatch', { ids: [id] });
  }
});
