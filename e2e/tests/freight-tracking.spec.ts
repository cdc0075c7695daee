import { expect, test } from '@playwright/test';
import { api, demoOrder, tokenOf } from './api-helpers.ts';
import { ADMIN, CUSTOMER, signIn } from './helpers';

type Config = {
  id: string;
  version: number;
  name: string;
  code: string;
  apiType: string;
  credentials: Record<string, string | null> | null;
  testMode: boolean;
  timeoutMs: number;
};

/**
 * A freight waybill on the sandbox channel gets its track number from the list and its first sandbox
 * tracks in the drawer (issue 18). The demo sandbox track API is set to a one-second tracking hour,
 * so pick-up (two sandbox hours after the label) is due within seconds.
 */
test('staff fetch a track number and see the first sandbox tracks in the drawer', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN);
  const staff = await tokenOf(page, 'staff');
  await signIn(page, CUSTOMER);
  const customer = await tokenOf(page, 'customer');

  const tracks = await api<{ records: Config[] }>(request, staff, '/basic/trackApi/search', {
    page: 1,
    size: 50,
    criteria: { keyword: 'SANDBOX' },
  });
  const track = tracks.records.find((r) => r.code === 'SANDBOX')!;
  const { id, version, name, code, apiType, testMode, timeoutMs } = track;
  await api(request, staff, '/basic/trackApi/update', {
    id,
    version,
    name,
    code,
    apiType,
    testMode,
    timeoutMs,
    credentials: { ...track.credentials, hourMs: '1000' },
  });

  const channels = await api<{ records: { id: string; code: string; productIds: string[] }[] }>(
    request,
    staff,
    '/basic/channel/search',
    { page: 1, size: 50, criteria: { keyword: 'SBXEXP' } },
  );
  const channel = channels.records.find((c) => c.code === 'SBXEXP')!;
  const w = await api<{ id: string; waybillNo: string }>(
    request,
    customer,
    '/lms/waybill/order',
    demoOrder(channel.productIds[0]!),
  );
  await api(request, staff, '/lms/waybill/batchUpdate', { ids: [w.id], values: { channelId: channel.id } });

  await page.goto(`/lms/waybill/list?nos=${w.waybillNo}`);
  const row = page.getByTestId('waybill-table').locator('tbody tr.ant-table-row', { hasText: w.waybillNo });
  await expect(row).toHaveCount(1);
  await row.locator('.ant-checkbox-input').check();
  await page.getByTestId('waybill-fetchTrackNo').click();
  // the list reloads with the sandbox's number (SB + 10 digits + a check digit)
  await expect(row).toContainText(/SB\d{11}/);

  await row.getByTestId('waybill-open').click();
  const trackNo = page.getByTestId('track-no-value');
  await expect(trackNo).toHaveText(/^SB\d+/);
  await expect(page.getByTestId('track-no-error')).toHaveCount(0);

  // two sandbox hours (two seconds) after the label, the pick-up is due: pulled now from the tracks tab
  await page.getByTestId('drawer-tabs').getByRole('tab', { name: 'Tracks' }).click();
  await page.waitForTimeout(2_500);
  await page.getByTestId('track-pull-now').click();
  await expect(page.getByTestId('track-timeline')).toContainText('Shipment picked up');
  await expect(page.getByTestId('track-timeline')).toContainText('Pick-up');
});
