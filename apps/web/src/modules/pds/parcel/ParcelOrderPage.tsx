import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, InputNumber, Row, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '#web/components/resource/DecimalInput.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useSession } from '#web/shell/session/session-store.ts';
import {
  OrderResult,
  PartyCard,
  type Placed,
  PriceChoices,
  RowsCard,
  useOrderFields,
} from './ParcelOrderParts.tsx';
import { type ParcelPrice, parcelApi, parcelKeys } from './parcel-api.ts';
import {
  EMPTY_PARCEL_ORDER,
  type ParcelOrderValues,
  priceKey,
  toOrderBody,
  toPriceBody,
} from './parcel-order-form.ts';

const WEIGHT = { scale: 3, min: '0', max: '999999.999' } as const;
const SIZE = { scale: 2, min: '0', max: '99999.99' } as const;
const PRICE = { scale: 3, min: '0', max: '9999999999.999' } as const;

/**
 * The parcel order (staff `/pds/waybill/order` for a customer they pick; customers `/client/pds/waybill/order`):
 * recipient, sender, pieces and commodities; "get prices" lists the PDS products' prices for the
 * parcel and the order goes out on the one chosen. Enter submits; the answer shows the track number
 * or the label error in red.
 */
export function ParcelOrderPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const staff = useSession().userType === 'staff';
  const client = useQueryClient();
  const [form] = Form.useForm<ParcelOrderValues>();
  const [prices, setPrices] = useState<ParcelPrice[]>();
  const [chosen, setChosen] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [placed, setPlaced] = useState<Placed>();
  const { label, field } = useOrderFields();

  const quote = useMutation({
    mutationFn: parcelApi.calPrice,
    onSuccess: (answer) => {
      setPrices(answer);
      const first = answer.find((p) => p.ok);
      setChosen(first ? priceKey(first) : undefined);
    },
  });
  const place = useMutation({
    mutationFn: parcelApi.order,
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: parcelKeys.all });
      void message.success(t('pdsOrder.placed', { waybillNo: answer.waybillNo }));
      setPlaced(answer);
    },
  });
  const priceFields = [
    ...(staff ? [['customerId']] : []),
    ['recipient', 'countryCode'],
    ['recipient', 'city'],
    ['pieces'],
  ];
  const getPrices = async () => {
    setProblem(undefined);
    try {
      await form.validateFields(priceFields, { recursive: true });
    } catch {
      return;
    }
    quote.mutate(toPriceBody(form.getFieldsValue(true) as ParcelOrderValues));
  };
  const submit = (values: ParcelOrderValues) => {
    const price = prices?.find((p) => p.ok && priceKey(p) === chosen);
    if (!price) return setProblem(t('pdsOrder.choosePrice'));
    setProblem(undefined);
    place.mutate(toOrderBody({ ...(form.getFieldsValue(true) as ParcelOrderValues), ...values }, price));
  };
  const again = () => {
    setPlaced(undefined);
    setPrices(undefined);
    form.resetFields();
  };
  const decimal = (config: typeof WEIGHT | typeof SIZE | typeof PRICE, testId: string) => (
    <DecimalInput field={config} data-testid={testId} />
  );

  if (placed) return <OrderResult placed={placed} onAgain={again} />;

  return (
    <Form<ParcelOrderValues>
      form={form}
      layout="vertical"
      size="small"
      initialValues={EMPTY_PARCEL_ORDER}
      onFinish={submit}
      onValuesChange={(changed: Partial<ParcelOrderValues>) => {
        // a new destination, parcel or customer asks for new prices
        if (changed.recipient || changed.pieces || changed.customerId) setPrices(undefined);
      }}
      data-testid="parcel-order-form"
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card size="small" title={t('pdsParcel.menu.order')}>
          <Row gutter={8}>
            {staff &&
              field(
                ['customerId'],
                'customer',
                <RefSelect entity="customer" data-testid="order-customer" />,
                8,
                true,
              )}
            {field(['customerNo'], 'customerNo', <Input maxLength={50} data-testid="order-customerNo" />, 8)}
            {field(['labelDescription'], 'labelDescription', <Input maxLength={200} />, 8)}
          </Row>
        </Card>
        <PartyCard who="recipient" />
        <PartyCard who="sender" />
        <RowsCard
          name="pieces"
          cells={(i) => [
            field([i, 'receiveActualWeight'], 'weight', decimal(WEIGHT, `piece-${i}-weight`), 5, true),
            field([i, 'receiveLength'], 'length', decimal(SIZE, `piece-${i}-length`), 5),
            field([i, 'receiveWidth'], 'width', decimal(SIZE, `piece-${i}-width`), 5),
            field([i, 'receiveHeight'], 'height', decimal(SIZE, `piece-${i}-height`), 5),
          ]}
          blank={{}}
        />
        <RowsCard
          name="commodities"
          cells={(i) => [
            field(
              [i, 'nameEn'],
              'nameEn',
              <Input maxLength={100} data-testid={`commodity-${i}-nameEn`} />,
              8,
              true,
            ),
            field(
              [i, 'quantity'],
              'quantity',
              <InputNumber min={1} max={999999} precision={0} data-testid={`commodity-${i}-quantity`} />,
              4,
              true,
            ),
            field([i, 'unitPrice'], 'unitPrice', decimal(PRICE, `commodity-${i}-unitPrice`), 6, true),
          ]}
          blank={{ quantity: 1 }}
        />
        <Card
          size="small"
          title={label('prices')}
          extra={
            <Button
              onClick={() => void getPrices()}
              loading={quote.isPending}
              data-testid="parcel-get-prices"
            >
              {label('getPrices')}
            </Button>
          }
        >
          <PriceChoices prices={prices} chosen={chosen} onChoose={setChosen} />
        </Card>
        {problem && <Alert type="error" showIcon title={problem} data-testid="parcel-order-problem" />}
        <Button type="primary" htmlType="submit" loading={place.isPending} data-testid="parcel-order-submit">
          {label('submit')}
        </Button>
      </Space>
    </Form>
  );
}
