import { Button, Checkbox, Col, Form, type FormInstance, Input, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import type { SearchValues } from '#web/components/resource/resource-types.ts';

type Props = {
  form: FormInstance<SearchValues>;
  staff: boolean;
  onSearch: (values: SearchValues) => void;
  onReset: () => void;
};

/** Criteria of the parcel list: numbers in bulk, customer (staff), destination, label errors, manifest state, order days. */
export function ParcelCriteriaForm({ form, staff, onSearch, onReset }: Props) {
  const { t } = useTranslation();
  const col = { xs: 24, md: 12, lg: 8, xl: 6 };
  return (
    <Form form={form} layout="vertical" onFinish={(v) => onSearch(v)} data-testid="parcel-criteria">
      <Row gutter={16}>
        <Col {...col}>
          <Form.Item name="numbers" label={t('pdsParcel.numbers')}>
            <Input.TextArea
              autoSize={{ minRows: 1, maxRows: 6 }}
              placeholder={t('pdsParcel.numbersHint')}
              data-testid="criteria-numbers"
            />
          </Form.Item>
        </Col>
        {staff && (
          <Col {...col}>
            <Form.Item name="customerId" label={t('pdsParcel.columns.customer')}>
              <RefSelect entity="customer" data-testid="criteria-customer" />
            </Form.Item>
          </Col>
        )}
        <Col {...col}>
          <Form.Item
            name="countryCode"
            label={t('pdsParcel.country')}
            rules={[{ pattern: /^[A-Za-z]{2}$/, message: t('pdsParcel.country') }]}
          >
            <Input maxLength={2} placeholder="US" data-testid="criteria-country" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="manifested" label={t('pdsParcel.manifested')}>
            <Select
              allowClear
              options={[
                { value: 1, label: t('pdsParcel.manifestedYes') },
                { value: 0, label: t('pdsParcel.manifestedNo') },
              ]}
              data-testid="criteria-manifested"
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="orderTime" label={t('pdsParcel.columns.orderTime')}>
            <DateRangePicker data-testid="criteria-orderTime" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="hasLabelError"
            label=" "
            colon={false}
            valuePropName="checked"
            getValueFromEvent={(e: { target: { checked: boolean } }) => (e.target.checked ? 1 : undefined)}
            getValueProps={(v: unknown) => ({ checked: v === 1 })}
          >
            <Checkbox data-testid="criteria-labelError">{t('pdsParcel.labelErrorOnly')}</Checkbox>
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" data-testid="criteria-search">
          {t('pdsParcel.search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onReset();
          }}
          data-testid="criteria-reset"
        >
          {t('pdsParcel.reset')}
        </Button>
      </Space>
    </Form>
  );
}
