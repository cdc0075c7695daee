import { ACCOUNT_FLOW_SOURCE_LABELS, ACCOUNT_FLOW_SOURCES } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { AccountBalancesCard } from './AccountBalancesCard.tsx';
import { AccountFlowTable } from './AccountFlowTable.tsx';
import {
  ACCOUNT_FLOW_VIEW,
  type AccountFlowRow,
  accountFlowApi,
  accountFlowKeys,
  periodOf,
} from './account-flow-api.ts';

/**
 * Finance → Account flows (staff `/fms/account-flow`): the cash accounts' balances over the picked
 * flow days, and below them the immutable flows, newest first, with the criteria (account, source,
 * related number, flow days) and the page kept in the URL.
 */
export function AccountFlowPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const list = useListView<AccountFlowRow>(ACCOUNT_FLOW_VIEW);
  const range = list.state.values.flowTime as [string, string] | undefined;
  const period = periodOf(range);
  const balances = useQuery({
    queryKey: accountFlowKeys.balances(period),
    queryFn: () => accountFlowApi.balances(period),
  });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="account-flow-page">
      <AccountBalancesCard rows={balances.data} loading={balances.isFetching} range={range} />
      <SearchFormCard {...list.search} submitTestId="account-flow-search" testId="account-flow-criteria">
        <SearchItem name="accountId" label={t('accountFlow.account')} lg={5}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={balances.isFetching}
            options={(balances.data ?? []).map((a) => ({
              value: a.accountId,
              label: `${a.name} (${a.currency})`,
            }))}
            data-testid="account-flow-account"
          />
        </SearchItem>
        <SearchItem name="source" label={t('accountFlow.source')} lg={5}>
          <Select
            allowClear
            options={ACCOUNT_FLOW_SOURCES.map((s) => ({
              value: s,
              label: ACCOUNT_FLOW_SOURCE_LABELS[s][lang],
            }))}
            data-testid="account-flow-source"
          />
        </SearchItem>
        <SearchItem name="relatedNo" label={t('accountFlow.relatedNo')} lg={4}>
          <Input allowClear maxLength={50} data-testid="account-flow-related-no" />
        </SearchItem>
        <SearchItem name="flowTime" label={t('accountFlow.flowTime')} lg={6}>
          <DateRangePicker data-testid="account-flow-time" />
        </SearchItem>
      </SearchFormCard>
      <Card size="small">
        <AccountFlowTable
          rows={list.rows}
          loading={list.loading}
          pagination={{ ...list.pagination, showTotal: (total) => t('accountFlow.flow_count', { total }) }}
        />
      </Card>
    </Space>
  );
}
