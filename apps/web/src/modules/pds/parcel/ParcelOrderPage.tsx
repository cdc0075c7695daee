import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { NAME_MAX_LENGTH } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Radio, Row, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '#web/components/resource/DecimalInput.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { type ParcelPrice, parcelApi, parcelKeys } from './parcel-api.ts';
import {
  EMPTY_PARCEL_ORDER,
  type ParcelOrderValues,
  priceChoices,
  priceKey,
  toOrderBody,
  toPriceBody,
} from './parcel-order-form.ts';

const WEIGHT = { scale: 3, min: '0', max: '999999.999' } as const;
const SIZE = { scale: 2, min: '0', max: '99999.99' } as const;
const PRICE = { scale: 3, min: '0', max: '9999999999.999' } as const;

type Placed = { waybillNo: string; trackNo?: string; labelError?: string };

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
  const label = (key: string) => t(`pdsOrder.${key}`);
  const required = (key: string) => [rules.required(label(key))];

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
  const field = (name: (string | number)[], key: string, control: ReactNode, span = 6, req = false) => (
    <Col xs={24} md={span} key={name.join('-')}>
      <Form.Item name={name} label={label(key)} rules={req ? required(key) : undefined}>
        {control}
      </Form.Item>
    </Col>
  );
  const party = (who: 'sender' | 'recipient') => (
    <Card size="small" title={label(who)}>
      <Row gutter={8}>
        {field(
          [who, 'name'],
          'name',
          <Input maxLength={NAME_MAX_LENGTH} data-testid={`${who}-name`} />,
          8,
          true,
        )}
        {field([who, 'phone'], 'phone', <Input maxLength={30} data-testid={`${who}-phone`} />, 8)}
        {field(
          [who, 'countryCode'],
          'countryCode',
          <Input maxLength={2} placeholder="US" data-testid={`${who}-countryCode`} />,
          8,
          true,
        )}
        {who === 'recipient' &&
          field(
            [who, 'state'],
            'state',
            <Input maxLength={NAME_MAX_LENGTH} data-testid={`${who}-state`} />,
            8,
          )}
        {field(
          [who, 'city'],
          'city',
          <Input maxLength={NAME_MAX_LENGTH} data-testid={`${who}-city`} />,
          8,
          true,
        )}
        {field([who, 'postcode'], 'postcode', <Input maxLength={20} data-testid={`${who}-postcode`} />, 8)}
        {field(
          [who, 'address1'],
          'address1',
          <Input maxLength={NAME_MAX_LENGTH} data-testid={`${who}-address1`} />,
          24,
          true,
        )}
      </Row>
    </Card>
  );
  const rows = (name: 'pieces' | 'commodities', cells: (i: number) => ReactNode, blank: object) => (
    <Card size="small" title={label(name)}>
      <Form.List name={name}>
        {(items, { add, remove }) => (
          <>
            {items.map((item) => (
              <Row gutter={8} key={item.key} align="bottom">
                {cells(item.name)}
                <Col>
                  <Form.Item label=" " colon={false}>
                    <Button
                      icon={<DeleteOutlined />}
                      disabled={items.length === 1}
                      onClick={() => remove(item.name)}
                      aria-label={label('removeRow')}
                    />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add(blank)} data-testid={`${name}-add`}>
              {label('addRow')}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
  const decimal = (config: typeof WEIGHT | typeof SIZE | typeof PRICE, testId: string) => (
    <DecimalInput field={config} data-testid={testId} />
  );

  if (placed)
    return (
      <Card size="small" title={t('pdsParcel.menu.order')} data-testid="parcel-order-result">
        <Space orientation="vertical">
          <Typography.Text strong>{t('pdsOrder.placed', { waybillNo: placed.waybillNo })}</Typography.Text>
          {placed.trackNo ? (
            <Typography.Text data-testid="parcel-order-trackNo">
              {t('pdsOrder.trackNo', { trackNo: placed.trackNo })}
            </Typography.Text>
          ) : placed.labelError ? (
            <Typography.Text type="danger" data-testid="parcel-order-labelError">
              {t('pdsOrder.labelError', { error: placed.labelError })}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">{t('pdsOrder.labelQueued')}</Typography.Text>
          )}
          <Button type="primary" onClick={again} data-testid="parcel-order-again">
            {t('pdsOrder.next')}
          </Button>
        </Space>
      </Card>
    );

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
        {party('recipient')}
        {party('sender')}
        {rows(
          'pieces',
          (i) => [
            field([i, 'receiveActualWeight'], 'weight', decimal(WEIGHT, `piece-${i}-weight`), 5, true),
            field([i, 'receiveLength'], 'length', decimal(SIZE, `piece-${i}-length`), 5),
            field([i, 'receiveWidth'], 'width', decimal(SIZE, `piece-${i}-width`), 5),
            field([i, 'receiveHeight'], 'height', decimal(SIZE, `piece-${i}-height`), 5),
          ],
          {},
        )}
        {rows(
          'commodities',
          (i) => [
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
          ],
          { quantity: 1 },
        )}
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
          {prices && !prices.length ? (
            <Typography.Text type="secondary">{label('noPrices')}</Typography.Text>
          ) : null}
          {prices?.length ? (
            <Radio.Group
              value={chosen}
              onChange={(e) => setChosen(e.target.value as string)}
              data-testid="parcel-prices"
            >
              <Space orientation="vertical">
                {priceChoices(prices).map((p) => (
                  <Radio
                    key={priceKey(p)}
                    value={priceKey(p)}
                    disabled={!p.ok}
                    data-testid={`price-${p.productId}`}
                  >
                    <Space>
                      <Typography.Text strong>{p.productName ?? ''}</Typography.Text>
                      {p.ok ? (
                        <Typography.Text data-testid="price-total">{`${p.currency ?? ''} ${p.total ?? ''}`}</Typography.Text>
                      ) : (
                        <Typography.Text type="secondary">{p.reasonText ?? ''}</Typography.Text>
                      )}
                      {p.chargeWeight ? (
                        <Typography.Text type="secondary">{`${p.chargeWeight} kg`}</Typography.Text>
                      ) : null}
                    </Space>
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          ) : null}
        </Card>
        {problem && <Alert type="error" showIcon title={problem} data-testid="parcel-order-problem" />}
        <Button type="primary" htmlType="submit" loading={place.isPending} data-testid="parcel-order-submit">
          {label('submit')}
        </Button>
      </Space>
    </Form>
  );
}
