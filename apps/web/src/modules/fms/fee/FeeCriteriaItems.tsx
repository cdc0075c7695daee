import {
  BATCH_UPDATE_LABELS,
  FEE_COLUMN_LABELS,
  FEE_STATUS_OPTIONS,
  type Language,
} from '@freightdesk/domain';
import { Input, Select } from 'antd';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';

type Props = {
  lang: Language;
  /** Test ids are `<testIdPrefix>-status`, `-currency`, `-product`, `-belong-time`. */
  testIdPrefix: string;
};

/** Criteria every fee list has, in a row: the statuses, the currency and the waybill's product. */
export function FeeStatusCurrencyProductItems({
  lang,
  testIdPrefix,
  currencyLg,
}: Props & { currencyLg: number }) {
  return (
    <>
      <SearchItem name="status" label={FEE_COLUMN_LABELS.status[lang]} lg={4}>
        <Select
          mode="multiple"
          allowClear
          options={FEE_STATUS_OPTIONS.map((o) => ({ value: o.value, label: o.label[lang] }))}
          data-testid={`${testIdPrefix}-status`}
        />
      </SearchItem>
      <SearchItem name="currency" label={FEE_COLUMN_LABELS.currency[lang]} lg={currencyLg}>
        <Input allowClear maxLength={3} data-testid={`${testIdPrefix}-currency`} />
      </SearchItem>
      <SearchItem name="productId" label={BATCH_UPDATE_LABELS.productId[lang]} lg={4}>
        <RefSelect entity="product" data-testid={`${testIdPrefix}-product`} />
      </SearchItem>
    </>
  );
}

/** The belong-time criterion of a fee list, with the date shortcuts. */
export function FeeBelongTimeItem({ lang, testIdPrefix }: Props) {
  return (
    <SearchItem name="belongTime" label={FEE_COLUMN_LABELS.belongTime[lang]} md={12} lg={6}>
      <DateRangePicker data-testid={`${testIdPrefix}-belong-time`} />
    </SearchItem>
  );
}
