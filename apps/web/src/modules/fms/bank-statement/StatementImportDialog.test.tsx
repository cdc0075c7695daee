import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { A_RMB } from '#web/modules/fms/bank-transfer/transfer-test-kit.ts';
import { BankStatementPage } from './BankStatementPage.tsx';
import { mappingProblem } from './StatementImportDialog.tsx';
import { answer } from './statement-test-kit.ts';

/** Importing a statement from the list: the file, then the mapping step. One session per file (import only). */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

describe('StatementImportDialog', () => {
  it('imports: the account of the criteria, the file, then the mapping step until time and amount are mapped', async () => {
    opened = await openAt(`/fms/bank-statement?accountId=${A_RMB}`, <BankStatementPage />, answer, {
      permissions: [Permission.bankStatement, `${Permission.bankStatement}:import`],
    });
    await until(() => Boolean(byTestId('bank-statement-import')));
    await act(async () => byTestId('bank-statement-import')!.click());
    await settle();
    const ok = () => byTestId('statement-import-ok') as HTMLButtonElement;
    expect(ok().disabled).toBe(true);
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await act(async () => {
      Object.defineProperty(input, 'files', { configurable: true, value: [new File(['x'], 'cmb.csv')] });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(ok().disabled).toBe(false);
    await act(async () => ok().click());
    await until(() => Boolean(byTestId('statement-import-sample')));
    expect(opened.posted('fms/accountFlow/importPreview')[0]).toMatchObject({ accountId: A_RMB });
    expect(document.body.textContent).toContain('Choose the trade time column');
    expect(ok().disabled).toBe(true);
  }, 30_000);
});

describe('mapping', () => {
  it('a mapping needs the trade time and an amount column or the in and out columns', () => {
    expect(mappingProblem({})).toBe('needTime');
    expect(mappingProblem({ tradeTime: 'D' })).toBe('needAmount');
    expect(mappingProblem({ tradeTime: 'D', amount: 'A' })).toBeUndefined();
    expect(mappingProblem({ tradeTime: 'D', outValue: 'O' })).toBeUndefined();
  });
});
