import type { ChargeRecord } from '@freightdesk/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import { RefundChargeDialog, RejectChargeDialog } from './ChargeReasonDialogs.tsx';
import { postedTo, typeInto, wait } from './charge-test-kit.tsx';

/** Refund at most the unmatched value with a reason; reject only with a reason. */

const ROW = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  chargeNo: 'SK2601010002',
  currency: 'USD',
  settlementCurrency: 'CNY',
  unmatched: '620.00',
} as ChargeRecord;
let unmount: () => Promise<void>;
beforeAll(prepareDom);
afterEach(async () => {
  await unmount();
  vi.unstubAllGlobals();
});

function serve() {
  serveApi(() => null);
  return globalThis.fetch as unknown as ReturnType<typeof vi.fn>;
}
const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
const click = (id: string) => act(async () => byTestId(id)!.click());

describe('receipt reason dialogs', () => {
  it('refuses a refund above the unmatched value, then sends value, reason and a request key', async () => {
    const fetchMock = serve();
    const onDone = vi.fn();
    unmount = await mount(
      <QueryClientProvider client={new QueryClient()}>
        <RefundChargeDialog row={ROW} onClose={() => undefined} onDone={onDone} />
      </QueryClientProvider>,
    );
    await wait();
    expect(document.body.textContent).toContain('At most 620.00 CNY');
    await typeInto('charge-refund-value', '620.01');
    await typeInto('charge-refund-reason', 'overpaid');
    await click('charge-refund-ok');
    await wait(150);
    expect(errors()).toEqual(['The refund cannot exceed the unmatched value']);
    expect(postedTo(fetchMock, 'fms/chargeBill/refund')).toEqual([]);

    await typeInto('charge-refund-value', '620');
    await click('charge-refund-ok');
    await wait(150);
    const [body] = postedTo(fetchMock, 'fms/chargeBill/refund');
    expect(body).toMatchObject({ id: ROW.id, value: '620', reason: 'overpaid' });
    expect(String(body!.requestKey)).toMatch(/^[0-9a-f-]{36}$/);
    expect(onDone).toHaveBeenCalledOnce();
  }, 30_000);

  it('asks for the reason of a rejection', async () => {
    const fetchMock = serve();
    unmount = await mount(
      <QueryClientProvider client={new QueryClient()}>
        <RejectChargeDialog row={ROW} onClose={() => undefined} onDone={() => undefined} />
      </QueryClientProvider>,
    );
    await wait();
    await click('charge-reject-ok');
    await wait(150);
    expect(errors()).toEqual(['Reject reason cannot be empty']);
    await typeInto('charge-reject-reason', ' wrong account ');
    await click('charge-reject-ok');
    await wait(150);
    expect(postedTo(fetchMock, 'fms/chargeBill/reject')).toEqual([{ id: ROW.id, reason: 'wrong account' }]);
  }, 30_000);
});
