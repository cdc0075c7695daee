import { webhook } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { WebhookPage } from './WebhookPage.tsx';

/** Webhooks: the generated list with the secret, "send test" with its answer, and the delivery log. */

const HOOK = '00000000-0000-4000-8000-0000000000a1';
const row = {
  id: HOOK,
  version: 0,
  enabled: true,
  customerId: '00000000-0000-4000-8000-0000000000c1',
  name: 'Shop ERP',
  url: 'https://erp.example/hooks',
  events: ['orderCreated'],
  headers: [],
  consecutiveFailures: 0,
  disabledReason: null,
  disabledAt: null,
};
const tried = {
  id: '00000000-0000-4000-8000-0000000000d1',
  deliveryId: '00000000-0000-4000-8000-0000000000d2',
  hookId: HOOK,
  hookName: 'Shop ERP',
  customerId: row.customerId,
  event: 'test',
  url: row.url,
  attempt: 1,
  status: 'success',
  requestHeaders: { 'X-FreightDesk-Event': 'test', Authorization: '******' },
  requestBody: '{"event":"test"}',
  responseStatus: 200,
  responseBody: '{"ok":true}',
  durationMs: 12,
  error: null,
  createdAt: '2026-11-28T08:00:00.000Z',
};

const answer = (path: string) => {
  if (path.startsWith('basic/webhook/search')) return { records: [row], total: 1, page: 1, size: 50 };
  if (path.startsWith('basic/webhook/statusGroup')) return { all: 1, enabled: 1, disabled: 0 };
  if (path.startsWith('basic/webhook/sendTest')) return tried;
  if (path.startsWith('basic/webhook/secret')) return { secret: 'whsec_abc123' };
  if (path.startsWith('basic/webhook/deliveries'))
    return {
      records: [
        { ...tried, event: 'orderCreated', status: 'failed', responseStatus: 500, error: 'HTTP 500' },
      ],
      total: 1,
      page: 1,
      size: 50,
    };
  return undefined;
};

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened?.unmount());

const click = async (el: HTMLElement) => {
  await act(async () => el.click());
  await settle();
};
const selectFirst = () => click(document.querySelector<HTMLElement>('.ant-table-tbody .ant-checkbox-input')!);

describe('WebhookPage', () => {
  it('a customer sends a test to its hook and sees it delivered, then reads its secret', async () => {
    opened = await openAt('/client/setting/webhook', <WebhookPage />, answer, {
      userType: 'customer',
      permissions: [webhook.clientPermission!],
    });
    await until(() => document.body.textContent?.includes('Shop ERP') ?? false);
    await selectFirst();
    await click(byTestId('resource-test')!);
    await until(() => Boolean(byTestId('webhook-test-result')));
    expect(opened.posted('basic/webhook/sendTest')).toEqual([{ id: HOOK }]);
    expect(byTestId('webhook-test-result')!.dataset.status).toBe('success');
    expect(document.body.textContent).toContain('Test delivered');
    expect(byTestId('delivery-request-headers')!.textContent).toContain('"Authorization": "******"');
    // the list was read again after the test: the selection is gone
    await selectFirst();
    await click(byTestId('resource-secret')!);
    await until(() => Boolean(byTestId('webhook-secret')));
    expect(byTestId('webhook-secret')!.textContent).toContain('whsec_abc123');
  }, 30_000);

  it('staff open the delivery log of a hook', async () => {
    opened = await openAt('/setting/control/webhook', <WebhookPage />, answer, {
      permissions: [webhook.permission, `${webhook.permission}:test`],
    });
    await until(() => document.body.textContent?.includes('Shop ERP') ?? false);
    expect(byTestId('resource-test')).not.toBeNull();
    expect(byTestId('resource-secret')).toBeNull(); // without its code
    await selectFirst();
    await click(byTestId('resource-deliveries')!);
    await until(() => document.body.textContent?.includes('HTTP 500') ?? false);
    expect(opened.posted('basic/webhook/deliveries').at(-1)).toMatchObject({ criteria: { hookId: HOOK } });
    expect(document.body.textContent).toContain('Not delivered');
  }, 30_000);
});
