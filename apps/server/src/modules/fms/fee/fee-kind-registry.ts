import { FeeStatus } from '@freightdesk/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { lmsWaybillFee } from './fee.schema.ts';

/** The columns every fee table of the registry carries, under the same names (DESIGN §9). */
type LedgerColumn =
  | 'id'
  | 'waybillId'
  | 'kind'
  | 'partyId'
  | 'subjectName'
  | 'value'
  | 'currency'
  | 'conversionValue'
  | 'status'
  | 'isDeleted'
  | 'belongTime'
  | 'billNo'
  | 'isCarryOver'
  | 'writeOffValue'
  | 'exchangeLoss';
export type FeeLedgerTable = PgTable & Record<LedgerColumn, AnyPgColumn>;

/**
 * A kind of customer fee the ledgers take: where its rows are and which waybill they belong to.
 * `code` is what a bill fee records (`fms_bill_fee.fee_kind`); `billType` is the spec's bill type
 * of its waybills (0 LMS waybill, 200 PDS waybill).
 */
export type FeeKindSource = {
  code: string;
  billType: number;
  fees: FeeLedgerTable;
  waybill: { table: PgTable; id: AnyPgColumn; no: AnyPgColumn; country: AnyPgColumn };
};

/**
 * Freight waybill fees, built on first use: `fee.schema.ts` and the waybill module import each other
 * through their indexes, so at load time either table may not be defined yet.
 */
const lms = (): FeeKindSource => ({
  code: 'lms',
  billType: 0,
  fees: lmsWaybillFee,
  waybill: {
    table: lmsWaybill,
    id: lmsWaybill.id,
    no: lmsWaybill.waybillNo,
    country: lmsWaybill.destination,
  },
});
const added: FeeKindSource[] = [];
let kinds: FeeKindSource[] | null = null;

/** A module whose waybills have customer fees adds their kind (once, when its manifest loads). */
export function registerFeeKind(source: FeeKindSource): void {
  if (source.code === 'lms' || added.some((k) => k.code === source.code)) return;
  added.push(source);
  kinds = null;
}

/** The registered fee kinds, freight waybill fees first. */
export function feeKinds(): readonly FeeKindSource[] {
  kinds ??= [lms(), ...added];
  return kinds;
}

/**
 * A customer fee not yet on a bill (estimated or confirmed, not deleted) of `partyId`, in table `f`.
 */
export const unbilledFeeOf = (f: FeeLedgerTable, partyId: string): SQL =>
  sql`${f.kind} = 'customer' and ${f.partyId} = ${partyId} and not ${f.isDeleted}
    and ${f.status} in (${FeeStatus.estimated}, ${FeeStatus.confirmed})`;

/**
 * A fee's value in `currency`: as it is when in that currency, its local value when `currency` is
 * the local one (`rate` 1 and `isLocal`), else its local value at `rate` (half up, 2 decimals).
 */
export const valueIn = (f: FeeLedgerTable, currency: string, rate: string, isLocal: boolean): SQL =>
  isLocal
    ? sql`case when ${f.currency} = ${currency} then ${f.value} else ${f.conversionValue} end`
    : sql`case when ${f.currency} = ${currency} then ${f.value}
        else round(${f.conversionValue} / ${rate}::numeric, 2) end`;

/**
 * The fee lines of every kind as one relation (`id`, `kind`, `bill_type`, `waybill_no`,
 * `country_code`, `subject_name`, `value`, `currency`): a bill's detail joins its fees to it.
 */
export function feeLines(): SQL {
  return sql.join(
    feeKinds().map(
      (k) => sql`select ${k.fees.id} as id, ${k.code}::text as kind, ${k.billType}::int as bill_type,
        ${k.waybill.no} as waybill_no, ${k.waybill.country} as country_code,
        ${k.fees.subjectName} as subject_name, ${k.fees.value} as value, ${k.fees.currency} as currency
        from ${k.fees} join ${k.waybill.table} on ${k.waybill.id} = ${k.fees.waybillId}`,
    ),
    sql` union all `,
  );
}
