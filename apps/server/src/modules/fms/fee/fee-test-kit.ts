import type { FeeSummary } from '@freightdesk/domain';
import { asc, eq } from 'drizzle-orm';
import { fuelSurchargeTable } from '#modules/fms/price/price-data.schema.ts';
import { forgetPriceReference } from '#modules/fms/price/price-reference.ts';
import { insertPrice, type PriceIds, priceBody, priceSetup } from '#modules/fms/price/price-test-kit.ts';
import { order, productId, sampleOrder, type Tokens } from '#modules/lms/waybill/waybill-test-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { lmsWaybillFee } from './fee.schema.ts';
import { forgetFeeReference } from './fee-calculate.service.ts';

/**
 * Fixtures of the fee tests: no seeded prices or fuel rows, a customer price of 30 / kg for C0001
 * and an agent price of 20 / kg on FDUSEXP (no channel: the product's weight settings only), and
 * waybills placed by the demo customer and received by the service user.
 */

/** Two pieces: 8.2 kg 50×40×31 and 3 kg 20×20×20 → charge weight 12.000 kg (the scan test's). */
export const TWO_PIECES = [
  { actualWeight: '8.2', length: '50', width: '40', height: '31' },
  { actualWeight: '3', length: '20', width: '20', height: '20' },
];

export type FeeFixture = { t: TestApp; tk: Tokens; ids: PriceIds; customerPrice: string; agentPrice: string };

export async function startFeeApp(): Promise<FeeFixture> {
  const t = await createTestApp();
  const { tk, ids } = await priceSetup(t);
  await t.database.db.delete(fuelSurchargeTable);
  const customer = await insertPrice(t, tk.admin, priceBody(t, ids, { channelId: null }));
  const agent = await insertPrice(
    t,
    tk.admin,
    priceBody(t, ids, {
      name: 'US cost',
      kind: 'agent',
      channelId: null,
      customerIds: [],
      weightRanges: [{ attributeType: 'unitPrice', price: '20' }],
    }),
  );
  forgetPriceReference(t.database.db);
  forgetFeeReference(t.database.db);
  return { t, tk, ids, customerPrice: customer.id, agentPrice: agent.id };
}

let seq = 0;

/** Places a demo order (C0001) and receives it with TWO_PIECES. */
export async function receivedWaybill(
  f: FeeFixture,
  token = f.tk.demo,
): Promise<{ id: string; waybillNo: string }> {
  const product = await productId(f.t);
  const w = await order(f.t, token, sampleOrder(product, { customerNo: `FEE-${++seq}-${Date.now()}` }));
  const r = await f.t.post(
    '/lms/scan/receive',
    { no: w.waybillNo, weighMode: 0, pieces: TWO_PIECES },
    { token: f.tk.service },
  );
  if (r.code !== 0) throw new Error(`receive refused: ${r.msg}`);
  return w;
}

export function feeRows(t: TestApp, waybillId: string) {
  return t.database.db
    .select()
    .from(lmsWaybillFee)
    .where(eq(lmsWaybillFee.waybillId, waybillId))
    .orderBy(asc(lmsWaybillFee.kind), asc(lmsWaybillFee.subjectName));
}

export async function summaryOf(f: FeeFixture, waybillId: string, token = f.tk.admin) {
  return f.t.get<FeeSummary>('/lms/fee/summary', { id: waybillId }, { token });
}
