import { API_CONFIG_ENTITIES } from '@freightdesk/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import { mountAt, signInStaff, staffSessionAnswer, until } from '#web/components/resource/list-test-kit.tsx';
import { ApiConfigFormModal } from './ApiConfigFormModal.tsx';

/** The credential editor follows the chosen type; a stored secret shows "set" and its input stays empty. */

const SANDBOX = {
  code: 'sandbox',
  name: { zh: '沙箱承运商', en: 'Sandbox carrier', vi: 'Hãng vận chuyển thử nghiệm' },
  carrier: null,
  kinds: ['label', 'track', 'price'],
  credentialFields: [
    { key: 'apiKey', label: { zh: 'API密钥', en: 'API key', vi: 'Khóa API' }, secret: true, required: false },
    {
      key: 'latencyMs',
      label: { zh: '延迟', en: 'Latency (ms)', vi: 'Độ trễ' },
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
});
