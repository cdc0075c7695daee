import { feeSubjectLabel, PRICE_QUOTE_STATUSES, type PriceQuoteStatus } from '@freightdesk/domain';
import { Button, Card, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListDataScope } from '#web/components/data-scope/DataScopeSelect.tsx';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { orderPathOf, PRICE_QUOTE_VIEW, type PriceQuoteRecord } from './price-quote-api.ts';

const STATUS_COLORS: Record<PriceQuoteStatus, string> = {
  active: 'processing',
  used: 'success',
  expired: 'default',
};
type FeeLine = PriceQuoteRecord['lines'][number];

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

/**
 * My quotes (staff `/fms/price-quote`, customers `/client/fms/price-quote`): the saved quotes with
 * their price number, product, destination, total and status by the clock; an active one opens the
 * order screen filled from it. Customers see their own only (the server scopes them).
 */
export function PriceQuoteListPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { userType } = useSession();
  const navigate = useNavigate();
  const area = userType === 'customer' ? 'customer' : 'staff';
  const dataScope = useDataScope(area === 'staff');
  const list = useListView<PriceQuoteRecord>(PRICE_QUOTE_VIEW, { permissionScope: dataScope.scope });
  const subjectName = (s: string) => feeSubjectLabel(s, lang);

  const columns: ColumnsType<PriceQuoteRecord> = [
    { key: 'priceNo', title: t('priceQuote.priceNo'), dataIndex: 'priceNo', width: 150 },
    ...(area === 'staff'
      ? [
          {
            key: 'customer',
            title: t('priceQuote.customer'),
            render: (_: unknown, r: PriceQuoteRecord) => r.customerName ?? '—',
          },
        ]
      : []),
    { key: 'product', title: t('priceQuote.product'), render: (_, r) => r.productName ?? r.productId },
    { key: 'channel', title: t('priceQuote.channel'), render: (_, r) => r.channelName ?? '—' },
    {
      key: 'destination',
      title: t('priceQuote.destination'),
      render: (_, r) => [r.countryCode, r.postcode].filter(Boolean).join(' '),
    },
    { key: 'pieces', title: t('priceQuote.pieces'), dataIndex: 'pieceCount', align: 'right', width: 70 },
    { key: 'chargeWeight', title: t('priceQuote.chargeWeight'), dataIndex: 'chargeWeight', align: 'right' },
    {
      key: 'total',
      title: t('priceQuote.total'),
      align: 'right',
      render: (_, r) => (
        <Typography.Text strong>
          {r.localTotal} {r.localCurrency}
        </Typography.Text>
      ),
    },
    {
      key: 'status',
      title: t('priceQuote.statusLabel'),
      render: (_, r) => <Tag color={STATUS_COLORS[r.status]}>{t(`priceQuote.status.${r.status}`)}</Tag>,
    },
    { key: 'createdAt', title: t('priceQuote.createdAt'), render: (_, r) => time(r.createdAt), width: 140 },
    { key: 'expiresAt', title: t('priceQuote.expiresAt'), render: (_, r) => time(r.expiresAt), width: 140 },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, r) =>
        r.status === 'active' ? (
          <Button
            size="small"
            type="link"
            onClick={() => navigate(orderPathOf(area, r.priceNo))}
            data-testid={`price-quote-order-${r.priceNo}`}
          >
            {t('priceQuote.order')}
          </Button>
        ) : null,
    },
  ];
  const lineColumns: ColumnsType<FeeLine> = [
    { key: 'subject', title: t('priceQuote.subject'), render: (_, l) => subjectName(l.subject) },
    {
      key: 'value',
      title: t('priceQuote.value'),
      align: 'right',
      render: (_, l) => `${l.value} ${l.currency}`,
    },
    { key: 'formula', title: t('priceQuote.formula'), dataIndex: 'formula' },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="price-quote-page">
      <SearchFormCard {...list.search} submitTestId="price-quote-search">
        <SearchItem name="keyword" label={t('priceQuote.priceNo')} lg={5}>
          <Input allowClear maxLength={50} data-testid="price-quote-keyword" />
        </SearchItem>
        <SearchItem name="status" label={t('priceQuote.statusLabel')} lg={4}>
          <Select
            allowClear
            options={PRICE_QUOTE_STATUSES.map((s) => ({ value: s, label: t(`priceQuote.status.${s}`) }))}
            data-testid="price-quote-status"
          />
        </SearchItem>
        <SearchItem name="productId" label={t('priceQuote.product')} lg={5}>
          <RefSelect entity="product" />
        </SearchItem>
        {area === 'staff' && (
          <SearchItem name="customerId" label={t('priceQuote.customer')} lg={5}>
            <RefSelect entity="customer" />
          </SearchItem>
        )}
      </SearchFormCard>
      <Card size="small" extra={<ListDataScope dataScope={dataScope} onChanged={list.firstPage} />}>
        <Table<PriceQuoteRecord>
          size="small"
          rowKey="id"
          loading={list.loading}
          dataSource={list.rows}
          columns={columns}
          pagination={{ ...list.pagination, showTotal: (total) => t('priceQuote.total_count', { total }) }}
          expandable={{
            expandedRowRender: (r) => (
              <Table<FeeLine>
                rowKey={(l, i) => `${l.subject}-${i}`}
                size="small"
                columns={lineColumns}
                dataSource={r.lines}
                pagination={false}
              />
            ),
          }}
          data-testid="price-quote-table"
        />
      </Card>
    </Space>
  );
}
