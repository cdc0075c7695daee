import { hasPermission, Permission } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { ChargeCriteria } from './ChargeCriteria.tsx';
import { ChargeTable } from './ChargeTable.tsx';
import { ClaimChargeDialog } from './ClaimChargeDialog.tsx';
import { CHARGE_CLAIM_VIEW, type ChargeRecord, chargeBillKeys } from './charge-bill-api.ts';

/** Charge claim (staff `/fms/charge-claim`): the receipts registered without a customer, each claimable. */
export function ChargeClaimPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const queryClient = useQueryClient();
  const list = useListView<ChargeRecord>(CHARGE_CLAIM_VIEW);
  const [claiming, setClaiming] = useState<ChargeRecord | null>(null);
  const mayClaim = hasPermission(permissions, `${Permission.chargeClaim}:claim`);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="charge-claim-page">
      <ChargeCriteria search={list.search} withCustomer={false} />
      <Card size="small">
        <ChargeTable
          rows={list.rows}
          loading={list.loading}
          pagination={list.pagination}
          showCustomer={false}
          actions={
            mayClaim
              ? (r) => (
                  <Button
                    size="small"
                    type="link"
                    onClick={() => setClaiming(r)}
                    data-testid={`charge-claim-${r.chargeNo}`}
                  >
                    {t('chargeBill.claim')}
                  </Button>
                )
              : undefined
          }
          testId="charge-claim-table"
        />
      </Card>
      <ClaimChargeDialog
        row={claiming}
        onClose={() => setClaiming(null)}
        onClaimed={() => void queryClient.invalidateQueries({ queryKey: chargeBillKeys.all })}
      />
    </Space>
  );
}
