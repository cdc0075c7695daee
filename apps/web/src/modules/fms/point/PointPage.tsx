import { hasPermission, Permission, POINT_FLOW_TYPES, type PointFlowType } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Select, Space, Statistic, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { PointAdjustDialog } from './PointAdjustDialog.tsx';
import { POINT_VIEW, type PointFlow, pointApi, pointKeys } from './point-api.ts';

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

/**
 * Points (staff `/fms/point`, customers `/client/fms/point`): the points a customer holds and the
 * earning rate, its point flows newest first (customer and type in the URL); staff with
 * `fms/point:adjust` add or take points with a reason. A customer user sees its own only.
 */
export function PointPage() {
  const { t } = useTranslation();
  const { userType, permissions } = useSession();
  const staff = userType !== 'customer';
  const list = useListView<PointFlow>(POINT_VIEW);
  const chosen = staff ? (list.state.values.customerId as string | undefined) : undefined;
  const detail = useQuery({
    queryKey: pointKeys.detail(chosen),
    queryFn: () => pointApi.detail(chosen),
    enabled: !staff || Boolean(chosen),
  });
  const [adjusting, setAdjusting] = useState(false);
  const typeLabel = (type: PointFlowType) => t(`point.type.${type}`);

  const columns: ColumnsType<PointFlow> = [
    { key: 'createdAt', title: t('point.createdAt'), render: (_, r) => time(r.createdAt), width: 150 },
    ...(staff
      ? [
          {
            key: 'customer',
            title: t('point.customer'),
            render: (_: unknown, r: PointFlow) => `${r.customerCode} ${r.customerName}`,
          },
        ]
      : []),
    { key: 'type', title: t('point.flowType'), render: (_, r) => typeLabel(r.type), width: 180 },
    {
      key: 'points',
      title: t('point.points'),
      align: 'right',
      render: (_, r) => (
        <Typography.Text type={r.points < 0 ? 'danger' : 'success'}>
          {r.points > 0 ? `+${r.points}` : r.points}
        </Typography.Text>
      ),
    },
    { key: 'balance', title: t('point.balance'), dataIndex: 'balance', align: 'right' },
    { key: 'amount', title: t('point.amount'), align: 'right', render: (_, r) => r.amount ?? '—' },
    { key: 'relatedNo', title: t('point.relatedNo'), render: (_, r) => r.relatedNo ?? '—' },
    { key: 'reason', title: t('point.reason'), render: (_, r) => r.reason ?? '—' },
    { key: 'by', title: t('point.operator'), render: (_, r) => r.createdByName ?? '—', width: 120 },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="point-page">
      <SearchFormCard {...list.search} submitTestId="point-search">
        {staff && (
          <SearchItem name="customerId" label={t('point.customer')} lg={6}>
            <RefSelect entity="customer" />
          </SearchItem>
        )}
        <SearchItem name="type" label={t('point.flowType')} lg={6}>
          <Select
            mode="multiple"
            allowClear
            options={POINT_FLOW_TYPES.map((v) => ({ value: v, label: typeLabel(v) }))}
            data-testid="point-type"
          />
        </SearchItem>
      </SearchFormCard>
      <Card
        size="small"
        extra={
          staff &&
          hasPermission(permissions, `${Permission.point}:adjust`) && (
            <Button type="primary" onClick={() => setAdjusting(true)} data-testid="point-adjust">
              {t('point.adjust')}
            </Button>
          )
        }
      >
        {detail.data ? (
          <Space size="large" align="end" data-testid="point-held">
            <Statistic title={t('point.held')} value={detail.data.points} />
            <Typography.Text type="secondary">{t('point.rate', { rate: detail.data.rate })}</Typography.Text>
          </Space>
        ) : (
          <Typography.Text type="secondary">{staff ? t('point.pickCustomer') : null}</Typography.Text>
        )}
      </Card>
      <Card size="small">
        <Table<PointFlow>
          size="small"
          rowKey="id"
          loading={list.loading}
          dataSource={list.rows}
          columns={columns}
          pagination={{ ...list.pagination, showTotal: (total) => t('point.total_count', { total }) }}
          data-testid="point-table"
        />
      </Card>
      {adjusting && (
        <PointAdjustDialog
          customerId={chosen}
          onDone={() => {
            void list.refetch();
            void detail.refetch();
          }}
          onClose={() => setAdjusting(false)}
        />
      )}
    </Space>
  );
}
