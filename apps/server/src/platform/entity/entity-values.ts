import type { Db } from '#platform/db/db.ts';
import { BizError, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { isCustomerUser } from './entity-access.ts';
import type { EntityRuntime } from './entity-runtime.ts';

/** The form fields of an entity (those in its payloads), in description order. */
export function formFields(rt: EntityRuntime): string[] {
  return Object.entries(rt.def.fields)
    .filter(([, f]) => f.form !== false)
    .map(([key]) => key);
}

/**
 * Payload values as columns take them (date-times as Date); only the entity's form fields, then the
 * entity's `normalize` rule (which may add computed fields).
 */
export function toColumnValues(rt: EntityRuntime, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of formFields(rt)) {
    if (!(key in values)) continue;
    const v = values[key];
    out[key] = rt.def.fields[key]!.type === 'datetime' && typeof v === 'string' ? new Date(v) : v;
  }
  return rt.rules.normalize ? rt.rules.normalize(out) : out;
}

/** A stored row's form values as a payload carries them (date-times as ISO text). */
export function payloadValues(rt: EntityRuntime, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of formFields(rt)) {
    const v = row[key];
    out[key] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/**
 * The customer a written row belongs to (customer-scoped entities): a customer user's own customer
 * (from the session, never from the body); for staff the given customer, which must exist, or none.
 */
export async function owningCustomer(
  tx: Db,
  ctx: AuthedContext,
  rt: EntityRuntime,
  given: unknown,
): Promise<string | null | undefined> {
  if (!rt.def.customerScoped) return undefined;
  if (isCustomerUser(ctx)) {
    if (!ctx.auth.customerId) throw noPermission();
    return ctx.auth.customerId;
  }
  if (typeof given !== 'string' || !given) return null;
  const [found] = await rt.registry.services.existingCustomers(tx, [given]);
  if (!found) throw new BizError('notExist', [{ label: rt.labels.customerId! }]);
  return found;
}
