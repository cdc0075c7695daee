import { hasPermission, Permission } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { type ReconcileRow, reconcileKeys, reconcileView } from './agent-reconcile-api.ts';
import { NewReconcileDialog } from './NewReconcileDialog.tsx';
import { ReconcileResult } from './ReconcileResult.tsx';

const day = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD') : '');

/**
 * Finance → agent settlement → agent reconciliation (`/fms/agent-reconcile`): the reconciliations
 * of agents' statements, newest first, by agent; "New reconciliation" (agent, file, column mapping)
 * by its code; a row opens its result (lines by kind, accept a difference, export).
 */
export function AgentReconcilePage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const client = useQueryClient();
  const list = useListView<ReconcileRow>(reconcileView);
  const [making, setMaking] = useState(false);
  const [open, setOpen] = useState<string>();
  const f = (key: string) => t(`agentReconcile.fields.${key}`);
  const count = (r: ReconcileRow, kind: string) =>
    r.totals.filter((x) => x.kind === kind).reduce((n, x) => n + x.count, 0);
  const columns: TableColumnsType<ReconcileRow> = [
    {
      key: 'createdAt',
      title: f('createdAt'),
      render: (_, r) => dayjs(r.createdAt).format('YYYY-MM-DD HH:mm'),
    },
    { key: 'agent', title: f('agent'), dataIndex: 'agentName' },
    {
      key: 'fileName',
      title: f('fileName'),
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpen(r.id)} data-testid={`reconcile-open-${r.id}`}>
          {r.fileName}
        </Button>
      ),
    },
    {
      key: 'period',
      title: f('period'),
      render: (_, r) => [day(r.from), day(r.to)].filter(Boolean).join(' ~ '),
    },
    ...(['matched', 'different', 'onlyTheirs', 'onlyOurs', 'refused'] as const).map((k) => ({
      key: k,
      title: t(`agentReconcile.kinds.${k}`),
      render: (_: unknown, r: ReconcileRow) => count(r, k),
    })),
    { key: 'createdByName', title: f('createdByName'), dataIndex: 'createdByName' },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="agent-reconcile-page">
      <SearchFormCard
        {...list.search}
        submitTestId="agent-reconcile-search"
        testId="agent-reconcile-criteria"
      >
        <SearchItem name="agentId" label={f('agent')} lg={6}>
          <RefSelect entity="agent" data-testid="agent-reconcile-criteria-agent" />
        </SearchItem>
      </SearchFormCard>
      <Card
        size="small"
        extra={
          hasPermission(permissions, `${Permission.agentReconcile}:make`) ? (
            <Button type="primary" onClick={() => setMaking(true)} data-testid="agent-reconcile-new">
              {t('agentReconcile.make')}
            </Button>
          ) : null
        }
      >
        <Table
          size="small"
          rowKey="id"
          dataSource={list.rows}
          loading={list.loading}
          pagination={list.pagination}
          columns={columns}
          data-testid="agent-reconcile-table"
        />
      </Card>
      {making && (
        <NewReconcileDialog
          onClose={() => setMaking(false)}
          onMade={(id) => {
            setMaking(false);
            setOpen(id);
            void client.invalidateQueries({ queryKey: reconcileKeys.all });
          }}
        />
      )}
      {open && <ReconcileResult id={open} onClose={() => setOpen(undefined)} />}
    </Space>
  );
}
