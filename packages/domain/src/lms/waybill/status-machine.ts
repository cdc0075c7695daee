import type { MessageKey } from '../../platform/messages/catalogue.ts';
import { WAYBILL_ACTION_LABELS } from './action-labels.ts';
import { ruleFail as fail, type RuleFailure } from './rule-result.ts';
import {
  type TrackStatus,
  WAYBILL_STATUS_LABELS,
  type WaybillFlags,
  type WaybillStatus,
} from './waybill-enums.ts';

/**
 * The waybill status machine (docs/lms-waybill.md has the table and the diagram). Each row says
 * which action moves a waybill from which statuses to which status, which timestamps it sets to
 * "now", and which track node it writes. Every accepted change writes one track row.
 * `operation` rows are done by staff or customers and are refused on a locked waybill;
 * `event` rows come from carriers and destination agents and are accepted regardless.
 */

/** Timestamps of a waybill's lifecycle; the time-cost figures are derived from them. */
export const WAYBILL_TIMESTAMPS = [
  'orderTime',
  'pickUpTime',
  'arriveTime',
  'receiveTime',
  'checkGoodsTime',
  'packageTime',
  'weightConfirmTime',
  'documentAuditTime',
  'sendTime',
  'arrivalTime',
  'clearanceTime',
  'deliverTime',
  'backTime',
  'completeTime',
] as const;
export type WaybillTimestamp = (typeof WAYBILL_TIMESTAMPS)[number];

export const WAYBILL_ACTIONS = [
  'confirmWaybill',
  'requestPickUp',
  'cancelPickUp',
  'arrive',
  'receive',
  'warn',
  'releaseWarning',
  'updateWeight',
  'checkGoods',
  'package',
  'requestWeightConfirm',
  'confirmWeight',
  'rejectWeight',
  'auditDocument',
  'denyDocument',
  'routeFailed',
  'routeChannel',
  'send',
  'arrival',
  'clearCustoms',
  'handOver',
  'transit',
  'outForDelivery',
  'availableForPickUp',
  'deliveryFail',
  'raiseException',
  'deliver',
  'requestReturn',
  'cancelReturn',
  'returnFromDestination',
  'returnIn',
  'returnToCustomer',
] as const;
export type WaybillAction = (typeof WAYBILL_ACTIONS)[number];

export type WaybillTransition = {
  action: WaybillAction;
  from: readonly WaybillStatus[];
  /** `same` keeps the status (a scan that only stamps a time or changes weights). */
  to: WaybillStatus | 'same';
  stamps: readonly WaybillTimestamp[];
  kind: 'operation' | 'event';
  track: TrackStatus;
};

/** Received, not yet sent: the statuses a waybill has while it is in the origin warehouse. */
export const IN_WAREHOUSE: readonly WaybillStatus[] = [
  'received',
  'warning',
  'waitConfirm',
  'documentAuditDenied',
  'waitChannelRoute',
  'waitSend',
];
/** Sent, not yet finished: the statuses carriers and destination agents report on. */
export const IN_TRANSIT: readonly WaybillStatus[] = [
  'departure',
  'arrival',
  'pickedUp',
  'waitDelivered',
  'inTransit',
  'outForDelivery',
  'aliForPickUp',
  'deliveryFailure',
  'exception',
];
/** Finished: nothing moves a waybill out of these. */
export const FINAL_STATUSES: readonly WaybillStatus[] = ['delivered', 'returned'];

const op = (
  action: WaybillAction,
  from: readonly WaybillStatus[],
  to: WaybillTransition['to'],
  stamps: readonly WaybillTimestamp[] = [],
  track: TrackStatus = 'pickUp',
): WaybillTransition => ({ action, from, to, stamps, kind: 'operation', track });
const ev = (
  action: WaybillAction,
  from: readonly WaybillStatus[],
  to: WaybillStatus,
  stamps: readonly WaybillTimestamp[] = [],
  track: TrackStatus = 'inTransit',
): WaybillTransition => ({ action, from, to, stamps, kind: 'event', track });

const notExceptionTransit = IN_TRANSIT.filter((s) => s !== 'exception');

