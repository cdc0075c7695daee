import { expect, test } from '@playwright/test';
import { ADMIN, chooseOption, signIn, userMenu } from './helpers.ts';

test('personal centre: password rules, server refusal, current warehouse and menu choice', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await userMenu(page, 'personal');
  await expect(page).toHaveURL('/personal/setting');
  await expect(page.getByTestId('personal-info')).toContainText('admin');

  const form = page.getByTestId('change-password-form');
  await page.getByTestId('password-submit').click();
  await expect(form.getByText('Original password cannot be empty', { exact: true })).toBeVisible();
  await expect(form.getByText('New password cannot be empty', { exact: true })).toBeVisible();
  await expect(form.getByText('Confirm new password cannot be empty', { exact: true })).toBeVisible();
  await page.getByTestId('password-original').fill('not-the-password1');
  await page.getByTestId('password-new').fill('short');
  await page.getByTestId('password-confirm').fill('other');
  await expect(
    form.getByText('The password must be 8 to 64 characters and contain letters and digits'),
  ).toBeVisible();
  await expect(form.getByText('The new password and its confirmation do not match')).toBeVisible();
  await page.getByTestId('password-new').fill('NewPass1234');
  await page.getByTestId('password-confirm').fill('NewPass1234');
  await page.getByTestId('password-submit').click();
  // the server refuses a wrong original password; its message is shown
  await expect(page.locator('.ant-notification')).toContainText('The original password is wrong');

  await chooseOption(page, page.getByTestId('warehouse-select'), '香港仓 Hong Kong Warehouse (HKG)');
  await expect(page.getByText('Current warehouse changed')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('warehouse-select')).toContainText('香港仓 Hong Kong Warehouse (HKG)');

  await page.getByTestId('menu-customise').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Roles').uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('menu-oa/role')).toHaveCount(0);
  await expect(page.getByTestId('menu-personal/setting')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('menu-oa/role')).toHaveCount(0);
  await page.getByTestId('menu-customise').click();
  await page.getByRole('dialog').getByText('Show all').click();
  await expect(page.getByTestId('side-menu').getByTestId('menu-oa/role')).toBeAttached();
});

test('a customer with its own login page signs in there, changes its password and returns there at logout', async ({
  page,
}) => {
  await page.goto('/login?c=C0002');
  await expect(page.getByTestId('login-title')).toHaveText('Minh Anh Logistics');
  await expect(page.getByTestId('login-welcome')).toHaveText('Chào mừng quý khách / Welcome back');
  await expect(page.getByTestId('login-type-staff')).toHaveCount(0);
  const form = page.getByTestId('login-form-normal');
  await form.getByTestId('login-username').fill('lmsonly');
  await form.getByTestId('login-password').fill('Lms@1234');
  await form.getByTestId('login-submit').click();
  await expect(page).toHaveURL('/client/index');
  await expect(page.getByTestId('home-customer')).toContainText('C0002');

  await page.goto('/client/personal/setting');
  await page.getByTestId('password-original').fill('Lms@1234');
  await page.getByTestId('password-new').fill('Lms@5678x');
  await page.getByTestId('password-confirm').fill('Lms@5678x');
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('Password changed')).toBeVisible();

  await userMenu(page, 'logout');
  await expect(page).toHaveURL('/login?c=C0002');
  await form.getByTestId('login-username').fill('lmsonly');
  await form.getByTestId('login-password').fill('Lms@5678x');
  await form.getByTestId('login-submit').click();
  await expect(page).toHaveURL('/client/index');
});
