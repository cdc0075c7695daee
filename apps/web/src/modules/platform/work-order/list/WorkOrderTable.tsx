import { WORK_ORDER_MAIN_TYPE_LABELS, WORK_ORDER_URGENCY_LABELS } from '@freightdesk/domain';
import { Button, Empty, Table, type TableColumnsType, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { useListView } from '#web/components/resource/use-list-view.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { StatusTag } from '../StatusTag.tsx';
import type { WorkOrderRow } from '../work-order-api.ts';
import '../work-order.css';

type Props = {
  list: ReturnType<typeof useListView<WorkOrderRow>>;
  staff: boolean;
  selected?: readonly WorkOrderRow[] | undefined;
  onSelect?: ((rows: WorkOrderRow[]) => void) | undefined;
  onOpen: (row: WorkOrderRow) => void;
};

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');

/** The page of work orders: closed rows struck through, the code opens the detail dialog. */
export function WorkOrderTable({ list, staff, selected, onSelect, onOpen }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const f = (key: string) => t(`workOrder.fields.${key}`);
  const columns: TableColumnsType<WorkOrderRow> = [
    {
      key: 'code',
      title: f('code'),
      width: 150,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => onOpen(r)} data-testid={`work-order-open-${r.code}`}>
          {r.code}
        </Button>
      ),
    },
    { key: 'title', title: f('title'), dataIndex: 'title', ellipsis: true },
    {
      key: 'status',
      title: f('status'),
      render: (_, r) => <StatusTag status={r.status} pending={r.isPending} />,
    },
    {
      key: 'mainType',
      title: f('mainType'),
      render: (_, r) => WORK_ORDER_MAIN_TYPE_LABELS[r.mainType][lang],
    },
    { key: 'secondType', title: f('secondType'), render: (_, r) => r.secondTypeName ?? '' },
    {
      key: 'urgency',
      title: f('urgencyLevel'),
      render: (_, r) => (
        <Tag color={r.urgencyLevel ? 'red' : undefined}>
          {WORK_ORDER_URGENCY_LABELS[r.urgencyLevel][lang]}
        </Tag>
      ),
    },
    ...(staff
      ? ([
          {
            key: 'customer',
            title: f('customer'),
            render: (_, r) =>
              r.isInternal ? t('workOrder.internal') : (r.customerName ?? r.customerCode ?? ''),
          },
          { key: 'assignee', title: f('assignee'), render: (_, r) => r.assigneeName ?? '' },
          {
            key: 'overdue',
            title: f('overdue'),
            render: (_, r) => (r.isOverdue ? <Tag color="red">{f('overdue')}</Tag> : null),
          },
        ] satisfies TableColumnsType<WorkOrderRow>)
      : []),
    { key: 'billNo', title: f('billNo'), render: (_, r) => r.billNo ?? '' },
    { key: 'lastReply', title: f('lastReply'), dataIndex: 'lastReply', ellipsis: true },
    { key: 'createByName', title: f('createByName'), render: (_, r) => r.createByName ?? '' },
    { key: 'createAt', title: f('createAt'), width: 140, render: (_, r) => time(r.createAt) },
  ];
  return (
    <Table<WorkOrderRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={list.rows}
      loading={list.loading}
      pagination={list.pagination}
      onChange={list.onTableChange}
      scroll={{ x: 'max-content' }}
      rowClassName={(r) => (r.status === 30 ? 'fd-wo-closed' : '')}
      onRow={(r) => ({ 'data-testid': `work-order-row-${r.code}`, 'data-status': r.status }) as never}
      rowSelection={
        onSelect
          ? {
              selectedRowKeys: (selected ?? []).map((r) => r.id),
              onChange: (_, rows) => onSelect(rows),
            }
          : undefined
      }
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workOrder.empty')} />,
      }}
      data-testid="work-order-table"
    />
  );
}
