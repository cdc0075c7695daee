import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { SortScanPage } from './SortScanPage.tsx';

/** The sort scan screen: Enter asks for the code, which is shown large; the field is cleared and keeps the focus. */

const asked: unknown[] = [];
beforeAll(prepareDom);
beforeEach(() => {
  asked.length = 0;
  serveApi((path, body) => {
    if (!path.startsWith('lms/scan/sort')) return undefined;
    asked.push(body);
    const no = (body as { waybillNo: string }).waybillNo;
    if (no === 'FD1')
      return {
        waybillId: 'w1',
        waybillNo: 'FD1',
        sortCode: 'US-EAST',
        ruleName: 'US other',
        message: 'Sort code of waybill FD1: US-EAST',
      };
    if (no === 'FD2')
      return {
        waybillId: 'w2',
        waybillNo: 'FD2',
        sortCode: null,
        ruleName: null,
        message: 'No sorting rule matches waybill FD2',
      };
    return new Response(JSON.stringify({ code: -1, msg: `No waybill found for number ${no}`, data: null }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

const input = () => byTestId('sort-scan-input') as HTMLInputElement;
async function scan(no: string) {
  const el = input();
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, no);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    el.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', keyCode: 13, bubbles: true }),
    );
  });
}

describe('SortScanPage', () => {
  it('shows the sort code large, clears and refocuses the field, and keeps the last scans', async () => {
    const unmount = await mount(<SortScanPage />);
    expect(document.activeElement).toBe(input());
    await scan('FD1');
    await until(() => byTestId('sort-code')?.textContent === 'US-EAST');
    expect(asked).toEqual([{ waybillNo: 'FD1' }]);
    expect(byTestId('sort-code')!.style.fontSize).toBe('96px');
    expect(byTestId('sort-scan-message')!.textContent).toBe('Sort code of waybill FD1: US-EAST');
    await until(() => input().value === '' && document.activeElement === input());

    await scan('FD2');
    await until(() => byTestId('sort-scan-message')?.textContent === 'No sorting rule matches waybill FD2');
    expect(byTestId('sort-code')!.textContent).not.toBe('US-EAST');

    await scan('NOPE');
    await until(() => byTestId('sort-scan-message')?.textContent === 'No waybill found for number NOPE');
    await until(() => input().value === '' && document.activeElement === input());
    const history = byTestId('sort-scan-history')!.textContent ?? '';
    expect(history.indexOf('NOPE')).toBeLessThan(history.indexOf('FD2'));
    expect(history.indexOf('FD2')).toBeLessThan(history.indexOf('FD1'));
    expect(history).toContain('US other');
    await unmount();
  });
});
