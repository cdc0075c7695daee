import {
  actorName,
  FEE_COLUMN_LABELS,
  FEE_STATUS_OPTIONS,
  type FeeKind,
  feeSubjectLabel,
  type Language,
  type LmsFeeRow,
  type LmsFeeSortField,
  type LmsFeeTotals,
  PAGE_SIZE,
} from '@freightdesk/domain';
import { Space, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { feeStatusColour, isCheckable } from './fee-criteria.ts';
import type { LmsFeeSort } from './lms-fee-api.ts';

type Props = {
  kind: FeeKind;
  lang: Language;
  records: LmsFeeRow[];
  total: number;
  totals: LmsFeeTotals | undefined;
  loading: boolean;
  page: number;
  sort: LmsFeeSort | null;
  selectable: boolean;
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
  onPage: (page: number) => void;
  onSort: (sort: LmsFeeSort | null) => void;
  onOpenWaybill: (waybillId: string) => void;
};

const SORTABLE = new Set<string>(['waybillNo', 'value', 'receiveTime', 'belongTime', 'createdAt']);
const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');

/**
 * The table of a fee list: money right-aligned, the status as a coloured tag, a calculation error
 * as a red tag with its message in a tooltip, the waybill number opening the drawer, and the totals
 * of every matching row per currency in the footer.
 */
export function FeeTable(props: Props) {
  const { t } = useTranslation();
  const { lang, sort } = props;
  const L = FEE_COLUMN_LABELS;
  const sorter = (key: string) =>
    SORTABLE.has(key)
      ? {
          sorter: true,
          sortOrder:
            sort?.field === key ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
        }
      : {};
  const columns: TableColumnsType<LmsFeeRow> = [
    {
      key: 'waybillNo',
      title: L.waybillNo[lang],
      width: 170,
      ...sorter('waybillNo'),
      render: (_, r) => (
        <Typography.Link onClick={() => props.onOpenWaybill(r.waybillId)} data-testid="lms-fee-waybill">
          {r.waybillNo}
        </Typography.Link>
      ),
    },
    { key: 'customerNo', title: L.customerNo[lang], dataIndex: 'customerNo', width: 140 },
    {
      key: 'party',
      title: L[props.kind][lang],
      width: 180,
      ellipsis: true,
      render: (_, r) => [r.partyCode, r.partyName].filter(Boolean).join(' '),
    },
    {
      key: 'subjectName',
      title: L.subjectName[lang],
      width: 150,
      render: (_, r) => feeSubjectLabel(r.subjectName, lang),
    },
    {
      key: 'value',
      title: L.value[lang],
      dataIndex: 'value',
      align: 'right',
      width: 110,
      ...sorter('value'),
    },
    { key: 'currency', title: L.currency[lang], dataIndex: 'currency', width: 80 },
    {
      key: 'exchangeRate',
      title: L.exchangeRate[lang],
      dataIndex: 'exchangeRate',
      align: 'right',
      width: 100,
    },
    {
      key: 'conversionValue',
      title: L.conversionValue[lang],
      dataIndex: 'conversionValue',
      align: 'right',
      width: 120,
    },
    {
      key: 'exchangeLoss',
      title: L.exchangeLoss[lang],
      dataIndex: 'exchangeLoss',
      align: 'right',
      width: 110,
    },
    {
      key: 'exchangeLossRate',
      title: L.exchangeLossRate[lang],
      align: 'right',
      width: 110,
      render: (_, r) => r.exchangeLossRate ?? '—',
    },
    {
      key: 'status',
      title: L.status[lang],
      width: 110,
      render: (_, r) => (
        <Tag color={feeStatusColour(r.status)} data-testid="lms-fee-status-tag">
          {FEE_STATUS_OPTIONS.find((o) => o.value === r.status)?.label[lang] ?? r.status}
        </Tag>
      ),
    },
    {
      key: 'flags',
      title: t('lmsFee.flags'),
      width: 170,
      render: (_, r) => (
        <Space size={2} wrap>
          {r.isManual && <Tag color="orange">{L.isManual[lang]}</Tag>}
          {r.isCheck && <Tag color="green">{L.isCheck[lang]}</Tag>}
          {r.calErrorMsg && (
            <Tooltip title={r.calErrorMsg}>
              <Tag color="red" data-testid="lms-fee-cal-error-tag">
                {L.calErrorMsg[lang]}
              </Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { key: 'billNo', title: L.billNo[lang], dataIndex: 'billNo', width: 130 },
    {
      key: 'receiveTime',
      title: L.receiveTime[lang],
      width: 150,
      ...sorter('receiveTime'),
      render: (_, r) => time(r.receiveTime),
    },
    {
      key: 'belongTime',
      title: L.belongTime[lang],
      width: 150,
      ...sorter('belongTime'),
      render: (_, r) => time(r.belongTime),
    },
    {
      key: 'createdByName',
      title: L.createdByName[lang],
      width: 110,
      render: (_, r) => actorName(r.createdByName, lang),
    },
  ];
  return (
    <Table<LmsFeeRow>
      rowKey="id"
      size="small"
      data-testid="lms-fee-table"
      columns={columns}
      dataSource={props.records}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('lmsFee.empty') }}
      rowSelection={
        props.selectable
          ? {
              selectedRowKeys: [...props.selected],
              onChange: (keys) => props.onSelect(keys.map(String)),
              getCheckboxProps: (r) => ({ disabled: !isCheckable(r) }),
            }
          : undefined
      }
      onChange={(_p, _f, s, extra) => {
        if (extra.action !== 'sort' || Array.isArray(s)) return;
        const field = s.columnKey as LmsFeeSortField;
        props.onSort(s.order ? { field, order: s.order === 'ascend' ? 'asc' : 'desc' } : null);
      }}
      footer={() => <FeeTotals totals={props.totals} />}
      pagination={{
        current: props.page,
        pageSize: PAGE_SIZE,
        total: props.total,
        showSizeChanger: false,
        showTotal: (total) => t('common.total', { count: total }),
        onChange: props.onPage,
      }}
    />
  );
}

/** The sums of every matching row: value per currency, then the local-currency total. */
function FeeTotals({ totals }: { totals: LmsFeeTotals | undefined }) {
  const { t } = useTranslation();
  if (!totals) return null;
  return (
    <Space wrap data-testid="lms-fee-totals">
      <Typography.Text strong>{t('lmsFee.totals')}</Typography.Text>
      {totals.byCurrency.map((c) => (
        <Typography.Text key={c.currency} data-testid={`lms-fee-total-${c.currency}`}>
          {c.currency} {c.total}
        </Typography.Text>
      ))}
      <Typography.Text type="secondary" data-testid="lms-fee-total-local">
        {t('lmsFee.localTotal')}: {totals.conversionTotal}
      </Typography.Text>
    </Space>
  );
}
