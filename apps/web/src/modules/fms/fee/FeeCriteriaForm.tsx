import {
  BATCH_UPDATE_LABELS,
  FEE_COLUMN_LABELS,
  type FeeKind,
  type Language,
  WAYBILL_LIST_LABELS,
} from '@freightdesk/domain';
import { Form, type FormInstance, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import type { SearchValues } from '#web/components/resource/resource-types.ts';
import { FeeBelongTimeItem, FeeStatusCurrencyProductItems } from './FeeCriteriaItems.tsx';

type Props = {
  kind: FeeKind;
  lang: Language;
  /** The form showing the criteria the URL holds (`FeeFormValues`). */
  form: FormInstance<SearchValues>;
  onSearch: (values: SearchValues) => void;
  onReset: () => void;
};

/**
 * Criteria of a fee list (and of its summary by waybill): numbers in bulk (waybill or customer
 * number), the party (customer or agent by kind), subject, status, currency, manual / error /
 * checked flags, the waybill's product, channel and destination country, receive and belong time
 * with the date shortcuts.
 */
export function FeeCriteriaForm({ kind, lang, form, onSearch, onReset }: Props) {
  const { t } = useTranslation();
  const yesNo = [
    { value: 'yes', label: t('lmsFee.yes') },
    { value: 'no', label: t('lmsFee.no') },
  ];
  return (
    <SearchFormCard
      form={form}
      onSearch={onSearch}
      onReset={onReset}
      submitTestId="lms-fee-search"
      testId="lms-fee-criteria"
    >
      <SearchItem label={t('lmsFee.numbers')} md={16} lg={8}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="numberType" initialValue="waybillNo" noStyle>
            <Select
              style={{ width: 150 }}
              options={[
                { value: 'waybillNo', label: FEE_COLUMN_LABELS.waybillNo[lang] },
                { value: 'customerNo', label: FEE_COLUMN_LABELS.customerNo[lang] },
              ]}
              data-testid="lms-fee-number-type"
            />
          </Form.Item>
          <Form.Item name="numbers" noStyle>
            <Input.TextArea
              autoSize={{ minRows: 1, maxRows: 4 }}
              placeholder={t('lmsFee.numbersHint')}
              data-testid="lms-fee-numbers"
            />
          </Form.Item>
        </Space.Compact>
      </SearchItem>
      <SearchItem name="partyId" label={FEE_COLUMN_LABELS[kind][lang]} lg={4}>
        <RefSelect entity={kind} data-testid="lms-fee-party" />
      </SearchItem>
      <SearchItem name="subjectName" label={FEE_COLUMN_LABELS.subjectName[lang]} lg={4}>
        <Input allowClear maxLength={100} data-testid="lms-fee-subject" />
      </SearchItem>
      <FeeStatusCurrencyProductItems lang={lang} testIdPrefix="lms-fee" currencyLg={4} />
      <SearchItem name="channelId" label={BATCH_UPDATE_LABELS.channelId[lang]} lg={4}>
        <RefSelect entity="channel" data-testid="lms-fee-channel" />
      </SearchItem>
      <SearchItem name="destination" label={WAYBILL_LIST_LABELS.destination[lang]} lg={3}>
        <Input allowClear maxLength={2} data-testid="lms-fee-destination" />
      </SearchItem>
      <SearchItem name="isManual" label={FEE_COLUMN_LABELS.isManual[lang]} lg={3}>
        <Select allowClear options={yesNo} data-testid="lms-fee-manual" />
      </SearchItem>
      <SearchItem name="hasCalError" label={FEE_COLUMN_LABELS.calErrorMsg[lang]} lg={3}>
        <Select allowClear options={yesNo} data-testid="lms-fee-cal-error" />
      </SearchItem>
      <SearchItem name="isCheck" label={FEE_COLUMN_LABELS.isCheck[lang]} lg={3}>
        <Select allowClear options={yesNo} data-testid="lms-fee-checked" />
      </SearchItem>
      <SearchItem name="receiveTime" label={FEE_COLUMN_LABELS.receiveTime[lang]} md={12} lg={6}>
        <DateRangePicker data-testid="lms-fee-receive-time" />
      </SearchItem>
      <FeeBelongTimeItem lang={lang} testIdPrefix="lms-fee" />
    </SearchFormCard>
  );
}
