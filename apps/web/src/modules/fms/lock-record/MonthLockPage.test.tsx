import { Permission, recentMonths } from '@freightdesk/domain';
import dayjs from 'dayjs';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { inputValue, type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { MonthLockPage } from './MonthLockPage.tsx';
import { disabledLockedDate } from './use-locked-months.ts';

/** The month-lock screen: 24 months with their state, lock / unlock with a reason, carry-over, the record in the URL. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const [current, previous] = recentMonths(new Date(), 2) as [string, string];
const RECORD = {
  id: 'r1',
  month: previous,
  locked: true,
  reason: 'closing',
  createdAt: '2026-01-02T00:00:00.000Z',
  createdByName: 'Admin',
};
const answer = (path: string) => {
  if (path.startsWith('fms/lockRecord/months'))
    return [{ month: previous, lockedAt: '2026-01-02T00:00:00.000Z' }];
  if (path.startsWith('fms/lockRecord/search')) return { records: [RECORD], total: 41, page: 3, size: 20 };
  if (path.startsWith('fms/lockRecord/')) return RECORD;
  if (path.startsWith('fms/carryOver/run')) return { taskId: 't1', month: previous };
  return [];
};
const all = [
  Permission.lockRecord,
  `${Permission.lockRecord}:lock`,
  `${Permission.lockRecord}:unlock`,
  `${Permission.carryOver}:run`,
];

const click = async (id: string) => {
  await act(async () => byTestId(id)!.click());
  await settle();
};
const type = async (id: string, value: string) => {
  const el = byTestId(id) as HTMLTextAreaElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
};

describe('MonthLockPage', () => {
  // the session (and its permissions) is loaded once per file
  it('shows the months with their state and the record with the month and page of its address', async () => {
    opened = await openAt(`/fms/lock-record?month=${previous}&page=3`, <MonthLockPage />, answer, {
      permissions: all,
    });
    expect(opened.posted('fms/lockRecord/search').at(-1)).toEqual({
      page: 3,
      size: 20,
      criteria: { month: previous },
    });
    expect(inputValue('lock-record-month')).toBe(previous);
    const months = byTestId('month-lock-months')!.textContent!;
    expect(months).toContain(current);
    expect(months).toContain('Locked');
    expect(months).toContain('Open');
    // an open month offers lock, a locked one unlock and carry-over
    expect(byTestId(`month-lock-${current}`)).not.toBeNull();
    expect(byTestId(`month-unlock-${current}`)).toBeNull();
    expect(byTestId(`month-unlock-${previous}`)).not.toBeNull();
    expect(byTestId(`month-carry-over-${previous}`)).not.toBeNull();
    expect(byTestId('lock-record-table')!.textContent).toContain('closing');
  }, 30_000);

  it('locks with an optional reason, unlocks only with one, and queues a carry-over after confirming', async () => {
    opened = await openAt('/fms/lock-record', <MonthLockPage />, answer, { permissions: all });
    await click(`month-lock-${current}`);
    await click('lock-reason-ok');
    expect(opened.posted('fms/lockRecord/lock')).toEqual([{ month: current }]);

    await click(`month-unlock-${previous}`);
    await click('lock-reason-ok');
    expect(opened.posted('fms/lockRecord/unlock')).toEqual([]); // the reason is required
    await type('lock-reason', 'late invoice');
    await click('lock-reason-ok');
    expect(opened.posted('fms/lockRecord/unlock')).toEqual([{ month: previous, reason: 'late invoice' }]);

    await click(`month-carry-over-${previous}`);
    await click('confirm-ok');
    expect(opened.posted('fms/carryOver/run')).toEqual([{ month: previous }]);
  }, 30_000);
});

describe('disabledLockedDate', () => {
  it('disables the days of the locked months only', () => {
    const locked = new Set(['2026-01']);
    expect(disabledLockedDate(locked, dayjs('2026-01-31'))).toBe(true);
    expect(disabledLockedDate(locked, dayjs('2026-02-01'))).toBe(false);
    expect(disabledLockedDate(locked, null)).toBe(false);
  });
});
