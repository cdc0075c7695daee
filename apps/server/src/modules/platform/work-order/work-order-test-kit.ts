import { WORK_ORDER_API, type WorkOrderCreatePayload } from '@freightdesk/domain';
import { and, asc, eq } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { call, ok } from '#modules/fms/ledger/receivable-test-kit.ts';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

export { call, ok };
export const API = WORK_ORDER_API;

/** The test app with the demo sign-ins: staff admin and service, customers demo (C0001) and lmsonly (C0002). */
export type WorkOrderApp = {
  t: TestApp;
  tk: { admin: string; service: string; demo: string; other: string };
  users: { admin: string; service: string; demo: string; other: string };
  customers: { c1: string; c2: string };
  waybills: { c1: string; c1b: string; c2: string };
};

async function userId(t: TestApp, username: string) {
  const [u] = await t.database.db
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(appUser.username, username));
  return u!.id;
}

async function customerAndWaybills(t: TestApp, code: string) {
  const [c] = await t.database.db.select({ id: customer.id }).from(customer).where(eq(customer.code, code));
  const ws = await t.database.db
    .select({ id: lmsWaybill.id })
    .from(lmsWaybill)
    .where(and(eq(lmsWaybill.customerId, c!.id)))
    .orderBy(asc(lmsWaybill.waybillNo))
    .limit(2);
  return { id: c!.id, waybills: ws.map((w) => w.id) };
}

export async function startWorkOrderApp(): Promise<WorkOrderApp> {
  const t = await createTestApp();
  const c1 = await customerAndWaybills(t, 'C0001');
  const c2 = await customerAndWaybills(t, 'C0002');
  return {
    t,
    tk: {
      admin: await t.login('admin', 'Admin@123'),
      service: await t.login('service', 'Service@123'),
      demo: await t.login('demo', 'Demo@123', 'customer'),
      other: await t.login('lmsonly', 'Lms@1234', 'customer'),
    },
    users: {
      admin: await userId(t, 'admin'),
      service: await userId(t, 'service'),
      demo: await userId(t, 'demo'),
      other: await userId(t, 'lmsonly'),
    },
    customers: { c1: c1.id, c2: c2.id },
    waybills: { c1: c1.waybills[0]!, c1b: c1.waybills[1]!, c2: c2.waybills[0]! },
  };
}

/** A valid create payload with `over` on top. */
export const newOrder = (over: Partial<WorkOrderCreatePayload> = {}) =>
  ({ title: 'Damaged carton', description: 'One carton arrived damaged.', mainType: 1, ...over }) as never;

/** Creates an order as `token` and answers its id. */
export async function createOrder(
  r: WorkOrderApp,
  token: string,
  over: Partial<WorkOrderCreatePayload> = {},
) {
  return (await ok(r.t, API.create, newOrder(over), { token })).id;
}

export const detail = (r: WorkOrderApp, id: string, token: string) =>
  ok(r.t, API.detail, { id, extra: true }, { token });
