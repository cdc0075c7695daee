import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import { pick, postedTo, typeInto, uploadInDialog, wait } from './charge-test-kit.tsx';
import { RegisterChargeDialog } from './RegisterChargeDialog.tsx';

/** Register a receipt: the value, currency and certificates are sent with one request key per opening. */

const FILE_ID = '7d4f8a52-3c1b-4e8a-9f0e-2b6d5c4a3e21';
let unmount: () => Promise<void>;
beforeAll(prepareDom);
afterEach(async () => {
  await unmount();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function serve() {
  serveApi((path) => {
    if (path.startsWith('common/dictionary/items')) return [{ code: 'USD', name: 'US dollar' }];
    if (path.startsWith('common/file/upload'))
      return [
        {
          id: FILE_ID,
          fileName: 'slip.png',
          size: 1,
          contentType: 'image/png',
          isTemp: true,
          from: null,
          createBy: 'u1',
          createAt: '2026-01-01T00:00:00.000Z',
        },
      ];
    if (path.startsWith('fms/chargeBill/register')) return { id: 'c1', chargeNo: 'SK2601010001', status: 0 };
    return null;
  });
  return globalThis.fetch as unknown as ReturnType<typeof vi.fn>;
}

async function open(staff: boolean, onRegistered = vi.fn()) {
  unmount = await mount(
    <QueryClientProvider client={new QueryClient()}>
      <RegisterChargeDialog open staff={staff} onClose={() => undefined} onRegistered={onRegistered} />
    </QueryClientProvider>,
  );
  await wait();
}

describe('RegisterChargeDialog', () => {
  it('sends value, currency, certificate ids and a request key', async () => {
    const fetchMock = serve();
    const onRegistered = vi.fn();
    await open(false, onRegistered);
    expect(byTestId('charge-customer')).toBeNull();
    await typeInto('charge-value', '150.5');
    await pick('charge-currency', 'US dollar');
    await typeInto('charge-remark', ' bank slip ');
    await act(async () => byTestId('charge-certificates-upload')!.click());
    await wait();
    await uploadInDialog(['slip.png']);
    expect(byTestId('charge-certificates')!.textContent).toContain('slip.png');

    await act(async () => byTestId('charge-register-ok')!.click());
    await wait(150);
    const [body] = postedTo(fetchMock, 'fms/chargeBill/register');
    expect(body).toMatchObject({
      value: '150.5',
      currency: 'USD',
      certificateFileIds: [FILE_ID],
      remark: 'bank slip',
    });
    expect(body).not.toHaveProperty('customerId');
    expect(String(body!.requestKey)).toMatch(/^[0-9a-f-]{36}$/);
    expect(onRegistered).toHaveBeenCalledOnce();
  }, 30_000);

  it('answers OK with empty fields by the fields’ messages, sending nothing', async () => {
    const fetchMock = serve();
    await open(true);
    expect(byTestId('charge-customer')).not.toBeNull();
    expect(byTestId('charge-own-account')).not.toBeNull();
    await act(async () => byTestId('charge-register-ok')!.click());
    await wait(150);
    const errors = [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
    expect(errors).toEqual(['Amount cannot be empty', 'Currency cannot be empty']);
    expect(postedTo(fetchMock, 'fms/chargeBill/register')).toEqual([]);
  }, 30_000);
});
