import {
  WORK_ORDER_MAIN_TYPE_LABELS,
  WORK_ORDER_MAIN_TYPES,
  WORK_ORDER_STATUS_LABELS,
  WORK_ORDER_STATUSES,
  WORK_ORDER_URGENCIES,
  WORK_ORDER_URGENCY_LABELS,
} from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import type { useListView } from '#web/components/resource/use-list-view.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { workOrderApi, workOrderKeys } from '../work-order-api.ts';

type Props = { search: ReturnType<typeof useListView>['search']; staff: boolean };

/**
 * The list's criteria: code, status, main and second type, urgency, bill no., created days; staff
 * also customer, assignee, overdue and "assigned to me".
 */
export function WorkOrderCriteria({ search, staff }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const f = (key: string) => t(`workOrder.fields.${key}`);
  const types = useQuery({
    queryKey: [...workOrderKeys.types, 'all'],
    queryFn: () => workOrderApi.types(false),
  });
  const yesNo = [
    { value: 1, label: t('workOrder.yes') },
    { value: 0, label: t('workOrder.no') },
  ];
  return (
    <SearchFormCard {...search} submitTestId="work-order-search" testId="work-order-criteria">
      <SearchItem name="code" label={f('code')}>
        <Input allowClear maxLength={64} data-testid="work-order-criteria-code" />
      </SearchItem>
      <SearchItem name="status" label={f('status')}>
        <Select
          mode="multiple"
          allowClear
          options={WORK_ORDER_STATUSES.map((v) => ({ value: v, label: WORK_ORDER_STATUS_LABELS[v][lang] }))}
          data-testid="work-order-criteria-status"
        />
      </SearchItem>
      <SearchItem name="mainType" label={f('mainType')}>
        <Select
          mode="multiple"
          allowClear
          options={WORK_ORDER_MAIN_TYPES.map((v) => ({
            value: v,
            label: WORK_ORDER_MAIN_TYPE_LABELS[v][lang],
          }))}
          data-testid="work-order-criteria-main-type"
        />
      </SearchItem>
      <SearchItem name="secondType" label={f('secondType')}>
        <Select
          allowClear
          options={(types.data ?? []).map((x) => ({ value: x.code, label: x.label }))}
          data-testid="work-order-criteria-second-type"
        />
      </SearchItem>
      <SearchItem name="urgencyLevel" label={f('urgencyLevel')}>
        <Select
          mode="multiple"
          allowClear
          options={WORK_ORDER_URGENCIES.map((v) => ({ value: v, label: WORK_ORDER_URGENCY_LABELS[v][lang] }))}
          data-testid="work-order-criteria-urgency"
        />
      </SearchItem>
      <SearchItem name="billNo" label={f('billNo')}>
        <Input allowClear maxLength={64} data-testid="work-order-criteria-bill-no" />
      </SearchItem>
      <SearchItem name="createdAt" label={t('workOrder.createdRange')}>
        <DateRangePicker data-testid="work-order-criteria-created" />
      </SearchItem>
      {staff ? (
        <>
          <SearchItem name="customerId" label={f('customer')}>
            <RefSelect entity="customer" data-testid="work-order-criteria-customer" />
          </SearchItem>
          <SearchItem name="assigneeId" label={f('assignee')}>
            <RefSelect entity="employee" data-testid="work-order-criteria-assignee" />
          </SearchItem>
          <SearchItem name="isOverdue" label={f('overdue')}>
            <Select allowClear options={yesNo} data-testid="work-order-criteria-overdue" />
          </SearchItem>
          <SearchItem name="assignedToMe" label={f('mine')}>
            <Select allowClear options={yesNo} data-testid="work-order-criteria-mine" />
          </SearchItem>
        </>
      ) : null}
    </SearchFormCard>
  );
}
