import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { ChargeCriteria } from './ChargeCriteria.tsx';
import { ChargeTable } from './ChargeTable.tsx';
import { type ChargeRecord, chargeBillKeys, PAY_RECORD_VIEW } from './charge-bill-api.ts';
import { RegisterChargeDialog } from './RegisterChargeDialog.tsx';

/**
 * Pay records (customer `/client/fms/pay-record`): the customer's own receipts and the register
 * dialog (value, currency, pay time, certificates, remark); finance confirms them.
 */
export function PayRecordPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useListView<ChargeRecord>(PAY_RECORD_VIEW);
  const [registering, setRegistering] = useState(false);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="pay-record-page">
      <ChargeCriteria search={list.search} withCustomer={false} />
      <Card
        size="small"
        title={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setRegistering(true)}
            data-testid="charge-register"
          >
            {t('chargeBill.register')}
          </Button>
        }
      >
        <ChargeTable
          rows={list.rows}
          loading={list.loading}
          pagination={list.pagination}
          showCustomer={false}
          testId="pay-record-table"
        />
      </Card>
      <RegisterChargeDialog
        open={registering}
        staff={false}
        onClose={() => setRegistering(false)}
        onRegistered={() => void queryClient.invalidateQueries({ queryKey: chargeBillKeys.all })}
      />
    </Space>
  );
}
