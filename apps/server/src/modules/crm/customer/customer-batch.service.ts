import {
  type customerBatchCopyPayload,
  customer as customerDef,
  type setSalesAssistantsPayload,
} from '@freightdesk/domain';
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { BizError, dataNotExist, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { customer } from './customer.schema.ts';
import { updateCustomers } from './customer-admin.service.ts';

/** Customer actions over many rows: set the sales assistant, copy customers under new codes. */

const ENTITY = 'customer';

function staffOnly(ctx: AuthedContext) {
  if (ctx.auth.userType !== 'staff') throw noPermission();
}

/** Sets (or clears) the sales assistant of many customers; the user must be a staff user. */
export function setSalesAssistants(ctx: AuthedContext, input: z.output<typeof setSalesAssistantsPayload>) {
  return updateCustomers(ctx, input.ids, { salesAssistantUserId: input.userId }, 'setSalesAssistants');
}

/** Columns a copy does not take over: identity, audit, the API key, shipping history, the login page. */
const NOT_COPIED = [
  'id',
  'version',
  'code',
  'customerKey',
  'customerKeyHash',
  'latestShippingTime',
  'customLoginPageUrl',
  'loginPageConfig',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
] as const;

/**
 * Copies customers (their CRM data, flags, follow users, invoice titles, pick-up addresses) under
 * new codes, enabled; not their users, API key or shipping history. Codes must be new and distinct.
 */
export async function batchCopyCustomers(
  ctx: AuthedContext,
  input: z.output<typeof customerBatchCopyPayload>,
) {
  staffOnly(ctx);
  const codes = input.codes.map((c) => c.toUpperCase());
  const seen = new Set<string>();
  for (const code of codes) {
    if (seen.has(code)) throw new BizError('duplicated', [code]);
    seen.add(code);
  }
  return ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ code: customer.code })
      .from(customer)
      .where(inArray(sql`upper(${customer.code})`, codes));
    if (taken)
      throw new BizError('alreadyExists', [`${customerDef.fields.code.label[ctx.lang]} ${taken.code}`]);
    const sources = await tx.select().from(customer).where(inArray(customer.id, input.ids));
    const byId = new Map(sources.map((s) => [s.id, s]));
    const rows = input.ids.map((id, i) => {
      const source = byId.get(id.toLowerCase());
      if (!source) throw dataNotExist();
      const values: Record<string, unknown> = { ...source };
      for (const key of NOT_COPIED) delete values[key];
      return {
        ...(values as Omit<typeof source, (typeof NOT_COPIED)[number]>),
        code: codes[i]!,
        enabled: true,
        createdAt: ctx.now,
        createdBy: ctx.auth.userId,
        updatedAt: ctx.now,
        updatedBy: ctx.auth.userId,
      };
    });
    const copies = await tx.insert(customer).values(rows).returning({ id: customer.id, code: customer.code });
    await writeBusinessLog(
      tx,
      ctx,
      copies.map((c, i) => ({
        entity: ENTITY,
        entityId: c.id,
        action: 'batchCopy',
        customerId: c.id,
        after: { code: c.code, copiedFrom: input.ids[i] },
      })),
    );
    return copies;
  });
}
