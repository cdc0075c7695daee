import { eq, sql } from 'drizzle-orm';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import type { Tx } from '#platform/db/db.ts';
import { seedStep } from '#platform/db/seed-step.schema.ts';
import { lmsWaybillFee } from './fee.schema.ts';

const STEP = 'demo:lmsWaybillFee';

/**
 * Customer fees of the received demo waybills (FDDEMO…), once per database, in one statement each:
 * freight (charge weight × 38 RMB), fuel surcharge (12 %), and for sent waybills a clearance fee
 * in USD at 7.1. Sent waybills' fees are confirmed (the receivables demo bills them: `bill.demo.ts`);
 * the others are confirmed freight and an estimated surcharge (hidden from customers unless
 * finance.showFeesBeforeBilled).
 * Subjects are codes (shown by name in each language); no user made the rows, so they name no
 * creator (shown as "System").
 */
export async function seedFeeDemo(tx: Tx): Promise<void> {
  const [done] = await tx.select().from(seedStep).where(eq(seedStep.name, STEP));
  if (done) return;
  const w = lmsWaybill;
  const weight = sql`coalesce(${w.receivableRealChargeWeight}, ${w.orderChargeWeight}, 1)`;
  const sent = sql`${w.sendTime} is not null`;
  const received = sql`${w.waybillNo} like 'FDDEMO%' and ${w.receiveTime} is not null`;
  const insert = (select: ReturnType<typeof sql>) =>
    tx.execute(sql`insert into ${lmsWaybillFee} (waybill_id, kind, party_id, subject_name, value, formula,
      currency, exchange_rate, conversion_value, sys_value, status, is_check, belong_time, created_by_name) ${select}`);
  await insert(sql`select ${w.id}, 'customer', ${w.customerId}, 'freight', round(${weight} * 38, 2),
      'chargeWeight × 38', 'RMB', 1, round(${weight} * 38, 2), round(${weight} * 38, 2),
      10, ${sent}, ${w.receiveTime}, null
    from ${w} where ${received}`);
  await insert(sql`select ${w.id}, 'customer', ${w.customerId}, 'fuelSurcharge', round(${weight} * 38 * 0.12, 2),
      'freight × 12%', 'RMB', 1, round(${weight} * 38 * 0.12, 2), round(${weight} * 38 * 0.12, 2),
      case when ${sent} then 10 else 0 end, false, ${w.receiveTime}, null
    from ${w} where ${received}`);
  await insert(sql`select ${w.id}, 'customer', ${w.customerId}, 'customsClearance', 3.50, null, 'USD', 7.1,
      24.85, 3.50, 10, true, ${w.sendTime}, null
    from ${w} where ${received} and ${sent}`);
  await tx.insert(seedStep).values({ name: STEP });
}
