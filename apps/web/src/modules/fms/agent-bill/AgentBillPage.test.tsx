import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { AgentBillPage } from './AgentBillPage.tsx';

/** Agent bills: criteria and tab in the URL, rows with the agent, the make dialog with its preview. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const A1 = '00000000-0000-4000-8000-0000000000a1';
const permissions = [
  Permission.agentBill,
  Permission.agentBillMake,
  Permission.agentBillCancel,
  Permission.agentBillRemark,
  Permission.agentBillExport,
];
const row = {
  id: '00000000-0000-4000-8000-0000000000b1',
  billNo: 'AB260100001',
  agentId: A1,
  agentCode: 'SZHEAD',
  agentName: 'Shenzhen Head Haul',
  billTime: '2026-02-01T02:00:00.000Z',
  periodFrom: '2026-01-01',
  periodTo: '2026-02-01',
  feeCount: 2,
  total: '150.50',
  totalLocal: '150.50',
  writtenOff: '0.00',
  unwritten: '150.50',
  currency: 'RMB',
  status: 0,
  remark: null,
  cancelTime: null,
  createdByName: 'Admin',
};
const answer = (path: string) => {
  if (path.startsWith('fms/agentBill/search')) return { records: [row], total: 1, page: 1, size: 50 };
  if (path.startsWith('fms/agentBill/preview'))
    return { agentId: A1, feeCount: 2, total: '150.50', currency: 'RMB' };
  if (path.startsWith('fms/agentBill/make'))
    return { id: 'b2', billNo: 'AB260200001', feeCount: 2, total: '150.50', currency: 'RMB' };
  if (path.startsWith('fms/agentBill/cancel')) return null;
  if (path.includes('autocomplete')) return [{ id: A1, label: 'SZHEAD Shenzhen Head Haul' }];
  return [];
};

describe('AgentBillPage', () => {
  it('posts the criteria and tab kept in the URL and shows the bills with their agent', async () => {
    opened = await openAt(
      `/fms/agent-bill?agentId=${A1}&status=0&billNo=AB26&tab=cancelled`,
      <AgentBillPage />,
      answer,
      { permissions },
    );
    expect(opened.posted('fms/agentBill/search')[0]).toMatchObject({
      page: 1,
      size: 50,
      criteria: { agentId: A1, status: [0], billNo: 'AB26', cancelled: true },
    });
    const table = byTestId('bill-table')!;
    expect(table.textContent).toContain('Agent');
    expect(table.textContent).toContain('SZHEAD Shenzhen Head Haul');
    expect(table.textContent).toContain('2026-01-01 – 2026-01-31');
  }, 30_000);

  it('the make dialog shows the preview of the agent’s period and makes the bill with a request key', async () => {
    opened = await openAt(`/fms/agent-bill?agentId=${A1}`, <AgentBillPage />, answer, { permissions });
    await act(async () => byTestId('agent-bill-make')!.click());
    await settle();
    await settle();
    expect(byTestId('bill-make-agent')).not.toBeNull();
    const [preview] = opened.posted('fms/agentBill/preview');
    expect(preview).toMatchObject({ agentId: A1 });
    expect(String(preview!.from)).toMatch(/^\d{4}-\d{2}-01$/);
    expect(byTestId('bill-make-preview')!.textContent).toBe('Fees to bill: 2, total 150.50 RMB');
    expect(byTestId('bill-make-form')!.textContent).toContain('confirmed, unbilled agent fees');
    await act(async () => byTestId('bill-make-ok')!.click());
    await settle();
    const made = opened.posted('fms/agentBill/make');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ agentId: A1, from: preview!.from, to: preview!.to });
    expect(String(made[0]!.requestKey)).toMatch(/^[0-9a-f-]{36}$/);
    expect(byTestId('bill-make-form')).toBeNull();
  }, 30_000);

  it('cancels only after the confirmation', async () => {
    opened = await openAt('/fms/agent-bill', <AgentBillPage />, answer, { permissions });
    await act(async () => byTestId('agent-bill-cancel-AB260100001')!.click());
    await settle();
    expect(opened.posted('fms/agentBill/cancel')).toEqual([]);
    await act(async () => byTestId('confirm-ok')!.click());
    await settle();
    expect(opened.posted('fms/agentBill/cancel')).toEqual([{ id: row.id }]);
  }, 30_000);
});
