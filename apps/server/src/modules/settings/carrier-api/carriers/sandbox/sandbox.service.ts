import { createHash } from 'node:crypto';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import type { CarrierHttpRequest, CarrierHttpResponse, CarrierShipment } from '../../connector.ts';
import {
  sandboxEvents,
  sandboxRates,
  sandboxTrackNo,
  simulatedFailure,
  validationProblem,
} from './sandbox.rules.ts';
import { sandboxManifest, sandboxShipment } from './sandbox.schema.ts';
import { manifestPdf, renderLabel } from './sandbox-labels.ts';

/**
 * The sandbox carrier as a service behind `sandbox://carrier/...` URLs, answered in-process (through
 * the logged HTTP client, like a real carrier): its state lives in its own tables.
 */
export const SANDBOX_SCHEME = 'sandbox://';
export const SANDBOX_BASE = 'sandbox://carrier';

type Answer = CarrierHttpResponse;
const JSON_HEADERS = { 'content-type': 'application/json' };
const json = (status: number, body: unknown): Answer => ({
  status,
  headers: JSON_HEADERS,
  body: JSON.stringify(body),
});
const refuse = (status: number, code: string, message: string) => json(status, { error: { code, message } });

/** How many labels the sandbox has sold (tests and the bench assert no label was bought twice). */
export async function sandboxLabelsSold(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sandboxShipment);
  return Number(row?.n ?? 0);
}

type Parsed = { path: string; headers: Record<string, string>; body: Record<string, unknown>; now: Date };

