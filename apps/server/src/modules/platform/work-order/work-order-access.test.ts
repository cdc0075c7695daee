import { Permission } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser } from '#modules/platform/user/index.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import { workOrderRoutes } from './work-order.routes.ts';
import { API, call, createOrder, detail, ok, startWorkOrderApp, type WorkOrderApp } from './work-order-test-kit.ts';

let r: WorkOrderApp;
beforeAll(async () => {
  r = await startWorkOrderApp();
});
afterAll(() => r.t.close());

const en = (token: string) => ({ token, lang: 'en-US' as const });

describe('who reaches a work order', () => {
  it('another customer can neither read nor reply to nor close it', async () => {
    const id = await createOrder(r, r.tk.demo);
    expect((await call(r.t, API.detail, { id, extra: true }, en(r.tk.other))).msg).toBe(
      'The work order does not exist',
    );
    const replied = await call(r.t, API.reply, { id, reply: 'hi', attachmentFiles: [] } as never, en(r.tk.other));
    expect(replied.msg).toBe('The work order does not exist');
    expect((await call(r.t, API.close, { id }, en(r.tk.other))).code).not.toBe(0);
    const page = await ok(r.t, API.search, { criteria: {} } as never, { token: r.tk.other });
    expect(page.records.every((x) => x.customerId === r.customers.c2)).toBe(true);
    expect(page.records.map((x) => x.id)).not.toContain(id);
    const byBill = await ok(r.t, API.findByWaybillId, { waybillId: r.waybills.c1 }, { token: r.tk.other });
    expect(byBill).toEqual([]);
  });

  it('internal orders and non-public staff orders are never shown to customers', async () => {
    const internal = await createOrder(r, r.tk.admin);
    const hidden = await createOrder(r, r.tk.admin, { customerId: r.customers.c1, isPublic: false });
    const shown = await createOrder(r, r.tk.admin, { customerId: r.customers.c1, isPublic: true });
    const page = await ok(r.t, API.search, { size: 500, criteria: {} } as never, { token: r.tk.demo });
    const ids = page.records.map((x) => x.id);
    expect(ids).toContain(shown);
    expect(ids).not.toContain(internal);
    expect(ids).not.toContain(hidden);
    expect(page.records.every((x) => x.customerId === r.customers.c1 && x.isPublic)).toBe(true);
    expect((await call(r.t, API.detail, { id: internal, extra: true }, en(r.tk.demo))).code).not.toBe(0);
    const groups = await ok(r.t, API.statusGroup, { criteria: {} } as never, { token: r.tk.demo });
    expect(groups.all).toBe(page.total);
  });

  it('staff lists follow the data scope, plus what the user created or handles', async () => {
    const theirs = await createOrder(r, r.tk.admin, { customerId: r.customers.c2, isPublic: true });
    const handled = await createOrder(r, r.tk.admin, { customerId: r.customers.c2, assigneeId: r.users.service });
    const [me] = await r.t.database.db.select().from(appUser).where(eq(appUser.id, r.users.service));
    // the service user may see only what it owns (employee scope)
    await r.t.database.db.update(appUser).set({ dataScopes: ['employee'] }).where(eq(appUser.id, me!.id));
    const token = await r.t.login('service', 'Service@123');
    const page = await ok(r.t, API.search, { size: 500, criteria: {} } as never, { token });
    const ids = page.records.map((x) => x.id);
    expect(ids).toContain(handled);
    expect(ids).not.toContain(theirs);
    const refused = await call(r.t, API.search, { criteria: {}, permissionScope: 'all' } as never, en(token));
    expect(refused.code).not.toBe(0);
    await r.t.database.db.update(appUser).set({ dataScopes: me!.dataScopes }).where(eq(appUser.id, me!.id));
  });
});

describe('batches are all or nothing', () => {
  it('a closed order in a batch close refuses the whole batch, naming it', async () => {
    const a = await createOrder(r, r.tk.admin);
    const b = await createOrder(r, r.tk.admin);
    await ok(r.t, API.close, { id: b }, { token: r.tk.admin });
    const code = (await detail(r, b, r.tk.admin)).code;
    const res = await call(r.t, API.batchClose, { ids: [a, b] }, en(r.tk.admin));
    expect(res.msg).toBe(`Work order ${code}: Work order ${code} is closed`);
    expect((await detail(r, a, r.tk.admin)).status).toBe(0);
    const done = await ok(r.t, API.batchReOpen, { ids: [b] }, { token: r.tk.admin });
    expect(done.rows[0]!.status).toBe(0);
  });

  it('batch reply, pending and re-open', async () => {
    const ids = [await createOrder(r, r.tk.admin), await createOrder(r, r.tk.admin)];
    const replied = await ok(
      r.t,
      API.batchReply,
      { ids, reply: 'Looking into it', attachmentFiles: [] } as never,
      { token: r.tk.admin },
    );
    expect(replied.rows.map((x) => x.status)).toEqual([20, 20]);
    await ok(r.t, API.batchPending, { ids, isPending: true }, { token: r.tk.admin });
    expect((await detail(r, ids[1]!, r.tk.admin)).isPending).toBe(true);
    const empty = await call(r.t, API.batchReply, { ids, reply: '' } as never, { token: r.tk.admin, lang: 'zh-CN' });
    expect(empty.msg).toBe('回复内容不能为空');
    const missing = await call(r.t, API.batchClose, { ids: [ids[0]!, crypto.randomUUID()] }, en(r.tk.admin));
    expect(missing.msg).toBe('The work order does not exist');
    expect((await detail(r, ids[0]!, r.tk.admin)).status).toBe(20);
  });
});

describe('permissions', () => {
  it('every work-order route refuses a staff user holding none of its codes', async () => {
    const none = await userWithPermissions(r.t, r.tk.admin, 'wo-none', []);
    const wrong: string[] = [];
    for (const route of workOrderRoutes) {
      const res =
        route.method === 'GET'
          ? await r.t.get(route.url, { id: crypto.randomUUID() }, en(none))
          : await r.t.post(route.url, {}, en(none));
      if (res.msg !== 'No permission at present') wrong.push(`${route.url}: ${res.msg}`);
    }
    expect(wrong).toEqual([]);
  });

  it('customers cannot assign or set pending; reply-and-close needs the close code', async () => {
    const id = await createOrder(r, r.tk.demo);
    expect((await call(r.t, API.assign, { id, userId: r.users.admin }, en(r.tk.demo))).msg).toBe(
      'No permission at present',
    );
    expect((await call(r.t, API.pending, { id, isPending: true }, en(r.tk.demo))).msg).toBe(
      'No permission at present',
    );
    const replier = await userWithPermissions(r.t, r.tk.admin, 'wo-reply', [
      Permission.workOrder,
      Permission.workOrderReply,
    ]);
    const res = await call(r.t, API.replyAndClose, { id, reply: 'done', attachmentFiles: [] } as never, en(replier));
    expect(res.msg).toBe('No permission at present');
    expect((await ok(r.t, API.reply, { id, reply: 'ok', attachmentFiles: [] } as never, { token: replier })).status).toBe(
      20,
    );
  });
});
