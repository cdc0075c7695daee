import { USER_API } from '@freightdesk/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Card, Empty, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { updateSessionUser, useSession } from '#web/shell/session/session-store.ts';

/** The current warehouse, chosen among the user's jurisdiction warehouses. */
export function WarehouseCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user } = useSession();
  const warehouses = useQuery({
    queryKey: ['user', 'jurisdictionWarehouses'],
    queryFn: () => callEndpoint(USER_API.jurisdictionWarehouses),
  });
  const change = useMutation({
    mutationFn: (warehouseId: string) => callEndpoint(USER_API.changeWarehouse, { warehouseId }),
    onSuccess: (next) => {
      updateSessionUser(next);
      void message.success(t('personal.warehouseChanged'));
    },
  });
  let body = <Spin />;
  if (warehouses.data && warehouses.data.length === 0)
    body = <Empty description={t('personal.noWarehouses')} />;
  else if (warehouses.data) {
    body = (
      <Select
        style={{ width: 320 }}
        data-testid="warehouse-select"
        placeholder={t('personal.chooseWarehouse')}
        value={user.warehouseId ?? undefined}
        loading={change.isPending}
        onChange={(id: string) => change.mutate(id)}
        options={warehouses.data.map((w) => ({ value: w.id, label: `${w.name} (${w.code})` }))}
      />
    );
  } else if (warehouses.isError) body = <Empty />;
  return <Card title={t('personal.currentWarehouse')}>{body}</Card>;
}