export const WAYBILL_TRANSITIONS: readonly WaybillTransition[] = [
  // order → warehouse
  op('confirmWaybill', ['waitConfirmWaybill'], 'order'),
  op('requestPickUp', ['order'], 'waitPickUp'),
  op('cancelPickUp', ['waitPickUp'], 'order'),
  op('arrive', ['order'], 'same', ['arriveTime']),
  op('arrive', ['waitPickUp'], 'order', ['pickUpTime', 'arriveTime']),
  op('receive', ['order'], 'received', ['receiveTime']),
  op('receive', ['waitPickUp'], 'received', ['pickUpTime', 'receiveTime']),
  // in the warehouse
  op('warn', ['received'], 'warning'),
  op('releaseWarning', ['warning'], 'received'),
  op('updateWeight', IN_WAREHOUSE, 'same'),
  op('checkGoods', IN_WAREHOUSE, 'same', ['checkGoodsTime']),
  op('package', IN_WAREHOUSE, 'same', ['packageTime']),
  op('requestWeightConfirm', ['received', 'waitSend'], 'waitConfirm'),
  op('confirmWeight', ['waitConfirm'], 'waitSend', ['weightConfirmTime']),
  op('rejectWeight', ['waitConfirm'], 'received', ['weightConfirmTime']),
  op('auditDocument', ['received', 'documentAuditDenied'], 'waitSend', ['documentAuditTime']),
  op('denyDocument', ['received', 'waitSend'], 'documentAuditDenied', ['documentAuditTime'], 'exception'),
  op('routeFailed', ['received', 'waitSend'], 'waitChannelRoute'),
  op('routeChannel', ['waitChannelRoute'], 'waitSend'),
  op('send', ['received', 'waitSend'], 'departure', ['sendTime'], 'inTransit'),
  // main line and destination
  ev('arrival', ['departure'], 'arrival', ['arrivalTime']),
  ev('clearCustoms', ['arrival'], 'pickedUp', ['clearanceTime']),
  ev('handOver', ['pickedUp'], 'waitDelivered'),
  ev('transit', ['departure', 'arrival', 'pickedUp', 'waitDelivered', 'exception'], 'inTransit'),
  ev(
    'outForDelivery',
    ['pickedUp', 'waitDelivered', 'inTransit', 'deliveryFailure', 'exception'],
    'outForDelivery',
    [],
    'outForDelivery',
  ),
  ev(
    'availableForPickUp',
    ['inTransit', 'outForDelivery', 'deliveryFailure'],
    'aliForPickUp',
    [],
    'availableForPickUp',
  ),
  ev('deliveryFail', ['inTransit', 'outForDelivery', 'aliForPickUp'], 'deliveryFailure', [], 'failure'),
  ev('raiseException', notExceptionTransit, 'exception', [], 'exception'),
  ev('deliver', IN_TRANSIT, 'delivered', ['deliverTime', 'completeTime'], 'delivered'),
  // returns: from the origin warehouse, or back from the destination
  op('requestReturn', IN_WAREHOUSE, 'waitReturning', [], 'returning'),
  op('cancelReturn', ['waitReturning'], 'received'),
  ev('returnFromDestination', IN_TRANSIT, 'return', [], 'returning'),
  op('returnIn', ['return'], 'waitReturning', ['backTime'], 'returning'),
  op('returnToCustomer', ['waitReturning'], 'returned', ['completeTime'], 'returned'),
];

/** The catalogue key of the track description each action writes ("Goods received at the warehouse"). */
export const TRACK_MESSAGE_KEYS: Record<WaybillAction, MessageKey> = Object.fromEntries(
  WAYBILL_ACTIONS.map((a) => [a, `lmsTrack${a[0]!.toUpperCase()}${a.slice(1)}`]),
) as Record<WaybillAction, MessageKey>;

/** Actions a detained waybill may not take: it stays in the warehouse until released. */
const BLOCKED_BY_DETAIN: readonly WaybillAction[] = ['send'];

export type TransitionAnswer =
  | {
      ok: true;
      from: WaybillStatus;
      to: WaybillStatus;
      stamps: readonly WaybillTimestamp[];
      track: TrackStatus;
      trackMessageKey: MessageKey;
    }
  | ({ ok: false } & RuleFailure);

/** The row that moves `status` by `action`, if there is one. */
export function findTransition(status: WaybillStatus, action: WaybillAction): WaybillTransition | undefined {
  return WAYBILL_TRANSITIONS.find((t) => t.action === action && t.from.includes(status));
}

/**
 * Answers the status `action` leads to from `status`, the timestamps to set and the track node to
 * write — or a refusal: unknown action, not allowed from this status, waybill locked, detained.
 */
export function nextStatus(
  status: WaybillStatus,
  action: WaybillAction,
  flags: Partial<Pick<WaybillFlags, 'isLockWaybill' | 'isDetain'>> = {},
): TransitionAnswer {
  if (!(WAYBILL_ACTIONS as readonly string[]).includes(action)) {
    return { ok: false, ...fail('unsupportedOperation') };
  }
  const row = findTransition(status, action);
  if (!row) {
    return {
      ok: false,
      ...fail(
        'lmsIllegalTransition',
        { label: WAYBILL_STATUS_LABELS[status] },
        { label: WAYBILL_ACTION_LABELS[action] },
      ),
    };
  }
  if (row.kind === 'operation' && flags.isLockWaybill) return { ok: false, ...fail('lmsWaybillLocked') };
  if (flags.isDetain && BLOCKED_BY_DETAIN.includes(action))
    return { ok: false, ...fail('lmsWaybillDetained') };
  return {
    ok: true,
    from: status,
    to: row.to === 'same' ? status : row.to,
    stamps: row.stamps,
    track: row.track,
    trackMessageKey: TRACK_MESSAGE_KEYS[action],
  };
}

/** The actions allowed from a status (for scan screens and action buttons). */
export function allowedActions(status: WaybillStatus): WaybillAction[] {
  return [...new Set(WAYBILL_TRANSITIONS.filter((t) => t.from.includes(status)).map((t) => t.action))];
}

export type InitialStatusInput = {
  /** Created by staff or import on the customer's behalf and waiting for the customer's confirmation. */
  needsCustomerConfirm?: boolean;
  /** The customer asked for a home pick-up. */
  homePickUp?: boolean;
};

/** The status of a new order; `orderTime` is stamped on creation. */
export function initialStatus(input: InitialStatusInput = {}): WaybillStatus {
  if (input.needsCustomerConfirm) return 'waitConfirmWaybill';
  if (input.homePickUp) return 'waitPickUp';
  return 'order';
}
export const ORDER_STAMPS: readonly WaybillTimestamp[] = ['orderTime'];