function parse(req: CarrierHttpRequest): Parsed {
  const headers = Object.fromEntries(Object.entries(req.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const now = headers['x-sandbox-now'] ? new Date(headers['x-sandbox-now']) : new Date();
  return {
    path: req.url.slice(SANDBOX_BASE.length).split('?')[0] ?? '',
    headers,
    body: req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {},
    now,
  };
}

/** Answers one request to the sandbox carrier: latency, simulated failure, then the operation. */
export async function handleSandboxRequest(db: Db, req: CarrierHttpRequest): Promise<Answer> {
  if (!req.url.startsWith(SANDBOX_BASE)) return refuse(404, 'SBX-404', 'Unknown sandbox host');
  let p: Parsed;
  try {
    p = parse(req);
  } catch {
    return refuse(400, 'SBX-400', 'The body is not JSON');
  }
  const latency = Number(p.headers['x-sandbox-latency-ms'] ?? 0);
  if (latency > 0) await new Promise((r) => setTimeout(r, latency));
  const failureRate = Number(p.headers['x-sandbox-failure-rate'] ?? 0);
  const key =
    p.headers['idempotency-key'] ??
    createHash('sha256')
      .update(req.body ?? '')
      .digest('hex');
  const op = p.path.split('/').filter(Boolean).pop() ?? '';
  if (simulatedFailure(op, key, failureRate))
    return refuse(503, 'SBX-503', 'Sandbox simulated outage (failure rate)');
  try {
    return await route(db, req.method, p);
  } catch (err) {
    return refuse(500, 'SBX-500', (err as Error).message);
  }
}

async function route(db: Db, method: string, p: Parsed): Promise<Answer> {
  if (method !== 'POST') return refuse(405, 'SBX-405', 'Only POST is served');
  if (p.path === '/rates') return rates(p);
  if (p.path === '/shipments') return ship(db, p);
  const cancelMatch = /^\/shipments\/([A-Z0-9]+)\/cancel$/.exec(p.path);
  if (cancelMatch) return cancel(db, cancelMatch[1]!, p.now);
  if (p.path === '/track') return track(db, p);
  if (p.path === '/manifests') return manifest(db, p);
  return refuse(404, 'SBX-404', `No sandbox operation at ${p.path}`);
}

function rates(p: Parsed): Answer {
  const s = p.body.shipment as CarrierShipment;
  const problem = validationProblem(s);
  if (problem) return refuse(400, problem.code, problem.message);
  return json(200, { quotes: sandboxRates(s) });
}

async function ship(db: Db, p: Parsed): Promise<Answer> {
  const s = p.body.shipment as CarrierShipment;
  const problem = validationProblem(s);
  if (problem) return refuse(400, problem.code, problem.message);
  const key = p.headers['idempotency-key'] ?? crypto.randomUUID();
  const [quote] = sandboxRates({ ...s, serviceCode: s.serviceCode ?? 'SBX-STD' });
  if (!quote) return refuse(400, 'SBX-1004', `Unknown service ${s.serviceCode}`);
  const trackNo = sandboxTrackNo(s.reference, key);
  const subTrackNos = s.pieces.slice(1).map((_, i) => sandboxTrackNo(s.reference, key, i + 2));
  await db
    .insert(sandboxShipment)
    .values({
      idempotencyKey: key,
      trackNo,
      subTrackNos,
      reference: s.reference,
      serviceCode: quote.serviceCode,
      labelFormat: s.labelFormat,
      shipment: s,
      total: quote.total,
      currency: quote.currency,
      shippedAt: p.now,
    })
    .onConflictDoNothing({ target: sandboxShipment.idempotencyKey });
  // the stored shipment answers, whether it was sold now or by an earlier call with the same key
  const [row] = await db.select().from(sandboxShipment).where(eq(sandboxShipment.idempotencyKey, key));
  if (!row) return refuse(500, 'SBX-500', 'The shipment was not stored');
  const numbers = [row.trackNo, ...row.subTrackNos];
  const labels = await Promise.all(
    numbers.map(async (trackNo, i) => ({
      format: row.labelFormat,
      content: (
        await renderLabel(row.labelFormat === 'zpl' ? 'zpl' : 'pdf', {
          trackNo,
          serviceCode: row.serviceCode,
          reference: row.reference,
          shipment: row.shipment,
          piece: i + 1,
          pieces: numbers.length,
        })
      ).toString('base64'),
    })),
  );
  return json(200, {
    shipmentId: row.id,
    trackNo: row.trackNo,
    subTrackNos: row.subTrackNos,
    labels,
    charges: { ...quote, total: row.total, currency: row.currency },
  });
}

async function cancel(db: Db, trackNo: string, now: Date): Promise<Answer> {
  const [row] = await db.select().from(sandboxShipment).where(eq(sandboxShipment.trackNo, trackNo));
  if (!row) return refuse(404, 'SBX-2404', `Unknown shipment ${trackNo}`);
  if (row.manifestNo) return refuse(409, 'SBX-2001', `Shipment ${trackNo} is manifested (${row.manifestNo})`);
  if (!row.cancelledAt)
    await db
      .update(sandboxShipment)
      .set({ cancelledAt: now })
      .where(and(eq(sandboxShipment.id, row.id), isNull(sandboxShipment.manifestNo)));
  return json(200, { trackNo, cancelled: true });
}

async function track(db: Db, p: Parsed): Promise<Answer> {
  const trackNos = (p.body.trackNos as string[] | undefined) ?? [];
  const rows = trackNos.length
    ? await db.select().from(sandboxShipment).where(inArray(sandboxShipment.trackNo, trackNos))
    : [];
  const byNo = new Map(rows.map((r) => [r.trackNo, r]));
  return json(200, {
    results: trackNos.map((trackNo) => {
      const row = byNo.get(trackNo);
      if (!row) return { trackNo, error: { code: 'SBX-3404', message: `Unknown track number ${trackNo}` } };
      return { trackNo, events: sandboxEvents(row, p.now) };
    }),
  });
}

async function manifest(db: Db, p: Parsed): Promise<Answer> {
  const trackNos = [...new Set((p.body.trackNos as string[] | undefined) ?? [])].sort();
  const date = String(p.body.date ?? p.now.toISOString().slice(0, 10));
  if (!trackNos.length) return refuse(400, 'SBX-4001', 'A manifest needs at least one shipment');
  const manifestNo = `SBM${date.replaceAll('-', '')}${createHash('sha256').update(trackNos.join(',')).digest('hex').slice(0, 8).toUpperCase()}`;
  const done = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(sandboxShipment)
      .where(inArray(sandboxShipment.trackNo, trackNos))
      .for('update');
    const missing = trackNos.filter((t) => !rows.some((r) => r.trackNo === t));
    if (missing.length) return refuse(404, 'SBX-4404', `Unknown shipments: ${missing.join(', ')}`);
    const cancelled = rows.filter((r) => r.cancelledAt);
    if (cancelled.length)
      return refuse(409, 'SBX-4002', `Cancelled shipments: ${cancelled.map((r) => r.trackNo).join(', ')}`);
    const elsewhere = rows.filter((r) => r.manifestNo && r.manifestNo !== manifestNo);
    if (elsewhere.length)
      return refuse(409, 'SBX-4003', `Already manifested: ${elsewhere.map((r) => r.trackNo).join(', ')}`);
    await tx
      .insert(sandboxManifest)
      .values({ manifestNo, date, trackNos, createdAt: p.now })
      .onConflictDoNothing();
    await tx.update(sandboxShipment).set({ manifestNo }).where(inArray(sandboxShipment.trackNo, trackNos));
    return null;
  });
  if (done) return done;
  const document = (await manifestPdf(manifestNo, date, trackNos)).toString('base64');
  return json(200, { manifestNo, document });
}
