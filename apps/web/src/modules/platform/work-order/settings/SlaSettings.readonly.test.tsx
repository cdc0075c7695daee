import { Permission } from '@freightdesk/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { SlaHolidaysCard } from './SlaSettings.tsx';
import { slaAnswer as answer } from './sla-test-kit.ts';

/** The SLA settings seen without the update permission (a file of its own: one session per file). */

let opened: Opened;
beforeAll(() => prepareDom());
afterEach(async () => opened.unmount());

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
