import {
  GLOBAL_SEARCH_MAX_NUMBERS,
  WAYBILL_FLAG_LABELS,
  WAYBILL_FLAGS,
  WAYBILL_NUMBER_TYPES,
  WAYBILL_STATUS_OPTIONS,
} from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Form, type FormInstance, Input, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import type { SearchValues } from '#web/components/resource/resource-types.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { numbersOf } from './list-criteria.ts';
import { waybillListApi, waybillListKeys } from './waybill-list-api.ts';

type Props = {
  /** The list's form: it shows what the URL holds (`useListView`). */
  form: FormInstance<SearchValues>;
  staff: boolean;
  onSearch: (values: SearchValues) => void;
  /** Reset: empty criteria, and the list back to its first tab. */
  onReset: () => void;
};

/**
 * Criteria of the waybill list: numbers in bulk (at most 200, by number type), status, customer
 * (staff), product, destination, order / receive / send days with the shared shortcuts, flags.
 */
export function WaybillCriteriaForm({ form, staff, onSearch, onReset }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const options = useQuery({
    queryKey: waybillListKeys.pickerOptions,
    queryFn: waybillListApi.pickerOptions,
    staleTime: 60_000,
  });
  const col = { xs: 24, md: 12, lg: 8, xl: 6 };
  return (
    <Form form={form} layout="vertical" onFinish={(v) => onSearch(v)} data-testid="waybill-criteria">
      <Row gutter={16}>
        <Col xs={24} md={12} lg={8} xl={6}>
          <Form.Item
            name="numbers"
            label={t('waybillList.numbers')}
            rules={[
              {
                validator: (_, v: string | undefined) =>
                  numbersOf(v).length > GLOBAL_SEARCH_MAX_NUMBERS
                    ? Promise.reject(
                        new Error(t('waybillList.tooManyNumbers', { max: GLOBAL_SEARCH_MAX_NUMBERS })),
                      )
                    : Promise.resolve(),
              },
            ]}
          >
            <Input.TextArea
              autoSize={{ minRows: 1, maxRows: 6 }}
              placeholder={t('waybillList.numbersPlaceholder')}
              data-testid="criteria-numbers"
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="numberType" label={t('waybillList.numberType')}>
            <Select
              allowClear
              placeholder={t('waybillList.numberTypes.any')}
              options={WAYBILL_NUMBER_TYPES.map((v) => ({
                value: v,
                label: t(`waybillList.numberTypes.${v}`),
              }))}
              data-testid="criteria-number-type"
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="status" label={t('waybillList.status')}>
            <Select
              mode="multiple"
              allowClear
              maxTagCount="responsive"
              showSearch={{ optionFilterProp: 'label' }}
              options={WAYBILL_STATUS_OPTIONS.map((o) => ({ value: o.value, label: o.label[lang] }))}
              data-testid="criteria-status"
            />
          </Form.Item>
        </Col>
        {staff && (
          <Col {...col}>
            <Form.Item name="customerId" label={t('waybillList.customer')}>
              <RefSelect entity="customer" data-testid="criteria-customer" />
            </Form.Item>
          </Col>
        )}
        <Col {...col}>
          <Form.Item name="productId" label={t('waybillList.product')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              loading={options.isLoading}
              options={(options.data?.products ?? []).map((p) => ({
                value: p.id,
                label: `${p.code} ${p.name}`,
              }))}
              data-testid="criteria-product"
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="destination"
            label={t('waybillList.destination')}
            rules={[{ pattern: /^[A-Za-z]{2}$/, message: t('waybillList.countryCode') }]}
          >
            <Input maxLength={2} placeholder="US" data-testid="criteria-destination" />
          </Form.Item>
        </Col>
        {(['orderTime', 'receiveTime', 'sendTime'] as const).map((key) => (
          <Col {...col} key={key}>
            <Form.Item name={key} label={t(`waybillList.${key}`)}>
              <DateRangePicker data-testid={`criteria-${key}`} />
            </Form.Item>
          </Col>
        ))}
        <Col {...col}>
          <Form.Item name="flags" label={t('waybillList.flags')}>
            <Select
              mode="multiple"
              allowClear
              maxTagCount="responsive"
              options={WAYBILL_FLAGS.map((f) => ({ value: f, label: WAYBILL_FLAG_LABELS[f][lang] }))}
              data-testid="criteria-flags"
            />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" data-testid="criteria-search">
          {t('waybillList.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onReset();
          }}
          data-testid="criteria-reset"
        >
          {t('waybillList.reset')}
        </Button>
      </Space>
    </Form>
  );
}
