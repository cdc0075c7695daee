import { expect, test } from '@playwright/test';
import { ADMIN, chooseLanguage, clickMenu, signIn, tabLabels } from './helpers.ts';

test('the language switch changes the texts in all three languages', async ({ page }) => {
  await signIn(page, ADMIN);
  await clickMenu(page, 'oa/role');
  const choose = (lang: string) => chooseLanguage(page, lang);

  await choose('zh-CN');
  await expect(tabLabels(page)).toHaveText(['首页', '角色管理']);
  await expect(page.getByTestId('menu-index')).toHaveText('首页');
  await expect(page.getByTestId('search-submit')).toHaveText(/查\s*询/);

  // dates follow the language too (dayjs locale)
  await page.getByTestId('tab-/index').click();
  await expect(page.getByTestId('home-date')).toContainText('星期');
  await expect(page.getByTestId('home-greeting')).toContainText('好，');
  await page.getByTestId('tab-/oa/role').click();

  await choose('vi-VN');
  await expect(tabLabels(page)).toHaveText(['Trang chủ', 'Vai trò']);
  await expect(page.getByTestId('search-submit')).toHaveText('Tìm kiếm');

  await choose('en-US');
  await expect(tabLabels(page)).toHaveText(['Home', 'Roles']);
  await expect(page.getByTestId('search-submit')).toHaveText('Search');

  // the choice is remembered across a reload
  await choose('vi-VN');
  await page.reload();
  await expect(page.getByTestId('menu-index')).toHaveText('Trang chủ');
});

test('the login page offers the language switch too', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
  await chooseLanguage(page, 'zh-CN');
  await expect(page.getByTestId('login-submit')).toHaveText(/登\s*录/);
  await chooseLanguage(page, 'vi-VN');
  await expect(page.getByTestId('login-submit')).toHaveText('Đăng nhập');
});
