import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { tableRow } from './entity-helpers.ts';
import { CUSTOMER, chooseOption, clickMenu, signIn } from './helpers.ts';

test('a customer adds a webhook in the portal, sends a test and sees it delivered, signed', async ({
  page,
}) => {
  const arrivals: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      arrivals.push({ headers: req.headers, body });
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/e2e-hook`;
  try {
    await signIn(page, CUSTOMER);
    await clickMenu(page, 'setting/webhook');
    await page.getByTestId('resource-create').click();
    const form = page.getByRole('dialog', { name: 'New Webhook' });
    await page.getByTestId('form-name').fill('E2E receiver');
    await page.getByTestId('form-url').fill(url);
    await chooseOption(page, page.getByTestId('form-events'), 'Order created');
    await page.keyboard.press('Escape');
    await page.getByTestId('form-submit').click();
    await expect(form).toBeHidden();

    const row = tableRow(page, 'E2E receiver');
    await row.locator('.ant-checkbox-input').check();
    await page.getByTestId('resource-test').click();
    const result = page.getByTestId('webhook-test-result');
    await expect(result).toHaveAttribute('data-status', 'success');
    await expect(result).toContainText('Test delivered');
    await expect(result).toContainText('HTTP 200');
    expect(arrivals).toHaveLength(1);
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    // the signature checks out with the secret the portal shows
    await row.locator('.ant-checkbox-input').check();
    await page.getByTestId('resource-secret').click();
    const secret = ((await page.getByTestId('webhook-secret').locator('code').textContent()) ?? '').trim();
    const { headers, body } = arrivals[0]!;
    const ts = String(headers['x-freightdesk-timestamp']);
    expect(headers['x-freightdesk-event']).toBe('test');
    expect(headers['x-freightdesk-signature']).toBe(
      `sha256=${createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex')}`,
    );
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
