import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import {
  API,
  call,
  createOrder,
  detail,
  ok,
  startWorkOrderApp,
  type WorkOrderApp,
} from './work-order-test-kit.ts';

let r: WorkOrderApp;
beforeAll(async () => {
  r = await startWorkOrderApp();
});
afterAll(() => r.t.close());

const admin = () => ({ token: r.tk.admin });
const demo = () => ({ token: r.tk.demo });
const openCount = async (waybillId: string) =>
  (
    await r.t.database.db
      .select({ n: lmsWaybill.openedWorkOrderCount })
      .from(lmsWaybill)
      .where(eq(lmsWaybill.id, waybillId))
  )[0]!.n;
const counts = (token: string) =>
  ok(
    r.t,
    { method: 'GET', url: '/platform/message/count', input: undefined, output: undefined as never },
    undefined,
    {
      token,
    },
  ) as Promise<{ messageCount: number; workOrderCount: number }>;

describe('creating work orders', () => {
  it('a customer user opens one for its own customer, whatever customerId it sends', async () => {
    const id = await createOrder(r, r.tk.demo, { customerId: r.customers.c2 });
    const d = await detail(r, id, r.tk.demo);
    expect(d).toMatchObject({ customerId: r.customers.c1, status: 0, isPublic: true, isInternal: false });
    expect(d.code).toMatch(/^GD\d{10}$/);
  });

  it('staff open one for a customer, or an internal one without', async () => {
    const forCustomer = await createOrder(r, r.tk.admin, { customerId: r.customers.c1, isPublic: true });
    const internal = await createOrder(r, r.tk.admin);
    expect((await detail(r, forCustomer, r.tk.admin)).customerCode).toBe('C0001');
    expect(await detail(r, internal, r.tk.admin)).toMatchObject({ customerId: null, isInternal: true });
  });

  it('a linked waybill must exist and belong to the customer; the open counter follows', async () => {
    const before = await openCount(r.waybills.c1);
    const id = await createOrder(r, r.tk.demo, { billType: 'waybill', billId: r.waybills.c1 });
    expect(await openCount(r.waybills.c1)).toBe(before + 1);
    const d = await detail(r, id, r.tk.demo);
    expect(d).toMatchObject({ isRelatedBill: true, billType: 'waybill', billId: r.waybills.c1 });
    const foreign = await call(
      r.t,
      API.create,
      { ...base(), billType: 'waybill', billId: r.waybills.c2 } as never,
      {
        token: r.tk.demo,
        lang: 'en-US',
      },
    );
    expect(foreign.msg).toMatch(/does not exist or is not the customer's/);
    const noRef = await call(r.t, API.create, { ...base(), billType: 'waybill' } as never, {
      token: r.tk.demo,
      lang: 'vi-VN',
    });
    expect(noRef.msg).toBe('Chứng từ liên kết cần có số hoặc mã');
    // close and re-open move it back and forth
    await ok(r.t, API.close, { id }, demo());
    expect(await openCount(r.waybills.c1)).toBe(before);
    await ok(r.t, API.reOpen, { id }, demo());
    expect(await openCount(r.waybills.c1)).toBe(before + 1);
  });

  it('refuses an unknown second type', async () => {
    const res = await call(r.t, API.create, { ...base(), secondType: 'nope' } as never, {
      token: r.tk.admin,
      lang: 'zh-CN',
    });
    expect(res.msg).toBe('工单类型不存在或已停用');
  });

  it('is retry-safe with a request key', async () => {
    const a = await ok(r.t, API.create, { ...base(), requestKey: 'wo-key-1' } as never, admin());
    const b = await ok(r.t, API.create, { ...base(), requestKey: 'wo-key-1' } as never, admin());
    expect(b.id).toBe(a.id);
  });
});

const base = () => ({ title: 'Late delivery', description: 'Where is my parcel?', mainType: 1 });

describe('the life of a work order', () => {
  it('assign → staff reply (10 → 20) → customer reply → close → evaluate → re-open', async () => {
    const id = await createOrder(r, r.tk.demo);
    expect((await ok(r.t, API.assign, { id, userId: r.users.admin }, admin())).status).toBe(10);
    const waitingBefore = (await counts(r.tk.admin)).workOrderCount;
    expect(waitingBefore).toBeGreaterThan(0);

    r.t.clock.advance(60_000);
    expect(
      (await ok(r.t, API.reply, { id, reply: 'On it', attachmentFiles: [] } as never, admin())).status,
    ).toBe(20);
    let d = await detail(r, id, r.tk.admin);
    expect(d.firstFollowTime).not.toBeNull();
    expect(d.followCost).toBeGreaterThanOrEqual(60_000);
    expect(d.lastReply).toBe('On it');
    expect((await counts(r.tk.admin)).workOrderCount).toBe(waitingBefore - 1);

    // the customer has an unread staff reply until it opens the detail
    const unreadBefore = (await counts(r.tk.demo)).workOrderCount;
    expect(unreadBefore).toBeGreaterThan(0);
    d = await detail(r, id, r.tk.demo);
    expect(d.replys.map((x) => [x.reply, x.isStaff])).toEqual([['On it', true]]);
    expect((await counts(r.tk.demo)).workOrderCount).toBe(unreadBefore - 1);

    // the customer answers: it waits for the admin again
    await ok(r.t, API.reply, { id, reply: 'Thanks', attachmentFiles: [] } as never, demo());
    expect((await counts(r.tk.admin)).workOrderCount).toBe(waitingBefore);
    const first = (await detail(r, id, r.tk.admin)).firstFollowTime;

    await ok(
      r.t,
      API.reply,
      { id, reply: 'Solved', attachmentFiles: [], isSameClose: true } as never,
      admin(),
    );
    d = await detail(r, id, r.tk.admin);
    expect(d).toMatchObject({ status: 30, closeUserName: expect.any(String), firstFollowTime: first });
    expect(d.solveCost).toBeGreaterThanOrEqual(60_000);

    const notClosed = await call(r.t, API.reply, { id, reply: 'more', attachmentFiles: [] } as never, {
      token: r.tk.demo,
      lang: 'en-US',
    });
    expect(notClosed.msg).toBe(`Work order ${d.code} is closed`);

    // only the customer side evaluates
    const byStaff = await call(
      r.t,
      API.evaluation,
      { id, evaluation: 1 },
      { token: r.tk.admin, lang: 'en-US' },
    );
    expect(byStaff.msg).toBe(`Only the customer or the creator may evaluate work order ${d.code}`);
    await ok(r.t, API.evaluation, { id, evaluation: 2, remark: 'ok' }, demo());
    expect((await detail(r, id, r.tk.demo)).evaluation).toBe(2);

    expect((await ok(r.t, API.reOpen, { id }, admin())).status).toBe(20);
    const again = await call(r.t, API.reOpen, { id }, { token: r.tk.admin, lang: 'zh-CN' });
    expect(again.msg).toBe(`工单${d.code}未关闭，不能重新打开`);
    const early = await call(r.t, API.evaluation, { id, evaluation: 1 }, { token: r.tk.demo, lang: 'vi-VN' });
    expect(early.msg).toBe(`Phiếu công việc ${d.code} chỉ được đánh giá sau khi đóng`);
  });

  it('refuses an empty reply in the three languages', async () => {
    const id = await createOrder(r, r.tk.demo);
    const says = async (lang: 'zh-CN' | 'en-US' | 'vi-VN') =>
      (
        await call(r.t, API.reply, { id, reply: '  ', attachmentFiles: [] } as never, {
          token: r.tk.demo,
          lang,
        })
      ).msg;
    expect(await says('zh-CN')).toBe('回复内容不能为空');
    expect(await says('en-US')).toBe('Reply content cannot be empty');
    expect(await says('vi-VN')).toBe('Nội dung trả lời không được để trống');
  });

  it('a staff reply to an unassigned order takes it', async () => {
    const id = await createOrder(r, r.tk.demo);
    await ok(r.t, API.reply, { id, reply: 'I take this', attachmentFiles: [] } as never, {
      token: r.tk.service,
    });
    expect(await detail(r, id, r.tk.admin)).toMatchObject({ status: 20, assigneeId: r.users.service });
  });

  it('pending pauses (not when closed) and keeps the paused time', async () => {
    const id = await createOrder(r, r.tk.admin, { assigneeId: r.users.admin });
    const waiting = (await counts(r.tk.admin)).workOrderCount;
    await ok(r.t, API.pending, { id, isPending: true }, admin());
    expect((await detail(r, id, r.tk.admin)).isPending).toBe(true);
    expect((await counts(r.tk.admin)).workOrderCount).toBe(waiting - 1);
    r.t.clock.advance(5_000);
    await ok(r.t, API.pending, { id, isPending: false }, admin());
    const d = await detail(r, id, r.tk.admin);
    expect(d).toMatchObject({ isPending: false, pendingSince: null });
    expect(d.pausedMs).toBeGreaterThanOrEqual(5_000);
    await ok(r.t, API.close, { id }, admin());
    const closed = await call(
      r.t,
      API.pending,
      { id, isPending: true },
      { token: r.tk.admin, lang: 'en-US' },
    );
    expect(closed.msg).toBe(`Work order ${d.code} is closed`);
  });
});

describe('reads', () => {
  it('search criteria, status groups and the waybill flag', async () => {
    const id = await createOrder(r, r.tk.demo, {
      billType: 'waybill',
      billId: r.waybills.c1b,
      urgencyLevel: 2,
    });
    const page = await ok(
      r.t,
      API.search,
      { criteria: { urgencyLevel: [2], status: [0] } } as never,
      admin(),
    );
    expect(page.records.map((x) => x.id)).toContain(id);
    const byBill = await ok(r.t, API.findByWaybillId, { waybillId: r.waybills.c1b }, demo());
    expect(byBill.map((x) => x.id)).toContain(id);
    const groups = await ok(r.t, API.statusGroup, { criteria: {} } as never, admin());
    expect(groups.all).toBe(groups.waitAssign + groups.waitFollow + groups.following + groups.closed);
    const drawer = await r.t.get<{ workOrders: { id: string }[]; openedWorkOrderCount: number }>(
      '/lms/waybill/findById',
      { id: r.waybills.c1b, workOrder: 'true' },
      demo(),
    );
    expect(drawer.data.workOrders.map((x) => x.id)).toContain(id);
    expect(drawer.data.openedWorkOrderCount).toBeGreaterThan(0);
    const mine = await ok(r.t, API.search, { criteria: { assignedToMe: true } } as never, {
      token: r.tk.service,
    });
    expect(mine.records.every((x) => x.assigneeId === r.users.service)).toBe(true);
  });

  it('the waybill list counts waybills with open work orders', async () => {
    const groups = await r.t.post<Record<string, number>>(
      '/lms/waybill/statusGroup',
      { criteria: {} },
      demo(),
    );
    const open = await r.t.database.db.select({ id: lmsWaybill.id }).from(lmsWaybill);
    expect(groups.data.workOrder).toBeGreaterThan(0);
    expect(groups.data.workOrder).toBeLessThanOrEqual(open.length);
  });

  it('exports the matching orders as a job', async () => {
    const res = await ok(r.t, API.export, { criteria: {} } as never, admin());
    expect(res.progressId).toMatch(/-/);
  });
});
