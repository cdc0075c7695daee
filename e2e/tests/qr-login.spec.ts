import { expect, test } from '@playwright/test';
import { ADMIN } from './helpers.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('a phone confirms the QR sign-in of a computer', async ({ page, browser, baseURL }) => {
  await page.goto('/login');
  const image = page.waitForResponse((r) => r.url().includes('/api/user/user/getScanImgUrl'));
  await page.getByTestId('login-mode-qr').click();
  const scanId: string = (await (await image).json()).data.scanId;
  await expect(page.getByTestId('login-qr').locator('img')).toBeVisible();

  const phone = await browser.newContext({ userAgent: IPHONE, baseURL, locale: 'en-US' });
  const mobile = await phone.newPage();
  // a phone opening the back office is sent to the mobile pages
  await mobile.goto('/index');
  await expect(mobile).toHaveURL('/m/');
  await mobile.goto(`/m/scan?scanId=${scanId}`);
  await expect(mobile).toHaveURL(/\/m\/\?redirect=/);
  await mobile.getByLabel('Username').fill(ADMIN.username);
  await mobile.getByLabel('Password').fill(ADMIN.password);
  await mobile.getByRole('button', { name: 'Sign in' }).click();
  await expect(mobile).toHaveURL(`/m/scan?scanId=${scanId}`);

  // scanning shows on the computer, confirming signs it in
  await expect(page.getByText('Scanned. Confirm the sign-in on your phone.')).toBeVisible();
  await mobile.getByTestId('scan-confirm').click();
  await expect(mobile.getByText('Sign-in confirmed. Go back to the computer.')).toBeVisible();
  await expect(page).toHaveURL('/index');
  await expect(page.getByTestId('home-greeting')).toContainText('Admin');
  await phone.close();
});

test('the mobile sign-in shows the captcha once the server asks for it', async ({ browser, baseURL }) => {
  const phone = await browser.newContext({ userAgent: IPHONE, baseURL, locale: 'en-US' });
  const mobile = await phone.newPage();
  await mobile.goto('/m/');
  await expect(mobile.getByTestId('login-captcha')).toHaveCount(0);
  await mobile.getByLabel('Username').fill('nobody-mobile');
  await mobile.getByLabel('Password').fill('wrong-password-1');
  for (let i = 0; i < 3; i++) {
    const answer = mobile.waitForResponse((r) => r.url().includes('/api/user/user/login'));
    await mobile.getByRole('button', { name: 'Sign in' }).click();
    await answer;
  }
  await expect(mobile.getByTestId('login-captcha').locator('img')).toHaveAttribute('src', /^data:image\/svg/);
  await expect(mobile.getByTestId('login-verify-code')).toBeVisible();
  await phone.close();
});
