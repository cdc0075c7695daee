import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { NAME_MAX_LENGTH } from '@freightdesk/domain';
import { Button, Card, Col, Form, Input, Radio, Row, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rules } from '#web/shell/i18n/form-rules.ts';
import type { ParcelPrice } from './parcel-api.ts';
import { priceChoices, priceKey } from './parcel-order-form.ts';

/** The parcel order's answer: its number and its track number, its label error in red, or queued. */
export type Placed = { waybillNo: string; trackNo?: string; labelError?: string };

/** The order form's labels and one labelled field in a grid column (`pdsOrder.*` texts). */
export function useOrderFields() {
  const { t } = useTranslation();
  const label = (key: string) => t(`pdsOrder.${key}`);
  const field = (name: (string | number)[], key: string, control: ReactNode, span = 6, req = false) => (
    <Col xs={24} md={span} key={name.join('-')}>
      <Form.Item name={name} label={label(key)} rules={req ? [rules.required(label(key))] : undefined}>
        {control}
      </Form.Item>
    </Col>
  );
  return { label, field };
}

/** The recipient's or the sender's name, phone and address. */
export function PartyCard({ who }: { who: 'sender' | 'recipient' }) {
  const { label, field } = useOrderFields();
  return (
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
}

/** A list of rows (pieces or commodities) with add and remove; at least one row stays. */
export function RowsCard({
  name,
  cells,
  blank,
}: {
  name: 'pieces' | 'commodities';
  cells: (i: number) => ReactNode;
  blank: object;
}) {
  const { label } = useOrderFields();
  return (
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
}

/** The PDS products' prices for the parcel, one to choose (the ones that cannot price disabled). */
export function PriceChoices({
  prices,
  chosen,
  onChoose,
}: {
  prices: ParcelPrice[] | undefined;
  chosen: string | undefined;
  onChoose: (key: string) => void;
}) {
  const { label } = useOrderFields();
  return (
    <>
      {prices && !prices.length ? (
        <Typography.Text type="secondary">{label('noPrices')}</Typography.Text>
      ) : null}
      {prices?.length ? (
        <Radio.Group
          value={chosen}
          onChange={(e) => onChoose(e.target.value as string)}
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
    </>
  );
}

/** What the order answered, and "next parcel". */
export function OrderResult({ placed, onAgain }: { placed: Placed; onAgain: () => void }) {
  const { t } = useTranslation();
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
        <Button type="primary" onClick={onAgain} data-testid="parcel-order-again">
          {t('pdsOrder.next')}
        </Button>
      </Space>
    </Card>
  );
}
