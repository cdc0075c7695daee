import { Card, Col, Form, type FormInstance, Input, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '#web/components/resource/DecimalInput.tsx';
import { DictSelect } from '#web/components/resource/DictSelect.tsx';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { MONEY_FIELD, useFieldLabel } from './OrderSelects.tsx';
import { type InvoiceValues, invoiceFormTotal, type OrderFormValues } from './order-form.ts';

const FEES = ['declareFreightFee', 'declareInsuranceFee', 'declareOtherFee'] as const;

/** Invoice: declared value and currency, the fees, the total (`invoiceTotal`), paperless, remark. */
export function InvoiceSection({ form }: { form: FormInstance<OrderFormValues> }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const invoice = Form.useWatch('invoice', form) as InvoiceValues | undefined;
  return (
    <Card size="small" title={t('waybillOrder.section.invoice')} data-testid="order-invoice">
      <Row gutter={12}>
        <Col xs={24} md={6}>
          <Form.Item
            name={['invoice', 'declareValue']}
            label={label('declareValue')}
            rules={[rules.required(label('declareValue'))]}
          >
            <DecimalInput field={MONEY_FIELD} data-testid="order-invoice-declareValue" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name={['invoice', 'declareCurrency']}
            label={label('declareCurrency')}
            rules={[rules.required(label('declareCurrency'))]}
          >
            <DictSelect dictionary="currency" data-testid="order-invoice-currency" />
          </Form.Item>
        </Col>
        {FEES.map((fee) => (
          <Col xs={24} md={4} key={fee}>
            <Form.Item name={['invoice', fee]} label={label(fee)}>
              <DecimalInput field={MONEY_FIELD} data-testid={`order-invoice-${fee}`} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={6}>
          <Form.Item label={label('declareTotalValue')}>
            <Input readOnly value={invoiceFormTotal(invoice)} data-testid="order-invoice-total" />
          </Form.Item>
        </Col>
        <Col xs={24} md={4}>
          <Form.Item name="isPaperLess" label={label('isPaperLess')} valuePropName="checked">
            <Switch data-testid="order-isPaperLess" />
          </Form.Item>
        </Col>
        <Col xs={24} md={14}>
          <Form.Item
            name={['invoice', 'invoiceRemark']}
            label={label('invoiceRemark')}
            rules={[rules.max(label('invoiceRemark'), 200)]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
