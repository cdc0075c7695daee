import { MAX_PIECES_PER_WAYBILL, NAME_MAX_LENGTH } from '@freightdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Input, Row, Select, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#web/components/number-input/NumberInput.tsx';
import { DecimalInput } from '#web/components/resource/DecimalInput.tsx';
import { DictSelect } from '#web/components/resource/DictSelect.tsx';
import { waybillApi, waybillKeys } from '#web/modules/lms/waybill/index.ts';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { OrderFlagsNotice } from './OrderFlagsNotice.tsx';
import { OrderWarnings } from './OrderResult.tsx';
import {
  CountrySelect,
  CustomerSelect,
  MEASURE_FIELD,
  MeasureInput,
  MONEY_FIELD,
  ProductSelect,
  useFieldLabel,
  useIsEuCountry,
  useOrderOptions,
} from './OrderSelects.tsx';
import { orderApi, orderKeys } from './order-api.ts';
import { checkOrderConfig } from './order-config-form.ts';
import { addressFromBook, checkOrderForm } from './order-form.ts';
import { keptQuickValues, type QuickOrderValues, quickOrderForm, quickPieces } from './quick-order-form.ts';

const TOTAL_WEIGHT_FIELD = { ...MEASURE_FIELD, max: '999999.999' } as const;
/** The first field of the next order once customer, product and sender are kept. */
const FIRST_FIELD = 'countryCode';

