import { Permission } from '@freightdesk/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { SlaHolidaysCard } from './SlaSettings.tsx';

/** The SLA settings seen without the update permission (a file of its own: one session per file). */

let opened: Opened;
beforeAll(() => prepareDom());
afterEach(async () => opened.unmount());

const DEFAULTS = {
  '0': { firstResponseHours: 8, resolutionHours: 48 },
  '1': { firstResponseHours: 4, resolutionHours: 24 },
  '2': { firstResponseHours: 1, resolutionHours: 8 },
};
const answer = (path: string) => {
  if (path.startsWith('platform/workOrder/sla/targets'))
    return {
      defaults: DEFAULTS,
      targets: [{ secondType: 'claim', urgencyLevel: 1, firstResponseHours: 2, resolutionHours: null }],
    };
  if (path.startsWith('platform/workOrder/sla/holidays')) return { holidays: ['2026-10-01', '2026-10-02'] };
  if (path.startsWith('platform/workOrderType/list'))
    return [{ id: 't1', code: 'claim', mainType: 4, label: 'Claim', enabled: true, sort: 1 }];
  return [];
};

describe('SLA settings, read only', () => {
  it('without the update permission offers no editing', async () => {
    opened = await openAt('/oa/work-order-type', <SlaHolidaysCard />, answer, {
      permissions: [Permission.workOrderType],
    });
    await settle();
    expect(byTestId('work-order-sla-holiday-add')).toBeNull();
    expect(byTestId('work-order-sla-holiday-2026-10-01')!.querySelector('.ant-tag-close-icon')).toBeNull();
  });
});
