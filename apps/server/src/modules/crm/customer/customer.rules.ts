import type { EntityRules } from '#platform/entity/entity-runtime.ts';

const pad = (n: number | string) => String(n).padStart(2, '0');

/**
 * The daily cut-off as `HH:mm`, however a spreadsheet handed it back: a time text with seconds, a
 * date-time (Excel keeps a time of day as a date of 1899-12-30), or a fraction of a day.
 */
export function cutOffTime(v: unknown): unknown {
  if (v instanceof Date) return `${pad(v.getUTCHours())}:${pad(v.getUTCMinutes())}`;
  if (typeof v === 'number' && v >= 0 && v < 1) {
    const minutes = Math.round(v * 1440);
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  }
  const m =
    typeof v === 'string'
      ? /^(?:\d{4}-\d{2}-\d{2}[T ])?(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?Z?$/.exec(v.trim())
      : null;
  return m ? `${pad(m[1]!)}:${m[2]}` : v;
}

/** Customer (its invoice titles and pick-up addresses are checked as their field descriptions say). */
export const customerRules: EntityRules = {
  // the API key is answered once by generateApiKey; its hash never leaves the server
  secretColumns: ['customerKeyHash'],
  // the template's example row: a cut-off is a time of day
  importExample: async () => ({ shippingCutOffTime: '17:30' }),
  normalize: (values) =>
    values.shippingCutOffTime == null
      ? values
      : { ...values, shippingCutOffTime: cutOffTime(values.shippingCutOffTime) },
  // a customer is in a staff user's data scope by the customer itself (followed, specified) or its creator
  dataScope: { owner: 'createdBy', customer: 'id' },
};
