import { expect, test } from '@playwright/test';
import { api, productIdOf, tokenOf } from './api-helpers.ts';
import { ADMIN, CUSTOMER, signIn } from './helpers.ts';

/**
 * Packages / pallets through the real screen: two received waybills packed under one typed number
 * are listed as one package; expanding it shows both, and one is taken out after the confirmation.
 */

const order = (productId: string) => ({
  productId,
  sender: { name: 'Li Ming', phone: '13800000000', countryCode: 'CN', city: 'Shenzhen', address1: 'Park 1' },
  recipient: {
    name: 'John Smith',
    phone: '2135550100',
    countryCode: 'US',
    state: 'CA',
    city: 'Los Angeles',
    postcode: '90001',
    address1: '1 Main Street',
  },
  invoice: { declareValue: '120.00', declareCurrency: 'USD' },
  pieces: [{ orderActualWeight: '8', orderLength: '50', orderWidth: '40', orderHeight: '30' }],
  commodities: [{ nameEn: 'Cotton T-shirt', quantity: 10, unitPrice: '5.000' }],
});

test('staff list a package, open its waybills and take one out', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN);
  const staff = await tokenOf(page, 'staff');
  await signIn(page, CUSTOMER);
  const customer = await tokenOf(page, 'customer');
  const productId = await productIdOf(request, staff, 'FDUSEXP');
  const packed: { id: string; waybillNo: string }[] = [];
  for (let i = 0; i < 2; i++) {
    const w = await api<{ id: string; waybillNo: string }>(
      request,
      customer,
      '/lms/waybill/order',
      order(productId),
    );
    await api(request, staff, '/lms/scan/receive', { no: w.waybillNo, weighMode: 1 });
    await api(request, staff, '/lms/scan/package', { no: w.waybillNo, packageNo: 'E2E-PALLET-1' });
    packed.push(w);
  }

  // the staff session is still held (each area keeps its own token)
  await page.goto('/lms/package');
  await page.getByTestId('package-numbers').fill('E2E-PALLET-1');
  await page.getByTestId('package-search').click();
  const table = page.getByTestId('package-table');
  const row = table.locator('tbody tr', { hasText: 'E2E-PALLET-1' }).first();
  await expect(row).toContainText('In warehouse');
  await expect(page.getByTestId('package-label-E2E-PALLET-1')).toBeVisible();
  await row.locator('.ant-table-row-expand-icon').click();
  const inner = page.getByTestId('package-waybills-E2E-PALLET-1');
  await expect(inner).toContainText(packed[0]!.waybillNo);
  await expect(inner).toContainText(packed[1]!.waybillNo);
  await page.getByTestId(`package-remove-${packed[0]!.waybillNo}`).click();
  await page.getByTestId('confirm-ok').click();
  await expect(inner).not.toContainText(packed[0]!.waybillNo);
  await expect(inner).toContainText(packed[1]!.waybillNo);
});
