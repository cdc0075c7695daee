import { expect, type Page, test } from '@playwright/test';
import { ADMIN, clickMenu, signIn } from './helpers.ts';

/**
 * Parcels (PDS): staff order a parcel for the demo customer on the demo parcel product (its label
 * from the sandbox carrier), find it in the list's "made" count, open its drawer, then close an
 * end-ship manifest over it and see the manifest's code.
 */

/** The input with a test id, or the input inside the element with it. */
const field = (page: Page, id: string) =>
  page
    .locator(`input[data-testid="${id}"], textarea[data-testid="${id}"], [data-testid="${id}"] input`)
    .first();

/** The count in a status tab's label: `Made (3)` → 3. */
async function tabCount(page: Page, key: string): Promise<number> {
  const text = (await page.getByTestId(`parcel-tab-${key}`).textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1] ?? Number.NaN);
}

test('staff order a parcel for the demo customer, see it made, open it and close an end-ship manifest over it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await clickMenu(page, 'pds/waybill/list');
  await expect(page.getByTestId('parcel-tab-made')).toContainText(/\(\d+\)/);
  await expect.poll(() => tabCount(page, 'made')).toBeGreaterThan(0);
  const made = await tabCount(page, 'made');

  // the order: the customer, the recipient, one piece and one commodity; the product from the prices
  await clickMenu(page, 'pds/waybill/order');
  const customer = page.getByTestId('order-customer');
  await customer.click();
  await page.keyboard.type('Bright');
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByText('Bright Trading')
    .click();
  const fill = (id: string, value: string) => field(page, id).fill(value);
  await fill('recipient-name', 'John Smith');
  await fill('recipient-countryCode', 'US');
  await fill('recipient-state', 'CA');
  await fill('recipient-city', 'Los Angeles');
  await fill('recipient-postcode', '90001');
  await fill('recipient-address1', '1 Main Street');
  await fill('sender-name', 'Li Ming');
  await fill('sender-city', 'Shenzhen');
  await fill('sender-address1', 'Fuyong Park');
  await fill('piece-0-weight', '2');
  await fill('commodity-0-nameEn', 'Cotton T-shirt');
  await fill('commodity-0-unitPrice', '5');
  await page.getByTestId('parcel-get-prices').click();
  await expect(page.getByTestId('parcel-prices')).toContainText('FD US Parcel');
  await expect(page.getByTestId('parcel-prices').getByTestId('price-total').first()).toContainText(
    /\d+\.\d{2}/,
  );
  // Enter submits
  await field(page, 'recipient-address1').press('Enter');
  await expect(page.getByTestId('parcel-order-trackNo')).toContainText(/Track number: \S+/);
  const placed = (await page.getByTestId('parcel-order-result').textContent()) ?? '';
  const waybillNo = /Parcel (\S+) ordered/.exec(placed)![1]!;

  // the list counts it as made; its drawer shows the track number
  await clickMenu(page, 'pds/waybill/list');
  await expect.poll(() => tabCount(page, 'made')).toBe(made + 1);
  await field(page, 'criteria-numbers').fill(waybillNo);
  await page.getByTestId('criteria-search').click();
  const row = page.getByTestId('parcel-table').locator('tbody tr', { hasText: waybillNo });
  await expect(row).toHaveCount(1);
  await row.getByTestId('parcel-open').click();
  await expect(page.getByTestId('parcel-info')).toContainText(waybillNo);
  await expect(page.getByTestId('parcel-info').getByTestId('parcel-track-no')).not.toBeEmpty();
  await page.getByTestId('parcel-drawer-tab-fees').click();
  await expect(page.getByTestId('parcel-fee-totals')).toContainText(/RMB \d+\.\d{2}/);
  await page.keyboard.press('Escape');

  // the end-ship manifest over it
  await clickMenu(page, 'pds/endShipManifest');
  await page.getByTestId('manifest-create').click();
  const dialog = page.locator('.ant-modal', { has: page.getByTestId('manifest-pick-table') });
  await field(page, 'manifest-pick-search').fill(waybillNo);
  await field(page, 'manifest-pick-search').press('Enter');
  const pick = dialog.locator('tbody tr', { hasText: waybillNo });
  await expect(pick).toHaveCount(1);
  await pick.locator('input[type="checkbox"]').check();
  await dialog.getByTestId('manifest-create-ok').click();
  await expect(dialog.getByTestId('manifest-created')).toContainText(/Manifest \S+ created/);
  const code = /Manifest (\S+) created/.exec(
    (await dialog.getByTestId('manifest-created').textContent()) ?? '',
  )![1]!;
  await dialog.locator('.ant-modal-close').click();
  await expect(page.getByTestId('manifest-table')).toContainText(code);
});
