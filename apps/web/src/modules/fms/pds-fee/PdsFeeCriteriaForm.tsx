import { FEE_COLUMN_LABELS, type Language } from '@freightdesk/domain';
import { type FormInstance, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import type { SearchValues } from '#web/components/resource/resource-types.ts';
import { FeeBelongTimeItem, FeeStatusCurrencyProductItems } from '#web/modules/fms/fee/index.ts';

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
      <FeeStatusCurrencyProductItems lang={lang} testIdPrefix="pds-fee" currencyLg={3} />
      <FeeBelongTimeItem lang={lang} testIdPrefix="pds-fee" />
    </SearchFormCard>
  );
}
