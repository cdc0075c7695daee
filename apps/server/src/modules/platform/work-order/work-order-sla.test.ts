import {
  addWorkingHours,
  DEFAULT_WORK_CALENDAR,
  WORK_ORDER_SLA_API,
  workingMsBetween,
} from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '#modules/crm/customer/index.ts';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { organization } from '#modules/oa/organization/index.ts';
import { userMessage } from '#modules/platform/message/message.schema.ts';
import { appUser } from '#modules/platform/user/index.ts';
import type { TaskContext } from '#platform/tasks/task.service.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  customerId,
  order,
  sampleOrder,
  startWaybillApp,
  type Tokens,
} from '../../lms/waybill/waybill-test-kit.ts';
import { workOrder } from './work-order.schema.ts';
import { workOrderSlaNotice } from './work-order-sla.schema.ts';
import { checkWorkOrderSla } from './work-order-sla.tasks.ts';

const H = 3_600_000;

describe('work-order SLA clock, overdue check and auto-open', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  let c1: string;
  let serviceId: string;

  const create = async (body: Record<string, unknown>) => {
    const res = await t.post<{ id: string; code: string }>(
      '/platform/workOrder/create',
      { title: 'Where is my parcel', description: 'No scan for a week', mainType: 10, ...body },
      { token: tk.admin },
    );
    expect(res.msg).toBe('Operation success');
    return res.data;
  };
  const orderRow = async (id: string) =>
    (await t.database.db.select().from(workOrder).where(eq(workOrder.id, id)))[0]!;
  /** Moves the clock; the sessions expire on the way, so everyone signs in again. */
  const advance = async (ms: number) => {
    t.clock.advance(ms);
    tk = {
      ...tk,
      admin: await t.login('admin', 'Admin@123'),
      service: await t.login('service', 'Service@123'),
      demo: await t.login('demo', 'Demo@123', 'customer'),
    };
  };
  /** Moves the clock to the next Monday 10:00 Shanghai (a working morning, whatever day the test runs). */
  const toMondayMorning = async () => {
    const shanghai = new Date(t.clock.now().getTime() + 8 * H);
    const days = (8 - shanghai.getUTCDay()) % 7 || 7;
    const target =
      Date.UTC(shanghai.getUTCFullYear(), shanghai.getUTCMonth(), shanghai.getUTCDate() + days, 10) - 8 * H;
    await advance(target - t.clock.now().getTime());
  };
  const runCheck = () =>
    checkWorkOrderSla(t.database.db, {}, { now: t.clock.now(), key: 'test', attempt: 1 } as TaskContext);

  beforeAll(async () => {
    ({ t, tk, product } = await startWaybillApp());
    c1 = await customerId(t, 'C0001');
    const [u] = await t.database.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.username, 'service'));
    serviceId = u!.id;
  });
  afterAll(() => t.close());

  it('sets the due times of the urgency at create on the working calendar', async () => {
    const wo = await create({ urgencyLevel: 2, customerId: c1, assigneeId: serviceId });
    const row = await orderRow(wo.id);
    expect(row.firstResponseDueAt).toEqual(addWorkingHours(DEFAULT_WORK_CALENDAR, row.createdAt, 1));
    expect(row.resolutionDueAt).toEqual(addWorkingHours(DEFAULT_WORK_CALENDAR, row.createdAt, 8));
    expect(row.isOverdue).toBe(false);
  });

  it('pending stops the clock and moves the due times when lifted', async () => {
    await toMondayMorning();
    const wo = await create({ urgencyLevel: 0, customerId: c1, assigneeId: serviceId });
    const before = await orderRow(wo.id);
    const since = t.clock.now();
    expect(
      (await t.post('/platform/workOrder/pending', { id: wo.id, isPending: true }, { token: tk.admin })).code,
    ).toBe(0);
    await advance(2 * H);
    expect(
      (await t.post('/platform/workOrder/pending', { id: wo.id, isPending: false }, { token: tk.admin }))
        .code,
    ).toBe(0);
    const after = await orderRow(wo.id);
    const paused = workingMsBetween(DEFAULT_WORK_CALENDAR, since, t.clock.now());
    expect(after.pausedMs).toBe(paused);
    expect(after.pendingSince).toBeNull();
    expect(after.resolutionDueAt!.getTime()).toBeGreaterThanOrEqual(
      before.resolutionDueAt!.getTime() + paused,
    );
  });

  it('the overdue check flags, notifies the assignee and team lead once, and the list finds it', async () => {
    // the team lead: the user the assignee's department names as its leader
    const db = t.database.db;
    const [me] = await db
      .select({ dept: appUser.departmentId })
      .from(appUser)
      .where(eq(appUser.id, serviceId));
    const [lead] = await db
      .update(appUser)
      .set({ departmentId: me!.dept })
      .where(eq(appUser.username, 'ops01'))
      .returning({ id: appUser.id });
    await db.update(organization).set({ leader: 'ops01' }).where(eq(organization.id, me!.dept!));
    const wo = await create({ urgencyLevel: 2, customerId: c1, assigneeId: serviceId });
    const row = await orderRow(wo.id);
    await advance(row.resolutionDueAt!.getTime() - t.clock.now().getTime() + 60_000);
    await runCheck();
    await runCheck();
    expect((await orderRow(wo.id)).isOverdue).toBe(true);
    const notices = await t.database.db
      .select()
      .from(workOrderSlaNotice)
      .where(eq(workOrderSlaNotice.workOrderId, wo.id));
    expect(notices.map((n) => n.target).sort()).toEqual(['firstResponse', 'resolution']);
    const told = await t.database.db
      .select()
      .from(userMessage)
      .where(and(eq(userMessage.userId, serviceId)));
    expect(
      told.filter((m) => m.titles?.['en-US'] === `Work order ${wo.code} is overdue (resolution)`),
    ).toHaveLength(1);
    expect(
      told.filter((m) => m.titles?.['en-US'] === `Work order ${wo.code} is overdue (first response)`),
    ).toHaveLength(1);
    const leadTold = await db.select().from(userMessage).where(eq(userMessage.userId, lead!.id));
    expect(
      leadTold.filter((m) => m.titles?.['en-US'] === `Work order ${wo.code} is overdue (resolution)`),
    ).toHaveLength(1);
    const listed = await t.post<{ records: { id: string }[] }>(
      '/platform/workOrder/search',
      { criteria: { isOverdue: true }, size: 100 },
      { token: tk.admin },
    );
    expect(listed.data.records.map((r) => r.id)).toContain(wo.id);
  });

  it('closing keeps follow and solve costs in working time', async () => {
    const wo = await create({ urgencyLevel: 0, customerId: c1, assigneeId: serviceId });
    await advance(26 * H);
    expect((await t.post('/platform/workOrder/close', { id: wo.id }, { token: tk.admin })).code).toBe(0);
    const row = await orderRow(wo.id);
    expect(row.solveCost).toBe(workingMsBetween(DEFAULT_WORK_CALENDAR, row.createdAt, row.closeTime!));
  });

  it('holidays and per-type targets are saved by those who may edit work-order types', async () => {
    const saved = await t.post<{ holidays: string[] }>(
      WORK_ORDER_SLA_API.saveHolidays.url,
      { holidays: ['2027-01-01', '2026-12-31', '2027-01-01'] },
      { token: tk.admin },
    );
    expect(saved.data.holidays).toEqual(['2026-12-31', '2027-01-01']);
    expect(
      (await t.get<{ holidays: string[] }>(WORK_ORDER_SLA_API.holidays.url, {}, { token: tk.admin })).data,
    ).toEqual({ holidays: ['2026-12-31', '2027-01-01'] });
    const targets = await t.post<{ targets: unknown[] }>(
      WORK_ORDER_SLA_API.saveTargets.url,
      { targets: [{ secondType: 'claim', urgencyLevel: 0, resolutionHours: 72 }] },
      { token: tk.admin },
    );
    expect(targets.data.targets).toEqual([
      { secondType: 'claim', urgencyLevel: 0, firstResponseHours: null, resolutionHours: 72 },
    ]);
    const wo = await create({ mainType: 3, secondType: 'claim', urgencyLevel: 0, customerId: c1 });
    const row = await orderRow(wo.id);
    const calendar = { ...DEFAULT_WORK_CALENDAR, holidays: ['2026-12-31', '2027-01-01'] };
    expect(row.resolutionDueAt).toEqual(addWorkingHours(calendar, row.createdAt, 72));
    for (const token of [tk.demo, tk.service]) {
      const refused = await t.post(WORK_ORDER_SLA_API.saveHolidays.url, { holidays: [] }, { token });
      expect(refused.msg).toBe('No permission at present');
      const refusedTargets = await t.post(WORK_ORDER_SLA_API.saveTargets.url, { targets: [] }, { token });
      expect(refusedTargets.msg).toBe('No permission at present');
    }
    expect((await t.get(WORK_ORDER_SLA_API.targets.url, {}, { token: tk.demo })).msg).toBe(
      'No permission at present',
    );
  });

  it('a waybill entering exception opens one work order per entry, for the customer follow person', async () => {
    const w = await order(t, tk.demo, sampleOrder(product));
    await t.database.db.update(lmsWaybill).set({ status: 'departure' }).where(eq(lmsWaybill.id, w.id));
    const act = (action: string) =>
      t.post('/lms/waybill/action', { ids: [w.id], action }, { token: tk.service });
    const opened = () =>
      t.database.db
        .select()
        .from(workOrder)
        .where(and(eq(workOrder.billId, w.id), eq(workOrder.mainType, 1)));
    expect((await act('raiseException')).code).toBe(0);
    expect((await act('raiseException')).code).not.toBe(0);
    const first = await opened();
    expect(first).toHaveLength(1);
    const [c] = await t.database.db
      .select({ service1: customer.service1UserId })
      .from(customer)
      .where(eq(customer.id, c1));
    expect(first[0]!.customerId).toBe(c1);
    expect(first[0]!.assigneeId).toBe(c.service1);
    expect(first[0]!.title).toContain(w.waybillNo);
    // a second entry into the status opens a second order; a status not in the setting opens none
    expect((await act('transit')).code).toBe(0);
    expect((await act('raiseException')).code).toBe(0);
    expect(await opened()).toHaveLength(2);
    expect((await act('outForDelivery')).code).toBe(0);
    expect(await opened()).toHaveLength(2);
  });
});
