import { waybillOrderSchema } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkOrders, placeOrders } from '#modules/lms/waybill/index.ts';
import {
  customerId,
  productId,
  sampleOrder,
  signInAll,
  type Tokens,
} from '#modules/lms/waybill/waybill-test-kit.ts';
import { route } from '#platform/http/route.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { orderRuleFacts, waybillRuleFacts } from './index.ts';

/** Facts of an order before it is placed and of the waybill it became, in the placing transaction. */
const testRoutes = [
  route({
    method: 'POST',
    url: '/test/rule/orderFacts',
    input: z.object({ order: z.record(z.string(), z.unknown()) }),
    handler: async (c, b) => {
      const [result] = await checkOrders(c, c.db, [waybillOrderSchema.parse(b.order)]);
      if (!result!.ok) throw result!.error;
      return c.db.transaction(async (tx) => {
        const before = await orderRuleFacts(tx, c, [result!.checked]);
        const [placed] = await placeOrders(tx, { ...c, db: tx }, [result!.checked]);
        const after = await waybillRuleFacts(tx, c, [placed!.id]);
        return { before: before[0], after: after.get(placed!.id)!.facts, waybillNo: placed!.waybillNo };
      });
    },
  }),
];

let t: TestApp;
let tk: Tokens;
let product: string;
beforeAll(async () => {
  t = await createTestApp({ routes: testRoutes });
  tk = await signInAll(t);
  product = await productId(t);
}, 120_000);
afterAll(() => t.close());

describe('facts of an order not placed yet', () => {
  it('equal the facts of the waybill it becomes (same keys, same spelling), the number aside', async () => {
    const c1 = await customerId(t, 'C0001');
    const c2 = await customerId(t, 'C0002');
    const orders = [
      sampleOrder(product, { customerId: c1, customerNo: 'OF-1', goodsDescs: ['Battery'] }),
      sampleOrder(product, {
        customerId: c2,
        customerNo: 'OF-2',
        needInsure: true,
        homePickUp: true,
        recipient: {
          ...sampleOrder(product).recipient,
          postcode: 'sw1a 1aa',
          countryCode: 'gb',
          state: undefined,
        },
        invoice: { declareValue: '1000.00', declareCurrency: 'USD' },
        pieces: [
          { orderActualWeight: '40.5', orderLength: '120', orderWidth: '40', orderHeight: '30' },
          { orderActualWeight: '3', orderLength: '20.50', orderWidth: '20', orderHeight: '20' },
        ],
      }),
    ];
    for (const order of orders) {
      const res = await t.post<{
        before: Record<string, unknown>;
        after: Record<string, unknown>;
        waybillNo: string;
      }>('/test/rule/orderFacts', { order }, { token: tk.admin });
      expect(res.msg).toBe('Operation success');
      const { before, after, waybillNo } = res.data;
      expect(before.waybillNo).toBeNull();
      expect(after.waybillNo).toBe(waybillNo);
      expect({ ...before, waybillNo }).toEqual(after);
      expect(Object.keys(before).sort()).toEqual(Object.keys(after).sort());
    }
  });
});
