import type { MyAnnouncement } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt } from '#web/components/resource/list-view-kit.tsx';
import { AnnouncementDrawer } from './AnnouncementDrawer.tsx';
import { pageReload, secondsLeft } from './countdown.ts';

/** The must-read drawer: the read button waits for the countdown; confirming reads and reloads. */

let opened: Opened | undefined;
beforeAll(prepareDom);
afterEach(async () => {
  await opened?.unmount();
  opened = undefined;
});

const announcement = (over: Partial<MyAnnouncement>): MyAnnouncement => ({
  id: 'a1',
  title: 'Stock-take',
  content: 'Line one\n<b>not bold</b>',
  type: 'company',
  isRoll: false,
  mustRead: true,
  countdownSeconds: 1,
  senderName: 'Admin',
  sendTime: '2026-11-20T02:00:00.000Z',
  readAt: null,
  popup: true,
  files: [],
  ...over,
});
const serving = (list: MyAnnouncement[]) => (path: string) =>
  path.startsWith('platform/announcement/fetch') ? list : null;
/** Waits up to 8 s of real time (the countdown runs on the real clock). */
async function waitFor(ready: () => boolean) {
  const end = Date.now() + 8_000;
  while (!ready() && Date.now() < end) await act(async () => new Promise((r) => setTimeout(r, 50)));
  expect(ready()).toBe(true);
}
const button = () => byTestId('announcement-confirm-read') as HTMLButtonElement | null;

describe('secondsLeft', () => {
  it('counts whole seconds down to 0 and never below', () => {
    expect(secondsLeft(3, 1_000, 1_000)).toBe(3);
    expect(secondsLeft(3, 1_000, 1_001)).toBe(3);
    expect(secondsLeft(3, 1_000, 2_000)).toBe(2);
    expect(secondsLeft(3, 1_000, 3_999)).toBe(1);
    expect(secondsLeft(3, 1_000, 4_000)).toBe(0);
    expect(secondsLeft(3, 1_000, 60_000)).toBe(0);
    expect(secondsLeft(0, 1_000, 1_000)).toBe(0);
  });
});

describe('AnnouncementDrawer', () => {
  it('keeps "read" disabled during the countdown, then reads and reloads the page', async () => {
    const reload = vi.spyOn(pageReload, 'run').mockImplementation(() => undefined);
    opened = await openAt('/', <AnnouncementDrawer />, serving([announcement({})]));
    await until(() => button() !== null);
    expect(button()!.disabled).toBe(true);
    expect(button()!.textContent).toContain('1 s');
    // the content is text: markup written by the sender is shown, not interpreted
    expect(byTestId('announcement-content')?.textContent).toContain('<b>not bold</b>');
    await waitFor(() => button()?.disabled === false);
    expect(button()!.textContent).toBe('I have read it');
    await act(async () => button()!.click());
    await waitFor(() => reload.mock.calls.length === 1);
    expect(opened!.posted('platform/announcement/read')).toEqual([{ id: 'a1' }]);
  }, 30_000);

  it('shows nothing when no unread must-read announcement pops up', async () => {
    opened = await openAt('/', <AnnouncementDrawer />, serving([announcement({ popup: false })]));
    expect(byTestId('announcement-drawer')).toBeNull();
    expect(button()).toBeNull();
  }, 30_000);
});
