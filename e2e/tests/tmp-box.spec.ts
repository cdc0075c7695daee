import { expect, test } from '@playwright/test';
import { CUSTOMER, signIn } from './helpers.ts';

test('box shot', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, CUSTOMER);
  await page.goto('/client/lms/order');
  await page.getByTestId('order-box-add').click();
  await page.getByTestId('order-box-0-boxNo').fill('BX1');
  await page.getByTestId('order-box-0-commodity-add').click();
  await page.getByTestId('order-box-0-commodity-0-nameEn').fill('Mug');
  await expect(page.getByTestId('order-box-0-commodity-0-quantity')).toHaveValue('1');
  await page.getByTestId('order-boxes').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/order-box.png' });
});
