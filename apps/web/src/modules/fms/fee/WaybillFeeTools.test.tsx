import { Permission, type WaybillFeeRow } from '@freightdesk/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import { DrawerContext, type DrawerCtx } from '#web/modules/lms/waybill/drawer/drawer-context.tsx';
import { WaybillFeeTools } from './WaybillFeeTools.tsx';

/** The staff fee tools of the drawer: summary and buttons by permission, the recalculation job, dialog validation. */

const SUMMARY = {
  currency: 'RMB',
  customerTotal: '360.00',
  agentTotal: '240.00',
  profit: '120.00',
  customerErrors: 0,
  agentErrors: 0,
};
const FEE = {
  id: 'f1',
  subjectName: 'freight',
  value: '360.00',
  currency: 'RMB',
  status: 0,
} as WaybillFeeRow;
const ALL = [
  Permission.lmsFeeProfit,
  Permission.lmsFeeRecalculate,
  Permission.lmsFeeInsert,
  Permission.lmsFeeSupplement,
];

let calls: { path: string; body: unknown }[] = [];
let unmount: () => Promise<void>;
const changed = vi.fn();

beforeAll(prepareDom);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  calls = [];
  changed.mockReset();
  serveApi((path) => {
    if (path.startsWith('lms/fee/summary')) return SUMMARY;
    if (path.startsWith('lms/fee/recalculate')) return { progressId: 'r1' };
    if (path.startsWith('common/progress/detail'))
      return {
        progressId: 'r1',
        status: 'done',
        done: 1,
        total: 1,
        message: null,
        result: { total: 1, succeeded: 1, failed: 0, written: 2, lineErrors: 0, errors: [] },
        error: null,
        fileName: null,
      };
    return null;
  });
  type Fetch = (url: string, init?: RequestInit) => Promise<Response>;
  const fetch = vi.mocked(globalThis.fetch as unknown as Fetch);
  const inner = fetch.getMockImplementation()!;
  fetch.mockImplementation(async (url: string, init?: RequestInit) => {
    calls.push({
      path: url.replace(/^\/api\//, '').split('?')[0]!,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    return inner(url, init);
  });
});
afterEach(async () => {
  await unmount();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function render(permissions: readonly string[]) {
  const ctx: DrawerCtx = {
    id: 'w1',
    area: 'staff',
    lang: 'en-US',
    userId: 'u1',
    permissions,
    failTab: () => {},
    changed,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  unmount = await mount(
    <QueryClientProvider client={client}>
      <DrawerContext.Provider value={ctx}>
        <WaybillFeeTools fees={[FEE]} />
      </DrawerContext.Provider>
    </QueryClientProvider>,
  );
  await act(async () => vi.advanceTimersByTime(10));
}

describe('WaybillFeeTools', () => {
  it('shows customer fees, agent fees and profit and the three buttons with the codes', async () => {
    await render(ALL);
    expect(byTestId('fee-finance-summary')?.textContent).toContain('RMB 360.00');
    expect(byTestId('fee-finance-summary')?.textContent).toContain('RMB 120.00');
    for (const id of ['fee-recalculate', 'fee-add', 'fee-supplement']) expect(byTestId(id)).not.toBeNull();
  });

  it('shows nothing of it without the codes', async () => {
    await render([]);
    expect(byTestId('fee-finance-summary')).toBeNull();
    expect(byTestId('fee-recalculate')).toBeNull();
    expect(calls.map((c) => c.path)).not.toContain('lms/fee/summary');
  });

  it('recalculates smart by default as a job, then refreshes the drawer', async () => {
    await render(ALL);
    await act(async () => byTestId('fee-recalculate')!.click());
    await act(async () => byTestId('fee-recalculate-ok')!.click());
    await act(async () => vi.advanceTimersByTime(600));
    const start = calls.find((c) => c.path === 'lms/fee/recalculate');
    expect(start?.body).toMatchObject({
      waybillIds: ['w1'],
      mode: 'smart',
      force: false,
      previouslyDeleted: false,
    });
    expect(calls.map((c) => c.path)).toContain('common/progress/detail');
    expect(changed).toHaveBeenCalled();
  });

  it('a supplement needs a subject, an amount and a reason before anything is sent', async () => {
    await render(ALL);
    await act(async () => byTestId('fee-supplement')!.click());
    await act(async () => byTestId('fee-supplement-ok')!.click());
    vi.useRealTimers();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    // subject, amount and reason are marked (antd animates the texts in, which jsdom does not run)
    expect(document.querySelectorAll('.ant-form-item-has-error')).toHaveLength(3);
    expect(calls.map((c) => c.path)).not.toContain('lms/fee/supplement');
  });
});
