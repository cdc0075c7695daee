import { hasPermission, Permission } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useCashAccounts } from '#web/modules/fms/account-flow/index.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { BankTransferDialog } from './BankTransferDialog.tsx';
import { BankTransferTable } from './BankTransferTable.tsx';
import {
  BANK_TRANSFER_VIEW,
  type BankTransferRow,
  bankTransferApi,
  bankTransferKeys,
} from './bank-transfer-api.ts';

/** What a transfer or its cancel changes: the transfers, the accounts' balances and flows. */
const TOUCHED = [bankTransferKeys.all, ['fmsAccountFlow']] as const;

/**
 * Finance → Bank transfers (staff `/fms/bank-transfer`): money moved between the company's own cash
 * accounts, newest first, criteria (account, number, cancelled) in the URL; "New transfer" and a
 * row's cancel (after a confirmation naming it) by their own codes.
 */
export function BankTransferPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListView<BankTransferRow>(BANK_TRANSFER_VIEW);
  const [making, setMaking] = useState(false);
  const accounts = useCashAccounts();
  const mayMake = hasPermission(permissions, `${Permission.bankTransfer}:make`);
  const mayCancel = hasPermission(permissions, `${Permission.bankTransfer}:cancel`);
  const f = (key: string) => t(`bankTransfer.fields.${key}`);
  const refresh = async () => {
    for (const queryKey of TOUCHED) await client.invalidateQueries({ queryKey });
  };

  const cancel = async (row: BankTransferRow) => {
    const content = t('bankTransfer.cancelConfirm', { transferNo: row.transferNo });
    if (!(await confirmDialog({ content, danger: true }))) return;
    try {
      await bankTransferApi.cancel(row.id);
      void message.success(t('bankTransfer.cancelledDone'));
      await refresh();
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="bank-transfer-page">
      <SearchFormCard {...list.search} submitTestId="bank-transfer-search" testId="bank-transfer-criteria">
        <SearchItem name="accountId" label={f('account')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={accounts.isFetching}
            options={(accounts.data ?? []).map((a) => ({
              value: a.accountId,
              label: `${a.name} (${a.currency})`,
            }))}
            data-testid="bank-transfer-account"
          />
        </SearchItem>
        <SearchItem name="transferNo" label={f('transferNo')}>
          <Input allowClear maxLength={50} data-testid="bank-transfer-no" />
        </SearchItem>
        <SearchItem name="cancelled" label={f('cancelled')}>
          <Select
            allowClear
            options={[
              { value: 1, label: t('bankTransfer.yes') },
              { value: 0, label: t('bankTransfer.no') },
            ]}
            data-testid="bank-transfer-cancelled"
          />
        </SearchItem>
      </SearchFormCard>
      <Card
        size="small"
        extra={
          mayMake ? (
            <Button type="primary" onClick={() => setMaking(true)} data-testid="bank-transfer-new">
              {t('bankTransfer.make')}
            </Button>
          ) : null
        }
      >
        <BankTransferTable
          rows={list.rows}
          loading={list.loading}
          pagination={list.pagination}
          actions={
            mayCancel
              ? (r) => (
                  <ClickLockButton
                    size="small"
                    danger
                    onClick={() => cancel(r)}
                    data-testid={`bank-transfer-cancel-${r.transferNo}`}
                  >
                    {t('bankTransfer.cancel')}
                  </ClickLockButton>
                )
              : undefined
          }
        />
      </Card>
      {making && <BankTransferDialog onDone={() => void refresh()} onClose={() => setMaking(false)} />}
    </Space>
  );
}
