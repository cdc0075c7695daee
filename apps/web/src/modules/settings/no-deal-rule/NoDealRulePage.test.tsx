import { noDealRule } from '@freightdesk/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import { mountAt, signInStaff, staffSessionAnswer, until } from '#web/components/resource/list-test-kit.tsx';
import { NoDealRulePage } from './NoDealRulePage.tsx';

/** The no-deal rule screen lists the rules and, below, the customers the enabled rules list now. */

const row = {
  ruleId: 'r1',
  ruleName: 'Silent for a month',
  days: 30,
  customerId: 'c1',
  customerCode: 'C0009',
  customerName: 'Quiet Traders',
  lastOrderTime: null,
  daysSince: 45,
  salesUserId: 'u9',
  salesName: 'Sales One',
};

beforeAll(prepareDom);
beforeEach(async () => {
  serveApi((path) => {
    if (path.startsWith('basic/noDealRule/customers')) return { rows: [row], truncated: false };
    if (path.startsWith('basic/noDealRule/search')) return { records: [], total: 0, page: 1, size: 20 };
    if (path.startsWith('basic/noDealRule/statusGroup')) return [];
    return staffSessionAnswer(path, [noDealRule.permission]);
  });
  await signInStaff();
});
afterEach(() => vi.unstubAllGlobals());

describe('NoDealRulePage', () => {
  it('shows the no-deal customers with days since and their sales', async () => {
    const { unmount } = await mountAt('/setting/control/no-deal-rule', <NoDealRulePage />);
    await until(() => (byTestId('no-deal-customers')?.textContent ?? '').includes('Quiet Traders'));
    const text = byTestId('no-deal-customers')!.textContent!;
    expect(text).toContain('C0009');
    expect(text).toContain('45');
    expect(text).toContain('Sales One');
    expect(text).toContain('Silent for a month');
    await unmount();
  });
});
