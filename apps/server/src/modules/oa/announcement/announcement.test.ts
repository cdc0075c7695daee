import { ANNOUNCEMENT_API, type MyAnnouncement } from '@freightdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '#modules/crm/customer/index.ts';
import { jobPositionTable, organization } from '#modules/oa/organization/index.ts';
import { userMessage } from '#modules/platform/message/message.schema.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pdfPart, uploadFiles } from '../../../test/upload-kit.ts';
import { oaAnnouncementRead } from './announcement.schema.ts';

const URL = {
  release: ANNOUNCEMENT_API.release.url,
  search: ANNOUNCEMENT_API.search.url,
  detail: ANNOUNCEMENT_API.detail.url,
  withdraw: ANNOUNCEMENT_API.withdraw.url,
  fetch: ANNOUNCEMENT_API.fetch.url,
  read: ANNOUNCEMENT_API.read.url,
  readAll: ANNOUNCEMENT_API.readAll.url,
  unCount: ANNOUNCEMENT_API.fetchUnCount.url,
  fileUrl: ANNOUNCEMENT_API.fileUrl.url,
  config: ANNOUNCEMENT_API.config.url,
  saveConfig: ANNOUNCEMENT_API.saveConfig.url,
};
const base = { type: 'company', isRoll: false, mustRead: false, countdownSeconds: 0 };

