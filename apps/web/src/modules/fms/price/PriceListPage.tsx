import {
  EFFECT_STATUS_OPTIONS,
  type EffectStatus,
  hasPermission,
  PRICE_KIND_OPTIONS,
  type PriceKind,
  pricePermission,
} from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Segmented, Space, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { BatchAdjustDialog, SaveAsDialog } from './PriceBatchDialogs.tsx';
import { PriceBookTools } from './PriceBookTools.tsx';
import { PriceFormDialog } from './PriceFormDialog.tsx';
import { PriceHistoryDialog } from './PriceHistoryDialog.tsx';
import {
  PRICE_TABS,
  type PricePage,
  type PriceRecord,
  priceApi,
  priceCriteria,
  priceKeys,
  priceListView,
} from './price-api.ts';

const STATUS_COLOR: Record<EffectStatus, string> = {
  effective: 'success',
  willEffective: 'processing',
  expired: 'default',
};

/**
 * Price tables (`fms/price/customer-price`): a kind switch (customer, agent, sales — those the user
 * may see), status tabs by the clock with counts, search by name and product, new / edit (form with
 * the weight-range grid), history, batch expire and delete with confirmation, the workbook export /
 * import and the batch changes (`PriceBookTools`). Kind, keyword, product, tab and page are kept in
 * the URL (`priceListView`).
 */
