import { expect, type Page, test } from '@playwright/test';
import { type Account, ADMIN, CUSTOMER, clickMenu, signIn } from './helpers.ts';

/**
 * The side menu (platform-core §2 "Menu", issue 13): the spec's order, only the current screen's
 * group open, favourites pinned and unpinned from the menu and kept in the user's settings, tools
 * above home for a customer with price checking; the header bell opens the notification centre.
 */

const LMS_ONLY: Account = { username: 'lmsonly', password: 'Lms@1234', userType: 'customer' };

const menu = (page: Page) => page.getByTestId('side-menu');

/** The test ids of the top-level entries, top to bottom (`menu-index`, `menu-group:lms`, …). */
async function topLevel(page: Page): Promise<string[]> {
  const entries = menu(page).locator(':scope > li');
  const ids: string[] = [];
  for (let i = 0; i < (await entries.count()); i++) {
    const id = await entries.nth(i).locator('[data-testid^="menu-"]').first().getAttribute('data-testid');
    if (id) ids.push(id);
  }
  return ids;
}

const openGroups = (page: Page) => menu(page).locator('.ant-menu-submenu-open > .ant-menu-submenu-title');

test('staff menu: spec order, the current group open, favourites pinned and unpinned across reloads; the bell', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  await expect
    .poll(() => topLevel(page))
    .toEqual([
      'menu-index',
      'menu-group:lms',
      'menu-group:pds',
      'menu-group:price',
      'menu-group:fms',
      'menu-group:crm',
      'menu-group:oa',
      'menu-group:settings',
      'menu-group:tools',
      'menu-personal/setting',
    ]);
  await expect(openGroups(page)).toHaveCount(0);

  await clickMenu(page, 'oa/role');
  await expect(page).toHaveURL('/oa/role');
  await page.reload();
  await expect(openGroups(page)).toHaveCount(1);
  await expect(openGroups(page)).toContainText('Office administration');
  await page.goto('/setting/basic/country');
  await expect(openGroups(page)).toHaveText(['Settings centre', 'Basic data']);

  // pin the roles screen: the favourites group follows home and survives a reload
  await clickMenu(page, 'oa/role');
  const star = menu(page).getByTestId('menu-star-oa/role');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(menu(page).getByTestId('menu-group:favourites')).toBeVisible();
  await page.reload();
  await expect
    .poll(async () => (await topLevel(page)).slice(0, 3))
    .toEqual(['menu-index', 'menu-group:favourites', 'menu-group:lms']);
  await page.goto('/index');
  await clickMenu(page, 'fav:oa/role');
  await expect(page).toHaveURL('/oa/role');

  // unpin from the favourites group: gone, also after a reload
  await menu(page).getByTestId('menu-star-fav:oa/role').click();
  await expect(menu(page).getByTestId('menu-group:favourites')).toHaveCount(0);
  await page.reload();
  await expect(menu(page).getByTestId('menu-oa/role')).toBeVisible();
  await expect(menu(page).getByTestId('menu-group:favourites')).toHaveCount(0);
  await expect(menu(page).getByTestId('menu-star-oa/role')).toHaveAttribute('aria-pressed', 'false');

  // the bell lists the site messages
  await page.getByTestId('notification-bell').click();
  await expect(page).toHaveURL('/oa/notification');
});

test('customer menu: tools above home with price checking, home first without', async ({ page }) => {
  await signIn(page, CUSTOMER);
  await expect.poll(async () => (await topLevel(page))[0]).toBe('menu-group:tools');
  await expect(page.getByTestId('message-badge')).toHaveCount(0);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, LMS_ONLY);
  await expect.poll(async () => (await topLevel(page))[0]).toBe('menu-index');
});
