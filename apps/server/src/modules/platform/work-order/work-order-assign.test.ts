import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORK_ORDER_TYPE_API } from '@freightdesk/domain';
import { customer } from '#modules/crm/customer/index.ts';
import { workOrderAssignRule } from './work-order.schema.ts';
import { API, call, createOrder, detail, ok, startWorkOrderApp, type WorkOrderApp } from './work-order-test-kit.ts';

let r: WorkOrderApp;
beforeAll(async () => {
  r = await startWorkOrderApp();
});
afterAll(() => r.t.close());

const admin = () => ({ token: r.tk.admin });
const assigneeOf = async (id: string) => (await detail(r, id, r.tk.admin)).assigneeId;

describe('assignment rules', () => {
  it('a named user for a main type, the follow person, then round robin with a saved turn', async () => {
    await r.t.database.db
      .update(customer)
      .set({ service1UserId: r.users.service })
      .where(eq(customer.id, r.customers.c1));
    const saved = await ok(
      r.t,
      API.assignRuleSave,
      {
        rules: [
          { mainType: 4, mode: 'user', userId: r.users.admin },
          { mainType: 1, mode: 'customerFollower' },
          { mode: 'roundRobin', teamUserIds: [r.users.admin, r.users.service] },
        ],
      } as never,
      admin(),
    );
    expect(saved.rules.map((x) => x.mode)).toEqual(['user', 'customerFollower', 'roundRobin']);

    const complaint = await createOrder(r, r.tk.demo, { mainType: 4 });
    expect(await assigneeOf(complaint)).toBe(r.users.admin);
    expect((await detail(r, complaint, r.tk.admin)).status).toBe(10);
    expect(await assigneeOf(await createOrder(r, r.tk.demo, { mainType: 1 }))).toBe(r.users.service);

    // internal orders have no follow person: the round robin takes them, in turn
    const turns = [];
    for (let i = 0; i < 3; i++) turns.push(await assigneeOf(await createOrder(r, r.tk.admin, { mainType: 1 })));
    expect(turns).toEqual([r.users.admin, r.users.service, r.users.admin]);
    const [rule] = await r.t.database.db
      .select({ turn: workOrderAssignRule.turn })
      .from(workOrderAssignRule)
      .where(eq(workOrderAssignRule.mode, 'roundRobin'));
    expect(rule!.turn).toBe(0);

    // saving the same team again keeps its turn
    const again = await ok(r.t, API.assignRuleFetch, undefined, admin());
    await ok(r.t, API.assignRuleSave, { rules: again.rules } as never, admin());
    expect(await assigneeOf(await createOrder(r, r.tk.admin, { mainType: 10 }))).toBe(r.users.service);
  });

  it('refuses incomplete rules in the three languages', async () => {
    const noUser = await call(r.t, API.assignRuleSave, { rules: [{ mode: 'user' }] } as never, {
      token: r.tk.admin,
      lang: 'en-US',
    });
    expect(noUser.msg).toBe('A named-user rule needs its user');
    const noTeam = await call(r.t, API.assignRuleSave, { rules: [{ mode: 'roundRobin' }] } as never, {
      token: r.tk.admin,
      lang: 'vi-VN',
    });
    expect(noTeam.msg).toBe('Nhóm luân phiên cần ít nhất một nhân viên');
  });

  it('assigns by hand only to an enabled staff user', async () => {
    const id = await createOrder(r, r.tk.demo, { mainType: 5 });
    const res = await call(r.t, API.assign, { id, userId: r.users.demo }, { token: r.tk.admin, lang: 'zh-CN' });
    expect(res.msg).toBe('处理人必须是启用的员工');
    await ok(r.t, API.assign, { id, userId: r.users.service }, admin());
    expect(await assigneeOf(id)).toBe(r.users.service);
  });
});

describe('second types', () => {
  it('are seeded with the back-office list in three languages, and may be added and edited', async () => {
    const list = await ok(r.t, WORK_ORDER_TYPE_API.list, { enabledOnly: true } as never, {
      token: r.tk.demo,
      lang: 'vi-VN',
    });
    expect(list.map((x) => x.code)).toEqual(
      expect.arrayContaining(['complaint', 'consulting', 'claim', 'reMeasure', 'checkGoods', 'price']),
    );
    expect(list.find((x) => x.code === 'checkGoods')!.label).toBe('Thao tác: kiểm hàng');
    const added = await ok(
      r.t,
      WORK_ORDER_TYPE_API.insert,
      { code: 'customs', mainType: 2, name: '报关', nameEn: 'Customs', nameVi: 'Hải quan' } as never,
      admin(),
    );
    const taken = await call(
      r.t,
      WORK_ORDER_TYPE_API.insert,
      { code: 'CUSTOMS', mainType: 2, name: '报关', nameEn: 'Customs', nameVi: 'Hải quan' } as never,
      { token: r.tk.admin, lang: 'en-US' },
    );
    expect(taken.msg).toBe('Work order type code CUSTOMS exists already');
    await ok(
      r.t,
      WORK_ORDER_TYPE_API.update,
      { id: added.id, mainType: 2, name: '报关', nameEn: 'Customs', nameVi: 'Hải quan', enabled: false } as never,
      admin(),
    );
    const refused = await call(r.t, API.create, { title: 'x', description: 'y', mainType: 2, secondType: 'customs' } as never, {
      token: r.tk.demo,
      lang: 'en-US',
    });
    expect(refused.msg).toBe('The work order type does not exist or is disabled');
  });
});