export function PriceListPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { permissions } = useSession();
  const client = useQueryClient();
  const kinds = PRICE_KIND_OPTIONS.filter((o) =>
    hasPermission(permissions, pricePermission(o.value as PriceKind)),
  );
  const allowed = kinds.map((o) => o.value as PriceKind);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the kinds' names stand for the list
  const view = useMemo(() => priceListView(allowed), [allowed.join()]);
  const list = useListView<PriceRecord, PricePage>(view);
  const { values, tab } = list.state;
  const criteria = priceCriteria(values, tab, allowed);
  const { kind } = criteria;
  const setValue = (key: string, value: unknown) =>
    list.update({ values: { ...values, [key]: value }, page: 1 });
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [copying, setCopying] = useState<PriceRecord | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const can = (action: string) => hasPermission(permissions, pricePermission(kind, action));
  const refresh = () => {
    setSelected([]);
    void client.invalidateQueries({ queryKey: priceKeys.all });
  };
  const batch = async (action: 'expire' | 'delete') => {
    const ok = await confirmDialog({
      content: t(action === 'expire' ? 'price.expireConfirm' : 'price.deleteConfirm', {
        count: selected.length,
      }),
      danger: action === 'delete',
      countdownSeconds: action === 'delete' ? true : undefined,
    });
    if (!ok) return;
    try {
      if (action === 'expire') await priceApi.batchExpire(kind, selected);
      else await priceApi.deleteBatch(kind, selected);
      refresh();
    } catch {
      // the request layer told the user
    }
  };
  const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');
  const statusLabel = (s: EffectStatus) => EFFECT_STATUS_OPTIONS.find((o) => o.value === s)!.label[lang];

  const columns: ColumnsType<PriceRecord> = [
    {
      key: 'name',
      title: t('price.name'),
      render: (_, r) => <span data-testid={`price-row-${r.name}`}>{r.name || '—'}</span>,
    },
    { key: 'product', title: t('price.product'), render: (_, r) => r.productName ?? r.productId },
    { key: 'channel', title: t('price.channel'), render: (_, r) => r.channelName ?? '—' },
    ...(kind === 'customer'
      ? [
          {
            key: 'customers',
            title: t('price.customers'),
            render: (_: unknown, r: PriceRecord) =>
              r.customerIds.length ? r.customerIds.length : t('price.everyCustomer'),
          },
        ]
      : []),
    { key: 'currency', title: t('price.currency'), dataIndex: 'currency' },
    { key: 'ranges', title: t('price.rangeCount'), dataIndex: 'weightRangeCount', align: 'right' },
    { key: 'from', title: t('price.effectiveFrom'), render: (_, r) => time(r.effectiveFrom) },
    { key: 'to', title: t('price.effectiveTo'), render: (_, r) => time(r.effectiveTo) },
    {
      key: 'status',
      title: t('price.status'),
      render: (_, r) => (
        <Tag color={STATUS_COLOR[r.status]} data-testid={`price-status-${r.name}`}>
          {statusLabel(r.status)}
        </Tag>
      ),
    },
    { key: 'remark', title: t('priceSheet.remark'), render: (_, r) => r.remark ?? '' },
    {
      key: 'updated',
      title: t('price.updated'),
      render: (_, r) => `${r.updatedByName ?? ''} ${time(r.updatedAt)}`,
    },
    {
      key: 'actions',
      title: t('price.actionsTitle'),
      render: (_, r) => (
        <Space size={0}>
          {can('update') && (
            <Button
              type="link"
              size="small"
              onClick={() => setEditing(r.id)}
              data-testid={`price-edit-${r.name}`}
            >
              {t('price.edit')}
            </Button>
          )}
          {can('insert') && (
            <Button
              type="link"
              size="small"
              onClick={() => setCopying(r)}
              data-testid={`price-save-as-${r.name}`}
            >
              {t('price.saveAs')}
            </Button>
          )}
          <Button
            type="link"
            size="small"
            onClick={() => setHistoryOf(r.id)}
            data-testid={`price-history-${r.name}`}
          >
            {t('price.history')}
          </Button>
        </Space>
      ),
    },
  ];
  const counts = list.data?.counts;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="price-list-page">
      <Card size="small">
        <Space wrap>
          <Segmented
            value={kind}
            options={kinds.map((o) => ({ value: o.value, label: o.label[lang] }))}
            onChange={(v) => {
              setValue('kind', v);
              setSelected([]);
            }}
            data-testid="price-kind"
          />
          <Form form={list.search.form} component={false}>
            <Form.Item name="keyword" noStyle>
              <Input.Search
                allowClear
                placeholder={t('price.name')}
                onSearch={(v) => setValue('keyword', v.trim())}
                style={{ width: 220 }}
              />
            </Form.Item>
          </Form>
          <div style={{ width: 220 }}>
            <RefSelect
              entity="product"
              value={criteria.productId ?? undefined}
              onChange={(v) => setValue('productId', v)}
            />
          </div>
        </Space>
      </Card>
      <Card size="small">
        <Space wrap style={{ marginBottom: 8 }}>
          {can('insert') && (
            <Button type="primary" onClick={() => setEditing(null)} data-testid="price-new">
              {t('price.new')}
            </Button>
          )}
          {can('batch') && (
            <Button
              disabled={!selected.length}
              onClick={() => void batch('expire')}
              data-testid="price-expire"
            >
              {t('price.expire')}
            </Button>
          )}
          {can('batch') && (
            <Button disabled={!selected.length} onClick={() => setAdjusting(true)} data-testid="price-adjust">
              {t('price.adjust')}
            </Button>
          )}
          {can('delete') && (
            <Button
              danger
              disabled={!selected.length}
              onClick={() => void batch('delete')}
              data-testid="price-delete"
            >
              {t('price.delete')}
            </Button>
          )}
          <PriceBookTools criteria={criteria} selected={selected} can={can} onChanged={refresh} />
        </Space>
        <Tabs
          size="small"
          activeKey={tab ?? undefined}
          onChange={list.setTab}
          items={PRICE_TABS.map((k) => ({
            key: k,
            label: (
              <span data-testid={`price-tab-${k}`}>
                {k === 'all' ? t('price.all') : statusLabel(k)} ({counts?.[k] ?? 0})
              </span>
            ),
          }))}
        />
        <Table<PriceRecord>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list.rows}
          loading={list.loading}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
          pagination={{ ...list.pagination, showTotal: undefined }}
          locale={{ emptyText: t('price.empty') }}
          data-testid="price-table"
        />
      </Card>
      {editing !== undefined && (
        <PriceFormDialog
          kind={kind}
          id={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            refresh();
          }}
        />
      )}
      {historyOf && <PriceHistoryDialog id={historyOf} onClose={() => setHistoryOf(null)} />}
      {copying && (
        <SaveAsDialog
          source={copying}
          onClose={() => setCopying(null)}
          onDone={() => {
            setCopying(null);
            refresh();
          }}
        />
      )}
      {adjusting && (
        <BatchAdjustDialog
          kind={kind}
          ids={selected}
          onClose={() => setAdjusting(false)}
          onDone={() => {
            setAdjusting(false);
            refresh();
          }}
        />
      )}
    </Space>
  );
}
