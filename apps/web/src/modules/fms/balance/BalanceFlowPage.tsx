import { BALANCE_FLOW_TYPE_LABELS, BALANCE_FLOW_TYPE_VALUES } from '@freightdesk/domain';
import { Card, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListDataScope } from '#web/components/data-scope/DataScopeSelect.tsx';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { BalanceFlowTable } from './BalanceFlowTable.tsx';
import { BALANCE_FLOW_VIEW, type BalanceFlowRecord, OWN_BALANCE_FLOW_VIEW } from './balance-api.ts';

/**
 * Balance flow (staff `/fms/balance-flow`, customers `/client/fms/balance-flow`): the immutable
 * money movements, newest first, criteria (customer for staff, types, related number, time) in the
 * URL. Customers see their own only (the server scopes them).
 */
export function BalanceFlowPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const staff = useSession().userType !== 'customer';
  const dataScope = useDataScope(staff);
  const list = useListView<BalanceFlowRecord>(staff ? BALANCE_FLOW_VIEW : OWN_BALANCE_FLOW_VIEW, {
    permissionScope: dataScope.scope,
  });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="balance-flow-page">
      <SearchFormCard {...list.search} submitTestId="balance-flow-search">
        {staff && (
          <SearchItem name="customerId" label={t('balance.customer')} lg={5}>
            <RefSelect entity="customer" data-testid="balance-flow-customer" />
          </SearchItem>
        )}
        <SearchItem name="type" label={t('balance.type')} lg={6}>
          <Select
            mode="multiple"
            allowClear
            options={BALANCE_FLOW_TYPE_VALUES.map((v) => ({
              value: v,
              label: BALANCE_FLOW_TYPE_LABELS[v][lang],
            }))}
            data-testid="balance-flow-type"
          />
        </SearchItem>
        <SearchItem name="relatedNo" label={t('balance.relatedNo')} lg={4}>
          <Input allowClear maxLength={50} data-testid="balance-flow-related-no" />
        </SearchItem>
        <SearchItem name="createdAt" label={t('balance.createdAt')} lg={6}>
          <DateRangePicker data-testid="balance-flow-time" />
        </SearchItem>
      </SearchFormCard>
      <Card
        size="small"
        extra={staff ? <ListDataScope dataScope={dataScope} onChanged={list.firstPage} /> : null}
      >
        <BalanceFlowTable
          rows={list.rows}
          loading={list.loading}
          pagination={{ ...list.pagination, showTotal: (total) => t('balance.flow_count', { total }) }}
          showCustomer={staff}
          testId="balance-flow-table"
        />
      </Card>
    </Space>
  );
}
