import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN,
  chooseFromDropdown,
  clickMenu,
  OPEN_DROPDOWN,
  signIn,
  tabAction,
  tabLabels,
  userMenu,
} from './helpers.ts';

async function openAll(page: Page) {
  await clickMenu(page, 'oa/role');
  await expect(page).toHaveURL('/oa/role');
  await userMenu(page, 'personal');
  await expect(page).toHaveURL('/personal/setting');
  await expect(tabLabels(page)).toHaveText(['Home', 'Roles', 'Personal centre']);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, ADMIN);
});

test('every visited screen opens one tab; tabs survive a reload', async ({ page }) => {
  await openAll(page);
  await clickMenu(page, 'oa/role');
  await expect(tabLabels(page)).toHaveText(['Home', 'Roles', 'Personal centre']);
  await expect(page.getByTestId('tab-/oa/role')).toHaveAttribute('data-active', 'true');
  await page.reload();
  await expect(tabLabels(page)).toHaveText(['Home', 'Roles', 'Personal centre']);
  await page.getByTestId('tab-/personal/setting').click();
  await expect(page).toHaveURL('/personal/setting');
});

test('close right, close left, close others, close all; home stays', async ({ page }) => {
  await openAll(page);
  await tabAction(page, '/oa/role', 'closeRight');
  await expect(tabLabels(page)).toHaveText(['Home', 'Roles']);
  // the active tab was closed, so the tab acted on became active
  await expect(page).toHaveURL('/oa/role');

  await userMenu(page, 'personal');
  await tabAction(page, '/personal/setting', 'closeLeft');
  await expect(tabLabels(page)).toHaveText(['Home', 'Personal centre']);
  await expect(page).toHaveURL('/personal/setting');

  await clickMenu(page, 'oa/role');
  await expect(tabLabels(page)).toHaveText(['Home', 'Personal centre', 'Roles']);
  await tabAction(page, '/oa/role', 'closeOthers');
  await expect(tabLabels(page)).toHaveText(['Home', 'Roles']);

  await tabAction(page, '/oa/role', 'closeAll');
  await expect(tabLabels(page)).toHaveText(['Home']);
  await expect(page).toHaveURL('/index');
});

test('the home tab cannot be closed; closing the active tab activates its neighbour', async ({ page }) => {
  await openAll(page);
  const homeTab = page.locator('.ant-tabs-tab', { has: page.getByTestId('tab-/index') });
  await expect(homeTab.locator('.ant-tabs-tab-remove')).toHaveCount(0);
  await page.getByTestId('tab-/index').click({ button: 'right' });
  const menu = page.locator(OPEN_DROPDOWN, { has: page.getByTestId('tab-action-close') });
  await expect(
    menu.locator('.ant-dropdown-menu-item', { has: page.getByTestId('tab-action-close') }),
  ).toHaveClass(/ant-dropdown-menu-item-disabled/);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // active is Personal centre (last): closing it activates its left neighbour Roles
  await tabAction(page, '/personal/setting', 'close');
  await expect(page).toHaveURL('/oa/role');
  await expect(tabLabels(page)).toHaveText(['Home', 'Roles']);
  // the close button of a tab works as well (once the Roles screen has come, as a person would wait)
  await expect(page.getByTestId('resource-table')).toBeVisible();
  const rolesTab = page.locator('.ant-tabs-tab', { has: page.getByTestId('tab-/oa/role') });
  await rolesTab.locator('.ant-tabs-tab-remove').click();
  await expect(page).toHaveURL('/index');
  await expect(tabLabels(page)).toHaveText(['Home']);
});

test('refresh reloads the tab in place and the tab dropdown offers the same actions', async ({ page }) => {
  await openAll(page);
  await clickMenu(page, 'oa/role');
  await page.getByTestId('search-keyword').fill('admin');
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL('/oa/role?keyword=admin');
  await tabAction(page, '/oa/role', 'refresh');
  await expect(page).toHaveURL('/oa/role?keyword=admin');
  await expect(page.getByTestId('resource-table')).toContainText('admin');
  await expect(tabLabels(page)).toHaveText(['Home', 'Roles', 'Personal centre']);

  await chooseFromDropdown(page, () => page.getByTestId('tab-more').click(), 'tab-action-closeOthers');
  await expect(tabLabels(page)).toHaveText(['Home', 'Roles']);
});
