import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Card, Empty, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { get, post } from '#web/shell/request/http.ts';
import { updateSessionUser, useSession } from '#web/shell/session/session-store.ts';
import type { User } from '#web/shell/session/types.ts';

type Warehouse = { id: string; code: string; name: string };

/** The current warehouse, chosen among the user's jurisdiction warehouses. */
export function WarehouseCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user } = useSession();
  const warehouses = useQuery({
    queryKey: ['user', 'jurisdictionWarehouses'],
    queryFn: () => get<Warehouse[]>('user/user/jurisdictionWarehouses'),
  });
  const change = useMutation({
    mutationFn: (warehouseId: string) => post<User>('user/user/changeWarehouse', { warehouseId }),
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
