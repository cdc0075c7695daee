import {
  ADDRESS_TYPE_OPTIONS,
  NAME_MAX_LENGTH,
  REFERENCE_MAX_LENGTH,
  remoteLevelLabel,
} from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Form, type FormInstance, Row, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTypedKeyword } from '#web/components/resource/use-typed-keyword.ts';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { CountrySelect, useFieldLabel } from './OrderSelects.tsx';
import { OrderTextItem } from './OrderTextItem.tsx';
import { orderApi, orderKeys } from './order-api.ts';
import { useOrderConfig } from './order-config-context.ts';
import { orderFieldProps } from './order-config-form.ts';
import { type AddressBookEntry, addressFromBook, type OrderFormValues } from './order-form.ts';

type Party = 'sender' | 'recipient';

/** The recipient's remote-level tag, looked up once country and postcode or city are typed. */
function RemoteLevelTag({ form }: { form: FormInstance<OrderFormValues> }) {
  const [lang] = useLanguage();
  const countryCode = Form.useWatch(['recipient', 'countryCode'], form) as string | undefined;
  const postcode = (Form.useWatch(['recipient', 'postcode'], form) as string | undefined)?.trim();
  const city = (Form.useWatch(['recipient', 'city'], form) as string | undefined)?.trim();
  const ready = Boolean(countryCode && (postcode || city));
  const found = useQuery({
    queryKey: orderKeys.remoteLevel(countryCode ?? '', postcode ?? '', city ?? ''),
    queryFn: () => orderApi.remoteLevel({ countryCode: countryCode!, postcode, city }),
    enabled: ready,
    staleTime: 60_000,
  });
  const text = ready ? remoteLevelLabel(found.data?.remoteLevel)?.[lang] : undefined;
  return text ? (
    <Tag color="orange" data-testid="order-remote-level">
      {text}
    </Tag>
  ) : null;
}

/** Picks an entry of the customer's sender or recipient book (staff: of the chosen customer). */
function AddressBookSelect({
  party,
  customerId,
  onPick,
}: {
  party: Party;
  customerId: string | undefined;
  onPick: (entry: AddressBookEntry) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setTyped] = useTypedKeyword();
  const [open, setOpen] = useState(false);
  const found = useQuery({
    queryKey: orderKeys.addresses(party, customerId ?? '', keyword),
    queryFn: () => orderApi.addresses({ type: party, customerId, keyword: keyword || undefined }),
    enabled: open,
    staleTime: 30_000,
  });
  const entries = found.data ?? [];
  return (
    <Select<string>
      style={{ minWidth: 240 }}
      size="small"
      value={null}
      placeholder={t(`waybillOrder.${party}Book`)}
      loading={found.isFetching}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onOpenChange={setOpen}
      notFoundContent={found.isFetching ? t('common.loading') : t('common.noData')}
      options={entries.map((e) => ({
        value: e.id,
        label: [e.name, e.company, e.countryCode, e.city].filter(Boolean).join(' · '),
      }))}
      onChange={(id) => {
        const entry = entries.find((e) => e.id === id);
        if (entry) onPick(entry);
      }}
      data-testid={`order-${party}-book`}
    />
  );
}

/**
 * Sender or recipient: picked from the customer's book or typed. Lengths of DESIGN.md §5 (names,
 * companies, address lines, city, state 35). The recipient adds email, address line 3, tax number,
 * address type, and the EU destination when the country is an EU member.
 */
export function AddressSection({
  party,
  form,
  customerId,
  isEu,
}: {
  party: Party;
  form: FormInstance<OrderFormValues>;
  customerId: string | undefined;
  isEu?: boolean;
}) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const label = useFieldLabel();
  const recipient = party === 'recipient';
  const config = useOrderConfig();
  const text = (name: string, max: number, required = false, span = 6) => (
    <OrderTextItem
      key={name}
      name={[party, name]}
      path={`${party}.${name}`}
      label={label(name)}
      max={max}
      required={required}
      span={span}
      testId={`order-${party}-${name}`}
    />
  );
  const addressType = orderFieldProps(config, 'recipient.addressType');
  const euDestination = orderFieldProps(config, 'euDestination');
  return (
    <Card
      size="small"
      title={
        <Space>
          {t(`waybillOrder.section.${party}`)}
          {recipient && <RemoteLevelTag form={form} />}
        </Space>
      }
      extra={
        <AddressBookSelect
          party={party}
          customerId={customerId}
          onPick={(entry) => {
            const current = form.getFieldValue(party) as OrderFormValues['recipient'];
            form.setFieldValue(party, addressFromBook(entry, current?.addressType));
          }}
        />
      }
      data-testid={`order-${party}`}
    >
      <Row gutter={12}>
        {text('name', NAME_MAX_LENGTH, true)}
        {text('company', NAME_MAX_LENGTH)}
        {text('phone', 30)}
        <Col xs={24} md={6}>
          <Form.Item
            name={[party, 'countryCode']}
            label={label('countryCode')}
            rules={[rules.required(label('countryCode'))]}
          >
            <CountrySelect data-testid={`order-${party}-country`} />
          </Form.Item>
        </Col>
        {text('state', NAME_MAX_LENGTH)}
        {text('city', NAME_MAX_LENGTH, recipient)}
        {text('postcode', 20)}
        {recipient && text('email', 100)}
        {text('address1', NAME_MAX_LENGTH, true, 12)}
        {text('address2', NAME_MAX_LENGTH, false, 12)}
        {recipient && text('address3', NAME_MAX_LENGTH, false, 12)}
        {recipient && text('taxNo1', REFERENCE_MAX_LENGTH)}
        {recipient && (
          <Col xs={24} md={6} hidden={addressType.hidden}>
            <Form.Item name={[party, 'addressType']} label={label('addressType')} hidden={addressType.hidden}>
              <Select
                options={ADDRESS_TYPE_OPTIONS.filter(
                  (o) => !addressType.options || addressType.options.includes(String(o.value)),
                ).map((o) => ({ value: o.value, label: o.label[lang] }))}
                data-testid="order-recipient-addressType"
              />
            </Form.Item>
          </Col>
        )}
        {recipient && isEu && (
          <Col xs={24} md={6} hidden={euDestination.hidden}>
            <Form.Item
              name="euDestination"
              label={label('euDestination')}
              hidden={euDestination.hidden}
              rules={[rules.required(label('euDestination'))]}
              tooltip={t('waybillOrder.euDestinationHint')}
            >
              <CountrySelect euOnly data-testid="order-euDestination" />
            </Form.Item>
          </Col>
        )}
      </Row>
    </Card>
  );
}
