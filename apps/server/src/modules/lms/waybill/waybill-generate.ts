import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';

/**
 * Set-based generator of freight waybills (demo seed and the million-waybill bench): one INSERT …
 * SELECT statement per batch fills waybills, pieces (1-5, ~3), commodities (1-3, ~2) and tracks
 * (one per stage reached) with data-modifying CTEs. Statuses and their timestamps agree (a sent
 * waybill has order, receive and send times); order weights are the pieces' sums, charge weight the
 * greater of actual and volume (divisor 6000) carried up to 0.5 kg.
 */
export type GenerateOptions = {
  /** First and last sequence number (inclusive) of this batch. */
  from: number;
  to: number;
  /** First and last sequence number of the whole run: order times rise with the number, like real orders. */
  first: number;
  last: number;
  /** Waybill number prefix; the number is prefix + 9-digit sequence. */
  prefix: string;
  customerIds: readonly string[];
  productIds: readonly string[];
  /** Order times spread over this many days before `now`. */
  days: number;
  now: Date;
  /** Customer numbers are `${customerNoPrefix}${seq}` (unique per customer since seq is unique). */
  customerNoPrefix: string;
};

/** Statuses with weights (how often they occur) and the stage their timestamps reach. */
const STATUS_SPREAD: readonly [status: string, weight: number, stage: number][] = [
  ['waitConfirmWaybill', 1, 0],
  ['order', 8, 0],
  ['waitPickUp', 2, 0],
  ['received', 4, 1],
  ['warning', 1, 1],
  ['waitConfirm', 1, 1],
  ['documentAuditDenied', 1, 1],
  ['waitChannelRoute', 1, 1],
  ['waitSend', 3, 1],
  ['departure', 6, 2],
  ['arrival', 3, 3],
  ['pickedUp', 2, 4],
  ['waitDelivered', 2, 4],
  ['inTransit', 5, 4],
  ['outForDelivery', 3, 4],
  ['aliForPickUp', 1, 4],
  ['deliveryFailure', 1, 4],
  ['exception', 1, 4],
  ['delivered', 50, 5],
  ['waitReturning', 1, 1],
  ['return', 1, 2],
  ['returned', 1, 5],
];
/** Days from the order to the last stamp of each stage (receive +1, send +2, … delivered +8). */
const STAGE_DAYS = [0, 1, 2, 5, 6, 8];
const COUNTRIES = ['US', 'US', 'US', 'US', 'GB', 'DE', 'FR', 'CA', 'AU', 'JP', 'VN', 'NL'];
const EU = ['DE', 'FR', 'NL'];

const textArray = (values: readonly string[]) => sql`(${sql.param([...values])}::text[])`;

/** The weighted status list expanded (index = status picked by a uniform draw). */
function statusTable(): { statuses: string[]; stages: number[] } {
  const statuses: string[] = [];
  const stages: number[] = [];
  for (const [s, weight, stage] of STATUS_SPREAD)
    for (let k = 0; k < weight; k++) {
      statuses.push(s);
      stages.push(stage);
    }
  return { statuses, stages };
}

