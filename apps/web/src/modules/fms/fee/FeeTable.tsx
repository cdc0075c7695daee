import {
  actorName,
  FEE_COLUMN_LABELS,
  type FeeKind,
  type Language,
  type LmsFeeRow,
  type LmsFeeTotals,
} from '@freightdesk/domain';
import { Space, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListTableSource } from '#web/components/resource/ListTable.tsx';
import { isCheckable } from './fee-criteria.ts';
import { FeeSums, feeLineColumns, feePartyColumn, feeTimeColumn } from './fee-list-columns.tsx';

type Props = {
  kind: FeeKind;
  lang: Language;
  records: LmsFeeRow[];
  totals: LmsFeeTotals | undefined;
  /** The list (`useListView`): paging and sort. */
  list: ListTableSource;
  selectable: boolean;
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
  onOpenWaybill: (waybillId: string) => void;
};

const SORTABLE = ['waybillNo', 'value', 'receiveTime', 'belongTime', 'createdAt'];

/**
 * The table of a fee list: money right-aligned, the status as a coloured tag, a calculation error
 * as a red tag with its message in a tooltip, the waybill number opening the drawer, and the totals
 * of every matching row per currency in the footer.
 */
export function FeeTable(props: Props) {
  const { t } = useTranslation();
  const { lang } = props;
  const L = FEE_COLUMN_LABELS;
  const fee = feeLineColumns<LmsFeeRow>(lang, 'lms-fee-status-tag');
  const columns: TableColumnsType<LmsFeeRow> = [
    {
      key: 'waybillNo',
      title: L.waybillNo[lang],
      width: 170,
      render: (_, r) => (
        <Typography.Link onClick={() => props.onOpenWaybill(r.waybillId)} data-testid="lms-fee-waybill">
          {r.waybillNo}
        </Typography.Link>
      ),
    },
    { key: 'customerNo', title: L.customerNo[lang], dataIndex: 'customerNo', width: 140 },
    feePartyColumn<LmsFeeRow>('party', L[props.kind][lang], (r) => [r.partyCode, r.partyName]),
    fee.subjectName,
    fee.value,
    fee.currency,
    fee.exchangeRate,
    fee.conversionValue,
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
    fee.status,
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
    fee.billNo,
    feeTimeColumn<LmsFeeRow>('receiveTime', L.receiveTime[lang], (r) => r.receiveTime),
    fee.belongTime,
    {
      key: 'createdByName',
      title: L.createdByName[lang],
      width: 110,
      render: (_, r) => actorName(r.createdByName, lang),
    },
  ];
  const totals = props.totals;
  return (
    <ListTable<LmsFeeRow>
      testId="lms-fee-table"
      rows={props.records}
      columns={columns}
      sortable={SORTABLE}
      list={props.list}
      emptyText={t('lmsFee.empty')}
      selection={
        props.selectable
          ? { selected: props.selected, onSelect: props.onSelect, disabled: (r) => !isCheckable(r) }
          : undefined
      }
      footer={() =>
        totals && (
          <FeeSums
            testId="lms-fee-totals"
            title={t('lmsFee.totals')}
            sums={totals.byCurrency.map((c) => ({
              currency: c.currency,
              text: `${c.currency} ${c.total}`,
              testId: `lms-fee-total-${c.currency}`,
            }))}
          >
            <Typography.Text type="secondary" data-testid="lms-fee-total-local">
              {t('lmsFee.localTotal')}: {totals.conversionTotal}
            </Typography.Text>
          </FeeSums>
        )
      }
    />
  );
}
