import {
  BATCH_UPDATE_LABELS,
  FEE_COLUMN_LABELS,
  FEE_STATUS_OPTIONS,
  type Language,
} from '@freightdesk/domain';
import { type FormInstance, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import type { SearchValues } from '#web/components/resource/resource-types.ts';

type Props = {
  lang: Language;
  /** The form showing the criteria the URL holds (`PdsFeeFormValues`). */
  form: FormInstance<SearchValues>;
  onSearch: (values: SearchValues) => void;
  onReset: () => void;
};

/**
 * Criteria of the parcel fee list: parcel or track numbers in bulk, the customer, status,
 * currency, the parcel's product and the belong time with the date shortcuts.
 */
export function PdsFeeCriteriaForm({ lang, form, onSearch, onReset }: Props) {
  const { t } = useTranslation();
  return (
    <SearchFormCard
      form={form}
      onSearch={onSearch}
      onReset={onReset}
      submitTestId="pds-fee-search"
      testId="pds-fee-criteria"
    >
      <SearchItem name="numbers" label={t('pdsFee.numbers')} md={12} lg={6}>
        <Input.TextArea
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder={t('pdsFee.numbersHint')}
          data-testid="pds-fee-numbers"
        />
      </SearchItem>
      <SearchItem name="customerId" label={FEE_COLUMN_LABELS.customer[lang]} lg={4}>
        <RefSelect entity="customer" data-testid="pds-fee-customer" />
      </SearchItem>
      <SearchItem name="status" label={FEE_COLUMN_LABELS.status[lang]} lg={4}>
        <Select
          mode="multiple"
          allowClear
          options={FEE_STATUS_OPTIONS.map((o) => ({ value: o.value, label: o.label[lang] }))}
          data-testid="pds-fee-status"
        />
      </SearchItem>
      <SearchItem name="currency" label={FEE_COLUMN_LABELS.currency[lang]} lg={3}>
        <Input allowClear maxLength={3} data-testid="pds-fee-currency" />
      </SearchItem>
      <SearchItem name="productId" label={BATCH_UPDATE_LABELS.productId[lang]} lg={4}>
        <RefSelect entity="product" data-testid="pds-fee-product" />
      </SearchItem>
      <SearchItem name="belongTime" label={FEE_COLUMN_LABELS.belongTime[lang]} md={12} lg={6}>
        <DateRangePicker data-testid="pds-fee-belong-time" />
      </SearchItem>
    </SearchFormCard>
  );
}
