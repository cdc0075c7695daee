import { eq } from 'drizzle-orm';
import {
  order,
  productId,
  sampleOrder,
  signInAll,
  type Tokens,
} from '#modules/lms/waybill/waybill-test-kit.ts';
import { channelTable } from '#modules/settings/basic.schema.ts';
import { businessLog } from '#modules/settings/business-log/business-log.schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { lmsWaybill } from '../../lms/waybill/index.ts';
import { channelRouteTable, channelRouteTurn } from './channel-route.schema.ts';

/** Fixtures of the channel route tests: the demo channel USUPS (A) and two more channels B and C of FDUSEXP. */
export type RouteFixture = {
  t: TestApp;
  tk: Tokens;
  product: string;
  a: string;
  b: string;
  c: string;
};

export async function startRouteApp(): Promise<RouteFixture> {
  const t = await createTestApp();
  const tk = await signInAll(t);
  const product = await productId(t);
  const [a] = await t.database.db
    .select({ id: channelTable.id })
    .from(channelTable)
    .where(eq(channelTable.code, 'USUPS'));
  const add = async (code: string, over: Record<string, unknown> = {}) => {
    const [row] = await t.database.db
      .insert(channelTable)
      .values({ code, name: `Channel ${code}`, productIds: [product], ...over } as never)
      .returning({ id: channelTable.id });
    return String(row!.id);
  };
  return { t, tk, product, a: String(a!.id), b: await add('RTB'), c: await add('RTC') };
}

/** Removes every channel route and turn counter. */
export async function clearRoutes(f: RouteFixture) {
  await f.t.database.db.delete(channelRouteTurn);
  await f.t.database.db.delete(channelRouteTable);
}

let seq = 0;

/** Adds a channel route through the API (matches every waybill unless a condition is given). */
export async function addRoute(f: RouteFixture, body: Record<string, unknown>): Promise<string> {
  const res = await f.t.post<{ id: string }>(
    '/basic/channelRoute/insert',
    { name: `Route ${++seq}`, priority: 100, conflictRule: 'first', condition: { all: [] }, ...body },
    { token: f.tk.admin },
  );
  if (res.code !== 0) throw new Error(`route refused: ${res.msg}`);
  return res.data.id;
}

/** Places a demo order (C0001 by the demo customer unless a token is given). */
export function place(f: RouteFixture, token = f.tk.demo, over: Record<string, unknown> = {}) {
  return order(f.t, token, sampleOrder(f.product, { customerNo: `RT-${++seq}-${Date.now()}`, ...over }));
}

export async function waybillOf(f: RouteFixture, id: string) {
  const [row] = await f.t.database.db.select().from(lmsWaybill).where(eq(lmsWaybill.id, id));
  return row!;
}

/** Receives a waybill by the scan (weigh mode 1: as ordered). */
export async function receive(f: RouteFixture, waybillNo: string) {
  const r = await f.t.post('/lms/scan/receive', { no: waybillNo, weighMode: 1 }, { token: f.tk.service });
  if (r.code !== 0) throw new Error(`receive refused: ${r.msg}`);
}

/** The waybill's business-log rows of an action, oldest first. */
export async function logsOf(f: RouteFixture, id: string, action: string) {
  const rows = await f.t.database.db.select().from(businessLog).where(eq(businessLog.entityId, id));
  return rows
    .filter((r) => r.action === action)
    .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())
    .map((r) => r.changes as { after?: Record<string, unknown> });
}
