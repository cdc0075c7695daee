import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  customerId,
  order,
  sampleOrder,
  startWaybillApp,
  type Tokens,
  trackRows,
  waybillRow,
} from '../waybill/waybill-test-kit.ts';

type Page = { records: Record<string, unknown>[]; total: number };

describe('lms pick-up tasks', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  const place = (token: string) => order(t, token, sampleOrder(product));
  const task = (waybillIds: string[], over: Record<string, unknown> = {}) => ({
    waybillIds,
    address: 'Fuyong Logistics Park, Shenzhen',
    contact: 'Li Ming',
    phone: '13800000000',
    plannedTime: '2026-06-01T02:00:00Z',
    ...over,
  });
  const newTask = (token: string, body: unknown) =>
    t.post<{ id: string; taskNo: string }>('/lms/pickUpTask/newTask', body, { token });
  const search = (token: string, criteria: Record<string, unknown> = {}) =>
    t.post<Page>('/lms/pickUpTask/search', { criteria }, { token });

  beforeAll(async () => ({ t, tk, product } = await startWaybillApp()));
  afterAll(() => t.close());

  it('a customer creates a task for its ordered waybills: number from the rule, waybills wait for pick-up', async () => {
    const w1 = await place(tk.demo);
    const w2 = await place(tk.demo);
    const res = await newTask(tk.demo, task([w1.id, w2.id], { remark: 'Gate 3' }));
    expect(res.code).toBe(0);
    expect(res.data.taskNo).toMatch(/^PU\d{6}\d{4}$/);
    for (const w of [w1, w2]) {
      expect((await waybillRow(t, w.id))!.status).toBe('waitPickUp');
      expect((await trackRows(t, w.id)).some((r) => r.action === 'requestPickUp')).toBe(true);
    }
    const page = await search(tk.demo, { taskNo: res.data.taskNo });
    expect(page.data.total).toBe(1);
    expect(page.data.records[0]).toMatchObject({
      status: 'wait',
      waybillCount: 2,
      pieceCount: 4,
      estimatedWeight: '22.000',
      customerCode: 'C0001',
      remark: 'Gate 3',
    });
    expect(page.data.records[0]!.waybillNos).toEqual([w1.waybillNo, w2.waybillNo].sort());
    // a waybill already waiting cannot join a second task
    const again = await newTask(tk.demo, task([w1.id]));
    expect(again.code).not.toBe(0);
  });

  it('customer isolation: another customer’s waybills and tasks are out of reach', async () => {
    const mine = await place(tk.demo);
    const theirs = await place(tk.lmsonly);
    const refused = await newTask(tk.demo, task([mine.id, theirs.id]));
    expect(refused.code).not.toBe(0);
    expect((await waybillRow(t, mine.id))!.status).toBe('order');
    const created = await newTask(tk.lmsonly, task([theirs.id]));
    expect(created.code).toBe(0);
    const seen = await search(tk.demo, { taskNo: created.data.taskNo });
    expect(seen.data.total).toBe(0);
    const cancel = await t.post(
      '/lms/pickUpTask/cancelPickUpTask',
      { id: created.data.id },
      { token: tk.demo },
    );
    expect(cancel.msg).toBe('Data does not exist');
    expect((await waybillRow(t, theirs.id))!.status).toBe('waitPickUp');
  });

  it('staff create for a customer (customer required, one customer per task)', async () => {
    const c1 = await customerId(t, 'C0001');
    const w = await place(tk.demo);
    const other = await place(tk.lmsonly);
    expect((await newTask(tk.admin, task([w.id]))).code).not.toBe(0);
    const mixed = await newTask(tk.admin, task([w.id, other.id], { customerId: c1 }));
    expect(mixed.msg).toBe('A pick-up task holds waybills of one customer only');
    expect((await newTask(tk.admin, task([w.id], { customerId: c1 }))).code).toBe(0);
  });

  it('cancel puts the waybills back to order; a cancelled task cannot be cancelled again', async () => {
    const w = await place(tk.demo);
    const created = await newTask(tk.demo, task([w.id]));
    const res = await t.post(
      '/lms/pickUpTask/cancelPickUpTask',
      { id: created.data.id, reason: 'Not ready' },
      { token: tk.demo },
    );
    expect(res.code).toBe(0);
    expect((await waybillRow(t, w.id))!.status).toBe('order');
    const again = await t.post(
      '/lms/pickUpTask/cancelPickUpTask',
      { id: created.data.id },
      { token: tk.demo },
    );
    expect(again.msg).toContain('Cancelled');
  });

  it('staff assign a driver and complete: the waybills arrive (pick-up time stamped)', async () => {
    const w = await place(tk.demo);
    const created = await newTask(tk.demo, task([w.id]));
    const byCustomer = await t.post(
      '/lms/pickUpTask/assign',
      { id: created.data.id, driverName: 'Wang' },
      { token: tk.demo },
    );
    expect(byCustomer.code).not.toBe(0);
    const early = await t.post('/lms/pickUpTask/complete', { id: created.data.id }, { token: tk.admin });
    expect(early.code).not.toBe(0);
    const assigned = await t.post(
      '/lms/pickUpTask/assign',
      { id: created.data.id, driverName: 'Wang Qiang', driverPhone: '13900000000' },
      { token: tk.admin },
    );
    expect(assigned.code).toBe(0);
    const done = await t.post('/lms/pickUpTask/complete', { id: created.data.id }, { token: tk.admin });
    expect(done.code).toBe(0);
    const row = await waybillRow(t, w.id);
    expect(row!.status).toBe('order');
    expect(row!.pickUpTime).not.toBeNull();
    expect(row!.arriveTime).not.toBeNull();
    const cancel = await t.post(
      '/lms/pickUpTask/cancelPickUpTask',
      { id: created.data.id },
      { token: tk.admin },
    );
    expect(cancel.code).not.toBe(0);
  });

  it('status groups count per status for the criteria; the list needs the permission', async () => {
    const groups = await t.post<Record<string, number>>(
      '/lms/pickUpTask/statusGroup',
      {},
      { token: tk.admin },
    );
    expect(groups.code).toBe(0);
    const g = groups.data;
    expect(g.all).toBe(g.wait! + g.assigned! + g.picked! + g.cancelled!);
    expect(g.cancelled).toBeGreaterThanOrEqual(1);
    expect(g.picked).toBe(1);
    const own = await t.post<Record<string, number>>(
      '/lms/pickUpTask/statusGroup',
      {},
      { token: tk.lmsonly },
    );
    expect(own.data.all).toBe(1);
    const filtered = await search(tk.admin, { status: 'picked' });
    expect(filtered.data.total).toBe(1);
    const plain = await userWithPermissions(t, tk.admin, 'pu-noperm', ['lms/waybill/list']);
    expect((await search(plain)).code).not.toBe(0);
    const listOnly = await userWithPermissions(t, tk.admin, 'pu-list', ['lms/pickUpTask']);
    const w = await place(tk.demo);
    expect(
      (await newTask(listOnly, task([w.id], { customerId: await customerId(t, 'C0001') }))).code,
    ).not.toBe(0);
  });
});
