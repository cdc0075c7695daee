import type { PdsImport, PdsImportQuote, PdsImportRow } from '@freightdesk/domain';
import { Select, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The value of a price option: product and channel. */
export const choiceOf = (q: Pick<PdsImportQuote, 'productId' | 'channelId'>) =>
  `${q.productId}|${q.channelId ?? ''}`;
const quoteLabel = (q: PdsImportQuote) =>
  `${q.productName ?? q.productId}${q.channelName ? ` / ${q.channelName}` : ''}: ${q.total} ${q.currency}`;

/** The compare table: each row's parcel in short, its prices to choose from, its problems in red. */
export function CompareTable({
  imp,
  choices,
  onChoose,
  locked,
}: {
  imp: PdsImport;
  choices: Record<number, string>;
  onChoose: (row: number, choice: string) => void;
  locked: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table<PdsImportRow>
      size="small"
      rowKey="row"
      data-testid="batch-compare-table"
      pagination={false}
      dataSource={imp.rows}
      columns={[
        { title: t('pdsBatch.col.row'), dataIndex: 'row', width: 70 },
        { title: t('pdsBatch.col.customerNo'), dataIndex: 'customerNo' },
        { title: t('pdsBatch.col.recipient'), dataIndex: 'recipientName' },
        { title: t('pdsBatch.col.country'), dataIndex: 'countryCode', width: 90 },
        { title: t('pdsBatch.col.weight'), dataIndex: 'weight', width: 110 },
        {
          title: t('pdsBatch.col.product'),
          key: 'product',
          render: (_, r) =>
            r.quotes.length ? (
              <Select
                data-testid={`batch-product-${r.row}`}
                style={{ minWidth: 260 }}
                disabled={locked}
                value={choices[r.row]}
                onChange={(v: string) => onChoose(r.row, v)}
                options={r.quotes.map((q) => ({ value: choiceOf(q), label: quoteLabel(q) }))}
              />
            ) : null,
        },
        {
          title: t('pdsBatch.col.errors'),
          key: 'errors',
          render: (_, r) =>
            r.errors.map((e) => (
              <Typography.Text
                key={`${e.column}${e.message}`}
                type="danger"
                style={{ display: 'block' }}
                data-testid={`batch-error-${r.row}`}
              >
                {e.column ? `${e.column}: ${e.message}` : e.message}
              </Typography.Text>
            )),
        },
      ]}
    />
  );
}

/** The results: success with the waybill and track numbers, failures with their reason. */
export function ResultTable({ imp }: { imp: PdsImport }) {
  const { t } = useTranslation();
  return (
    <Table<PdsImportRow>
      size="small"
      rowKey="row"
      data-testid="batch-result-table"
      pagination={false}
      dataSource={imp.rows}
      columns={[
        { title: t('pdsBatch.col.row'), dataIndex: 'row', width: 70 },
        { title: t('pdsBatch.col.recipient'), dataIndex: 'recipientName' },
        {
          title: t('pdsBatch.col.result'),
          dataIndex: 'result',
          width: 100,
          render: (v: number) => (
            <Tag color={v === 10 ? 'green' : v === 20 ? 'red' : 'default'}>
              {t(`pdsBatch.result.${v === 10 ? 10 : v === 20 ? 20 : 0}`)}
            </Tag>
          ),
        },
        { title: t('pdsBatch.col.waybillNo'), dataIndex: 'waybillNo' },
        { title: t('pdsBatch.col.trackNo'), dataIndex: 'trackNo' },
        {
          title: t('pdsBatch.col.reason'),
          dataIndex: 'reason',
          render: (v: string | null) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : null),
        },
      ]}
    />
  );
}
