import { hasPermission, Permission, RECONCILE_KINDS, type ReconcileKind } from '@freightdesk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Segmented, Space, Table, type TableColumnsType, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '#web/modules/fms/account-flow/index.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { AcceptDialog } from './AcceptDialog.tsx';
import { type ReconcileLineRow, reconcileApi, reconcileKeys } from './agent-reconcile-api.ts';

const COLORS: Record<ReconcileKind, string> = {
  matched: 'green',
  different: 'orange',
  onlyTheirs: 'blue',
  onlyOurs: 'purple',
  refused: 'red',
};
const money = (v: string | null) => (v === null ? '—' : <MoneyText value={v} />);

/**
 * A reconciliation's result: its totals per kind and currency, the lines filtered by kind, a
 * different line's "accept" (asking the reason) by its code, and the export to Excel.
 */
export function ReconcileResult({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { permissions } = useSession();
  const client = useQueryClient();
  const [kind, setKind] = useState<ReconcileKind | 'all'>('all');
  const [accepting, setAccepting] = useState<ReconcileLineRow>();
  const detail = useQuery({ queryKey: reconcileKeys.detail(id), queryFn: () => reconcileApi.detail(id) });
  const mayAccept = hasPermission(permissions, `${Permission.agentReconcile}:accept`);
  const mayExport = hasPermission(permissions, `${Permission.agentReconcile}:export`);
  const c = (key: string) => t(`agentReconcile.columns.${key}`);
  const kindTag = (l: ReconcileLineRow) =>
    l.acceptedFeeId ? (
      <Tag color="green">{t('agentReconcile.matchedByAdjustment')}</Tag>
    ) : (
      <Tag color={COLORS[l.kind]}>{t(`agentReconcile.kinds.${l.kind}`)}</Tag>
    );
  const columns: TableColumnsType<ReconcileLineRow> = [
    { key: 'kind', title: c('kind'), render: (_, l) => kindTag(l), width: 150 },
    { key: 'number', title: c('number'), dataIndex: 'number' },
    { key: 'waybillNo', title: c('waybillNo'), render: (_, l) => l.waybillNo ?? '—' },
    { key: 'currency', title: c('currency'), render: (_, l) => l.currency ?? '—', width: 80 },
    { key: 'ours', title: c('ours'), render: (_, l) => money(l.ours), align: 'right' },
    { key: 'theirs', title: c('theirs'), render: (_, l) => money(l.theirs), align: 'right' },
    { key: 'difference', title: c('difference'), render: (_, l) => money(l.difference), align: 'right' },
    { key: 'rows', title: c('rows'), render: (_, l) => l.rows.join(', ') },
    { key: 'note', title: c('note'), render: (_, l) => l.message ?? l.acceptReason ?? '' },
  ];
  if (mayAccept)
    columns.push({
      key: 'actions',
      render: (_, l) =>
        l.kind === 'different' && !l.acceptedFeeId ? (
          <Button size="small" onClick={() => setAccepting(l)} data-testid={`reconcile-accept-${l.number}`}>
            {t('agentReconcile.accept')}
          </Button>
        ) : null,
    });
  const d = detail.data;
  const lines = (d?.lines ?? []).filter((l) => kind === 'all' || l.kind === kind);
  return (
    <Drawer
      open
      size="large"
      title={d ? `${d.agentName} · ${d.fileName}` : t('agentReconcile.route')}
      onClose={onClose}
      extra={
        mayExport && d ? (
          <Button onClick={() => void reconcileApi.export(id, d.fileName)} data-testid="reconcile-export">
            {t('agentReconcile.export')}
          </Button>
        ) : null
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="reconcile-result">
        {d && (
          <Descriptions size="small" column={3}>
            {d.totals.map((x) => (
              <Descriptions.Item key={`${x.kind}${x.currency}`} label={t(`agentReconcile.kinds.${x.kind}`)}>
                {x.count}
                {x.currency ? ` · ${x.currency} ${x.difference}` : ''}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={t('agentReconcile.fields.createdAt')}>
              {dayjs(d.createdAt).format('YYYY-MM-DD HH:mm')}
            </Descriptions.Item>
          </Descriptions>
        )}
        <Segmented
          value={kind}
          onChange={(v) => setKind(v as ReconcileKind | 'all')}
          options={['all', ...RECONCILE_KINDS].map((k) => ({
            value: k,
            label: k === 'all' ? t('agentReconcile.all') : t(`agentReconcile.kinds.${k}`),
          }))}
          data-testid="reconcile-kind-filter"
        />
        <Table
          size="small"
          rowKey="id"
          loading={detail.isFetching}
          dataSource={lines}
          columns={columns}
          pagination={{ pageSize: 50 }}
          data-testid="reconcile-lines"
        />
      </Space>
      {accepting && (
        <AcceptDialog
          line={accepting}
          onClose={() => setAccepting(undefined)}
          onAccepted={() => {
            setAccepting(undefined);
            void message.success(t('agentReconcile.accepted'));
            void client.invalidateQueries({ queryKey: reconcileKeys.all });
          }}
        />
      )}
    </Drawer>
  );
}
