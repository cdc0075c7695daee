import { badgeText } from '@freightdesk/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { NotificationBell } from './NotificationBell.tsx';

/** The header bell shows the unread count: nothing for 0, 99+ past 99. */

let opened: Opened | null = null;
beforeAll(prepareDom);
afterEach(async () => {
  await opened?.unmount();
  opened = null;
});

const countOf = (messageCount: number) => (path: string) =>
  path.startsWith('platform/message/count') ? { messageCount, workOrderCount: 0 } : [];

describe('NotificationBell', () => {
  it('badge text: empty for 0, the count up to 99, then 99+', () => {
    expect([0, 1, 99, 100, 1234].map(badgeText)).toEqual(['', '1', '99', '99+', '99+']);
  });

  it('shows 99+ for more than 99 unread messages', async () => {
    opened = await openAt('/home', <NotificationBell />, countOf(150));
    await settle();
    expect(byTestId('notification-badge')?.textContent).toContain('99+');
  }, 30_000);

  it('shows no count for no unread message', async () => {
    opened = await openAt('/home', <NotificationBell />, countOf(0));
    await settle();
    expect(byTestId('notification-badge')?.textContent ?? '').not.toMatch(/\d/);
  }, 30_000);
});
