import { API_CONFIG_ENTITIES } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import { mountAt, signInStaff, staffSessionAnswer, until } from '#web/components/resource/list-test-kit.tsx';
import { ApiConfigFormModal } from './ApiConfigFormModal.tsx';
import { LabelApiPage } from './ApiConfigPage.tsx';

/** The credential editor follows the chosen type; a stored secret shows "set" and its input stays empty. */

const RECORD = {
  id: 'a1',
  version: 0,
  name: 'Sandbox',
  code: 'SANDBOX',
  apiType: 'sandbox',
  credentials: { apiKey: '******', latencyMs: '200' },
  testMode: true,
  timeoutMs: 30000,
  enabled: true,
};

const SANDBOX = {
  code: 'sandbox',
  name: { zh: 'Sandbox carrier (zh)', en: 'Sandbox carrier', vi: 'Hãng vận chuyển thử nghiệm' },
  carrier: null,
  kinds: ['label', 'track', 'price'],
  credentialFields: [
    {
      key: 'apiKey',
      label: { zh: 'API key (zh)', en: 'API key', vi: 'Khóa API' },
      secret: true,
      required: false,
    },
    {
      key: 'latencyMs',
      label: { zh: 'Latency (zh)', en: 'Latency (ms)', vi: 'Độ trễ' },
      secret: false,
      required: false,
    },
  ],
  endpoints: { test: 'sandbox://carrier', live: 'sandbox://carrier' },
};

beforeAll(prepareDom);
beforeEach(async () => {
  serveApi((path) => {
    if (path.startsWith('basic/labelApiType/list')) return [SANDBOX];
    if (path.startsWith('basic/labelApi/search')) return { records: [RECORD], total: 1, page: 1, size: 50 };
    if (path.startsWith('basic/labelApi/detail')) return RECORD;
    const code = API_CONFIG_ENTITIES.label.permission;
    return staffSessionAnswer(path, [code, `${code}:update`]);
  });
  await signInStaff();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApiConfigFormModal', () => {
  it('shows the type credential fields, the stored secret as set and never its value', async () => {
    const record = {
      id: 'a1',
      version: 0,
      name: 'Sandbox',
      code: 'SANDBOX',
      apiType: 'sandbox',
      credentials: { apiKey: '******', latencyMs: '200' },
      testMode: true,
      timeoutMs: 30000,
    };
    const screen = await mountAt(
      '/setting/api/label-api',
      <ApiConfigFormModal
        kind="label"
        mode={{ kind: 'edit', record }}
        onClose={() => undefined}
        onSaved={async () => undefined}
      />,
    );
    await until(() => Boolean(byTestId('credential-set-apiKey')));
    const secret = byTestId('form-credential-apiKey') as HTMLInputElement;
    expect(secret.type).toBe('password');
    expect(secret.value).toBe('');
    expect((byTestId('form-credential-latencyMs') as HTMLInputElement).value).toBe('200');
    await screen.unmount();
  });

  it('shows the type by its connector name and the credentials by their labels, a secret only as set', async () => {
    const screen = await mountAt('/setting/api/label-api', <LabelApiPage />);
    await until(() => document.body.textContent?.includes('Sandbox carrier') ?? false);
    const detail = [...document.querySelectorAll('button, a')].find((b) => b.textContent === 'Detail');
    await act(async () => (detail as HTMLElement).click());
    await until(() => Boolean(byTestId('detail-credentials')?.textContent));
    expect(byTestId('detail-apiType')!.textContent).toBe('Sandbox carrier');
    expect(byTestId('detail-credentials')!.textContent).toBe('API key: set · Latency (ms): 200');
    await screen.unmount();
  });
});
