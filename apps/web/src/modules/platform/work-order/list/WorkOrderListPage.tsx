import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Space, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { CreateWorkOrderDialog } from '../create/CreateWorkOrderDialog.tsx';
import { WorkOrderDetailDialog } from '../detail/WorkOrderDetailDialog.tsx';
import {
  WORK_ORDER_TABS,
  WORK_ORDER_VIEW,
  type WorkOrderRow,
  workOrderApi,
  workOrderCriteria,
  workOrderKeys,
} from '../work-order-api.ts';
import { WorkOrderCriteria } from './WorkOrderCriteria.tsx';
import { WorkOrderTable } from './WorkOrderTable.tsx';
import { WorkOrderToolbar } from './WorkOrderToolbar.tsx';

/** The URL parameter naming the order whose dialog is open (links from messages and the header). */
const OPEN_PARAM = 'workOrderId';

/**
 * Work orders (staff OA → work orders; customers "my work orders", their own only): criteria, status
 * tabs with counts, the page, the toolbar, the detail dialog (also opened by `?workOrderId=`) and the
 * create dialog. Criteria, tab and page live in the URL.
 */
export function WorkOrderListPage() {
  const { t } = useTranslation();
  const staff = useSession().userType === 'staff';
  const client = useQueryClient();
  const list = useListView<WorkOrderRow>(WORK_ORDER_VIEW);
  const [params, setParams] = useSearchParams();
  const openId = params.get(OPEN_PARAM) ?? undefined;
  const [selected, setSelected] = useState<WorkOrderRow[]>([]);
  const [creating, setCreating] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts a new selection
  useEffect(() => setSelected([]), [list.key]);

  const criteria = useMemo(() => workOrderCriteria(list.state.values), [list.state.values]);
  const counts = useQuery({
    queryKey: workOrderKeys.statusGroup(criteria),
    queryFn: () => workOrderApi.statusGroup(criteria),
    placeholderData: keepPreviousData,
  });
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: workOrderKeys.all }), [client]);
  const open = (id: string | undefined) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set(OPEN_PARAM, id);
        else next.delete(OPEN_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="work-order-page">
      <WorkOrderCriteria search={list.search} staff={staff} />
      <Card size="small">
        <Tabs
          size="small"
          activeKey={list.state.tab ?? 'all'}
          onChange={list.setTab}
          items={WORK_ORDER_TABS.map((key) => ({
            key,
            label: (
              <span data-testid={`work-order-tab-${key}`}>
                {t(`workOrder.tabs.${key}`)} ({counts.data?.[key] ?? 0})
              </span>
            ),
          }))}
        />
        <Space orientation="vertical" size="small" style={{ width: '100%' }}>
          <WorkOrderToolbar
            selected={selected}
            criteria={criteria}
            onCreate={() => setCreating(true)}
            reload={reload}
          />
          <WorkOrderTable
            list={list}
            staff={staff}
            selected={staff ? selected : undefined}
            onSelect={staff ? setSelected : undefined}
            onOpen={(row) => open(row.id)}
          />
        </Space>
      </Card>
      <WorkOrderDetailDialog id={openId} onClose={() => open(undefined)} />
      {creating ? (
        <CreateWorkOrderDialog onDone={(made) => open(made.id)} onClose={() => setCreating(false)} />
      ) : null}
    </Space>
  );
}
