import { Permission } from '@freightdesk/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt } from '#web/components/resource/list-view-kit.tsx';
import { PaymentBillPage } from './PaymentBillPage.tsx';
import { payment } from './payment-test-kit.ts';

/** Without its code no action of a payment bill is offered (a file of its own: one session a file). */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const other = (path: string) =>
  path.startsWith('fms/paymentBill/search')
    ? {
        records: [
          payment({ id: '00000000-0000-4000-8000-0000000000f3', paymentNo: 'FK260100003' }),
          payment({ id: '00000000-0000-4000-8000-0000000000f4', paymentNo: 'FK260100004', status: 20 }),
        ],
        total: 2,
        page: 1,
        size: 50,
      }
    : null;

describe('PaymentBillPage grants', () => {
  it('offers no action without its grant', async () => {
    opened = await openAt('/fms/payment-bill', <PaymentBillPage />, other, {
      permissions: [Permission.paymentBill],
    });
    await until(() => Boolean(byTestId('payment-bill-table')?.textContent?.includes('FK260100004')));
    for (const id of ['approve', 'pay', 'cancel']) expect(byTestId(`payment-${id}-FK260100003`)).toBeNull();
    expect(byTestId('payment-cancel-pay-FK260100004')).toBeNull();
    expect(byTestId('payment-match-FK260100004')).toBeNull();
  }, 30_000);
});
