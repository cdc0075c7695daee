import { expect, test } from '@playwright/test';
import { ADMIN, CUSTOMER, clickMenu, SERVICE, signIn, userMenu } from './helpers.ts';

test('staff admin signs in and lands on /index', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL('/index');
  await expect(page.getByTestId('home-greeting')).toContainText('Admin');
  await expect(page.getByTestId('tab-/index')).toHaveText('Home');
  await expect(page.getByTestId('side-menu').getByTestId('menu-oa/role')).toBeAttached();
  await expect(page.getByTestId('user-name')).toContainText('Admin');
});

test('customer demo signs in and lands on /client/index with its follow persons', async ({ page }) => {
  await signIn(page, CUSTOMER);
  await expect(page).toHaveURL('/client/index');
  await expect(page.getByTestId('home-customer')).toContainText('C0001');
  await expect(page.getByTestId('home-follow-persons')).toContainText('Sales');
  await expect(page.getByTestId('home-follow-persons')).toContainText('Pre-port service');
  // customers see no staff screens in their menu
  await expect(page.getByTestId('menu-oa/role')).toHaveCount(0);
});

test('a customer opening a staff path is sent to its own area', async ({ page }) => {
  await signIn(page, CUSTOMER);
  await page.goto('/oa/role');
  await expect(page).toHaveURL('/client/index');
  await page.goto('/personal/setting');
  await expect(page).toHaveURL('/client/personal/setting');
  await expect(page.getByTestId('personal-info')).toContainText('demo');
});

test('staff without the roles permission sees /404 for /oa/role', async ({ page }) => {
  await signIn(page, SERVICE);
  await expect(page.getByTestId('menu-oa/role')).toHaveCount(0);
  await page.goto('/oa/role');
  await expect(page).toHaveURL('/404');
  await expect(
    page.getByText('This page does not exist, or you have no permission to open it.'),
  ).toBeVisible();
  await page.getByTestId('not-found-home').click();
  await expect(page).toHaveURL('/index');
});

test('an unauthenticated visitor goes to the login page of the area', async ({ page }) => {
  await page.goto('/oa/role');
  await expect(page).toHaveURL('/login');
  await page.goto('/client/personal/setting');
  await expect(page).toHaveURL('/client/login');
  await page.goto('/');
  await expect(page).toHaveURL('/login');
});

test('a signed-in user opening the login page goes home; unknown paths show 404', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/login');
  await expect(page).toHaveURL('/index');
  await page.goto('/');
  await expect(page).toHaveURL('/index');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/404');
});

test('a wrong password is refused with the server message and required fields are checked', async ({
  page,
}) => {
  await page.goto('/login');
  const form = page.getByTestId('login-form-normal');
  await form.getByTestId('login-submit').click();
  await expect(form.getByText('Username cannot be empty')).toBeVisible();
  await expect(form.getByText('Password cannot be empty')).toBeVisible();
  await form.getByTestId('login-username').fill('admin');
  await form.getByTestId('login-password').fill('wrong-password-1');
  await form.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('Wrong username or password');
  await expect(page).toHaveURL('/login');
});

test('logout in one tab reloads the other tab of the same user type to /login', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, ADMIN);
  const second = await context.newPage();
  await second.goto('/oa/role');
  await expect(second.getByTestId('resource-table')).toBeVisible();
  await userMenu(first, 'logout');
  await expect(first).toHaveURL('/login');
  await expect(second).toHaveURL('/login');
  await expect(second.getByTestId('login-form-normal')).toBeVisible();
});

test('a customer sign-in does not disturb a staff tab (other type is ignored)', async ({ context }) => {
  const staff = await context.newPage();
  await signIn(staff, ADMIN);
  const customer = await context.newPage();
  await signIn(customer, CUSTOMER);
  await userMenu(customer, 'logout');
  await expect(customer).toHaveURL('/client/login');
  // the staff tab keeps its session
  await clickMenu(staff, 'oa/role');
  await expect(staff).toHaveURL('/oa/role');
  await expect(staff.getByTestId('resource-table')).toBeVisible();
});

test('safe mode asks for the captcha and shows the server refusal of a wrong code', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-mode-safe').click();
  const form = page.getByTestId('login-form-safe');
  await expect(form.getByTestId('login-captcha').locator('img')).toHaveAttribute('src', /^data:image\/svg/);
  await form.getByTestId('login-submit').click();
  await expect(form.getByText('Verification code cannot be empty')).toBeVisible();
  await form.getByTestId('login-username').fill('service');
  await form.getByTestId('login-password').fill('Service@123');
  await form.getByTestId('login-verify-code').fill('zzzz');
  const newCaptcha = page.waitForResponse((r) => r.url().includes('/api/user/user/getVerifyCode'));
  await form.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('Verification code is wrong or expired');
  // a refused attempt fetches a fresh captcha
  await newCaptcha;
  await expect(page).toHaveURL('/login');
});

test('after failed sign-ins the normal form shows the captcha the server asks for', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByTestId('login-form-normal');
  await expect(form.getByTestId('login-captcha')).toHaveCount(0);
  await form.getByTestId('login-username').fill('nobody-e2e');
  await form.getByTestId('login-password').fill('wrong-password-1');
  for (let i = 0; i < 3; i++) {
    const answer = page.waitForResponse((r) => r.url().includes('/api/user/user/login'));
    await form.getByTestId('login-submit').click();
    await answer;
  }
  // the third failure (or a refused attempt inside the wait) answers data.captchaRequired
  await expect(form.getByTestId('login-captcha').locator('img')).toHaveAttribute('src', /^data:image\/svg/);
  await expect(form.getByTestId('login-verify-code')).toBeVisible();
  await expect(page).toHaveURL('/login');
});
