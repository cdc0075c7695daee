import { type EntityDef, findEntity } from '@freightdesk/domain';
import { unbilledWaybillNo } from '#modules/fms/discount/discount.rules.ts';
import { appUser } from '#modules/platform/user/user.schema.ts';
import { hashPassword } from '#platform/auth/password.ts';
import { sampleRow } from '#platform/entity/entity-sample.ts';
import { type Envelope, TEST_PASSWORD_HASH, type TestApp } from './test-app.ts';

/** Test helpers for entity routes: sample rows (references created first), files, multipart uploads. */

export type Row = Record<string, unknown> & { id: string; version: number };
export type Page<T = Row> = { records: T[]; total: number; page: number; size: number };

let counter = 1000;
/** A number no other sample of this test file used. */
export function nextSampleNo(): number {
  counter += 1;
  return counter;
}

/**
 * Create-payload keys that are not fields: the role module's user type (roles are picked by job
 * positions and employees), an employee's initial password.
 */
const CREATE_EXTRAS: Record<string, Record<string, unknown>> = {
  role: { userType: 'staff' },
  employee: { password: 'Sample@1234' },
  cashAccount: { currency: 'RMB' },
  labelApi: { apiType: 'sandbox' },
  trackApi: { apiType: 'sandbox' },
  priceApi: { apiType: 'sandbox' },
  customsDeclareApi: { apiType: 'sandbox' },
  // a rule kind's condition: every waybill
  interceptor: { condition: { all: [] } },
};

/** Field values an entity's own rules need beyond a generic sample (a real waybill, a value fitting the mode). */
const RULE_VALUES: Record<string, (t: TestApp) => Promise<Record<string, unknown>>> = {
  discount: async () => ({ mode: 'reduction', effectiveTo: null }),
  subject: async () => ({ kind: 'operating' }),
  channelRoute: async () => ({ routeMode: 'manual', condition: { all: [] } }),
  negotiatePrice: async (t) => ({ waybillNo: await unbilledWaybillNo(t.database.db), currency: 'RMB' }),
  // rule kinds: a condition of the rule language (every waybill / customer)
  sortingRule: async () => ({ condition: { all: [] } }),
  interceptor: async () => ({ condition: { all: [] } }),
  executor: async () => ({ condition: { all: [] }, actions: [{ type: 'formatPostcode' }] }),
  // a daily cut-off is a time of day
  customer: async () => ({ shippingCutOffTime: '17:30' }),
  noDealRule: async () => ({ condition: { all: [] } }),
};

/** One referenced row per entity and test app: reference chains (customer → employee → warehouse → country) stay short. */
const referenced = new WeakMap<TestApp, Map<string, Promise<Row>>>();

function referencedRow(t: TestApp, token: string, def: EntityDef): Promise<Row> {
  const rows = referenced.get(t) ?? new Map<string, Promise<Row>>();
  referenced.set(t, rows);
  let row = rows.get(def.name);
  if (!row) {
    row = createSample(t, token, def);
    rows.set(def.name, row);
  }
  return row;
}

/** A valid create payload of an entity, creating (once per test app) the rows its references need. */
export async function samplePayload(
  t: TestApp,
  token: string,
  def: EntityDef,
  n = nextSampleNo(),
): Promise<Record<string, unknown>> {
  const given: Record<string, unknown> = {};
  for (const [key, f] of Object.entries(def.fields)) {
    // a reference to the entity itself (a parent unit) stays empty: the sample would never end
    if (f.type !== 'ref' || f.form === false || f.entity === def.name) continue;
    const target = await referencedRow(t, token, findEntity(f.entity)!);
    given[key] = f.multiple ? [target.id] : target.id;
  }
  const ruled = (await RULE_VALUES[def.name]?.(t)) ?? {};
  return { ...sampleRow(def, n, given), ...ruled, ...CREATE_EXTRAS[def.name] };
}

/**
 * Creates a sample row through the API and answers the stored record (a sample whose short code
 * happens to be taken, e.g. a demo country's, is retried with the next number).
 */
export async function createSample(
  t: TestApp,
  token: string,
  def: EntityDef,
  overrides: Record<string, unknown> = {},
): Promise<Row> {
  for (let attempt = 0; ; attempt++) {
    const payload = { ...(await samplePayload(t, token, def)), ...overrides };
    const res = await t.post<Row>(`/${def.api}/insert`, payload, { token });
    if (res.code === 0) return res.data;
    if (attempt > 5 || !res.msg.endsWith('already exists'))
      throw new Error(`insert ${def.name} failed: ${res.msg} ${JSON.stringify(payload)}`);
  }
}

