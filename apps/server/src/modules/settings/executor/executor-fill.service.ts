import {
  type ExecutorAction,
  type ExecutorFillField,
  formatPostcode,
  normalizePostcode,
  type RecipientInput,
} from '@freightdesk/domain';
import { and, eq, sql } from 'drizzle-orm';
import { takeNextNo, takeSegmentNo } from '#modules/settings/numbering/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { cityPostcodeTable, countryTable } from '../basic.schema.ts';

/** The waybill columns an executor reads and may change. */
export type ExecutorWaybill = { recipient: RecipientInput } & Record<ExecutorFillField, string | null>;

/** What one action changes of the waybill (columns → new values), or a refusal to record. */
export type FillChange = { set: Partial<ExecutorWaybill>; skipped?: string };

/** The value a fill action writes: fixed text, the next number of a number rule or of a number segment. */
async function fillValue(tx: Db, ctx: AuthedContext, a: Extract<ExecutorAction, { type: 'fillField' }>) {
  if (a.valueType === 'smartNumber') return takeNextNo(tx, a.value, ctx.now);
  if (a.valueType === 'numberSegment') return takeSegmentNo(tx, a.value);
  return a.value;
}

/** State and city of a postcode in the city postcode library (the country's first row whose postcode matches). */
async function placeOfPostcode(tx: Db, countryCode: string, postcode: string) {
  const c = cityPostcodeTable as unknown as Record<'countryId' | 'state' | 'city' | 'postcode', never>;
  const k = countryTable as unknown as Record<'id' | 'code', never>;
  const [row] = await tx
    .select({ state: c.state, city: c.city })
    .from(cityPostcodeTable)
    .innerJoin(countryTable, eq(k.id, c.countryId))
    .where(
      and(
        sql`upper(${k.code}) = ${countryCode.toUpperCase()}`,
        sql`upper(regexp_replace(${c.postcode}, '[\\s-]', '', 'g')) = ${normalizePostcode(postcode)}`,
      ),
    )
    .limit(1);
  return row as { state: string | null; city: string | null } | undefined;
}

/**
 * What a field-changing action (fill, postcode format, address completion) does to the waybill as it
 * is now; numbers are taken in `tx`. A number rule or segment that cannot give a number is skipped
 * with its message (the waybill's own write goes on).
 */
export async function fieldChange(
  tx: Db,
  ctx: AuthedContext,
  w: ExecutorWaybill,
  a: ExecutorAction,
): Promise<FillChange> {
  switch (a.type) {
    case 'fillField':
      try {
        return { set: { [a.field as ExecutorFillField]: await fillValue(tx, ctx, a) } };
      } catch (err) {
        if (err instanceof BizError) return { set: {}, skipped: err.render(ctx.lang) };
        throw err;
      }
    case 'formatPostcode': {
      if (!w.recipient.postcode) return { set: {} };
      const postcode = formatPostcode(w.recipient.countryCode, w.recipient.postcode);
      return postcode === w.recipient.postcode
        ? { set: {} }
        : { set: { recipient: { ...w.recipient, postcode } } };
    }
    case 'completeAddress': {
      const r = w.recipient;
      if ((r.state && r.city) || !r.postcode || !r.countryCode) return { set: {} };
      const place = await placeOfPostcode(tx, r.countryCode, r.postcode);
      if (!place) return { set: {} };
      const state = r.state || place.state || r.state;
      const city = r.city || place.city || r.city;
      return state === r.state && city === r.city
        ? { set: {} }
        : { set: { recipient: { ...r, state, city } } };
    }
    default:
      return { set: {} };
  }
}
