import { describe, expect, it } from 'vitest';
import { planRecalculation, type RecalcFeeRow, subjectKey } from './recalculation.ts';

const now = new Date('2026-03-10T00:00:00Z');
const received = new Date('2026-03-01T08:00:00Z');
const sent = new Date('2026-03-03T08:00:00Z');
const waybill = { receiveTime: received, sendTime: sent };

const row = (over: Partial<RecalcFeeRow>): RecalcFeeRow => ({
  id: over.subjectName ?? 'x',
  kind: 'customer',
  subjectName: 'freight',
  value: '10.00',
  sysValue: '10.00',
  isManual: false,
  status: 0,
  isDeleted: false,
  ...over,
});

// one row of each kind the rules tell apart
const fees = [
  row({ id: 'sys', subjectName: 'freight' }),
  row({ id: 'confirmed', subjectName: 'fuel', status: 10 }),
  row({ id: 'manual', subjectName: 'packing', isManual: true, sysValue: null }),
  row({ id: 'billed', subjectName: 'remote', status: 20 }),
  row({ id: 'writtenOff', subjectName: 'insurance', writeOffValue: '5.00' }),
  row({ id: 'adjusted', subjectName: 'customs', value: '12.00', sysValue: '10.00' }),
  row({ id: 'deleted', subjectName: 'storage', isDeleted: true }),
  row({ id: 'agent', kind: 'agent', subjectName: 'freight', value: '7.00', sysValue: '7.00' }),
];

describe('planRecalculation: price date', () => {
  it('smart prices at receive time, or now before receive', () => {
    const plan = planRecalculation(waybill, [], { mode: 'smart', now });
    expect(plan.ok && plan.date).toEqual(received);
    const early = planRecalculation({ receiveTime: null, sendTime: null }, [], { mode: 'smart', now });
    expect(early.ok && early.date).toEqual(now);
  });

  it('smart reuses the price the fees were fixed to (priceNo), per kind', () => {
    const fixed = [row({ id: 'a', priceNo: 'p-customer' }), row({ id: 'b', kind: 'agent', priceNo: null })];
    const plan = planRecalculation(waybill, fixed, { mode: 'smart', now });
    expect(plan.ok && plan.priceIds).toEqual({ customer: 'p-customer' });
  });

  it('receive and send time price at those times; a waybill without the time is refused', () => {
    const r = planRecalculation(waybill, [], { mode: 'receiveTime', now });
    expect(r.ok && r.date).toEqual(received);
    const s = planRecalculation(waybill, [], { mode: 'sendTime', now });
    expect(s.ok && s.date).toEqual(sent);
    expect(
      planRecalculation({ receiveTime: received, sendTime: null }, [], { mode: 'sendTime', now }),
    ).toEqual({
      ok: false,
      reason: 'feeNoSendTime',
    });
    expect(
      planRecalculation({ receiveTime: null, sendTime: null }, [], { mode: 'receiveTime', now }),
    ).toEqual({
      ok: false,
      reason: 'feeNoReceiveTime',
    });
  });

  it('specified uses the given table for its kind only, and ignores priceNo', () => {
    const plan = planRecalculation(waybill, [row({ priceNo: 'old' })], {
      mode: 'specified',
      specified: { priceId: 'p1', kind: 'agent' },
      now,
    });
    expect(plan.ok && plan.priceIds).toEqual({ agent: 'p1' });
    expect(planRecalculation(waybill, [], { mode: 'specified', now })).toEqual({
      ok: false,
      reason: 'feeSpecifiedPriceRequired',
    });
  });

  it('receive / send time modes select the table afresh (no priceNo reuse)', () => {
    const plan = planRecalculation(waybill, [row({ priceNo: 'old' })], { mode: 'receiveTime', now });
    expect(plan.ok && plan.priceIds).toEqual({});
  });
});

describe('planRecalculation: rows replaced', () => {
  const replaced = (options: { force?: boolean; previouslyDeleted?: boolean }) => {
    const plan = planRecalculation(waybill, fees, { mode: 'smart', now, ...options });
    if (!plan.ok) throw new Error('refused');
    return plan;
  };

  it('replaces estimated and confirmed calculated rows of both kinds, keeps the rest', () => {
    const plan = replaced({});
    expect(plan.replaceIds.sort()).toEqual(['agent', 'confirmed', 'sys']);
    expect([...plan.keptSubjects].sort()).toEqual(
      ['customs', 'insurance', 'packing', 'remote', 'storage'].map((s) => subjectKey('customer', s)),
    );
  });

  it('force also replaces a row the user adjusted', () => {
    expect(replaced({ force: true }).replaceIds.sort()).toEqual(['adjusted', 'agent', 'confirmed', 'sys']);
  });

  it('previously deleted restores the subjects the user deleted', () => {
    const plan = replaced({ previouslyDeleted: true });
    expect(plan.replaceIds).toContain('deleted');
    expect(plan.keptSubjects.has(subjectKey('customer', 'storage'))).toBe(false);
  });

  it('never replaces manual, billed or written-off rows, whatever the options', () => {
    const plan = replaced({ force: true, previouslyDeleted: true });
    for (const id of ['manual', 'billed', 'writtenOff']) expect(plan.replaceIds).not.toContain(id);
  });

  it('a kept subject compares without case: a billed "Freight" keeps out the engine\'s freight', () => {
    const plan = planRecalculation(waybill, [row({ id: 'b', subjectName: 'Freight ', status: 20 })], {
      mode: 'smart',
      now,
    });
    expect(plan.ok && plan.keptSubjects.has(subjectKey('customer', 'freight'))).toBe(true);
  });

  it('a deleted manual line neither comes back nor holds its subject', () => {
    const gone = row({ id: 'm', subjectName: 'freight', isManual: true, isDeleted: true });
    const plan = planRecalculation(waybill, [gone], { mode: 'smart', now, previouslyDeleted: true });
    expect(plan.ok && plan.replaceIds).toEqual([]);
    expect(plan.ok && plan.keptSubjects.size).toBe(0);
  });

  it('a locked receivable keeps the customer fees, a locked payable the agent fees', () => {
    const locked = planRecalculation({ ...waybill, isLockReceivable: true }, fees, { mode: 'smart', now });
    expect(locked.ok && locked.replaceIds).toEqual(['agent']);
    const payable = planRecalculation({ ...waybill, isLockPayable: true }, fees, { mode: 'smart', now });
    expect(payable.ok && payable.replaceIds.sort()).toEqual(['confirmed', 'sys']);
  });

  it('an adjusted row compares decimals, not text (10 = 10.00)', () => {
    const plan = planRecalculation(waybill, [row({ id: 'same', value: '10', sysValue: '10.00' })], {
      mode: 'smart',
      now,
    });
    expect(plan.ok && plan.replaceIds).toEqual(['same']);
  });
});
