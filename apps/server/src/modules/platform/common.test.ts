import { APP_VERSION, Permission } from '@freightdesk/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessage } from '#modules/platform/message/message.schema.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
let service: string;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  service = await t.login('service', 'Service@123');
  demo = await t.login('demo', 'Demo@123', 'customer');
});
afterAll(() => t.close());

describe('user settings', () => {
  it('saves (upserts) and reads per user, type and business key', async () => {
    const menu = {
      type: 'menu',
      businessKey: '',
      content: { menuCodes: ['lms/waybill/list', 'fms/balance'] },
    };
    const saved = await t.post<{ id: string }>('/common/userSetting/save', menu, { token: demo });
    expect(saved.data).toMatchObject({ type: 'menu', businessKey: '', content: menu.content });
    const again = await t.post<{ id: string }>(
      '/common/userSetting/save',
      { ...menu, content: { menuCodes: [] } },
      { token: demo },
    );
    expect(again.data.id).toBe(saved.data.id);

    const mine = await t.get<{ content: unknown }>(
      '/common/userSetting/current',
      { type: 'menu' },
      { token: demo },
    );
    expect(mine.data.content).toEqual({ menuCodes: [] });
    expect((await t.get('/common/userSetting/current', { type: 'menu' }, { token: admin })).data).toBeNull();
    expect(
      (await t.get('/common/userSetting/current', { type: 'menu', businessKey: 'x' }, { token: demo })).data,
    ).toBeNull();
    expect((await t.post('/common/userSetting/save', { businessKey: '' }, { token: demo })).msg).toBe(
      'Type cannot be empty',
    );
  });
});

describe('client error log', () => {
  const report = {
    message: 'TypeError: x is undefined',
    type: 'error',
    url: '/client/index',
    browser: 'Chromium 140',
    time: Date.now(),
  };

  it('takes reports from signed-in users only', async () => {
    expect((await t.post('/common/clientErrorLog/insert', report)).code).toBe(-9000);
    expect((await t.post('/common/clientErrorLog/insert', report, { token: demo })).code).toBe(0);
    expect((await t.post('/common/clientErrorLog/insert', { type: 'error' }, { token: demo })).msg).toBe(
      'Message cannot be empty',
    );
  });

  it('is searchable with its permission', async () => {
    expect((await t.post('/common/clientErrorLog/search', {}, { token: service })).msg).toBe(
      'No permission at present',
    );
    const page = await t.post<{ records: { username: string; message: string }[]; total: number }>(
      '/common/clientErrorLog/search',
      { criteria: { keyword: 'TypeError' } },
      { token: admin },
    );
    expect(page.data.total).toBe(1);
    expect(page.data.records[0]).toMatchObject({ username: 'demo', message: report.message });
  });
});

describe('dictionaries', () => {
  it('answers items by type or number in the caller language', async () => {
    const zh = await t.get('/common/dictionary/items', { type: 'sex' }, { token: demo, lang: 'zh-CN' });
    expect(zh.data).toEqual([
      { code: '0', name: '男' },
      { code: '1', name: '女' },
    ]);
    const vi = await t.get<{ code: string; name: string }[]>(
      '/common/dictionary/items',
      { number: '1005' },
      { token: demo, lang: 'vi-VN' },
    );
    expect(vi.data.find((i) => i.code === 'delivered')?.name).toBe('Đã giao');
    expect((await t.get('/common/dictionary/items', {}, { token: demo })).msg).toBe('Type cannot be empty');
    expect((await t.get('/common/dictionary/items', { type: 'nope' }, { token: demo })).msg).toBe(
      'Dictionary does not exist',
    );
    const list = await t.post<{ type: string; readOnly: boolean }[]>('/common/dictionary/list', undefined, {
      token: demo,
    });
    expect(list.data.map((d) => d.type)).toEqual(
      expect.arrayContaining(['sex', 'yesNo', 'userType', 'jobStatus', 'waybillStatus', 'currency']),
    );
  });
});

