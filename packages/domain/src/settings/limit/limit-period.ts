import Decimal from 'decimal.js';
import { ACCOUNTING_UTC_OFFSET_HOURS } from '../../fms/lock-record/index.light.ts';
import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import type { ChannelLimitMode, ChannelLimitPeriod } from './limit-types.ts';

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/**
 * The period a channel limit counts in, in the company's time zone (Asia/Shanghai, UTC+8 without
 * summer time, as the accounting months): day `2026-11-28`, ISO week `2026-W48`, month `2026-11`.
 */
export function limitPeriodKey(period: ChannelLimitPeriod, at: Date): string {
  const local = new Date(at.getTime() + ACCOUNTING_UTC_OFFSET_HOURS * 3_600_000);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + 1;
  const d = local.getUTCDate();
  if (period === 'day') return `${y}-${pad(m)}-${pad(d)}`;
  if (period === 'month') return `${y}-${pad(m)}`;
  // ISO 8601: the week belongs to the year of its Thursday
  const day = Date.UTC(y, m - 1, d);
  const weekday = (local.getUTCDay() + 6) % 7;
  const thursday = new Date(day + (3 - weekday) * 86_400_000);
  const isoYear = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(isoYear, 0, 1)) / (7 * 86_400_000)) + 1;
  return `${isoYear}-W${pad(week)}`;
}

/** What a mode counts: a bill per waybill, its pieces, its charge weight (kg) or cubic metres. */
export type LimitAmountFacts = {
  pieceCount: string | number | null;
  chargeWeight: string | null;
  squareNumber: string | null;
};

/** What one waybill takes of a channel limit in `mode` (a decimal string; a missing measure takes 0). */
export function limitAmount(mode: ChannelLimitMode, facts: LimitAmountFacts): string {
  const of = (v: string | number | null) => new Decimal(v == null || v === '' ? 0 : v).toString();
  if (mode === 'bill') return '1';
  if (mode === 'piece') return of(facts.pieceCount);
  if (mode === 'weight') return of(facts.chargeWeight);
  return of(facts.squareNumber);
}

/** What the monitor and the refusals call a mode and a period. */
export const LIMIT_MODE_LABELS: Record<ChannelLimitMode, Message> = {
  bill: l('票数', 'bills', 'số vận đơn'),
  piece: l('件数', 'pieces', 'số kiện'),
  weight: l('重量(kg)', 'weight (kg)', 'trọng lượng (kg)'),
  square: l('方数', 'cubic metres', 'số khối'),
};
export const LIMIT_PERIOD_LABELS: Record<ChannelLimitPeriod, Message> = {
  day: l('天', 'day', 'ngày'),
  week: l('周', 'week', 'tuần'),
  month: l('月', 'month', 'tháng'),
};

/** The monitor's warning level of a share (used / limit): ≥ 80 % warn, ≥ 100 % full. */
export function limitShareLevel(share: string): 'normal' | 'warn' | 'full' {
  const s = new Decimal(share);
  if (s.gte(1)) return 'full';
  return s.gte('0.8') ? 'warn' : 'normal';
}
