import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt } from '#web/components/resource/list-view-kit.tsx';
import { TrackNoField } from './TrackNoField.tsx';

/** The drawer's track-number field: the fetch error in red, or the number with its sub and history numbers. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened?.unmount());

const info = (over: Record<string, unknown>) => ({
  id: 'w1',
  trackNo: null,
  subTrackNos: [],
  historyTrackNos: [],
  fetchError: null,
  fetchErrorTime: null,
  labelFileId: null,
  trackApiMode: 'platform',
  trackTaskNotifyTime: null,
  trackTaskCompleteTime: null,
  trackTaskNotifyErrMsg: null,
  mayFetch: true,
  mayPrint: true,
  ...over,
});

describe('TrackNoField', () => {
  it('shows the carrier message of a failed fetch in red', async () => {
    const answer = info({
      fetchError: 'The carrier refused the shipment: SBX-1001 Receiver postcode 00000 is not served',
    });
    opened = await openAt('/lms/waybill', <TrackNoField waybillId="w1" trackNo={null} />, () => answer);
    await until(() => byTestId('track-no-error') !== null);
    expect(byTestId('track-no-error')!.className).toContain('danger');
    expect(byTestId('track-no-error')!.textContent).toContain(
      'SBX-1001 Receiver postcode 00000 is not served',
    );
  }, 30_000);

  it('shows the number, its sub and history numbers and the label button', async () => {
    const answer = info({
      trackNo: 'SB12345678903',
      subTrackNos: ['SB12345678910'],
      historyTrackNos: ['TYPED001'],
      labelFileId: 'f1',
    });
    opened = await openAt(
      '/lms/waybill',
      <TrackNoField waybillId="w1" trackNo="SB12345678903" />,
      () => answer,
    );
    await until(() => byTestId('track-no-sub') !== null);
    expect(byTestId('track-no-value')!.textContent).toBe('SB12345678903');
    expect(byTestId('track-no-sub')!.textContent).toContain('SB12345678910');
    expect(byTestId('track-no-history')!.textContent).toContain('TYPED001');
    expect(byTestId('track-no-print')).not.toBeNull();
    expect(byTestId('track-no-error')).toBeNull();
  }, 30_000);
});
