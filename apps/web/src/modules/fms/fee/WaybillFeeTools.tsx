import { hasPermission, Permission, type WaybillFeeRow } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrawer } from '#web/modules/lms/waybill/index.ts';
import { AddFeeDialog } from './AddFeeDialog.tsx';
import { feeApi, feeKeys } from './fee-api.ts';
import { RecalculateDialog } from './RecalculateDialog.tsx';
import { SupplementDialog } from './SupplementDialog.tsx';

type Open = 'recalculate' | 'add' | 'supplement' | null;

/** Customer fees, agent fees and the profit of the waybill (local currency), for holders of the profit code. */
function FinanceSummary({ id }: { id: string }) {
  const { t } = useTranslation();
  const summary = useQuery({
    queryKey: feeKeys.summary(id),
    queryFn: () => feeApi.summary(id),
    retry: false,
  });
  if (!summary.data) return null;
  const s = summary.data;
  const money = (v: string) => `${s.currency} ${v}`;
  return (
    <Space size="large" data-testid="fee-finance-summary">
      <Statistic title={t('lmsFeeCalc.customerFees')} value={money(s.customerTotal)} />
      <Statistic title={t('lmsFeeCalc.agentFees')} value={money(s.agentTotal)} />
      <Statistic
        title={t('lmsFeeCalc.profit')}
        value={money(s.profit)}
        valueStyle={{ color: s.profit.startsWith('-') ? '#cf1322' : '#3f8600' }}
      />
      {s.customerErrors + s.agentErrors > 0 && (
        <Typography.Text type="danger">
          {t('lmsFeeCalc.lineErrors', { count: s.customerErrors + s.agentErrors })}
        </Typography.Text>
      )}
    </Space>
  );
}

/**
 * The staff tools above the fees tab (issue 5): the finance summary and the recalculate, add-fee
 * and supplement dialogs, each shown only with its permission code.
 */
export function WaybillFeeTools({ fees }: { fees: readonly WaybillFeeRow[] }) {
  const { t } = useTranslation();
  const { id, area, permissions, changed } = useDrawer();
  const [open, setOpen] = useState<Open>(null);
  if (area !== 'staff') return null;
  const can = (code: string) => hasPermission(permissions, code);
  const close = () => setOpen(null);
  return (
    <div style={{ marginBottom: 12 }} data-testid="fee-tools">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        {can(Permission.lmsFeeProfit) ? <FinanceSummary id={id} /> : <span />}
        <Space>
          {can(Permission.lmsFeeRecalculate) && (
            <Button data-testid="fee-recalculate" onClick={() => setOpen('recalculate')}>
              {t('lmsFeeCalc.recalculate')}
            </Button>
          )}
          {can(Permission.lmsFeeInsert) && (
            <Button data-testid="fee-add" onClick={() => setOpen('add')}>
              {t('lmsFeeCalc.addFee')}
            </Button>
          )}
          {can(Permission.lmsFeeSupplement) && (
            <Button
              data-testid="fee-supplement"
              onClick={() => setOpen('supplement')}
              disabled={!fees.length}
            >
              {t('lmsFeeCalc.supplement')}
            </Button>
          )}
        </Space>
      </Space>
      {open === 'recalculate' && <RecalculateDialog waybillId={id} onDone={changed} onClose={close} />}
      {open === 'add' && <AddFeeDialog waybillId={id} onDone={changed} onClose={close} />}
      {open === 'supplement' && <SupplementDialog fees={fees} onDone={changed} onClose={close} />}
    </div>
  );
}
