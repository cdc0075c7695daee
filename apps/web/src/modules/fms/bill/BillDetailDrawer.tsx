import { billPeriodText, feeBillTypeLabel, feeSubjectLabel, type Language } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Skeleton, Table, type TableColumnsType, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type WriteOffRow, writeOffApi, writeOffKeys } from '#web/modules/fms/write-off/index.ts';
import { BillStatusTag } from './BillTable.tsx';
import { type BillDetail, billApi, billKeys } from './bill-api.ts';

type Fee = BillDetail['fees'][number];
type Group = BillDetail['byCountry'][number];
const day = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD') : '');

/**
 * A bill's details: its figures, its fees, their groupings by country and by subject, and (for
 * staff) the write-offs made against it.
 */
export function BillDetailDrawer({
  billId,
  lang,
  showWriteOffs,
  onClose,
}: {
  billId: string;
  lang: Language;
  showWriteOffs: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const f = (key: string) => t(`bill.fields.${key}`);
  const detail = useQuery({ queryKey: billKeys.detail(billId), queryFn: () => billApi.detail(billId) });
  const writeOffs = useQuery({
    queryKey: writeOffKeys.ofBill(billId),
    queryFn: () => writeOffApi.ofBill(billId),
    enabled: showWriteOffs,
  });
  const b = detail.data;
  const money = { align: 'right' as const, width: 120 };
  const feeColumns: TableColumnsType<Fee> = [
    {
      key: 'billType',
      title: f('billType'),
      render: (_, r) => feeBillTypeLabel(r.billType, lang),
      width: 120,
    },
    { key: 'waybillNo', title: f('waybillNo'), dataIndex: 'waybillNo' },
    { key: 'country', title: f('destination'), dataIndex: 'countryCode', width: 80 },
    { key: 'subject', title: f('subjectName'), render: (_, r) => feeSubjectLabel(r.subjectName, lang) },
    {
      key: 'original',
      title: f('originalValue'),
      render: (_, r) => `${r.originalValue} ${r.originalCurrency}`,
      ...money,
    },
    { key: 'value', title: f('billValue'), dataIndex: 'value', ...money },
    { key: 'writtenOff', title: f('writtenOff'), dataIndex: 'writtenOff', ...money },
    { key: 'belongTime', title: f('belongTime'), render: (_, r) => day(r.belongTime), width: 110 },
  ];
  const groupColumns = (label: string, name: (key: string) => string): TableColumnsType<Group> => [
    { key: 'key', title: label, render: (_, r) => name(r.key) },
    { key: 'feeCount', title: f('feeCount'), dataIndex: 'feeCount', align: 'right', width: 100 },
    { key: 'value', title: f('billValue'), dataIndex: 'value', ...money },
  ];
  const writeOffColumns: TableColumnsType<WriteOffRow> = [
    { key: 'code', title: t('writeOff.fields.code'), dataIndex: 'code' },
    {
      key: 'items',
      title: t('writeOff.fields.chargeNo'),
      render: (_, r) =>
        r.items
          .filter((i) => i.billId === billId)
          .map((i) => `${i.chargeNo}: ${i.value}`)
          .join(', '),
    },
    {
      key: 'time',
      title: t('writeOff.fields.writeOffTime'),
      render: (_, r) => day(r.writeOffTime),
      width: 110,
    },
    { key: 'cancel', title: f('cancelTime'), render: (_, r) => day(r.cancelTime), width: 110 },
  ];
  return (
    <Drawer
      open
      width={900}
      title={b?.billNo ?? ''}
      onClose={onClose}
      destroyOnHidden
      data-testid="bill-detail"
    >
      {!b ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={3} bordered data-testid="bill-detail-figures">
            <Descriptions.Item
              label={f('customer')}
            >{`${b.customerCode} ${b.customerName}`}</Descriptions.Item>
            <Descriptions.Item label={f('period')}>
              {billPeriodText(b.periodFrom, b.periodTo)}
            </Descriptions.Item>
            <Descriptions.Item label={f('status')}>
              <BillStatusTag status={b.status} lang={lang} />
            </Descriptions.Item>
            <Descriptions.Item label={f('total')}>{`${b.total} ${b.currency}`}</Descriptions.Item>
            <Descriptions.Item label={f('writtenOff')}>{`${b.writtenOff} ${b.currency}`}</Descriptions.Item>
            <Descriptions.Item label={f('unwritten')}>{`${b.unwritten} ${b.currency}`}</Descriptions.Item>
            <Descriptions.Item label={f('feeCount')}>{b.feeCount}</Descriptions.Item>
            <Descriptions.Item label={f('billTime')}>{day(b.billTime)}</Descriptions.Item>
            <Descriptions.Item label={f('remark')}>{b.remark ?? ''}</Descriptions.Item>
          </Descriptions>
          <Tabs
            items={[
              {
                key: 'fees',
                label: t('bill.fees'),
                children: (
                  <>
                    {b.fees.length < b.feeCount && (
                      <Typography.Text type="secondary">
                        {t('bill.feesShown', { shown: b.fees.length, all: b.feeCount })}
                      </Typography.Text>
                    )}
                    <Table<Fee>
                      rowKey="id"
                      size="small"
                      columns={feeColumns}
                      dataSource={b.fees}
                      pagination={{ pageSize: 50, showSizeChanger: false }}
                      data-testid="bill-detail-fees"
                    />
                  </>
                ),
              },
              {
                key: 'country',
                label: t('bill.byCountry'),
                children: (
                  <Table<Group>
                    rowKey="key"
                    size="small"
                    pagination={false}
                    columns={groupColumns(f('country'), (k) => k)}
                    dataSource={b.byCountry}
                  />
                ),
              },
              {
                key: 'subject',
                label: t('bill.bySubject'),
                children: (
                  <Table<Group>
                    rowKey="key"
                    size="small"
                    pagination={false}
                    columns={groupColumns(f('subjectName'), (k) => feeSubjectLabel(k, lang))}
                    dataSource={b.bySubject}
                  />
                ),
              },
              ...(showWriteOffs
                ? [
                    {
                      key: 'writeOffs',
                      label: t('bill.writeOffs'),
                      children: (
                        <Table<WriteOffRow>
                          rowKey="id"
                          size="small"
                          pagination={false}
                          loading={writeOffs.isFetching}
                          columns={writeOffColumns}
                          dataSource={writeOffs.data?.records ?? []}
                          data-testid="bill-detail-write-offs"
                        />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
