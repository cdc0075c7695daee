import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.ts';
import { renderRuleMessage } from './rule-result.ts';
import { statusesOfGroup, statusGroupOf, WAYBILL_STATUS_GROUPS } from './status-groups.ts';
import {
  allowedActions,
  FINAL_STATUSES,
  findTransition,
  initialStatus,
  nextStatus,
  TRACK_MESSAGE_KEYS,
  WAYBILL_ACTIONS,
  WAYBILL_TRANSITIONS,
  type WaybillAction,
} from './status-machine.ts';
import { isBeforeReceive, WAYBILL_STATUSES, type WaybillStatus } from './waybill-enums.ts';
import { applyFlagAction } from './waybill-flags.ts';

/** The main road: ordered, received, sent, through the destination, delivered. */
const HAPPY_PATH: [WaybillAction, WaybillStatus][] = [
  ['receive', 'received'],
  ['auditDocument', 'waitSend'],
  ['send', 'departure'],
  ['arrival', 'arrival'],
  ['clearCustoms', 'pickedUp'],
  ['handOver', 'waitDelivered'],
  ['transit', 'inTransit'],
  ['outForDelivery', 'outForDelivery'],
  ['deliver', 'delivered'],
];

describe('waybill status machine: legal transitions', () => {
  it('accepts every row of the table from each of its statuses', () => {
    for (const row of WAYBILL_TRANSITIONS) {
      for (const from of row.from) {
        const answer = nextStatus(from, row.action);
        expect(answer, `${row.action} from ${from}`).toMatchObject({
          ok: true,
          from,
          to: row.to === 'same' ? from : row.to,
          stamps: row.stamps,
          track: row.track,
        });
      }
    }
  });

  it('walks the main road from order to delivered, stamping each step', () => {
    let status: WaybillStatus = initialStatus();
    const stamps: string[] = [];
    for (const [action, expected] of HAPPY_PATH) {
      const answer = nextStatus(status, action);
      if (!answer.ok) throw new Error(`${action} refused from ${status}`);
      expect(answer.to).toBe(expected);
      stamps.push(...answer.stamps);
      status = answer.to;
    }
    expect(stamps).toEqual([
      'receiveTime',
      'documentAuditTime',
      'sendTime',
      'arrivalTime',
      'clearanceTime',
      'deliverTime',
      'completeTime',
    ]);
  });

  it('stamps the pick-up time when a picked-up waybill is received', () => {
    expect(nextStatus('waitPickUp', 'receive')).toMatchObject({
      ok: true,
      to: 'received',
      stamps: ['pickUpTime', 'receiveTime'],
    });
    expect(nextStatus('order', 'receive')).toMatchObject({ ok: true, stamps: ['receiveTime'] });
  });

  it('keeps the status for warehouse scans that only stamp a time', () => {
    expect(nextStatus('waitSend', 'checkGoods')).toMatchObject({
      ok: true,
      to: 'waitSend',
      stamps: ['checkGoodsTime'],
    });
    expect(nextStatus('received', 'updateWeight')).toMatchObject({ ok: true, to: 'received', stamps: [] });
  });

  it('runs weight confirmation, document audit and channel routing back to wait send', () => {
    expect(nextStatus('received', 'requestWeightConfirm')).toMatchObject({ ok: true, to: 'waitConfirm' });
    expect(nextStatus('waitConfirm', 'confirmWeight')).toMatchObject({ ok: true, to: 'waitSend' });
    expect(nextStatus('waitConfirm', 'rejectWeight')).toMatchObject({ ok: true, to: 'received' });
    expect(nextStatus('waitSend', 'denyDocument')).toMatchObject({ ok: true, to: 'documentAuditDenied' });
    expect(nextStatus('documentAuditDenied', 'auditDocument')).toMatchObject({ ok: true, to: 'waitSend' });
    expect(nextStatus('received', 'routeFailed')).toMatchObject({ ok: true, to: 'waitChannelRoute' });
    expect(nextStatus('waitChannelRoute', 'routeChannel')).toMatchObject({ ok: true, to: 'waitSend' });
  });

  it('returns from the warehouse and from the destination', () => {
    expect(nextStatus('waitSend', 'requestReturn')).toMatchObject({ ok: true, to: 'waitReturning' });
    expect(nextStatus('waitReturning', 'returnToCustomer')).toMatchObject({
      ok: true,
      to: 'returned',
      track: 'returned',
    });
    expect(nextStatus('deliveryFailure', 'returnFromDestination')).toMatchObject({ ok: true, to: 'return' });
    expect(nextStatus('return', 'returnIn')).toMatchObject({
      ok: true,
      to: 'waitReturning',
      stamps: ['backTime'],
    });
  });

  it('lets carrier events move an exception on', () => {
    expect(nextStatus('inTransit', 'raiseException')).toMatchObject({ ok: true, to: 'exception' });
    expect(nextStatus('exception', 'deliver')).toMatchObject({ ok: true, to: 'delivered' });
    expect(nextStatus('exception', 'transit')).toMatchObject({ ok: true, to: 'inTransit' });
  });
});