describe('announcements: release, audience, reading', () => {
  let t: TestApp;
  const tk = { admin: '', service: '', demo: '', lmsonly: '' };
  const ids = { c1: '', c2: '', csrep: '', operator: '', ops: '', serviceUser: '', demoUser: '' };

  const idOf = async <T extends { id: unknown }>(rows: Promise<T[]>) => String((await rows)[0]!.id);
  const release = (body: Record<string, unknown>, token = tk.admin, lang?: 'zh-CN' | 'en-US' | 'vi-VN') =>
    t.post<{ id: string; recipients: number }>(URL.release, { ...base, ...body }, { token, lang });
  const mine = async (token: string) => (await t.get<MyAnnouncement[]>(URL.fetch, {}, { token })).data;
  const unread = async (token: string) => (await t.get<number>(URL.unCount, {}, { token })).data;

  beforeAll(async () => {
    t = await createTestApp();
    tk.admin = await t.login('admin', 'Admin@123');
    tk.service = await t.login('service', 'Service@123');
    tk.demo = await t.login('demo', 'Demo@123', 'customer');
    tk.lmsonly = await t.login('lmsonly', 'Lms@1234', 'customer');
    const db = t.database.db;
    ids.c1 = await idOf(db.select({ id: customer.id }).from(customer).where(eq(customer.code, 'C0001')));
    ids.c2 = await idOf(db.select({ id: customer.id }).from(customer).where(eq(customer.code, 'C0002')));
    const position = (code: string) =>
      idOf(
        db.select({ id: jobPositionTable.id }).from(jobPositionTable).where(eq(jobPositionTable.code, code)),
      );
    ids.csrep = await position('CSREP');
    ids.operator = await position('OPERATOR');
    ids.ops = await idOf(
      db.select({ id: organization.id }).from(organization).where(eq(organization.code, 'OPS')),
    );
    const user = (name: string) =>
      idOf(db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, name)));
    ids.serviceUser = await user('service');
    ids.demoUser = await user('demo');
  });
  afterAll(() => t.close());

  it('refuses release, withdraw and the settings without the permission, and the staff list to customers', async () => {
    const refused = 'No permission at present';
    const x = { title: 'x', content: 'y', permissionType: 'all' };
    expect((await release(x, tk.service, 'en-US')).msg).toBe(refused);
    expect((await t.post(URL.withdraw, { id: ids.c1 }, { token: tk.service, lang: 'en-US' })).msg).toBe(
      refused,
    );
    expect((await t.post(URL.saveConfig, {}, { token: tk.service, lang: 'en-US' })).msg).toBe(refused);
    expect((await t.post(URL.search, {}, { token: tk.demo, lang: 'en-US' })).msg).toBe(refused);
    expect((await release(x, tk.demo, 'en-US')).msg).toBe(refused);
  });

  it('checks title, content, countdown and the chosen ids, in the three languages', async () => {
    const noTitle = await release({ title: ' ', content: 'y', permissionType: 'all' }, tk.admin, 'en-US');
    expect(noTitle.code).not.toBe(0);
    expect(noTitle.msg).toContain('Title');
    const noContent = await release({ title: 'x', content: '', permissionType: 'all' }, tk.admin, 'zh-CN');
    expect(noContent.msg).toContain('内容');
    expect(
      (await release({ title: '', content: 'y', permissionType: 'all' }, tk.admin, 'vi-VN')).msg,
    ).toContain('Tiêu đề thông báo');
    const tooLong = {
      title: 'x',
      content: 'y',
      permissionType: 'all',
      mustRead: true,
      countdownSeconds: 301,
    };
    expect((await release(tooLong, tk.admin, 'en-US')).msg).toBe(
      'The countdown of a must-read announcement must be 0 to 300 seconds (given 301)',
    );
    expect((await release(tooLong, tk.admin, 'zh-CN')).msg).toContain('倒计时');
    expect((await release(tooLong, tk.admin, 'vi-VN')).msg).toContain('đếm ngược');
    expect((await release({ ...tooLong, countdownSeconds: -1 }, tk.admin)).code).not.toBe(0);
    const ghost = '00000000-0000-4000-8000-000000000999';
    const noPosition = await release(
      { title: 'x', content: 'y', permissionType: 'employee', jobPositionIds: [ghost] },
      tk.admin,
      'vi-VN',
    );
    expect(noPosition.msg).toBe(`Chức vụ đã chọn không tồn tại: ${ghost}`);
    const noCustomer = await release(
      { title: 'x', content: 'y', permissionType: 'customer', customerIds: [ghost] },
      tk.admin,
      'en-US',
    );
    expect(noCustomer.msg).toBe(`The chosen customer does not exist: ${ghost}`);
    const noDept = await release({
      title: 'x',
      content: 'y',
      permissionType: 'employee',
      departmentIds: [ghost],
    });
    expect(noDept.code).not.toBe(0);
  });

  it('reaches the users of the chosen customer only: another customer never sees it', async () => {
    const made = await release({
      title: 'For C0001 only',
      content: 'hello',
      permissionType: 'customer',
      customerIds: [ids.c1],
    });
    expect(made.code).toBe(0);
    const id = made.data.id;
    expect((await mine(tk.demo)).map((a) => a.id)).toContain(id);
    expect((await mine(tk.lmsonly)).map((a) => a.id)).not.toContain(id);
    expect((await mine(tk.service)).map((a) => a.id)).not.toContain(id);
    // reading it by id is refused to whoever it does not reach
    expect((await t.post(URL.read, { id }, { token: tk.lmsonly })).code).not.toBe(0);
    expect((await t.post(URL.read, { id }, { token: tk.service })).code).not.toBe(0);
    // the site message went to C0001's users only
    const messages = await t.database.db
      .select()
      .from(userMessage)
      .where(sql`${userMessage.titles}->>'en-US' = 'New announcement: For C0001 only'`);
    expect(messages.map((m) => m.userId)).toEqual([ids.demoUser]);
    expect(made.data.recipients).toBe(1);
  });

  it('lets its audience download its files, a customer too, and nobody else', async () => {
    const uploaded = await uploadFiles(t, tk.admin, [pdfPart('cut-off.pdf', '%PDF-1.4 cut-off times')]);
    expect(uploaded.code, uploaded.msg).toBe(0);
    const fileId = uploaded.data[0]!.id;
    const made = await release({
      title: 'Cut-off times',
      content: 'See the file',
      permissionType: 'customer',
      customerIds: [ids.c1],
      fileIds: [fileId],
    });
    expect(made.code, made.msg).toBe(0);
    const id = made.data.id;
    const listed = (await mine(tk.demo)).find((a) => a.id === id);
    expect(listed?.files).toEqual([{ fileId, fileName: 'cut-off.pdf' }]);
    // the file store alone does not let a customer reach a file staff uploaded
    expect((await t.get('/common/file/getDownloadUrl', { id: fileId }, { token: tk.demo })).code).not.toBe(0);
    const link = await t.get<{ url: string; fileName: string }>(
      URL.fileUrl,
      { id, fileId },
      { token: tk.demo },
    );
    expect(link.code, link.msg).toBe(0);
    expect(link.data.fileName).toBe('cut-off.pdf');
    const href = new globalThis.URL(link.data.url);
    const served = await t.app.inject({ method: 'GET', url: href.pathname + href.search });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('%PDF-1.4 cut-off times');
    // another customer, and a file the announcement does not carry, are refused
    const other = await t.get(URL.fileUrl, { id, fileId }, { token: tk.lmsonly });
    expect(other.msg).toBe('Data does not exist');
    const stranger = await uploadFiles(t, tk.admin, [pdfPart('other.pdf')]);
    const wrong = await t.get(URL.fileUrl, { id, fileId: stranger.data[0]!.id }, { token: tk.demo });
    expect(wrong.msg).toBe('Data does not exist');
    // staff of the announcement screen reach the files of every announcement
    expect((await t.get(URL.fileUrl, { id, fileId }, { token: tk.admin })).code).toBe(0);
  });

  it('reaches every customer user when no customer is chosen, and no staff', async () => {
    const made = await release({ title: 'All customers', content: 'c', permissionType: 'customer' });
    expect((await mine(tk.demo)).map((a) => a.id)).toContain(made.data.id);
    expect((await mine(tk.lmsonly)).map((a) => a.id)).toContain(made.data.id);
    expect((await mine(tk.admin)).map((a) => a.id)).not.toContain(made.data.id);
  });

  it('reaches staff of the chosen job positions or departments only', async () => {
    const csrep = await release({
      title: 'CS agents',
      content: 'c',
      permissionType: 'employee',
      jobPositionIds: [ids.csrep],
    });
    expect((await mine(tk.service)).map((a) => a.id)).toContain(csrep.data.id);
    expect((await mine(tk.admin)).map((a) => a.id)).not.toContain(csrep.data.id);
    expect((await mine(tk.demo)).map((a) => a.id)).not.toContain(csrep.data.id);
    const ops = await release({
      title: 'Operations',
      content: 'c',
      permissionType: 'employee',
      departmentIds: [ids.ops],
    });
    expect((await mine(tk.service)).map((a) => a.id)).not.toContain(ops.data.id);
    const staff = await release({ title: 'All staff', content: 'c', permissionType: 'employee' });
    expect((await mine(tk.admin)).map((a) => a.id)).toContain(staff.data.id);
    expect((await mine(tk.demo)).map((a) => a.id)).not.toContain(staff.data.id);
  });

  it('counts, reads one, reads all (again: no change), unread first, popup for must-read', async () => {
    const before = await unread(tk.demo);
    const must = await release({
      title: 'Must read',
      content: 'm',
      permissionType: 'all',
      mustRead: true,
      countdownSeconds: 3,
    });
    const plain = await release({ title: 'Plain', content: 'p', permissionType: 'all' });
    expect(await unread(tk.demo)).toBe(before + 2);
    const list = await mine(tk.demo);
    const first = list.find((a) => a.id === must.data.id)!;
    expect(first).toMatchObject({ mustRead: true, countdownSeconds: 3, popup: true, readAt: null });
    expect(list.findIndex((a) => a.readAt)).toBeGreaterThan(list.findLastIndex((a) => !a.readAt));
    expect((await t.post(URL.read, { id: must.data.id }, { token: tk.demo })).code).toBe(0);
    expect((await t.post(URL.read, { id: must.data.id }, { token: tk.demo })).code).toBe(0);
    expect(await unread(tk.demo)).toBe(before + 1);
    expect((await mine(tk.demo)).find((a) => a.id === must.data.id)).toMatchObject({ popup: false });
    const all = await t.post<{ count: number }>(URL.readAll, {}, { token: tk.demo });
    expect(all.data.count).toBe(before + 1);
    expect((await t.post<{ count: number }>(URL.readAll, {}, { token: tk.demo })).data.count).toBe(0);
    expect(await unread(tk.demo)).toBe(0);
    const reads = await t.database.db
      .select()
      .from(oaAnnouncementRead)
      .where(eq(oaAnnouncementRead.announcementId, plain.data.id));
    expect(reads).toHaveLength(1);
    const detail = await t.get<{ readCount: number }>(URL.detail, { id: plain.data.id }, { token: tk.admin });
    expect(detail.data.readCount).toBe(1);
  });

  it('does not pop up a must-read sent before the user existed', async () => {
    await t.database.db
      .update(appUser)
      .set({ createdAt: new Date(t.clock.now().getTime() + 60_000) })
      .where(eq(appUser.id, ids.serviceUser));
    const made = await release({
      title: 'Old news',
      content: 'o',
      permissionType: 'all',
      mustRead: true,
      countdownSeconds: 1,
    });
    expect((await mine(tk.service)).find((a) => a.id === made.data.id)).toMatchObject({
      popup: false,
      readAt: null,
    });
  });

  it('lists for staff with criteria, and a withdrawn one reaches nobody', async () => {
    const made = await release({ title: 'Withdraw me', content: 'w', permissionType: 'all', type: 'system' });
    const found = await t.post<{ records: { id: string }[]; total: number }>(
      URL.search,
      { criteria: { title: 'withdraw me', type: 'system' } },
      { token: tk.admin },
    );
    expect(found.data.records.map((r) => r.id)).toEqual([made.data.id]);
    expect((await t.post(URL.withdraw, { id: made.data.id }, { token: tk.admin })).code).toBe(0);
    expect((await mine(tk.demo)).map((a) => a.id)).not.toContain(made.data.id);
    const none = await t.post<{ total: number }>(
      URL.search,
      { criteria: { title: 'nothing like this' } },
      { token: tk.admin },
    );
    expect(none.data.total).toBe(0);
  });

  it('keeps the settings and refuses a bot address that is not a URL', async () => {
    const bad = await t.post(URL.saveConfig, { botAddress: 'not a url' }, { token: tk.admin, lang: 'en-US' });
    expect(bad.msg).toBe('The bot address must be an http(s) URL');
    const saved = await t.post(
      URL.saveConfig,
      { position: 'bottom', botAddress: 'http://127.0.0.1:9/robot', channel: 'dingtalk', remark: 'r' },
      { token: tk.admin },
    );
    expect(saved.code).toBe(0);
    expect((await t.get(URL.config, {}, { token: tk.admin })).data).toMatchObject({
      position: 'bottom',
      channel: 'dingtalk',
    });
    // every user reads where the rolling line shows, never the bot address
    expect((await t.get(ANNOUNCEMENT_API.display.url, {}, { token: tk.demo })).data).toEqual({
      position: 'bottom',
    });
    expect((await t.get(URL.config, {}, { token: tk.demo, lang: 'en-US' })).msg).toBe(
      'No permission at present',
    );
    // a release with the robot configured still succeeds (the robot message is queued)
    expect((await release({ title: 'Robot', content: 'r', permissionType: 'employee' })).code).toBe(0);
  });
});
