import { Permission } from '@freightdesk/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt } from '#web/components/resource/list-view-kit.tsx';
import { BankTransferPage } from './BankTransferPage.tsx';
import { ACCOUNTS, transfer } from './transfer-test-kit.ts';

/** A user holding only the screen (no action codes) sees the transfers without "New transfer" or cancel. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const answer = (path: string) => {
  if (path.startsWith('fms/bankTransfer/search'))
    return { records: [transfer()], total: 1, page: 1, size: 50 };
  if (path.startsWith('fms/accountFlow/balances')) return ACCOUNTS;
  return [];
};

describe('bank-transfer actions need their grants', () => {
  it('hides "New transfer" and the cancel without their codes', async () => {
    opened = await openAt('/fms/bank-transfer', <BankTransferPage />, answer, {
      permissions: [Permission.bankTransfer],
    });
    await until(() => Boolean(byTestId('bank-transfer-table')?.textContent?.includes('ZZ2601050001')));
    expect(byTestId('bank-transfer-new')).toBeNull();
    expect(byTestId('bank-transfer-cancel-ZZ2601050001')).toBeNull();
    expect(byTestId('bank-transfer-table')!.textContent).not.toContain('Actions');
    expect(opened.posted('fms/bankTransfer/search')[0]).toMatchObject({ page: 1, criteria: {} });
  }, 30_000);
});
