import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import { mountAt, signInStaff, staffSessionAnswer, until } from '#web/components/resource/list-test-kit.tsx';
import { LimitMonitorPage } from './LimitMonitorPage.tsx';

/** The limit monitor shows each enabled channel limit with its usage coloured by level, empty, and refreshes. */

const row = (code: string, used: string, share: string) => ({
  channelId: `00000000-0000-4000-8000-00000000000${code.length}`,
  channelCode: code,
  channelName: `${code} channel`,
  mode: 'bill',
  period: 'day',
  periodKey: '2026-11-28',
  used,
  limit: '100',
  share,
});
let answers: unknown[][] = [];
let calls = 0;

beforeAll(prepareDom);
beforeEach(async () => {
  calls = 0;
  serveApi((path) => {
    if (path.startsWith('basic/limitMonitor/list')) return { records: answers[calls++] ?? [] };
    return staffSessionAnswer(path, [Permission.limitMonitor]);
  });
  await signInStaff();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LimitMonitorPage', () => {
  it('colours usage from 80 % orange and from 100 % red, and refreshes', async () => {
    answers = [
      [row('A', '10', '0.1'), row('BB', '85', '0.85'), row('CCC', '100', '1')],
      [row('A', '90', '0.9')],
    ];
    const screen = await mountAt('/setting/control/limit-monitor', <LimitMonitorPage />);
    await until(() => Boolean(byTestId('limit-share-full')));
    expect(byTestId('limit-share-normal')).toBeTruthy();
    expect(byTestId('limit-share-warn')!.textContent).toContain('85%');
    const table = byTestId('limit-monitor-table')!.textContent!;
    expect(table).toContain('BB · BB channel');
    expect(table).toContain('bills');
    expect(table).toContain('2026-11-28');
    await act(async () => byTestId('limit-monitor-refresh')!.click());
    await until(() => !byTestId('limit-share-full'));
    expect(byTestId('limit-share-warn')!.textContent).toContain('90%');
    await screen.unmount();
  });

  it('says so when no channel limit is enabled', async () => {
    answers = [[]];
    const screen = await mountAt('/setting/control/limit-monitor', <LimitMonitorPage />);
    await until(() => document.body.textContent!.includes('No channel has an enabled channel limit'));
    await screen.unmount();
  });
});
