import { expect, type Page, test } from '@playwright/test';
import { ADMIN, chooseOption, signIn } from './helpers.ts';
import { quoteLosAngeles } from './price-helpers.ts';

const NAME = 'E2E sub-data C0002';
const OPEN_LIST = '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])';

async function pickByTyping(page: Page, testId: string, text: string, label: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page.locator(OPEN_LIST).getByText(label, { exact: true }).click();
}

/**
 * A customer table of C0002 without channel (so it meets no other table and nothing is ended), with a
 * special freight row and an append rule; it is deleted at the end so the other specs see the demo prices.
 */
test('staff add special freight and an append rule; they come back on edit and price the query', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/fms/price/customer-price');
  await page.getByTestId('price-new').click();
  const form = page.getByTestId('price-form');
  await form.getByTestId('price-form-name').fill(NAME);
  await chooseOption(page, form.getByTestId('price-form-product'), 'FD US Express');
  await pickByTyping(page, 'price-form-customers', 'C0002', 'Minh Anh Logistics');
  await page.keyboard.press('Escape');
  await form.getByTestId('range-load-zones').click();
  await form.getByTestId('range-add-row').click();
  for (const zone of [0, 1, 2]) await form.getByTestId(`range-price-0-${zone}`).fill('20');

  // special freight: an empty row is refused on its row, then filled in
  await form.getByTestId('price-subtab-specialFreights').click();
  await form.getByTestId('special-freight-add').click();
  await page.getByTestId('price-form-save').click();
  await expect(form.getByTestId('special-freight-message-0')).toHaveText(
    'Special freight row 1: Formula cannot be empty',
  );
  await form.getByTestId('special-freight-zones-0').click();
  await page
    .locator(OPEN_LIST)
    .locator('.ant-select-item-option-content', { hasText: 'Zone 1 West' })
    .click();
  await page.keyboard.press('Escape');
  await chooseOption(page, form.getByTestId('special-freight-fee-type-0'), 'Extra fee');
  await form.getByTestId('special-freight-formula-0').fill('chargeWeight * 1.5');
  await form.getByTestId('special-freight-min-fee-0').fill('20');

  // append rule: all lines merged, 10 %
  await form.getByTestId('price-subtab-appendRules').click();
  await form.getByTestId('append-rule-add').click();
  await form.getByTestId('append-rule-name-0').fill('peak');
  await form.getByTestId('append-rule-value-0').fill('10');
  await page.getByTestId('price-form-save').click();
  await expect(page.getByTestId(`price-status-${NAME}`)).toHaveText('Effective');

  // reopened, the rows are there
  await page.getByTestId(`price-edit-${NAME}`).click();
  await expect(form.getByTestId('price-subtab-specialFreights')).toContainText('(1)');
  await form.getByTestId('price-subtab-specialFreights').click();
  await expect(form.getByTestId('special-freight-formula-0')).toHaveValue('chargeWeight * 1.5');
  await expect(form.getByTestId('special-freight-min-fee-0')).toHaveValue('20');
  await expect(form.getByTestId('special-freight-zones-0')).toContainText('Zone 1 West');
  await form.getByTestId('price-subtab-appendRules').click();
  await expect(form.getByTestId('append-rule-name-0')).toHaveValue('peak');
  await expect(form.getByTestId('append-rule-value-0')).toHaveValue('10');
  await page.keyboard.press('Escape');

  // C0002 to Los Angeles, 10 kg charge weight: freight 10 × 20 = 200.00; special freight
  // max(10 × 1.5, 20) = 20.00; append 10 % of (200 + 20) = 22.00; total 242.00
  await page.goto('/fms/price/query-price');
  await pickByTyping(page, 'quote-customer', 'C0002', 'Minh Anh Logistics');
  await quoteLosAngeles(page);
  await expect(page.getByTestId('quote-total-FDUSEXP').first()).toHaveText('242.00 RMB');

  // leave the demo prices as they were
  await page.goto('/fms/price/customer-price');
  await page
    .getByTestId('price-table')
    .locator('tr', { has: page.getByTestId(`price-row-${NAME}`) })
    .locator('input[type=checkbox]')
    .check();
  await page.getByTestId('price-delete').click();
  await expect(page.getByTestId('confirm-ok')).toBeEnabled({ timeout: 10_000 });
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId(`price-row-${NAME}`)).toBeHidden();
});
