import {
  chargeWeightDifference,
  customer,
  hasPermission,
  WAYBILL_STATUS_OPTIONS,
  WEIGHT_CONFIRM_TAB_LABELS,
  WEIGHT_CONFIRM_TABS,
  type WeightConfirmPage as WeightConfirmAnswer,
  type WeightConfirmRow,
} from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { ListDataScope } from '#web/components/data-scope/DataScopeSelect.tsx';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { WaybillDrawer, waybillKeys } from '#web/modules/lms/waybill/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { RejectDialog } from './RejectDialog.tsx';
import { WEIGHT_CONFIRM_VIEWS, weightConfirmApi, weightConfirmKeys } from './weight-confirm-api.ts';

/**
 * Weight confirm (spec §2 `lms/weight-confirm`, customer and staff): tabs waiting / denied /
 * confirmed / warning with their counts, order and receive weights side by side with the charge
 * weight difference; waiting waybills are confirmed (after a confirmation) or rejected with a reason.
 */
export function WeightConfirmPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const session = useSession();
  const staff = session.userType === 'staff';
  // the customer picker reads the customer list (crm/customer)
  const canPickCustomer = staff && hasPermission(session.permissions, customer.permission);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string[]>([]);
  const [rejecting, setRejecting] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [drawerId, setDrawerId] = useState<string>();
  const dataScope = useDataScope(staff);
  const list = useListView<WeightConfirmRow, WeightConfirmAnswer>(
    WEIGHT_CONFIRM_VIEWS[staff ? 'staff' : 'customer'],
    { permissionScope: dataScope.scope },
  );
  const tab = list.state.tab;
  const reload = async () => {
    setSelected([]);
    await queryClient.invalidateQueries({ queryKey: weightConfirmKeys.all });
    await queryClient.invalidateQueries({ queryKey: waybillKeys.all });
  };
  const confirm = async (ids: string[]) => {
    if (!(await confirmDialog({ content: t('scan.weight.confirmQuestion', { count: ids.length }) }))) return;
    setBusy(true);
    try {
      await weightConfirmApi.confirm(ids);
      await reload();
    } finally {
      setBusy(false);
    }
  };
  const reject = async (reason: string) => {
    setBusy(true);
    try {
      await weightConfirmApi.reject(rejecting, reason);
      setRejecting([]);
      await reload();
    } finally {
      setBusy(false);
    }
  };
  const waiting = tab === 'waiting';
  const statusLabel = (s: string) => WAYBILL_STATUS_OPTIONS.find((o) => o.value === s)?.label[lang] ?? s;

  const columns: ColumnsType<WeightConfirmRow> = [
    {
      key: 'waybillNo',
      title: t('scan.weight.waybillNo'),
      width: 170,
      fixed: 'left',
      render: (_, r) => <Typography.Link onClick={() => setDrawerId(r.id)}>{r.waybillNo}</Typography.Link>,
    },
    { key: 'customerNo', title: t('scan.weight.customerNo'), dataIndex: 'customerNo', width: 130 },
    ...(staff
      ? [
          {
            key: 'customer',
            title: t('scan.weight.customer'),
            width: 160,
            render: (_: unknown, r: WeightConfirmRow) => `${r.customerCode ?? ''} ${r.customerName ?? ''}`,
          },
        ]
      : []),
    { key: 'status', title: t('scan.weight.status'), width: 150, render: (_, r) => statusLabel(r.status) },
    { key: 'pieceCount', title: t('scan.weight.pieces'), dataIndex: 'pieceCount', width: 70 },
    {
      key: 'order',
      title: t('scan.weight.order'),
      children: [
        { key: 'oa', title: t('scan.weight.actual'), dataIndex: 'orderActualWeight', width: 90 },
        { key: 'ov', title: t('scan.weight.volume'), dataIndex: 'orderVolumeWeight', width: 90 },
        { key: 'oc', title: t('scan.weight.charge'), dataIndex: 'orderChargeWeight', width: 90 },
      ],
    },
    {
      key: 'receive',
      title: t('scan.weight.receive'),
      children: [
        { key: 'ra', title: t('scan.weight.actual'), dataIndex: 'receiveActualWeight', width: 90 },
        { key: 'rv', title: t('scan.weight.volume'), dataIndex: 'receiveVolumeWeight', width: 90 },
        {
          key: 'rc',
          title: t('scan.weight.charge'),
          width: 90,
          render: (_, r) => <Typography.Text strong>{r.receivableRealChargeWeight}</Typography.Text>,
        },
      ],
    },
    {
      key: 'diff',
      title: t('scan.weight.difference'),
      width: 100,
      render: (_, r) => {
        const diff = chargeWeightDifference(r.orderChargeWeight, r.receivableRealChargeWeight);
        if (!diff) return null;
        return <Tag color={diff.startsWith('+') ? 'orange' : 'default'}>{diff}</Tag>;
      },
    },
    ...(tab === 'denied'
      ? [{ key: 'reason', title: t('scan.weight.rejectReason'), dataIndex: 'weightRejectReason', width: 200 }]
      : []),
    {
      key: 'receiveTime',
      title: t('scan.weight.receiveTime'),
      width: 160,
      render: (_, r) => (r.receiveTime ? dayjs(r.receiveTime).format('YYYY-MM-DD HH:mm') : ''),
    },
    ...(waiting
      ? [
          {
            key: 'actions',
            title: t('scan.weight.actions'),
            width: 160,
            fixed: 'right' as const,
            render: (_: unknown, r: WeightConfirmRow) => (
              <Space size="small">
                <Button
                  size="small"
                  type="link"
                  onClick={() => void confirm([r.id])}
                  data-testid={`weight-confirm-${r.waybillNo}`}
                >
                  {t('scan.weight.confirm')}
                </Button>
                <Button
                  size="small"
                  type="link"
                  danger
                  onClick={() => setRejecting([r.id])}
                  data-testid={`weight-reject-${r.waybillNo}`}
                >
                  {t('scan.weight.reject')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="weight-confirm-page">
      <SearchFormCard {...list.search} submitTestId="weight-search-submit">
        <SearchItem name="no" label={t('scan.weight.number')}>
          <Input allowClear maxLength={50} data-testid="weight-search-no" />
        </SearchItem>
        {canPickCustomer && (
          <SearchItem name="customerId" label={t('scan.weight.customer')}>
            <RefSelect entity="customer" data-testid="weight-search-customer" />
          </SearchItem>
        )}
        <SearchItem name="receiveTime" label={t('scan.weight.receiveTime')} md={16} lg={10}>
          <DateRangePicker />
        </SearchItem>
      </SearchFormCard>
      <Card size="small" extra={<ListDataScope dataScope={dataScope} onChanged={list.firstPage} />}>
        <Tabs
          size="small"
          activeKey={tab ?? undefined}
          onChange={(key) => {
            list.setTab(key);
            setSelected([]);
          }}
          items={WEIGHT_CONFIRM_TABS.map((key) => ({
            key,
            label: (
              <span data-testid={`weight-tab-${key}`}>
                {WEIGHT_CONFIRM_TAB_LABELS[key][lang]} ({list.data?.counts[key] ?? 0})
              </span>
            ),
          }))}
        />
        {waiting && (
          <Space style={{ marginBottom: 12 }}>
            <Button
              type="primary"
              disabled={!selected.length || busy}
              onClick={() => void confirm(selected)}
              data-testid="weight-confirm-selected"
            >
              {t('scan.weight.confirmSelected')}
            </Button>
            <Button
              danger
              disabled={!selected.length || busy}
              onClick={() => setRejecting(selected)}
              data-testid="weight-reject-selected"
            >
              {t('scan.weight.rejectSelected')}
            </Button>
          </Space>
        )}
        <Table<WeightConfirmRow>
          size="small"
          rowKey="id"
          bordered
          scroll={{ x: 'max-content' }}
          loading={list.loading}
          dataSource={list.rows}
          columns={columns}
          rowSelection={
            waiting
              ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }
              : undefined
          }
          data-testid="weight-confirm-table"
          pagination={{ ...list.pagination, showTotal: undefined }}
        />
      </Card>
      <RejectDialog
        count={rejecting.length}
        busy={busy}
        onCancel={() => setRejecting([])}
        onReject={(r) => void reject(r)}
      />
      <WaybillDrawer
        waybillId={drawerId}
        area={staff ? 'staff' : 'customer'}
        onClose={() => setDrawerId(undefined)}
        onChanged={() => void reload()}
      />
    </Space>
  );
}