describe('system config and versions', () => {
  it('reads the switches and lets only holders of setting/system:update change them', async () => {
    const get = await t.get('/common/sysConfig/get', undefined, { token: demo });
    expect(get.data).toEqual({
      'finance.showFeesBeforeBilled': false,
      'document.enableInvoiceStrictMode': false,
      'security.payloadEncryption': false,
    });
    const body = { key: 'finance.showFeesBeforeBilled', value: true };
    expect((await t.post('/common/sysConfig/update', body, { token: service })).msg).toBe(
      'No permission at present',
    );
    expect((await t.post('/common/sysConfig/update', { ...body, value: 'yes' }, { token: admin })).code).toBe(
      -1,
    );
    expect((await t.post('/common/sysConfig/update', { key: 'nope', value: 1 }, { token: admin })).code).toBe(
      -1,
    );
    expect((await t.post('/common/sysConfig/update', body, { token: admin })).code).toBe(0);
    expect(
      (await t.get<Record<string, boolean>>('/common/sysConfig/get', undefined, { token: demo })).data[
        'finance.showFeesBeforeBilled'
      ],
    ).toBe(true);
    expect(Permission.systemSettingUpdate).toBe('setting/system:update');
  });

  it('checkVersion answers needUpdate with the notice in the caller language', async () => {
    const old = await t.get<{ needUpdate: boolean; content: string }>(
      '/common/appVersion/checkVersion',
      { version: '1.0.9' },
      { lang: 'en-US' },
    );
    expect(old.data.needUpdate).toBe(true);
    expect(old.data.content).toContain('updated');
    expect((await t.get('/common/appVersion/checkVersion', { version: APP_VERSION })).data).toEqual({
      needUpdate: false,
      content: '',
    });
    expect((await t.get('/common/appVersion/checkVersion', { version: '2.0.0' })).data).toMatchObject({
      needUpdate: false,
    });
  });

  it('serves the tenant, the login page and a customer login page before sign-in', async () => {
    const tenant = await t.get('/common/tenant/currentConfig', undefined, { lang: 'en-US' });
    expect(tenant.data).toEqual({
      name: 'FreightDesk Logistics',
      currency: 'RMB',
      defaultLanguage: 'zh-CN',
      encryption: false,
      loginModes: ['normal', 'safe', 'wechat'],
    });
    expect((await t.get('/common/sysConfig/getLoginPage', undefined, { lang: 'zh-CN' })).data).toEqual({
      title: '飞达物流管理系统',
      loginModes: ['normal', 'safe', 'wechat'],
    });
    const page = await t.get('/common/sysConfig/getClientLoginPageConfig', { code: 'C0002' });
    expect(page.data).toMatchObject({ code: 'C0002', title: 'Minh Anh Logistics' });
    expect((await t.get('/common/sysConfig/getClientLoginPageConfig', { code: 'C0001' })).data).toBeNull();
  });

  it('serves public configs to signed-in users', async () => {
    const cfg = await t.get<{ id: string; fields: { field: string; enableSingle: boolean }[] }>(
      '/common/publicConfig/detail',
      { id: 'lms.waybill.single' },
      { token: demo },
    );
    expect(cfg.data.fields).toContainEqual({ field: 'commodities.quantity', enableSingle: true });
    expect(cfg.data.fields).toContainEqual({ field: 'commodities.totalPrice', enableSingle: false });
    expect((await t.get('/common/publicConfig/detail', { id: 'lms.waybill.single' })).code).toBe(-9000);
    expect((await t.get('/common/publicConfig/detail', { id: 'nope' }, { token: demo })).msg).toBe(
      'Data does not exist',
    );
  });
});

describe('message counters', () => {
  it('counts unread messages of the caller and the work orders waiting for it', async () => {
    const unread = async (username: string) =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(userMessage)
          .innerJoin(appUser, eq(appUser.id, userMessage.userId))
          .where(and(eq(appUser.username, username), isNull(userMessage.readAt)))
      )[0]!.n;
    // the demo work orders: admin handles the re-measure request (not answered yet) and the
    // check-goods question the customer answered last; the customer has unread staff replies
    expect((await t.get('/platform/message/count', undefined, { token: admin })).data).toEqual({
      messageCount: await unread('admin'),
      workOrderCount: 2,
    });
    expect((await t.get('/platform/message/count', undefined, { token: service })).data).toEqual({
      messageCount: await unread('service'),
      workOrderCount: 0,
    });
    const forDemo = await t.get<{ workOrderCount: number }>('/platform/message/count', undefined, {
      token: demo,
    });
    expect(forDemo.data.workOrderCount).toBeGreaterThan(0);
  });
});
