import Decimal from 'decimal.js';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fmsBill } from '#modules/fms/bill/index.ts';
import { lmsWaybillFee } from '#modules/fms/fee/index.ts';
import { newCustomer } from '#modules/fms/ledger/receivable-property-test-kit.ts';
import {
  API,
  addFee,
  ok,
  type ReceivableApp,
  startReceivableApp,
} from '#modules/fms/ledger/receivable-test-kit.ts';
import { feeExchanges, receiptRate } from './write-off-exchange.ts';

describe('per-fee exchange loss of a customer write-off', () => {
  it('each piece carries its part × (bill rate − receipt rate); credits carry theirs with their sign', () => {
    const rates = new Map([
      ['c1', new Decimal('6.9')],
      ['c2', null],
    ]);
    const out = feeExchanges(
      [
        { chargeId: 'c1', billId: 'b', billFeeId: 'f1', value: '100.00' },
        { chargeId: 'c1', billId: 'b', billFeeId: 'f2', value: '-20.00' },
        { chargeId: 'c2', billId: 'b', billFeeId: 'f1', value: '5.00' },
        { chargeId: 'c1', billId: 'b', billFeeId: 'f3', value: '0.03' },
      ],
      rates,
      new Map([['b', '7.1']]),
    );
    expect(out.get('f1')).toEqual({ loss: '20.00', rate: '6.9' });
    expect(out.get('f2')).toEqual({ loss: '-4.00', rate: '6.9' });
    // 0.03 × 0.2 = 0.006, rounded half up
    expect(out.get('f3')).toEqual({ loss: '0.01', rate: '6.9' });
    expect(receiptRate({ settledValue: '100.00', localValue: '690.00' })?.toString()).toBe('6.9');
    expect(receiptRate({ settledValue: '0', localValue: '1' })).toBeNull();
    expect(receiptRate({ settledValue: null, localValue: null })).toBeNull();
  });

  describe('through the API', () => {
    let r: ReceivableApp;
    const admin = () => ({ token: r.tk.admin });
    beforeAll(async () => {
      r = await startReceivableApp();
      const own = await newCustomer(r.t.database.db, 'FXFEE', { customerId: r.c1, waybillId: r.waybill1 });
      r = { ...r, c1: own.customerId, waybill1: own.waybillId };
    });
    afterAll(() => r.t.close());

    it('a bill booked at 1.10 written off by a receipt at 1.00 moves each fee’s loss, and its cancel takes it back', async () => {
      const db = r.t.database.db;
      const day = (d: number) => new Date(Date.UTC(2026, 0, d));
      const ids = [
        await addFee(db, r.waybill1, r.c1, { value: '100.00', belongTime: day(3) }),
        await addFee(db, r.waybill1, r.c1, { value: '50.00', belongTime: day(5) }),
        await addFee(db, r.waybill1, r.c1, { value: '-20.00', subjectName: 'discount', belongTime: day(6) }),
      ];
      const bill = await ok(
        r.t,
        API.bill.make,
        { customerId: r.c1, from: day(1).toISOString(), to: day(31).toISOString() },
        admin(),
      );
      // as if the settlement currency were worth 1.10 on the bill day and 1.00 on the receipt's
      await db.update(fmsBill).set({ rate: '1.10' }).where(eq(fmsBill.id, bill.id));
      const reg = await ok(
        r.t,
        API.charge.register,
        { value: '100', currency: 'RMB', customerId: r.c1 },
        admin(),
      );
      await ok(r.t, API.charge.confirm, { id: reg.id }, admin());
      const fees = async () =>
        new Map(
          (
            await db
              .select({
                id: lmsWaybillFee.id,
                loss: lmsWaybillFee.exchangeLoss,
                rate: lmsWaybillFee.exchangeLossRate,
              })
              .from(lmsWaybillFee)
              .where(inArray(lmsWaybillFee.id, ids))
          ).map((f) => [f.id, [f.loss, f.rate === null ? null : new Decimal(f.rate).toString()]]),
        );
      const wo = await ok(
        r.t,
        API.writeOff.make,
        { chargeId: reg.id, items: [{ billId: bill.id, value: '100' }] },
        admin(),
      );
      // credits first (−20), then the oldest fee (100), then 20 of the next: each × (1.10 − 1.00)
      expect(await fees()).toEqual(
        new Map([
          [ids[0], ['10.00', '1']],
          [ids[1], ['2.00', '1']],
          [ids[2], ['-2.00', '1']],
        ]),
      );
      await ok(r.t, API.writeOff.cancel, { id: wo.id }, admin());
      expect(await fees()).toEqual(
        new Map([
          [ids[0], ['0.00', null]],
          [ids[1], ['0.00', null]],
          [ids[2], ['0.00', null]],
        ]),
      );
    });
  });
});