/** One batch statement (see the file comment); answers the SQL for bench and seed alike. */
export function generateStatement(o: GenerateOptions): SQL {
  const { statuses, stages } = statusTable();
  const day = 86_400;
  return sql`
with src as (
  select i, gen_random_uuid() as id,
    1 + floor(random() * 5)::int as pc,
    1 + floor(random() * 3)::int as cc,
    floor(random() * ${statuses.length})::int as si,
    -- customers skewed: a few large customers hold most waybills
    floor(power(random(), 2) * ${o.customerIds.length})::int as ci,
    floor(random() * ${o.productIds.length})::int as pi,
    floor(random() * ${COUNTRIES.length})::int as di,
    ${o.now.toISOString()}::timestamptz - make_interval(secs => floor(
      (${o.last}::int - i)::float8 / ${Math.max(1, o.last - o.first + 1)} * ${o.days * day} + random() * 7200)::int + 3600) as t_order
  from generate_series(${o.from}::int, ${o.to}::int) as i
),
w as (
  -- an order placed longer ago the further its status went, so no stamp or track lies in the future
  select src.*, ${textArray(statuses)}[si + 1] as status, (${sql.param(stages)}::int[])[si + 1] as stage,
    ${textArray(COUNTRIES)}[di + 1] as dest
  from (
    select i, id, pc, cc, si, ci, pi, di,
      t_order - make_interval(days => (${sql.param(STAGE_DAYS)}::int[])[(${sql.param(stages)}::int[])[si + 1] + 1]) as t0
    from src
  ) src
),
pieces as (
  select w.id as waybill_id, s as seq, w.i,
    round((0.3 + random() * 25)::numeric, 3) as wt,
    (10 + floor(random() * 60))::numeric as l, (10 + floor(random() * 40))::numeric as wd,
    (5 + floor(random() * 40))::numeric as h
  from w cross join generate_series(1, w.pc) as s
),
agg as (
  select waybill_id, sum(wt) as aw, round(sum(l * wd * h / 6000.0), 3) as vw, sum(l * wd * h) as cm3
  from pieces group by waybill_id
),
ins_w as (
  insert into lms_waybill (id, waybill_no, customer_id, customer_no, status, destination, eu_destination,
    product_id, order_time, receive_time, send_time, arrival_time, clearance_time, deliver_time, complete_time,
    piece_count, order_actual_weight, order_volume_weight, order_charge_weight, order_square_number,
    order_weight_rule, order_volume_divisor, receive_actual_weight, receive_volume_weight,
    receivable_real_charge_weight, track_no, is_delay, is_detain, is_lock_waybill, opened_work_order_count,
    sender, recipient, invoice, created_at, updated_at)
  select w.id, ${o.prefix}::text || lpad(w.i::text, 9, '0'),
    (${sql.param([...o.customerIds])}::uuid[])[w.ci + 1], ${o.customerNoPrefix}::text || w.i, w.status, w.dest,
    case when w.dest = any(${textArray(EU)}) then w.dest end,
    (${sql.param([...o.productIds])}::uuid[])[w.pi + 1],
    w.t0,
    case when w.stage >= 1 then w.t0 + interval '1 day' end,
    case when w.stage >= 2 then w.t0 + interval '2 days' end,
    case when w.stage >= 3 then w.t0 + interval '5 days' end,
    case when w.stage >= 4 then w.t0 + interval '6 days' end,
    case when w.stage >= 5 and w.status = 'delivered' then w.t0 + interval '8 days' end,
    case when w.stage >= 5 then w.t0 + interval '8 days' end,
    w.pc, agg.aw, agg.vw, ceil(greatest(agg.aw, agg.vw) * 2) / 2, round(agg.cm3 / 1000000.0, 6), 'max', 6000,
    case when w.stage >= 1 then agg.aw end, case when w.stage >= 1 then agg.vw end,
    case when w.stage >= 1 then ceil(greatest(agg.aw, agg.vw) * 2) / 2 end,
    case when w.stage >= 2 then '1Z' || lpad(w.i::text, 12, '0') end,
    w.i % 97 = 0, w.i % 89 = 0 and w.stage between 1 and 1, w.i % 211 = 0, case when w.i % 53 = 0 then 1 else 0 end,
    json_build_object('name', 'Sender ' || (w.i % 500), 'countryCode', 'CN', 'city', 'Shenzhen',
      'address1', 'Fuyong Logistics Park ' || (w.i % 50), 'phone', '1380000' || lpad((w.i % 10000)::text, 4, '0')),
    json_build_object('name', 'Recipient ' || w.i, 'countryCode', w.dest, 'city', 'City ' || (w.i % 300),
      'address1', (w.i % 999) || ' Main Street', 'postcode', lpad((w.i % 99999)::text, 5, '0'),
      'addressType', 'system'),
    json_build_object('declareValue', round((20 + random() * 500)::numeric, 2)::text, 'declareCurrency', 'USD'),
    w.t0, w.t0
  from w join agg on agg.waybill_id = w.id
  returning id
),
ins_p as (
  insert into lms_waybill_piece (waybill_id, seq, sub_no, order_actual_weight, order_length, order_width,
    order_height)
  select p.waybill_id, p.seq, ${o.prefix}::text || lpad(p.i::text, 9, '0') || lpad(p.seq::text, 3, '0'), p.wt, p.l, p.wd, p.h
  from pieces p
  returning id
),
ins_c as (
  insert into lms_waybill_commodity (waybill_id, seq, name_en, name_cn, quantity, unit, unit_price, total_price,
    hs_code, origin)
  select w.id, s, ${textArray(['T-shirt', 'Phone case', 'Mug', 'Backpack', 'Desk lamp', 'Toy car'])}[1 + ((w.i + s) % 6)],
    ${textArray(['T恤', '手机壳', '杯子', '背包', '台灯', '玩具车'])}[1 + ((w.i + s) % 6)],
    q, 'PCS', up, round(q * up, 2), '9503000000', 'CN'
  from w cross join generate_series(1, w.cc) as s
    cross join lateral (select 1 + floor(random() * 20)::int as q, round((1 + random() * 30)::numeric, 3) as up) v
  returning id
)
insert into lms_waybill_track (waybill_id, time, message_key, status, source, action, created_at)
select w.id, w.t0 + make_interval(days => d.offset_days), d.message_key, d.status, 'system', d.action, w.t0
from w cross join lateral (values
  (0, 0, 'lmsTrackOrdered', 'pickUp', 'order'),
  (1, 1, 'lmsTrackReceive', 'pickUp', 'receive'),
  (2, 2, 'lmsTrackSend', 'inTransit', 'send'),
  (3, 5, 'lmsTrackArrival', 'inTransit', 'arrival'),
  (5, 8, 'lmsTrackDeliver', 'delivered', 'deliver')
) as d(stage, offset_days, message_key, status, action)
where d.stage <= w.stage and (d.stage < 5 or w.status = 'delivered')`;
}

/** Runs batches of `batchSize` until `count` waybills exist; reports progress after each batch. */
export async function generateWaybills(
  db: Db,
  o: Omit<GenerateOptions, 'from' | 'to' | 'first' | 'last'> & {
    count: number;
    start?: number;
    batchSize?: number;
  },
  progress?: (done: number) => void,
): Promise<void> {
  const start = o.start ?? 1;
  const size = o.batchSize ?? 20_000;
  for (let from = start; from < start + o.count; from += size) {
    const to = Math.min(from + size - 1, start + o.count - 1);
    await db.execute(generateStatement({ ...o, from, to, first: start, last: start + o.count - 1 }));
    progress?.(to - start + 1);
  }
}
