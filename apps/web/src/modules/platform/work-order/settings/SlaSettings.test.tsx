import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { SlaHolidaysCard, SlaTargetsCard } from './SlaSettings.tsx';
import { slaAnswer as answer } from './sla-test-kit.ts';

/** The SLA settings: the defaults per urgency with the saved overrides, and the holidays of the calendar. */

let opened: Opened;
beforeAll(() => prepareDom());
afterEach(async () => opened.unmount());

const editor = [Permission.workOrderType, Permission.workOrderTypeUpdate];

describe('SLA settings', () => {
  it('shows the defaults per urgency and the saved override, and saves the overrides as a whole', async () => {
    opened = await openAt('/oa/work-order-type', <SlaTargetsCard />, answer, { permissions: editor });
    await settle();
    const card = byTestId('work-order-sla-targets')!;
    expect(card.textContent).toContain('SLA targets (working hours)');
    expect(card.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(card.querySelector('tbody tr')!.textContent).toContain('848');
    expect(byTestId('work-order-sla-target-0')).not.toBeNull();
    await act(async () => byTestId('work-order-sla-targets-save')!.click());
    await settle();
    expect(opened.posted('platform/workOrder/sla/targets/save')).toEqual([
      { targets: [{ secondType: 'claim', urgencyLevel: 1, firstResponseHours: 2, resolutionHours: null }] },
    ]);
  });

  it('lists the holidays and removes one by saving the others', async () => {
    opened = await openAt('/oa/work-order-type', <SlaHolidaysCard />, answer, { permissions: editor });
    await settle();
    expect(byTestId('work-order-sla-holiday-2026-10-01')).not.toBeNull();
    const close = byTestId('work-order-sla-holiday-2026-10-01')!.querySelector('.ant-tag-close-icon')!;
    await act(async () => (close as HTMLElement).click());
    await settle();
    expect(opened.posted('platform/workOrder/sla/holidays/save')).toEqual([{ holidays: ['2026-10-02'] }]);
  });
});
