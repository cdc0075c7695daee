import { Permission } from '@freightdesk/domain';
import { App, Button, Card, Input, Modal, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListDataScope } from '#web/components/data-scope/DataScopeSelect.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useBatchList } from '#web/components/resource/use-batch-list.ts';
import { channelRouteApi, WAITING_VIEW, type WaitingRow } from './channel-route-api.ts';

/**
 * Waybills waiting for a channel route (status waitChannelRoute) with why the channel routes gave
 * none: route a batch to a channel by hand, or run the channel routes again.
 */
export function WaitingRoutePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { can, dataScope, list, selected, busy, run, rowSelection } = useBatchList<WaitingRow>(WAITING_VIEW);
  const [routing, setRouting] = useState(false);
  const [channelId, setChannelId] = useState<string>();
  const route = () =>
    run(async () => {
      if (!channelId) return;
      await channelRouteApi.routeChannel(selected, channelId);
      setRouting(false);
      setChannelId(undefined);
    });
  const reroute = () =>
    run(async () => {
      const answer = await channelRouteApi.reroute(selected);
      void message.info(t('channelRoute.rerouted', { routed: answer.routed, failed: answer.failed.length }));
    });
  const mayRoute = can(Permission.lmsWaybillRoute);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="wait-route-page">
      <SearchFormCard {...list.search} submitTestId="wait-route-search-submit">
        <SearchItem name="numbers" label={t('channelRoute.waybillNo')}>
          <Input allowClear maxLength={2000} />
        </SearchItem>
      </SearchFormCard>
      <Card size="small" extra={<ListDataScope dataScope={dataScope} onChanged={list.firstPage} />}>
        {mayRoute && (
          <Space style={{ marginBottom: 12 }}>
            <Button
              type="primary"
              disabled={!selected.length || busy}
              onClick={() => setRouting(true)}
              data-testid="wait-route-route"
            >
              {t('channelRoute.routeChannel')}
            </Button>
            <Button
              disabled={!selected.length || busy}
              onClick={() => void reroute()}
              data-testid="wait-route-reroute"
            >
              {t('channelRoute.reroute')}
            </Button>
          </Space>
        )}
        <Table<WaitingRow>
          size="small"
          rowKey="id"
          bordered
          scroll={{ x: 'max-content' }}
          loading={list.loading}
          dataSource={list.rows}
          rowSelection={mayRoute ? rowSelection : undefined}
          pagination={list.pagination}
          columns={[
            { key: 'waybillNo', title: t('channelRoute.waybillNo'), dataIndex: 'waybillNo' },
            {
              key: 'customer',
              title: t('channelRoute.customer'),
              render: (_, r) => `${r.customerCode ?? ''} ${r.customerName ?? ''}`,
            },
            {
              key: 'orderTime',
              title: t('channelRoute.orderTime'),
              render: (_, r) => (r.orderTime ? dayjs(r.orderTime).format('YYYY-MM-DD HH:mm') : ''),
            },
            { key: 'reason', title: t('channelRoute.reason'), dataIndex: 'routeFailure' },
          ]}
        />
      </Card>
      <Modal
        open={routing}
        title={t('channelRoute.routeChannel')}
        okButtonProps={{ disabled: !channelId || busy, 'data-testid': 'wait-route-confirm' } as never}
        onOk={() => void route()}
        onCancel={() => setRouting(false)}
        destroyOnHidden
      >
        <p>{t('channelRoute.routeQuestion', { count: selected.length })}</p>
        <RefSelect
          entity="channel"
          value={channelId}
          onChange={(v) => setChannelId(v as string | undefined)}
          data-testid="wait-route-channel"
        />
      </Modal>
    </Space>
  );
}
