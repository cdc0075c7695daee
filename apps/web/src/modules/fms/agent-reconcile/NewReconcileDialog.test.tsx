import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { pick, wait } from '#web/modules/fms/charge-bill/charge-test-kit.tsx';
import { AgentReconcilePage } from './AgentReconcilePage.tsx';

/** "New reconciliation": agent and file, then the column mapping (the agent's saved one filled in), then the result. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const AGENT = '00000000-0000-4000-8000-0000000000a1';
const FILE = '00000000-0000-4000-8000-0000000000c1';
const RECONCILE = '00000000-0000-4000-8000-0000000000e1';
const HEADERS = ['AWB', 'Cost', 'Cur.', 'Item', 'Total USD'];
const SAVED = { numberKind: 'waybillNo', number: 'AWB', amount: 'Cost', currency: 'Cur.', feeName: 'Item' };
const stored = {
  id: FILE,
  fileName: 'statement.csv',
  size: 1,
  contentType: 'text/csv',
  isTemp: true,
  from: null,
  createBy: 'u1',
  createAt: '2026-01-01T00:00:00.000Z',
};
const answer = (saved: boolean) => (path: string) => {
  if (path.startsWith('fms/agentReconcile/search')) return { records: [], total: 0, page: 1, size: 50 };
  if (path.startsWith('basic/agent/autocomplete')) return [{ id: AGENT, label: 'Fast Line' }];
  if (path.startsWith('common/file/upload')) return [stored];
  if (path.startsWith('fms/agentReconcile/columns'))
    return {
      headers: HEADERS,
      sample: [['FD1', '12.50', 'USD', 'Freight', '12.50']],
      mapping: saved ? SAVED : { numberKind: 'waybillNo', number: 'AWB' },
      saved,
    };
  if (path.startsWith('fms/agentReconcile/make')) return { id: RECONCILE };
  if (path.startsWith('fms/agentReconcile/detail'))
    return {
      id: RECONCILE,
      agentId: AGENT,
      agentName: 'Fast Line',
      fileName: 'statement.csv',
      from: null,
      to: null,
      totals: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      createdByName: 'Tester',
      mapping: SAVED,
      lines: [],
    };
  return [];
};
const GRANTED = [Permission.agentReconcile, `${Permission.agentReconcile}:make`];

/** Picks an option of the select with a test id in its own (open) dropdown: the columns' selects share their options. */
async function pickColumn(testId: string, text: string) {
  const select = byTestId(testId)!.closest('.ant-select')!;
  await act(async () => {
    (select.querySelector('.ant-select-selector') ?? select).dispatchEvent(
      new MouseEvent('mousedown', { bubbles: true }),
    );
  });
  await wait(150);
  const open = [...document.querySelectorAll('.ant-select-dropdown')].filter(
    (d) => !d.classList.contains('ant-select-dropdown-hidden'),
  );
  const option = [...(open.at(-1)?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])].find(
    (o) => o.textContent?.trim() === text,
  )!;
  await act(async () => option.click());
  await wait();
}

/** The text shown by the select with a test id. */
const shown = (testId: string) => byTestId(testId)!.closest('.ant-select')!.textContent ?? '';

async function toMapping(saved: boolean) {
  opened = await openAt('/fms/agent-reconcile', <AgentReconcilePage />, answer(saved), {
    permissions: GRANTED,
  });
  await until(() => byTestId('agent-reconcile-new') !== null);
  await act(async () => byTestId('agent-reconcile-new')!.click());
  await settle();
  expect((byTestId('reconcile-next') as HTMLButtonElement).disabled).toBe(true);
  await pick('reconcile-agent', 'Fast Line');
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  await act(async () => {
    Object.defineProperty(input, 'files', {
      configurable: true,
      value: [new File(['AWB,Cost'], 'statement.csv', { type: 'text/csv' })],
    });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await wait(100);
  expect(byTestId('reconcile-file-name')?.textContent).toContain('statement.csv');
  await act(async () => byTestId('reconcile-next')!.click());
  await until(() => byTestId('reconcile-mapping') !== null);
}

describe('NewReconcileDialog', () => {
  it('fills in the agent’s saved mapping, lets a column be changed, and reconciles with it', async () => {
    await toMapping(true);
    expect(opened.posted('fms/agentReconcile/columns')).toEqual([{ agentId: AGENT, fileId: FILE }]);
    expect(byTestId('reconcile-mapping-note')!.textContent).toContain('mapped last time');
    expect(shown('reconcile-map-number')).toBe('AWB');
    expect(shown('reconcile-map-amount')).toBe('Cost');
    expect(byTestId('reconcile-sample')!.textContent).toContain('Freight');
    await pickColumn('reconcile-map-amount', 'Total USD');
    await act(async () => byTestId('reconcile-run')!.click());
    await until(() => byTestId('reconcile-result') !== null);
    const [made] = opened.posted('fms/agentReconcile/make');
    expect(made).toMatchObject({ agentId: AGENT, fileId: FILE, mapping: { ...SAVED, amount: 'Total USD' } });
    expect(typeof made!.requestKey).toBe('string');
  });

  it('asks for the required columns the first time before reconciling', async () => {
    await toMapping(false);
    expect(byTestId('reconcile-mapping-note')!.textContent).toContain('First statement of this agent');
    expect((byTestId('reconcile-run') as HTMLButtonElement).disabled).toBe(true);
    await pickColumn('reconcile-map-amount', 'Cost');
    await pickColumn('reconcile-map-currency', 'Cur.');
    expect(shown('reconcile-map-amount')).toBe('Cost');
    expect(shown('reconcile-map-currency')).toBe('Cur.');
    expect((byTestId('reconcile-run') as HTMLButtonElement).disabled).toBe(false);
  });
});
