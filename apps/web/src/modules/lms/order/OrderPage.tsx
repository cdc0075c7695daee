import { type OrderFieldConfig, REFERENCE_MAX_LENGTH } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Form, type FormInstance, Row, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuoteBanner, useQuotePrefill } from '#web/modules/fms/price-quote/index.ts';
import { waybillApi, waybillKeys } from '#web/modules/lms/waybill/index.ts';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { AddressSection } from './AddressSection.tsx';
import { BoxesTable } from './BoxesTable.tsx';
import { CommoditiesTable } from './CommoditiesTable.tsx';
import { InvoiceSection } from './InvoiceSection.tsx';
import { OrderFlagsNotice } from './OrderFlagsNotice.tsx';
import { OrderResult } from './OrderResult.tsx';
import {
  CustomerSelect,
  ProductSelect,
  useFieldLabel,
  useIsEuCountry,
  useOrderOptions,
} from './OrderSelects.tsx';
import { OrderTextItem } from './OrderTextItem.tsx';
import { OrderConfigContext } from './order-config-context.ts';
import { checkOrderConfig, configByField, orderConfigDefaults } from './order-config-form.ts';
import { checkOrderForm, emptyOrderForm, type OrderFormValues } from './order-form.ts';
import { PiecesTable } from './PiecesTable.tsx';

type Area = 'customer' | 'staff';
/** `warnings`: what the order checks said without refusing (interceptors' tips, credit, the cut-off). */
type Placed = { id: string; waybillNo: string; warnings?: string[] };
const NO_CONFIG: OrderFieldConfig[] = [];

/**
 * Places the order: client-side rules first (the server's own functions, the product's order config
 * included), then the API; keeps the refusal.
 */
function usePlaceOrder(
  form: FormInstance<OrderFormValues>,
  orderConfig: readonly OrderFieldConfig[],
  onPlaced: (p: Placed) => void,
) {
  const [lang] = useLanguage();
  const isEuCountry = useIsEuCountry();
  const client = useQueryClient();
  const [problem, setProblem] = useState<string>();
  const mutation = useMutation({
    mutationFn: waybillApi.order,
    onSuccess: (placed) => {
      void client.invalidateQueries({ queryKey: waybillKeys.all });
      onPlaced(placed);
    },
    onError: (error) => setProblem(isApiError(error) ? error.message : String(error)),
  });
  const submit = () => {
    const check = checkOrderForm(form.getFieldsValue(true) as OrderFormValues, { lang, isEuCountry });
    const configured = check.ok ? checkOrderConfig(orderConfig, check.payload, lang) : check;
    if (!configured.ok) {
      setProblem(configured.message);
      return;
    }
    setProblem(undefined);
    mutation.mutate(configured.order);
  };
  return { submit, problem, clearProblem: () => setProblem(undefined), pending: mutation.isPending };
}

/**
 * Freight waybill order (customer `/client/lms/order`, staff `/lms/order`): product, customer
 * numbers, sender, recipient, invoice, pieces, boxes, commodities. Staff choose the customer
 * first. Enter or the button submits; the rules' and the server's messages show above the button.
 */
export function OrderPage({ area }: { area: Area }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const [form] = Form.useForm<OrderFormValues>();
  const options = useOrderOptions();
  const isEuCountry = useIsEuCountry();
  const [placed, setPlaced] = useState<Placed>();
  const customerId = Form.useWatch('customerId', form) ?? undefined;
  const productId = Form.useWatch('productId', form);
  const recipientCountry = Form.useWatch(['recipient', 'countryCode'], form) as string | undefined;
  const product = options.data?.products.find((p) => p.id === productId);
  const orderConfig = product?.orderConfig ?? NO_CONFIG;
  const byField = useMemo(() => configByField(orderConfig), [orderConfig]);
  const place = usePlaceOrder(form, orderConfig, setPlaced);
  const quote = useQuotePrefill(form);
  const ready = area === 'customer' || Boolean(customerId);
  // a product's template fills its defaults into the fields still blank
  useEffect(() => {
    const values = form.getFieldsValue(true) as OrderFormValues;
    for (const d of orderConfigDefaults(orderConfig, values)) form.setFieldValue(d.name as never, d.value);
  }, [form, orderConfig]);

  const newOrder = () => {
    const kept = form.getFieldsValue(['customerId', 'productId']) as OrderFormValues;
    form.resetFields();
    form.setFieldsValue(emptyOrderForm(kept));
    place.clearProblem();
    setPlaced(undefined);
  };

  if (placed) return <OrderResult placed={placed} area={area} onNew={newOrder} />;
  return (
    <OrderConfigContext.Provider value={byField}>
      <Form<OrderFormValues>
        form={form}
        layout="vertical"
        initialValues={emptyOrderForm()}
        onFinish={place.submit}
        onValuesChange={place.clearProblem}
        scrollToFirstError
        data-testid="order-form"
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <QuoteBanner quote={quote} />
          <OrderFlagsNotice area={area} customerId={customerId} />
          <Card size="small" title={t('waybillOrder.section.general')}>
            <Row gutter={12}>
              {area === 'staff' && (
                <Col xs={24} md={6}>
                  <Form.Item
                    name="customerId"
                    label={label('customerId')}
                    rules={[rules.required(label('customerId'))]}
                  >
                    <CustomerSelect autoFocus data-testid="order-customer" />
                  </Form.Item>
                </Col>
              )}
              <Col xs={24} md={6}>
                <Form.Item
                  name="productId"
                  label={label('productId')}
                  rules={[rules.required(label('productId'))]}
                >
                  <ProductSelect data-testid="order-product" disabled={!ready} />
                </Form.Item>
              </Col>
              <OrderTextItem
                name="customerNo"
                path="customerNo"
                label={label('customerNo')}
                max={REFERENCE_MAX_LENGTH}
                disabled={!ready}
                testId="order-customerNo"
              />
              <OrderTextItem
                name="customerExtraNo"
                path="customerExtraNo"
                label={label('customerExtraNo')}
                max={REFERENCE_MAX_LENGTH}
                disabled={!ready}
                testId="order-customerExtraNo"
              />
              <OrderTextItem
                name="orderRemark"
                path="orderRemark"
                label={label('orderRemark')}
                max={500}
                span={area === 'staff' ? 24 : 6}
                disabled={!ready}
              />
            </Row>
          </Card>
          {ready ? (
            <>
              <AddressSection party="sender" form={form} customerId={customerId} />
              <AddressSection
                party="recipient"
                form={form}
                customerId={customerId}
                isEu={isEuCountry(recipientCountry)}
              />
              <InvoiceSection form={form} />
              <PiecesTable form={form} volumeDivisor={product?.volumeDivisor} />
              <BoxesTable form={form} />
              <CommoditiesTable form={form} />
              {place.problem && (
                <Alert type="error" showIcon title={place.problem} data-testid="order-problem" />
              )}
              <Row justify="end">
                <Space>
                  <Button onClick={newOrder} data-testid="order-reset">
                    {t('common.reset')}
                  </Button>
                  <Button type="primary" htmlType="submit" loading={place.pending} data-testid="order-submit">
                    {t('waybillOrder.submit')}
                  </Button>
                </Space>
              </Row>
            </>
          ) : (
            <Empty description={t('waybillOrder.chooseCustomerFirst')} data-testid="order-choose-customer" />
          )}
        </Space>
      </Form>
    </OrderConfigContext.Provider>
  );
}

export function CustomerOrderPage() {
  return <OrderPage area="customer" />;
}

export function StaffOrderPage() {
  return <OrderPage area="staff" />;
}