/** The sender picker of the quick order: the chosen customer's sender book, its first entry preselected. */
function SenderSelect({
  customerId,
  value,
  onChange,
}: {
  customerId: string | undefined;
  value?: string | null;
  onChange?: (id: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const senders = useQuery({
    queryKey: orderKeys.addresses('sender', customerId ?? '', ''),
    queryFn: () => orderApi.addresses({ type: 'sender', customerId }),
    enabled: Boolean(customerId),
    staleTime: 30_000,
  });
  const entries = senders.data ?? [];
  useEffect(() => {
    if (entries.length && !entries.some((e) => e.id === value)) onChange?.(entries[0]!.id);
  }, [entries, value, onChange]);
  return (
    <Select
      value={value ?? undefined}
      onChange={onChange}
      loading={senders.isFetching}
      notFoundContent={t('waybillOrder.noSenders')}
      options={entries.map((e) => ({ value: e.id, label: [e.name, e.company].filter(Boolean).join(' · ') }))}
      data-testid="quick-sender"
    />
  );
}

/**
 * Staff quick order (`/lms/quick-order`): one compact form, Enter submits; the total weight is shared
 * over the pieces (3 decimals, remainder on the last). After success the form clears but keeps
 * customer, product, sender and currency, and the destination field gets the focus.
 */
export function QuickOrderPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [lang] = useLanguage();
  const label = useFieldLabel();
  const isEuCountry = useIsEuCountry();
  const options = useOrderOptions();
  const client = useQueryClient();
  const [form] = Form.useForm<QuickOrderValues>();
  const [problem, setProblem] = useState<string>();
  const [last, setLast] = useState<string>();
  const [warnings, setWarnings] = useState<string[]>([]);
  const values = (Form.useWatch([], form) ?? {}) as QuickOrderValues;
  const customerId = values.customerId ?? undefined;
  const senders = useQuery({
    queryKey: orderKeys.addresses('sender', customerId ?? '', ''),
    queryFn: () => orderApi.addresses({ type: 'sender', customerId }),
    enabled: Boolean(customerId),
    staleTime: 30_000,
  });
  const place = useMutation({
    mutationFn: waybillApi.order,
    onSuccess: (placed) => {
      void client.invalidateQueries({ queryKey: waybillKeys.all });
      void message.success(t('waybillOrder.placed', { waybillNo: placed.waybillNo }));
      setLast(placed.waybillNo);
      setWarnings(placed.warnings ?? []);
      const kept = keptQuickValues(form.getFieldsValue(true));
      form.resetFields();
      form.setFieldsValue({ ...kept, pieceCount: 1 });
    },
    onError: (error) => setProblem(isApiError(error) ? error.message : String(error)),
  });
  // after the commit that shows the placed waybill: resetFields re-mounts the fields, and a focus
  // asked for before that commit would land on the field being replaced
  useEffect(() => {
    if (last) form.focusField(FIRST_FIELD);
  }, [last, form]);
  const submit = () => {
    const current = form.getFieldsValue(true) as QuickOrderValues;
    const sender = senders.data?.find((s) => s.id === current.senderId);
    const check = checkOrderForm(quickOrderForm(current, sender && addressFromBook(sender)), {
      lang,
      isEuCountry,
    });
    // the product's order config: its defaults fill blanks, its rules refuse as the server would
    const orderConfig = options.data?.products.find((p) => p.id === current.productId)?.orderConfig;
    const configured = check.ok ? checkOrderConfig(orderConfig, check.payload, lang) : check;
    if (!configured.ok) return setProblem(configured.message);
    setProblem(undefined);
    place.mutate(configured.order);
  };
  const required = (name: string) => [rules.required(label(name))];
  const cell = (
    name: keyof QuickOrderValues,
    labelKey: string,
    control: ReactNode,
    span = 6,
    req = false,
  ) => (
    <Col xs={24} md={span}>
      <Form.Item name={name} label={label(labelKey)} rules={req ? required(labelKey) : undefined}>
        {control}
      </Form.Item>
    </Col>
  );
  const shared = values.totalWeight ? quickPieces(values).map((p) => p.orderActualWeight) : [];

  return (
    <Card size="small" title={t('waybillOrder.menu.quickOrder')}>
      <Form<QuickOrderValues>
        form={form}
        layout="vertical"
        size="small"
        initialValues={{ pieceCount: 1, declareCurrency: 'USD' }}
        onFinish={submit}
        onValuesChange={() => setProblem(undefined)}
        data-testid="quick-order-form"
      >
        <OrderFlagsNotice area="staff" customerId={customerId} />
        <Row gutter={8}>
          {cell(
            'customerId',
            'customerId',
            <CustomerSelect autoFocus data-testid="quick-customer" />,
            8,
            true,
          )}
          {cell('productId', 'productId', <ProductSelect data-testid="quick-product" />, 8, true)}
          {cell('senderId', 'sender', <SenderSelect customerId={customerId} />, 8, true)}
          {cell('countryCode', 'countryCode', <CountrySelect data-testid="quick-country" />, 6, true)}
          {isEuCountry(values.countryCode) &&
            cell(
              'euDestination',
              'euDestination',
              <CountrySelect euOnly data-testid="quick-euDestination" />,
              6,
              true,
            )}
          {cell('name', 'name', <Input maxLength={NAME_MAX_LENGTH} data-testid="quick-name" />, 6, true)}
          {cell('phone', 'phone', <Input maxLength={30} data-testid="quick-phone" />)}
          {cell('state', 'state', <Input maxLength={NAME_MAX_LENGTH} data-testid="quick-state" />)}
          {cell('city', 'city', <Input maxLength={NAME_MAX_LENGTH} data-testid="quick-city" />, 6, true)}
          {cell('postcode', 'postcode', <Input maxLength={20} data-testid="quick-postcode" />)}
          {cell(
            'address1',
            'address1',
            <Input maxLength={NAME_MAX_LENGTH} data-testid="quick-address1" />,
            12,
            true,
          )}
          {cell(
            'pieceCount',
            'pieceCount',
            <NumberInput min={1} max={MAX_PIECES_PER_WAYBILL} precision={0} data-testid="quick-pieceCount" />,
            4,
          )}
          <Col xs={24} md={5}>
            <Form.Item name="totalWeight" label={t('waybillOrder.totalWeight')}>
              <DecimalInput field={TOTAL_WEIGHT_FIELD} data-testid="quick-totalWeight" />
            </Form.Item>
          </Col>
          {cell('length', 'orderLength', <MeasureInput data-testid="quick-length" />, 5)}
          {cell('width', 'orderWidth', <MeasureInput data-testid="quick-width" />, 5)}
          {cell('height', 'orderHeight', <MeasureInput data-testid="quick-height" />, 5)}
          {cell(
            'declareValue',
            'declareValue',
            <DecimalInput field={MONEY_FIELD} data-testid="quick-declareValue" />,
            6,
            true,
          )}
          {cell('declareCurrency', 'declareCurrency', <DictSelect dictionary="currency" />, 4, true)}
          {cell('nameEn', 'nameEn', <Input maxLength={45} data-testid="quick-nameEn" />, 8, true)}
          <Col xs={24} md={6}>
            <Form.Item label=" " colon={false}>
              <Button
                type="primary"
                htmlType="submit"
                loading={place.isPending}
                block
                data-testid="quick-submit"
              >
                {t('waybillOrder.submitEnter')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {shared.length > 0 && (
        <Typography.Text type="secondary" data-testid="quick-shared">
          {t('waybillOrder.sharedWeights', { weights: shared.join(' / ') })}
        </Typography.Text>
      )}
      {problem && (
        <Alert type="error" showIcon title={problem} style={{ marginTop: 8 }} data-testid="quick-problem" />
      )}
      {last && (
        <Alert
          type="success"
          showIcon
          title={t('waybillOrder.placed', { waybillNo: last })}
          style={{ marginTop: 8 }}
          data-testid="quick-last"
        />
      )}
      {last && warnings.length > 0 && <OrderWarnings warnings={warnings} />}
    </Card>
  );
}