describe('waybill status machine: refusals', () => {
  it('refuses an action the status does not allow, naming the status', () => {
    const answer = nextStatus('order', 'send');
    expect(answer).toMatchObject({ ok: false, key: 'lmsIllegalTransition' });
    if (answer.ok) return;
    expect(renderRuleMessage('en-US', answer)).toBe(
      'The waybill is Ordered; this operation (Send) is not allowed',
    );
    expect(renderRuleMessage('zh-CN', answer)).toContain('已下单');
  });

  it.each([
    ['waitConfirmWaybill', 'receive'],
    ['received', 'receive'],
    ['departure', 'receive'],
    ['order', 'deliver'],
    ['waitSend', 'deliver'],
    ['delivered', 'raiseException'],
    ['returned', 'requestReturn'],
    ['waitConfirm', 'send'],
    ['documentAuditDenied', 'send'],
    ['exception', 'raiseException'],
    ['order', 'requestReturn'],
  ] as [WaybillStatus, WaybillAction][])('refuses %s → %s', (status, action) => {
    expect(nextStatus(status, action)).toMatchObject({ ok: false, key: 'lmsIllegalTransition' });
  });

  it('refuses an unknown action', () => {
    expect(nextStatus('order', 'teleport' as WaybillAction)).toMatchObject({
      ok: false,
      key: 'unsupportedOperation',
    });
  });

  it('refuses operations on a locked waybill but accepts carrier events', () => {
    expect(nextStatus('waitSend', 'send', { isLockWaybill: true })).toMatchObject({
      ok: false,
      key: 'lmsWaybillLocked',
    });
    expect(nextStatus('inTransit', 'deliver', { isLockWaybill: true })).toMatchObject({ ok: true });
  });

  it('refuses to send a detained waybill', () => {
    expect(nextStatus('waitSend', 'send', { isDetain: true })).toMatchObject({
      ok: false,
      key: 'lmsWaybillDetained',
    });
    expect(nextStatus('waitSend', 'checkGoods', { isDetain: true })).toMatchObject({ ok: true });
  });

  it('has nothing leaving a finished status', () => {
    for (const s of FINAL_STATUSES) expect(allowedActions(s)).toEqual([]);
  });
});

describe('waybill status machine: shape', () => {
  it('reaches every status from the initial statuses', () => {
    const seen = new Set<WaybillStatus>(['waitConfirmWaybill', 'order', 'waitPickUp']);
    let grew = true;
    while (grew) {
      grew = false;
      for (const row of WAYBILL_TRANSITIONS) {
        if (row.to !== 'same' && row.from.some((f) => seen.has(f)) && !seen.has(row.to)) {
          seen.add(row.to);
          grew = true;
        }
      }
    }
    expect([...seen].sort()).toEqual([...WAYBILL_STATUSES].sort());
  });

  it('has at most one row per status and action', () => {
    for (const s of WAYBILL_STATUSES) {
      for (const a of WAYBILL_ACTIONS) {
        expect(
          WAYBILL_TRANSITIONS.filter((t) => t.action === a && t.from.includes(s)).length,
        ).toBeLessThanOrEqual(1);
      }
    }
    expect(findTransition('order', 'receive')?.to).toBe('received');
  });

  it('has a track description in the catalogue for every action', () => {
    for (const a of WAYBILL_ACTIONS)
      expect((MESSAGES as Record<string, unknown>)[TRACK_MESSAGE_KEYS[a]], a).toBeDefined();
  });

  it('picks the initial status of a new order', () => {
    expect(initialStatus()).toBe('order');
    expect(initialStatus({ homePickUp: true })).toBe('waitPickUp');
    expect(initialStatus({ needsCustomerConfirm: true, homePickUp: true })).toBe('waitConfirmWaybill');
  });

  it('knows which statuses are before receive (deleteBatch)', () => {
    expect(isBeforeReceive('order')).toBe(true);
    expect(isBeforeReceive('waitPickUp')).toBe(true);
    expect(isBeforeReceive('received')).toBe(false);
    expect(isBeforeReceive('delivered')).toBe(false);
  });
});

describe('status-group tabs', () => {
  it('puts every status in exactly one group', () => {
    for (const s of WAYBILL_STATUSES) {
      expect(
        WAYBILL_STATUS_GROUPS.filter((g) => (g.statuses as readonly string[]).includes(s)),
        s,
      ).toHaveLength(1);
    }
  });
  it('answers the group of a status and the statuses of a group', () => {
    expect(statusGroupOf('warning')).toBe('waitSend');
    expect(statusGroupOf('departure')).toBe('sent');
    expect(statusGroupOf('waitConfirmWaybill')).toBe('ordered');
    expect(statusesOfGroup('waitSend')).toContain('documentAuditDenied');
  });
});

describe('flag actions', () => {
  const base = { status: 'waitSend' as WaybillStatus, flags: {} };
  it('detains with a type and cancels the detain', () => {
    expect(applyFlagAction({ ...base, action: 'detain', detainTypes: ['finance'] })).toEqual({
      ok: true,
      flag: 'isDetain',
      value: true,
    });
    expect(applyFlagAction({ ...base, flags: { isDetain: true }, action: 'cancelDetain' })).toMatchObject({
      ok: true,
      value: false,
    });
  });
  it('refuses a detain without a type, twice, or on a finished waybill', () => {
    expect(applyFlagAction({ ...base, action: 'detain' })).toMatchObject({ ok: false, key: 'pleaseSelect' });
    expect(
      applyFlagAction({ ...base, flags: { isDetain: true }, action: 'detain', detainTypes: ['operate'] }),
    ).toMatchObject({ ok: false, key: 'lmsFlagAlreadySet' });
    expect(applyFlagAction({ ...base, action: 'cancelDetain' })).toMatchObject({
      ok: false,
      key: 'lmsFlagNotSet',
    });
    expect(
      applyFlagAction({ status: 'delivered', flags: {}, action: 'detain', detainTypes: ['operate'] }),
    ).toMatchObject({ ok: false, key: 'lmsWaybillFinished' });
  });
  it('locks a delivered waybill (batch lock works on any status)', () => {
    expect(applyFlagAction({ status: 'delivered', flags: {}, action: 'lock' })).toMatchObject({
      ok: true,
      flag: 'isLockWaybill',
    });
  });
});
