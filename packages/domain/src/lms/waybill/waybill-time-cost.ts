import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import type { WaybillTimestamp } from './status-machine.ts';

/**
 * Time-cost figures of a waybill (spec §3 "Time cost", milliseconds), derived from the lifecycle
 * timestamps the status machine sets. A stage runs from the first present start stamp to its end
 * stamp; an unfinished stage counts from its own start up to `now` when given, else is null. `formatTimeCost`
 * (time-cost.ts) shows the figures.
 */
export const TIME_COST_NODES = [
  'pickUpTimeCost',
  'warehouseTimeCost',
  'headTimeCost',
  'clearanceTimeCost',
  'deliverTimeCost',
] as const;
export type TimeCostNode = (typeof TIME_COST_NODES)[number];
export type WaybillTimeCost = Record<TimeCostNode, number | null>;

export const TIME_COST_NODE_LABELS: Record<TimeCostNode, Message> = {
  pickUpTimeCost: l('揽收时效', 'Pick-up', 'Lấy hàng'),
  warehouseTimeCost: l('仓内时效', 'Warehouse', 'Trong kho'),
  headTimeCost: l('头程时效', 'Head transport', 'Chặng đầu'),
  clearanceTimeCost: l('清关时效', 'Clearance', 'Thông quan'),
  deliverTimeCost: l('派送时效', 'Delivery', 'Giao hàng'),
};

/** Start stamps (first present wins) and end stamp of each stage. */
export const TIME_COST_STAGES: Record<
  TimeCostNode,
  { start: readonly WaybillTimestamp[]; end: WaybillTimestamp }
> = {
  pickUpTimeCost: { start: ['orderTime'], end: 'receiveTime' },
  warehouseTimeCost: { start: ['receiveTime'], end: 'sendTime' },
  headTimeCost: { start: ['sendTime'], end: 'arrivalTime' },
  clearanceTimeCost: { start: ['arrivalTime'], end: 'clearanceTime' },
  deliverTimeCost: { start: ['clearanceTime', 'arrivalTime', 'sendTime'], end: 'deliverTime' },
};

export type TimestampValue = Date | string | number | null | undefined;
export type WaybillTimestamps = Partial<Record<WaybillTimestamp, TimestampValue>>;

function toMs(v: TimestampValue): number | null {
  if (v === null || v === undefined || v === '') return null;
  const ms = v instanceof Date ? v.getTime() : typeof v === 'number' ? v : Date.parse(v);
  return Number.isNaN(ms) ? null : ms;
}

function stageCost(times: WaybillTimestamps, node: TimeCostNode, now: number | null): number | null {
  const { start, end } = TIME_COST_STAGES[node];
  const endMs = toMs(times[end]);
  // a running stage counts from its own start only, so one stage runs at a time
  const from =
    endMs === null
      ? toMs(times[start[0]!])
      : (start.map((s) => toMs(times[s])).find((ms) => ms !== null) ?? null);
  const to = endMs ?? (finished(times) ? null : now);
  if (from === null || to === null || to < from) return null;
  return to - from;
}

/** A finished waybill has no running stage: a skipped stage stays empty. */
const finished = (times: WaybillTimestamps) => toMs(times.completeTime) !== null;

/** The five time-cost figures from the timestamps; pass `now` to count the running stage too. */
export function deriveTimeCost(times: WaybillTimestamps, now?: TimestampValue): WaybillTimeCost {
  const nowMs = toMs(now);
  return Object.fromEntries(
    TIME_COST_NODES.map((node) => [node, stageCost(times, node, nowMs)]),
  ) as WaybillTimeCost;
}
