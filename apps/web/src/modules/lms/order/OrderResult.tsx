import { Alert, Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WaybillDrawer } from '#web/modules/lms/waybill/index.ts';

/**
 * After an order: the waybill number, what the order checks said without refusing (an interceptor's
 * tip, a credit warning, ordered after the cut-off: the ship day), "view" (the waybill drawer) and
 * "new order".
 */
export function OrderResult({
  placed,
  area,
  onNew,
}: {
  placed: { id: string; waybillNo: string; warnings?: string[] };
  area: 'customer' | 'staff';
  onNew: () => void;
}) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<string>();
  return (
    <>
      <Result
        status="success"
        title={t('waybillOrder.placed', { waybillNo: placed.waybillNo })}
        extra={[
          <Button key="view" type="primary" onClick={() => setViewing(placed.id)} data-testid="order-view">
            {t('waybillOrder.view')}
          </Button>,
          <Button key="new" onClick={onNew} data-testid="order-new" autoFocus>
            {t('waybillOrder.newOrder')}
          </Button>,
        ]}
        data-testid="order-result"
      >
        {placed.warnings?.length ? <OrderWarnings warnings={placed.warnings} /> : null}
      </Result>
      <WaybillDrawer waybillId={viewing} area={area} onClose={() => setViewing(undefined)} />
    </>
  );
}

/** What the order checks said without refusing (an interceptor's tip, a credit warning). */
export function OrderWarnings({ warnings }: { warnings: readonly string[] }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={warnings.map((w) => <div key={w}>{w}</div>)}
      data-testid="order-warnings"
    />
  );
}
