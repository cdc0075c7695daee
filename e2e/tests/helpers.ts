import { expect, type Locator, type Page } from '@playwright/test';

export type Account = { username: string; password: string; userType: 'staff' | 'customer' };

export const ADMIN: Account = { username: 'admin', password: 'Admin@123', userType: 'staff' };
export const SERVICE: Account = { username: 'service', password: 'Service@123', userType: 'staff' };
export const CUSTOMER: Account = { username: 'demo', password: 'Demo@123', userType: 'customer' };

/** Signs in through the login page of the account's area and waits for its home page. */
export async function signIn(page: Page, account: Account) {
  const area = account.userType === 'customer' ? '/client' : '';
  await page.goto(`${area}/login`);
  await page.getByTestId(`login-type-${account.userType}`).click();
  await page.getByTestId('login-form-normal').getByTestId('login-username').fill(account.username);
  await page.getByTestId('login-form-normal').getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-form-normal').getByTestId('login-password').press('Enter');
  await expect(page).toHaveURL(`${area}/index`);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
}

/** The tab labels, left to right. */
export function tabLabels(page: Page) {
  return page.getByTestId('tab-bar').locator('[data-testid^="tab-/"]');
}

/** An antd dropdown that is shown and not on its way out. */
export const OPEN_DROPDOWN = '.ant-dropdown:not(.ant-dropdown-hidden):not([class*="-leave"])';

/**
 * Opens a dropdown and clicks one of its items once the popup has finished appearing (a click
 * during antd's appear or enter motion can land where the popup was before it got aligned).
 */
export async function chooseFromDropdown(page: Page, open: () => Promise<void>, itemTestId: string) {
  await open();
  const popup = page.locator(OPEN_DROPDOWN, { has: page.getByTestId(itemTestId) });
  await expect(popup).toBeVisible();
  await expect(popup).not.toHaveClass(/-(appear|enter)/);
  // a click that lands while the popup is still moving in can be swallowed on a loaded machine
  await expect(async () => {
    const item = popup.getByTestId(itemTestId);
    if (await item.isVisible()) await item.click({ timeout: 2_000 });
    await expect(popup).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** Runs an action of a tab's context menu. */
export async function tabAction(page: Page, tabKey: string, action: string) {
  await chooseFromDropdown(
    page,
    () => page.getByTestId(`tab-${tabKey}`).click({ button: 'right' }),
    `tab-action-${action}`,
  );
}

/** Picks an entry of the personal menu in the header ('personal' or 'logout'). */
export async function userMenu(page: Page, item: 'personal' | 'logout') {
  await chooseFromDropdown(page, () => page.getByTestId('user-menu').click(), `user-menu-${item}`);
}

/**
 * Signs out through the personal menu and waits for the login page the app goes to by itself
 * (a navigation started before that one lands would be interrupted by it).
 */
export async function signOut(page: Page) {
  await userMenu(page, 'logout');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-form-normal')).toBeVisible();
}

/** Switches the language with the header (or login page) switcher. */
export async function chooseLanguage(page: Page, lang: string) {
  await chooseFromDropdown(page, () => page.getByTestId('language-switcher').click(), `language-${lang}`);
}

/** Picks an option of an antd Select once its list has finished appearing. */
export async function chooseOption(page: Page, select: Locator, label: string) {
  await select.click();
  // the list of a select closed just before may still be animating out: leave it aside
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])');
  await expect(list).toBeVisible();
  await expect(list).not.toHaveClass(/-appear/);
  await list.getByText(label, { exact: true }).click();
}

/**
 * Answers the open confirm dialog with its OK button and waits until it has closed. A click that
 * lands while the dialog is still opening can be swallowed on a loaded machine: it is clicked again
 * while the dialog stays open.
 */
export async function confirmOk(page: Page) {
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toBeVisible();
  await expect(async () => {
    const ok = page.getByTestId('confirm-ok');
    if (await ok.isVisible()) await ok.click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Clicks a screen of the side menu, first opening the groups around it that are closed (only the
 * current screen's group is open).
 */
export async function clickMenu(page: Page, key: string) {
  const menu = page.getByTestId('side-menu');
  // `has` is looked up inside each group: the item's own locator, not one starting at the menu
  const groups = menu.locator('.ant-menu-submenu', { has: page.getByTestId(`menu-${key}`) });
  const item = menu.getByTestId(`menu-${key}`);
  await item.waitFor({ state: 'attached' });
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    if (!/ant-menu-submenu-open/.test((await group.getAttribute('class')) ?? ''))
      await group.locator(':scope > .ant-menu-submenu-title').click();
  }
  await item.click();
}
