import { PlusOutlined } from '@ant-design/icons';
import { hasPermission, Permission } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListDataScope } from '#web/components/data-scope/DataScopeSelect.tsx';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { ChargeCriteria } from './ChargeCriteria.tsx';
import { useChargeRowActions } from './ChargeRowActions.tsx';
import { ChargeTable } from './ChargeTable.tsx';
import { CHARGE_BILL_VIEW, type ChargeRecord, chargeBillKeys } from './charge-bill-api.ts';
import { RegisterChargeDialog } from './RegisterChargeDialog.tsx';

/**
 * Receipts (staff `/fms/charge-bill`): the customers' receipts with their criteria in the URL, the
 * register dialog and the row actions by status (confirm, reject, cancel, cancel confirmation,
 * refund, cancel refund).
 */
export function ChargeBillPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const queryClient = useQueryClient();
  const dataScope = useDataScope(true);
  const list = useListView<ChargeRecord>(CHARGE_BILL_VIEW, { permissionScope: dataScope.scope });
  const [registering, setRegistering] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: chargeBillKeys.all });
  const actions = useChargeRowActions(refresh);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="charge-bill-page">
      <ChargeCriteria search={list.search} withCustomer />
      <Card
        size="small"
        title={
          hasPermission(permissions, `${Permission.chargeBill}:register`) ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setRegistering(true)}
              data-testid="charge-register"
            >
              {t('chargeBill.register')}
            </Button>
          ) : null
        }
        extra={<ListDataScope dataScope={dataScope} onChanged={list.firstPage} />}
      >
        <ChargeTable
          rows={list.rows}
          loading={list.loading}
          pagination={list.pagination}
          showCustomer
          actions={actions.render}
          onCancelRefund={actions.cancelRefund}
          testId="charge-bill-table"
        />
      </Card>
      {actions.dialogs}
      <RegisterChargeDialog
        open={registering}
        staff
        onClose={() => setRegistering(false)}
        onRegistered={refresh}
      />
    </Space>
  );
}
