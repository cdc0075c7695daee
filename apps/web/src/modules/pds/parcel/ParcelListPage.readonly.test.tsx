import { Permission } from '@freightdesk/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt } from '#web/components/resource/list-view-kit.tsx';
import { ParcelListPage } from './ParcelListPage.tsx';
import { listAnswer } from './parcel-test-kit.ts';

/** The parcel list for a user holding the list only (a session per file: apart from the full-permission tests). */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

describe('ParcelListPage without the action permissions', () => {
  it('shows the parcels and no action button', async () => {
    opened = await openAt('/pds/waybill/list', <ParcelListPage />, listAnswer, {
      permissions: [Permission.pdsWaybillList],
    });
    await until(() => Boolean(byTestId('parcel-table')?.textContent?.includes('PD0001')));
    for (const action of ['order', 'cancel', 'print', 'shipConfirm', 'manifest', 'export'])
      expect(byTestId(`parcel-${action}`)).toBeNull();
    expect(byTestId('parcel-refresh')).not.toBeNull();
  }, 30_000);
});
