import { QR_LOGIN_EXPIRE_MS } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let mobile: string;
beforeAll(async () => {
  t = await createTestApp();
  mobile = await t.login('admin', 'Admin@123');
});
afterAll(() => t.close());

type Scan = { scanId: string; imgUrl: string; expireAt: string };
type Status = { status: number; token?: string };

const newScan = async () => (await t.get<Scan>('/user/user/getScanImgUrl')).data;
const status = (scanId: string) => t.get<Status>('/user/user/fetchScanStatus', { scanId });
const act = (scanId: string, action: string, token = mobile) =>
  t.post<{ status: number }>('/user/user/scanConfirm', { scanId, action }, { token });

describe('QR sign-in', () => {
  it('wait → scanned → success, handing the token out once', async () => {
    const scan = await newScan();
    expect(scan.imgUrl).toMatch(/^data:image\/png;base64,/);
    expect(new Date(scan.expireAt).getTime()).toBe(t.clock.now().getTime() + QR_LOGIN_EXPIRE_MS);
    expect((await status(scan.scanId)).data).toEqual({ status: 0 });

    expect((await act(scan.scanId, 'scan')).data).toEqual({ status: 1 });
    expect((await status(scan.scanId)).data).toEqual({ status: 1 });
    expect((await act(scan.scanId, 'confirm')).data).toEqual({ status: 2 });

    const first = await status(scan.scanId);
    expect(first.data.status).toBe(2);
    expect(first.data.token).toBeTruthy();
    expect((await status(scan.scanId)).data).toEqual({ status: 2 });

    const me = await t.get<{ user: { username: string } }>('/user/user/current', undefined, {
      token: first.data.token,
    });
    expect(me.data.user.username).toBe('admin');
    // the scan is spent
    expect((await act(scan.scanId, 'scan')).msg).toBe('Unsupported operation');
  });

  it('expires after two minutes', async () => {
    const scan = await newScan();
    t.clock.advance(QR_LOGIN_EXPIRE_MS - 1_000);
    expect((await status(scan.scanId)).data).toEqual({ status: 0 });
    t.clock.advance(1_000);
    expect((await status(scan.scanId)).data).toEqual({ status: 3 });
    expect((await act(scan.scanId, 'scan')).msg).toBe('QR code expired, please refresh');
  });

  it('a scanned code that is not confirmed in time expires too', async () => {
    const scan = await newScan();
    await act(scan.scanId, 'scan');
    t.clock.advance(QR_LOGIN_EXPIRE_MS);
    expect((await status(scan.scanId)).data).toEqual({ status: 3 });
  });

  it('only the scanning user confirms; cancel ends the code; users without wechat mode are refused', async () => {
    const scan = await newScan();
    await act(scan.scanId, 'scan');
    const demo = await t.login('demo', 'Demo@123', 'customer');
    expect((await act(scan.scanId, 'confirm', demo)).msg).toBe('Unsupported operation');
    expect((await act(scan.scanId, 'cancel')).data).toEqual({ status: 3 });
    expect((await status(scan.scanId)).data).toEqual({ status: 3 });

    const service = await t.login('service', 'Service@123');
    expect((await act((await newScan()).scanId, 'scan', service)).msg).toBe(
      'This sign-in mode is not allowed for this account',
    );
    expect((await act((await newScan()).scanId, 'scan', 'bad-token')).code).toBe(-9000);
  });

  it('an unknown scan id reads as expired', async () => {
    expect((await status('00000000-0000-4000-8000-000000000000')).data).toEqual({ status: 3 });
    expect((await status('not-a-uuid')).data).toEqual({ status: 3 });
  });
});