/** A raw (non-envelope) answer: status, headers and body bytes. */
export type RawAnswer = { status: number; headers: Record<string, unknown>; body: Buffer };

/** Calls a download route and answers the file. */
export async function download(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  body?: unknown,
  lang = 'en-US',
): Promise<RawAnswer> {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: { token, 'accept-language': lang },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

/** Posts a multipart form with one file (field `file`, an xlsx unless named otherwise) and text fields. */
export async function upload<T = unknown>(
  t: TestApp,
  url: string,
  token: string,
  file: Buffer | null,
  fields: Record<string, string> = {},
  lang = 'en-US',
  fileName = 'import.xlsx',
): Promise<Envelope<T>> {
  const boundary = `----fd${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          `Content-Type: ${fileName.endsWith('.csv') ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'}\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { token, 'accept-language': lang, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
  return res.json() as Envelope<T>;
}

/** Creates a staff user holding a new role with exactly the given permissions; answers its token. */
export async function userWithPermissions(
  t: TestApp,
  adminToken: string,
  code: string,
  permissions: readonly string[],
): Promise<string> {
  const role = await t.post<{ id: string }>(
    '/user/role/insert',
    { code, name: code, userType: 'staff' },
    { token: adminToken },
  );
  const granted = await t.post(
    '/user/role/grant',
    { roleId: role.data.id, permissions },
    { token: adminToken },
  );
  if (granted.code !== 0) throw new Error(`grant failed: ${granted.msg}`);
  await t.database.db.insert(appUser).values({
    code,
    username: code,
    passwordHash: await hashPassword('Test@1234', TEST_PASSWORD_HASH),
    name: code,
    userType: 'staff',
    roleId: role.data.id,
  });
  return t.login(code, 'Test@1234');
}

/** The form values of a record (what export and import carry), for comparing rows. */
export function formValuesOf(def: EntityDef, row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, f]) => f.form !== false)
      .map(([key]) => [key, row[key] ?? null]),
  );
}

/** A job's progress as `common/progress/detail` answers it. */
export type JobDetail = {
  progressId: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  result: unknown;
  error: string | null;
  fileName: string | null;
};

/**
 * Waits for the job a call started (`{progressId}`) and answers it as the call's envelope used to be:
 * code 0 with the job's result, or -1 with its error and failure data. A refused start is answered as is.
 */
export async function awaitJob<T = unknown>(
  t: TestApp,
  token: string,
  started: Envelope<unknown>,
): Promise<Envelope<T>> {
  if (started.code !== 0) return started as Envelope<T>;
  const { progressId } = started.data as { progressId: string };
  for (let attempt = 0; attempt < 2_000; attempt++) {
    const res = await t.get<JobDetail>('/common/progress/detail', { progressId }, { token });
    if (res.code !== 0) throw new Error(`progress of ${progressId}: ${res.msg}`);
    if (res.data.status === 'done') return { code: 0, msg: '', data: res.data.result as T };
    if (res.data.status === 'failed')
      return { code: -1, msg: res.data.error ?? '', data: res.data.result as T };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`job ${progressId} did not finish`);
}

/** Uploads an import file and waits for its preview job. */
export async function importFile<T = unknown>(
  t: TestApp,
  url: string,
  token: string,
  file: Buffer | null,
): Promise<Envelope<T>> {
  return awaitJob<T>(t, token, await upload(t, url, token, file));
}

/** Posts to a route answering `{progressId}` and waits for the job. */
export async function postJob<T = unknown>(
  t: TestApp,
  url: string,
  token: string,
  body: unknown,
): Promise<Envelope<T>> {
  return awaitJob<T>(t, token, await t.post(url, body, { token }));
}

/** Runs an export job and downloads its file (a refused or failed export answers its envelope as JSON). */
export async function exportFile(t: TestApp, url: string, token: string, body: unknown): Promise<RawAnswer> {
  const started = await t.post<{ progressId: string }>(url, body, { token });
  const job = await awaitJob(t, token, started);
  if (job.code !== 0) return { status: 200, headers: {}, body: Buffer.from(JSON.stringify(job)) };
  return download(t, 'GET', `/common/progress/download?progressId=${started.data.progressId}`, token);
}
