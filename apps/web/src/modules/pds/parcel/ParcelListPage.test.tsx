import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { inputValue, type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { ParcelListPage } from './ParcelListPage.tsx';
import { FAILED, listAnswer, MADE } from './parcel-test-kit.ts';

/** The parcel list: criteria and tab from the URL, the twelve counts, actions by permission, cancel after asking. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const ALL = [
  Permission.pdsWaybillList,
  Permission.pdsOrder,
  Permission.pdsWaybillCancel,
  Permission.pdsWaybillPrint,
  Permission.pdsWaybillShipConfirm,
  Permission.pdsWaybillExport,
  Permission.pdsEndShipManifest,
  Permission.printCenter,
];

/** The list's answers and a print-centre task whose job is done at once. */
const printAnswer = (path: string) => {
  if (path.startsWith('tools/printCenter/create')) return { id: 'task-1', progressId: 'job-1' };
  if (path.startsWith('common/progress/detail'))
    return { progressId: 'job-1', status: 'done', done: 1, total: 1, result: { taskId: 'task-1' } };
  if (path.startsWith('tools/printCenter/download'))
    return new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } });
  return listAnswer(path);
};
const fetched = (path: string) =>
  (globalThis.fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls.filter(
    ([url]) => String(url) === `/api/${path}`,
  ).length;

describe('ParcelListPage', () => {
  it('searches with the URL’s criteria and tab, counts the twelve statuses without the status', async () => {
    opened = await openAt(
      '/pds/waybill/list?nos=PD1,PD2&countryCode=us&tab=made&page=2',
      <ParcelListPage />,
      listAnswer,
      { permissions: ALL },
    );
    await until(() => Boolean(byTestId('parcel-table')?.textContent?.includes('PD0001')));
    expect(opened.posted('pds/pdsWaybill/search').at(-1)).toMatchObject({
      page: 2,
      size: 50,
      criteria: { nos: ['PD1', 'PD2'], countryCode: 'US', status: 'made' },
    });
    const counted = opened.posted('pds/pdsWaybill/statusGroup').at(-1)!;
    expect(counted.criteria).toEqual({ nos: ['PD1', 'PD2'], countryCode: 'US' });
    expect(inputValue('criteria-numbers')).toBe('PD1\nPD2');
    expect(byTestId('parcel-tab-all')!.textContent).toBe('All (7)');
    expect(byTestId('parcel-tab-made')!.textContent).toBe('Made (5)');
    expect(byTestId('parcel-tab-cancelled')!.textContent).toBe('Cancelled (0)');
    expect(document.querySelectorAll('[data-testid^="parcel-tab-"]')).toHaveLength(13);
    // the label error in red in the track number's cell
    const error = byTestId('parcel-label-error')!;
    expect(error.textContent).toBe(FAILED.labelError);
    expect(error.className).toContain('ant-typography-danger');

    await act(async () => byTestId('parcel-tab-failed')!.click());
    await settle();
    expect(decodeURIComponent(opened.search())).toBe('?nos=PD1,PD2&countryCode=US&tab=failed');
  }, 30_000);

  it('cancels the parcels picked only after the confirmation', async () => {
    opened = await openAt('/pds/waybill/list', <ParcelListPage />, listAnswer, { permissions: ALL });
    await until(() => Boolean(byTestId('parcel-table')?.textContent?.includes('PD0001')));
    for (const action of ['order', 'cancel', 'print', 'shipConfirm', 'manifest', 'export'])
      expect(byTestId(`parcel-${action}`), action).not.toBeNull();
    const row = [...document.querySelectorAll('tbody tr.ant-table-row')].find((r) =>
      r.textContent?.includes(MADE.waybillNo),
    )!;
    await act(async () => row.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click());
    await act(async () => byTestId('parcel-cancel')!.click());
    await settle();
    expect(document.body.textContent).toContain('cancel the 1 parcels selected');
    expect(opened.posted('pds/pdsWaybill/cancel')).toEqual([]);
    await act(async () => byTestId('confirm-ok')!.click());
    await settle();
    expect(opened.posted('pds/pdsWaybill/cancel')).toEqual([{ ids: [MADE.id] }]);
  }, 30_000);

  it('prints the labels picked as a print-centre task (bill type 200), then fetches its PDF', async () => {
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:x') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    opened = await openAt('/pds/waybill/list', <ParcelListPage />, printAnswer, { permissions: ALL });
    await until(() => Boolean(byTestId('parcel-table')?.textContent?.includes('PD0001')));
    const row = [...document.querySelectorAll('tbody tr.ant-table-row')].find((r) =>
      r.textContent?.includes(MADE.waybillNo),
    )!;
    await act(async () => row.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click());
    await act(async () => byTestId('parcel-print')!.click());
    await until(() => fetched('tools/printCenter/download?id=task-1') === 1);
    expect(opened.posted('tools/printCenter/create')).toEqual([
      { billType: 200, type: 'label', format: 'pdf', ids: [MADE.id] },
    ]);
    expect(opened.posted('pds/pdsWaybill/print')).toEqual([]);
  }, 30_000);

  it('a customer’s list has no customer column nor manifest button', async () => {
    opened = await openAt('/client/pds/waybill/list', <ParcelListPage />, listAnswer, {
      userType: 'customer',
      permissions: ALL,
    });
    await until(() => Boolean(byTestId('parcel-table')?.textContent?.includes('PD0001')));
    expect(byTestId('parcel-table')!.textContent).not.toContain('Bright Trading');
    expect(byTestId('parcel-manifest')).toBeNull();
    expect(byTestId('parcel-cancel')).not.toBeNull();
  }, 30_000);
});
