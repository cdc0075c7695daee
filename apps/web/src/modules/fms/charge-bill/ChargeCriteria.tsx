import { CHARGE_BILL_STATUS_LABELS, CHARGE_BILL_STATUS_VALUES } from '@freightdesk/domain';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import type { useListView } from '#web/components/resource/use-list-view.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';

type Props = {
  search: ReturnType<typeof useListView>['search'];
  /** Shows the customer picker (staff receipts). */
  withCustomer: boolean;
};

/** The receipts' criteria: customer (staff), statuses, receipt number, pay time. */
export function ChargeCriteria({ search, withCustomer }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  return (
    <SearchFormCard {...search} submitTestId="charge-search" testId="charge-criteria">
      {withCustomer && (
        <SearchItem name="customerId" label={t('chargeBill.customer')} lg={5}>
          <RefSelect entity="customer" data-testid="charge-criteria-customer" />
        </SearchItem>
      )}
      <SearchItem name="status" label={t('chargeBill.status')} lg={5}>
        <Select
          mode="multiple"
          allowClear
          options={CHARGE_BILL_STATUS_VALUES.map((v) => ({
            value: v,
            label: CHARGE_BILL_STATUS_LABELS[v][lang],
          }))}
          data-testid="charge-criteria-status"
        />
      </SearchItem>
      <SearchItem name="chargeNo" label={t('chargeBill.chargeNo')} lg={4}>
        <Input allowClear maxLength={50} data-testid="charge-criteria-no" />
      </SearchItem>
      <SearchItem name="payTime" label={t('chargeBill.payTime')} lg={6}>
        <DateRangePicker data-testid="charge-criteria-pay-time" />
      </SearchItem>
    </SearchFormCard>
  );
}
