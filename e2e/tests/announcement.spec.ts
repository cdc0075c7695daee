import { expect, test } from '@playwright/test';
import { tokenOf } from './api-helpers.ts';
import { ADMIN, CUSTOMER, signIn } from './helpers.ts';

/**
 * Announcements: staff release a must-read announcement with a 3-second countdown to everyone; a
 * customer user signing in gets the drawer, whose "read" button works only after the countdown;
 * confirming reloads the page and the drawer does not come back. The announcement is withdrawn at the
 * end so that the later specs of this worker sign in undisturbed.
 */
test.describe('announcements', () => {
  let adminToken = '';
  let releasedId = '';

  test.afterAll(async ({ request }) => {
    if (!releasedId) return;
    await request.post('/api/platform/announcement/withdraw', {
      headers: { token: adminToken },
      data: { id: releasedId },
    });
  });

  test('a must-read announcement waits for its countdown, then reloads the page once read', async ({
    page,
    browser,
  }) => {
    const title = `Must read ${Date.now()}`;
    await signIn(page, ADMIN);
    adminToken = await tokenOf(page, 'staff');
    await page.goto('/oa/announcement');
    await expect(page.getByTestId('announcement-page')).toBeVisible();
    await page.getByTestId('announcement-release').click();
    const form = page.getByTestId('announcement-release-form');
    await form.getByTestId('announcement-title').fill(title);
    await form
      .getByTestId('announcement-content-input')
      .fill('Please read the new cut-off times.\nThank you.');
    await form.getByTestId('announcement-must-read').click();
    await form.getByTestId('announcement-countdown').fill('3');
    const released = page.waitForResponse((r) => r.url().includes('/api/platform/announcement/release'));
    await page.getByTestId('announcement-release-submit').click();
    const body = await (await released).json();
    expect(body.code, body.msg).toBe(0);
    releasedId = body.data.id;
    await expect(page.getByTestId(`announcement-row-${title}`)).toBeVisible();

    const context = await browser.newContext();
    const user = await context.newPage();
    try {
      await signIn(user, CUSTOMER);
      const drawer = user.getByTestId('announcement-drawer');
      await expect(drawer).toBeVisible();
      await expect(drawer).toContainText(title);
      const read = user.getByTestId('announcement-confirm-read');
      await expect(read).toBeDisabled();
      await expect(read).toContainText(/\d s\)/);
      await expect(read).toBeEnabled({ timeout: 10_000 });
      await expect(read).toHaveText('I have read it');

      const reloaded = user.waitForEvent('load');
      const refetched = user.waitForResponse(
        (r) => /\/api\/platform\/announcement\/fetch(\?|$)/.test(r.url()) && r.request().method() === 'GET',
      );
      await read.click();
      await reloaded;
      const after = await (await refetched).json();
      const mine = (after.data as { id: string; readAt: string | null }[]).find((a) => a.id === releasedId);
      expect(mine?.readAt).toBeTruthy();
      await expect(user.getByTestId('home-greeting')).toBeVisible();
      await expect(user.getByTestId('announcement-bell')).toBeVisible();
      await expect(user.getByTestId('announcement-drawer')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
