import { Permission } from '@freightdesk/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt } from '#web/components/resource/list-view-kit.tsx';
import { UrgePage } from './UrgePage.tsx';

/** The urge screen for a user who may read the overdue bills but not send reminders. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

describe('UrgePage without the send permission', () => {
  it('lists the reminders tab of the URL and offers no sending', async () => {
    opened = await openAt(
      '/fms/urge?tab=records&billNo=BL26',
      <UrgePage />,
      (path) => (path.startsWith('fms/urge/') ? { records: [], total: 0, page: 1, size: 20 } : []),
      { permissions: [Permission.urge] },
    );
    expect(opened.posted('fms/urge/records').at(-1)).toEqual({
      page: 1,
      size: 20,
      criteria: { billNo: 'BL26' },
    });
    expect(byTestId('urge-record-table')).not.toBeNull();
    expect(byTestId('urge-send')).toBeNull();
  }, 30_000);
});
