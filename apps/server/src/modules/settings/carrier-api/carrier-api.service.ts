import {
  API_KIND_LABELS,
  type ApiConfigKind,
  type ApiTypeAnswer,
  type apiConfigAnswer,
  type apiConfigInsertPayload,
  type apiConfigUpdatePayload,
} from '@freightdesk/domain';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { changedValues } from '#platform/entity/changed-values.ts';
import { assertRowValid } from '#platform/entity/entity-check.ts';
import { readRecord } from '#platform/entity/entity-read.service.ts';
import type { EntityRuntime } from '#platform/entity/entity-runtime.ts';
import { formFields, toColumnValues } from '#platform/entity/entity-values.ts';
import { insertValues, inTransaction } from '#platform/entity/entity-write.service.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { CarrierConnector } from './connector.ts';
import { connectorByCode, connectorsOfKind } from './connectors.ts';
import { openSecrets, readSealed, storeCredentials, writeSealed } from './credentials.ts';

/** An API type as the type lists answer it. */
export function typeAnswer(c: CarrierConnector): ApiTypeAnswer {
  return {
    code: c.code,
    name: c.name,
    carrier: c.carrier,
    kinds: [...c.kinds],
    credentialFields: c.credentialFields.map((f) => ({ ...f })),
    endpoints: c.endpoints,
  };
}

/** The API types that can serve a kind. */
export function apiTypes(kind: ApiConfigKind): ApiTypeAnswer[] {
  return connectorsOfKind(kind).map(typeAnswer);
}

/** One API type of a kind by code, or null. */
export function apiTypeByCode(kind: ApiConfigKind, code: string): ApiTypeAnswer | null {
  const c = connectorByCode(code);
  return c?.kinds.includes(kind) ? typeAnswer(c) : null;
}

/** The connector of an API type that must be able to serve the kind (else a clear refusal). */
export function connectorFor(apiType: string, kind: ApiConfigKind): CarrierConnector {
  const c = connectorByCode(apiType);
  if (!c) throw new BizError('carrierApiTypeUnknown', [apiType]);
  return assertServes(c, kind);
}

/** Refuses a connector that cannot serve the kind ("The API type [x] cannot be used as label API"). */
export function assertServes(c: CarrierConnector, kind: ApiConfigKind): CarrierConnector {
  if (!c.kinds.includes(kind))
    throw new BizError('carrierApiWrongKind', [c.code, { label: API_KIND_LABELS[kind] }]);
  return c;
}

type Insert = z.output<typeof apiConfigInsertPayload>;
/** The stored record as the machinery reads it (secret column left out). */
type ApiConfigRecord = z.input<typeof apiConfigAnswer>;

/** The column values of a payload, credentials replaced by their public form. */
function rowPayload(input: Insert, credentials: Record<string, string>) {
  return { ...input, code: input.code.toUpperCase(), endpoint: input.endpoint || null, credentials };
}

/** Creates an API configuration: its secrets sealed with the server key, never logged. */
export async function insertApiConfig(
  ctx: AuthedContext,
  rt: EntityRuntime,
  kind: ApiConfigKind,
  input: Insert,
) {
  const connector = connectorFor(input.apiType, kind);
  const stored = storeCredentials(ctx.config.secretsKey, connector, input.credentials, {});
  return inTransaction(ctx, rt, async (tx) => {
    const id = await insertValues(tx, ctx, rt, rowPayload(input, stored.credentials));
    await writeSealed(tx, id, stored.credentialsSecret, ctx.now);
    return (await readRecord(tx, ctx, rt, id)) as ApiConfigRecord;
  });
}

/**
 * Updates an API configuration when `version` is still the stored one: a secret sent blank (or as the
 * stars it was shown) keeps its stored value; the business log names changed fields, never a secret.
 */
export async function updateApiConfig(
  ctx: AuthedContext,
  rt: EntityRuntime,
  kind: ApiConfigKind,
  input: z.output<typeof apiConfigUpdatePayload>,
) {
  const connector = connectorFor(input.apiType, kind);
  return inTransaction(ctx, rt, async (tx) => {
    const [current] = await tx.select().from(rt.table).where(eq(rt.table.id, input.id)).for('update');
    if (!current) throw new BizError('dataNotExist');
    if (current.version !== input.version) throw new BizError('staleData');
    const kept = openSecrets(ctx.config.secretsKey, await readSealed(tx, input.id));
    const stored = storeCredentials(ctx.config.secretsKey, connector, input.credentials, kept);
    const values = toColumnValues(rt, rowPayload(input, stored.credentials));
    await assertRowValid(tx, ctx, rt, { row: 1, values, id: input.id });
    await tx
      .update(rt.table)
      .set({
        ...values,
        version: sql`${rt.table.version} + 1`,
        updatedAt: ctx.now,
        updatedBy: ctx.auth.userId,
      })
      .where(eq(rt.table.id, input.id));
    await writeSealed(tx, input.id, stored.credentialsSecret, ctx.now);
    await rt.registry.services.writeLog(tx, ctx, [
      {
        entity: rt.def.name,
        entityId: input.id,
        action: 'update',
        ...changedValues(current, values, formFields(rt)),
      },
    ]);
    return (await readRecord(tx, ctx, rt, input.id)) as ApiConfigRecord;
  });
}
