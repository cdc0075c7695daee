import { channelRoute, PAGE_SIZE } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { ChannelRoutePage } from './ChannelRoutePage.tsx';

/** The channel route screen: the rules with the mode as a tag; the deviation mode only for a price check. */

const rule = {
  id: '00000000-0000-4000-8000-0000000000f1',
  version: 0,
  enabled: true,
  name: 'Cheapest US',
  priority: 10,
  routeMode: 'priceCheck',
  channelIds: ['00000000-0000-4000-8000-0000000000f2'],
  channelIdsLabel: ['US UPS Ground'],
  conflictRule: 'first',
  deviationMode: 'sum',
  condition: { all: [{ field: 'destinationCountry', op: 'eq', value: 'US' }] },
};
const answer = (path: string) => {
  if (path.startsWith(`${channelRoute.api}/search`))
    return { records: [rule], total: 1, page: 1, size: PAGE_SIZE };
  if (path.startsWith(`${channelRoute.api}/statusGroup`)) return { all: 1, enabled: 1, disabled: 0 };
  return [];
};

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened?.unmount());

describe('ChannelRoutePage', () => {
  it('lists the rules with the route mode tag and the fields their conditions read', async () => {
    opened = await openAt('/setting/control/channel-route', <ChannelRoutePage />, answer, {
      permissions: [channelRoute.permission, `${channelRoute.permission}:insert`],
    });
    await until(() => document.body.textContent?.includes('Cheapest US') ?? false);
    expect(document.querySelector('.ant-tag')?.textContent).toBe('Price check');
    expect(document.body.textContent).toContain('Destination country');
    await act(async () => byTestId('resource-create')!.click());
    await settle();
    const deviation = document.querySelector<HTMLInputElement>('#deviationMode');
    expect(deviation?.disabled).toBe(true);
  }, 30_000);
});
