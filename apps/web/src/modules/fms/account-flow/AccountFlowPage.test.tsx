import { Permission } from '@freightdesk/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { inputValue, type Opened, openAt } from '#web/components/resource/list-view-kit.tsx';
import { AccountFlowPage } from './AccountFlowPage.tsx';

/** Account flows: criteria and page from the URL, the balances of the period, sources in words. */

const A1 = '00000000-0000-4000-8000-0000000000a1';
const A2 = '00000000-0000-4000-8000-0000000000a2';
const BALANCES = [
  {
    accountId: A1,
    name: 'ICBC Basic',
    currency: 'RMB',
    enabled: true,
    opening: '1000.00',
    in: '250.50',
    out: '-100.00',
    closing: '1150.50',
    balance: '1200.75',
  },
  {
    accountId: A2,
    name: 'Old petty cash',
    currency: 'USD',
    enabled: false,
    opening: '0.00',
    in: '0.00',
    out: '0.00',
    closing: '0.00',
    balance: '0.00',
  },
];
const FLOW = {
  id: 'f1',
  accountId: A1,
  accountName: 'ICBC Basic',
  currency: 'RMB',
  source: 'transferOut',
  value: '-100.00',
  balance: '1150.50',
  flowTime: '2026-01-05T08:00:00.000Z',
  relatedId: 't1',
  relatedNo: 'ZZ2601050001',
  objectCode: null,
  summary: 'To the USD account',
  createdByName: 'Treasurer',
};

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const answer = (path: string) => {
  if (path.startsWith('fms/accountFlow/search')) return { records: [FLOW], total: 51, page: 2, size: 50 };
  if (path.startsWith('fms/accountFlow/balances')) return BALANCES;
  return [];
};

describe('AccountFlowPage', () => {
  it('searches with the criteria and page of the address, fills the form and shows the period’s balances', async () => {
    opened = await openAt(
      `/fms/account-flow?accountId=${A1}&source=transferOut&relatedNo=ZZ26&flowTime=2026-01-01..2026-01-31&page=2`,
      <AccountFlowPage />,
      answer,
      { permissions: [Permission.accountFlow] },
    );
    await until(() => Boolean(byTestId('account-flow-table')?.textContent?.includes('ZZ2601050001')));
    const body = opened.posted('fms/accountFlow/search').at(-1)!;
    expect(body).toMatchObject({
      page: 2,
      size: 50,
      criteria: { accountId: A1, source: 'transferOut', relatedNo: 'ZZ26' },
    });
    const criteria = body.criteria as Record<string, string>;
    expect(new Date(criteria.from!).getTime()).toBe(new Date('2026-01-01T00:00:00').getTime());
    expect(new Date(criteria.to!).getTime()).toBe(new Date('2026-02-01T00:00:00').getTime());
    expect(inputValue('account-flow-related-no')).toBe('ZZ26');

    // the balances card asks for the same period
    const [period] = opened.posted('fms/accountFlow/balances');
    expect(new Date(String(period!.from)).getTime()).toBe(new Date('2026-01-01T00:00:00').getTime());
    expect(new Date(String(period!.to)).getTime()).toBe(new Date('2026-02-01T00:00:00').getTime());
    const card = byTestId('account-balances')!.textContent;
    for (const figure of ['ICBC Basic', '1000.00', '250.50', '-100.00', '1150.50', '1200.75'])
      expect(card).toContain(figure);
    expect(byTestId(`account-disabled-${A2}`)!.textContent).toBe('Disabled');
    expect(byTestId(`account-disabled-${A1}`)).toBeNull();
    // the chosen account shows by its name (the options come from the balances)
    expect(byTestId('account-flow-criteria')!.textContent).toContain('ICBC Basic (RMB)');

    const table = byTestId('account-flow-table')!.textContent;
    expect(table).toContain('Transfer out');
    expect(table).not.toContain('transferOut');
    expect(table).toContain('-100.00');
    expect(table).toContain('To the USD account');
  }, 30_000);

  it('marks money coming in green with its sign', async () => {
    opened = await openAt('/fms/account-flow', <AccountFlowPage />, (path) =>
      path.startsWith('fms/accountFlow/search')
        ? { records: [{ ...FLOW, source: 'charge', value: '250.50', objectCode: 'C0001' }], total: 1 }
        : answer(path),
    );
    await until(() => Boolean(byTestId('account-flow-table')?.textContent?.includes('+250.50')));
    const table = byTestId('account-flow-table')!;
    expect(table.textContent).toContain('Receipt confirmed');
    expect(table.textContent).toContain('C0001');
    expect(table.querySelector('.ant-typography-success')?.textContent).toBe('+250.50');
    expect(opened.posted('fms/accountFlow/search')[0]).toMatchObject({ page: 1, criteria: {} });
  }, 30_000);
});
