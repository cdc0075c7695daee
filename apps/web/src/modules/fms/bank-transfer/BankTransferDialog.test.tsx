import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { typeInto } from '#web/modules/fms/charge-bill/charge-test-kit.tsx';
import { BankTransferPage } from './BankTransferPage.tsx';
import { A_RMB, A_USD, ACCOUNTS, transfer } from './transfer-test-kit.ts';

/** "New transfer": never the same account twice, the rate only across currencies, one request key. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const answer = (path: string) => {
  if (path.startsWith('fms/bankTransfer/search'))
    return { records: [transfer()], total: 1, page: 1, size: 50 };
  if (path.startsWith('fms/accountFlow/balances')) return ACCOUNTS;
  if (path.startsWith('fms/bankTransfer/make'))
    return { id: 't9', transferNo: 'ZZ2601200003', toValue: '71.00', exchangeGainLoss: '0.35' };
  return [];
};

/** Opens the select with a test id and picks the option starting with `text` in its (open) dropdown. */
async function pick(testId: string, text: string) {
  const host = byTestId(testId)!;
  const select = host.closest('.ant-select') ?? host;
  const trigger = select.querySelector('.ant-select-selector, .ant-select-content, input') ?? select;
  await act(async () => {
    trigger.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  await settle();
  const open = [...document.querySelectorAll('.ant-select-dropdown')].filter(
    (d) => !d.classList.contains('ant-select-dropdown-hidden'),
  );
  const options = [...(open.at(-1)?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])];
  const option = options.find((o) => o.textContent?.startsWith(text));
  if (!option) throw new Error(`no option ${text} in ${options.map((o) => o.textContent).join(' | ')}`);
  await act(async () => option.click());
  await settle();
  return options.map((o) => o.textContent);
}
const ok = async () => {
  await act(async () => byTestId('bank-transfer-ok')!.click());
  await settle();
};

describe('BankTransferDialog', () => {
  it('refuses the same account, asks the rate only across currencies, and transfers with a request key', async () => {
    opened = await openAt('/fms/bank-transfer', <BankTransferPage />, answer, {
      permissions: [Permission.bankTransfer, `${Permission.bankTransfer}:make`],
    });
    await until(() => byTestId('bank-transfer-new') !== null);
    await act(async () => byTestId('bank-transfer-new')!.click());
    await settle();

    // only enabled accounts are offered; the same account on both sides is refused before sending
    const offered = await pick('bank-transfer-from', 'ICBC Basic');
    expect(offered).toHaveLength(3);
    expect(offered.join()).not.toContain('Closed account');
    await pick('bank-transfer-to', 'ICBC Basic');
    await typeInto('bank-transfer-value', '500');
    await ok();
    expect(document.body.textContent).toContain('The paying and the receiving account must differ');
    expect(opened.posted('fms/bankTransfer/make')).toEqual([]);

    // within one currency there is no rate to give
    await pick('bank-transfer-to', 'Cash box');
    expect(byTestId('bank-transfer-rate')).toBeNull();

    // across currencies the bank's rate is asked, empty meaning the day's book rate
    await pick('bank-transfer-to', 'HSBC USD');
    expect(byTestId('bank-transfer-rate')).not.toBeNull();
    expect(document.body.textContent).toContain('USD per 1 RMB; empty means the day’s book rate');
    await typeInto('bank-transfer-rate', '0.142');
    await typeInto('bank-transfer-remark', ' to pay the carrier ');
    await ok();
    await until(() => opened.posted('fms/bankTransfer/make').length === 1);
    const [body] = opened.posted('fms/bankTransfer/make');
    expect(body).toMatchObject({
      fromAccountId: A_RMB,
      toAccountId: A_USD,
      value: '500',
      rate: '0.142',
      remark: 'to pay the carrier',
    });
    expect(String(body!.requestKey)).toMatch(/^[0-9a-f-]{36}$/);
    await until(() => document.body.textContent?.includes('Transfer ZZ2601200003 made') ?? false);
    expect(document.body.textContent).toContain('71.00 USD received');
  }, 30_000);
});
