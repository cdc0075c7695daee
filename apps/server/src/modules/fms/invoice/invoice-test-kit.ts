import { INVOICE_API } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { API, addFee, ok, type ReceivableApp } from '#modules/fms/ledger/receivable-test-kit.ts';

/** Test helpers of invoices: a bill of one fee on a day of January 2026, and a customer's titles. */

const DAY = 86_400_000;
let nextDay = 0;

/** A fresh bill of the customer: one confirmed fee of `value` on its own day of January 2026. */
export async function billOf(r: ReceivableApp, customerId: string, waybillId: string, value = '100.00') {
  const from = new Date(Date.UTC(2026, 0, 1) + nextDay++ * DAY);
  await addFee(r.t.database.db, waybillId, customerId, {
    value,
    belongTime: new Date(from.getTime() + 3_600_000),
  });
  const to = new Date(from.getTime() + DAY);
  return ok(
    r.t,
    API.bill.make,
    { customerId, from: from.toISOString(), to: to.toISOString() },
    { token: r.tk.admin },
  );
}

/** Gives customer C0002 an invoice title of its own (the demo gives it none). */
export async function giveTitle(r: ReceivableApp, customerId: string) {
  await r.t.database.db
    .update(customer)
    .set({ invoiceTitles: [{ title: 'Second Trading Co.', taxNo: 'TAX0002', email: 'ap@c2.example' }] })
    .where(eq(customer.id, customerId));
  return (await ok(r.t, INVOICE_API.titles, { customerId }, { token: r.tk.admin }))[0]!.id;
}
