import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { ParcelDrawer } from './ParcelDrawer.tsx';
import { FAILED, listAnswer } from './parcel-test-kit.ts';

/** The parcel drawer: the label error in red in place of the track number, the fees summed per currency. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

describe('ParcelDrawer', () => {
  it('shows the label error in red, the manifest fields, and the fee totals per currency', async () => {
    opened = await openAt(
      '/pds/waybill/list',
      <ParcelDrawer parcelId={FAILED.id} onClose={() => {}} onChanged={() => {}} />,
      listAnswer,
      { permissions: ['pds/waybill/list'] },
    );
    await until(() => Boolean(byTestId('parcel-info')));
    const error = byTestId('parcel-label-error')!;
    expect(error.textContent).toBe('SBX-1001 The postcode is not served');
    expect(error.className).toContain('ant-typography-danger');
    expect(byTestId('parcel-info')!.textContent).toContain('Label description');
    expect(byTestId('parcel-info')!.textContent).toContain('Gift');
    expect(byTestId('parcel-is-manifest')!.textContent).toBe('No');
    expect(opened.posted('pds/pdsWaybill/findById')).toEqual([]); // a GET
    await act(async () => byTestId('parcel-drawer-tab-fees')!.click());
    await settle();
    expect(byTestId('parcel-fee-totals')!.textContent).toBe('Total: RMB 100.80 · USD 5.00');
    for (const tab of ['info', 'fees', 'pieces', 'commodities', 'tracks', 'files'])
      expect(byTestId(`parcel-drawer-tab-${tab}`)).not.toBeNull();
  }, 30_000);
});
