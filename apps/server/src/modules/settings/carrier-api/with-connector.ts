import { eq } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import { API_CONFIG_TABLES } from './carrier-api.schema.ts';
import { assertServes } from './carrier-api.service.ts';
import { createCarrierHttp } from './carrier-http.ts';
import type { ApiKind, CarrierConnector, CarrierContext } from './connector.ts';
import { connectorByCode } from './connectors.ts';
import { credentialValuesOf, readSealed } from './credentials.ts';

/** What a carrier call needs of the app: the database and the at-rest secrets key (an `AppRuntime` fits). */
export type CarrierRuntime = { db: Db; config: { secretsKey: Buffer } };

export type WithConnectorInput = {
  apiId: string;
  kind: ApiKind;
  now: Date;
  idempotencyKey?: string | null;
  logRef?: string | null;
};

/**
 * Runs `fn` with the connector of API configuration `apiId` of `kind` (connector.ts `WithConnector`):
 * refuses a missing or disabled configuration, or one whose type cannot do `kind`, with a message in
 * the caller's language; decrypts its credentials and builds the logged HTTP client. Reads with the
 * runtime's own connection: call it outside any transaction (a carrier call never holds one open).
 */
export async function withConnector<T>(
  runtime: CarrierRuntime,
  input: WithConnectorInput,
  fn: (connector: CarrierConnector, ctx: CarrierContext) => Promise<T>,
): Promise<T> {
  const table = API_CONFIG_TABLES[input.kind];
  const [row] = await runtime.db.select().from(table).where(eq(table.id, input.apiId));
  if (!row) throw dataNotExist();
  const name = String(row.name);
  if (row.enabled === false) throw new BizError('carrierApiDisabled', [name]);
  const apiType = String(row.apiType);
  const connector = connectorByCode(apiType);
  if (!connector) throw new BizError('carrierApiTypeUnknown', [apiType]);
  assertServes(connector, input.kind);
  let credentials: Record<string, string>;
  try {
    credentials = credentialValuesOf(
      runtime.config.secretsKey,
      row.credentials,
      await readSealed(runtime.db, input.apiId),
    );
  } catch {
    throw new BizError('carrierApiSecretsUnreadable', [name]);
  }
  const secretKeys = connector.credentialFields.filter((f) => f.secret).map((f) => f.key);
  const timeoutMs = Number(row.timeoutMs ?? 30_000);
  const testMode = row.testMode !== false;
  const ctx: CarrierContext = {
    http: createCarrierHttp({
      db: runtime.db,
      apiId: input.apiId,
      logRef: input.logRef ?? null,
      timeoutMs,
      secrets: secretKeys.map((k) => credentials[k]).filter((v): v is string => !!v),
    }),
    credentials: Object.freeze(credentials),
    endpoint:
      (row.endpoint as string | null) || (testMode ? connector.endpoints.test : connector.endpoints.live),
    testMode,
    timeoutMs,
    now: input.now,
    idempotencyKey: input.idempotencyKey ?? null,
  };
  return fn(connector, ctx);
}
