import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { PrintCenterPage } from './PrintCenterPage.tsx';
import { answer } from './print-center-test-kit.ts';

/**
 * Users who may print parcel labels choose between freight waybills and parcels (labels only, PDF or
 * ZPL) in the print centre (its own file: the session's permissions are read once a file).
 */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

function typeInto(testId: string, value: string) {
  const box = byTestId(testId) as HTMLTextAreaElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  setter.call(box, value);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}
/** How often the screen fetched an address (the task's file is fetched once the job is done). */
const fetched = (path: string) =>
  (globalThis.fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls.filter(
    ([url]) => String(url) === `/api/${path}`,
  ).length;
const radio = (group: string, value: string) =>
  byTestId(group)!.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!;
// the wrapper's class: in jsdom every radio group shares one input name, so `checked` is not per group
const checked = (group: string, value: string) =>
  radio(group, value).closest('label')!.classList.contains('ant-radio-wrapper-checked');

describe('PrintCenterPage: parcels', () => {
  it('prints parcel labels as a print-centre task: labels only, PDF or ZPL', async () => {
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:x') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    opened = await openAt('/tools/print-center', <PrintCenterPage />, answer, {
      permissions: [Permission.printCenter, Permission.pdsWaybillPrint],
    });
    expect(checked('print-bill-type', '0')).toBe(true);
    expect(radio('print-type', 'invoice').disabled).toBe(false);
    expect(byTestId('print-format')).toBeNull();

    await act(async () => radio('print-bill-type', '200').click());
    await settle();
    expect(checked('print-type', 'label')).toBe(true);
    expect(radio('print-type', 'invoice').disabled).toBe(true);
    expect(document.body.textContent).toContain('Parcel, track or customer numbers');
    expect(checked('print-format', 'pdf')).toBe(true);

    await act(async () => typeInto('print-numbers', 'PD0001\n1Z00000001'));
    await act(async () => byTestId('print-submit')!.click());
    await until(() => fetched('tools/printCenter/download?id=task-1') === 1);
    expect(opened.posted('tools/printCenter/create')).toEqual([
      { billType: 200, type: 'label', format: 'pdf', numbers: 'PD0001\n1Z00000001' },
    ]);

    // ZPL for thermal printers; back to freight waybills sends no bill type (the default)
    await act(async () => radio('print-format', 'zpl').click());
    await act(async () => typeInto('print-numbers', 'PD0002'));
    await act(async () => byTestId('print-submit')!.click());
    await until(() => fetched('tools/printCenter/download?id=task-1') === 2);
    expect(opened.posted('tools/printCenter/create')[1]).toEqual({
      billType: 200,
      type: 'label',
      format: 'zpl',
      numbers: 'PD0002',
    });
    await settle();
    await act(async () => radio('print-bill-type', '0').click());
    await settle();
    expect(byTestId('print-format')).toBeNull();
    await act(async () => typeInto('print-numbers', 'FD0001'));
    await act(async () => byTestId('print-submit')!.click());
    await until(() => opened.posted('tools/printCenter/create').length === 3);
    expect(opened.posted('tools/printCenter/create')[2]).toEqual({ type: 'label', numbers: 'FD0001' });
  }, 30_000);
});
