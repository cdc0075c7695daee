import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { feeSubjectLabel } from '@freightdesk/domain';
import { Button, Card, Col, Form, Input, Row, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#web/components/number-input/NumberInput.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { SaveQuoteButton } from '#web/modules/fms/price-quote/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { type FeeLine, priceApi, type QuoteAnswer } from './price-api.ts';
import { answerKey, type QuoteFormValues, quotePayload, splitAnswers } from './quote-form.ts';

type Priced = Extract<QuoteAnswer, { ok: true }>;
type Unpriced = Extract<QuoteAnswer, { ok: false }>;

const EMPTY_PIECE = { actualWeight: null, length: null, width: null, height: null };

/**
 * Price query (`fms/price/query-price`, staff and customers with the price-checking feature): the
 * shipment (destination, pieces with weights and sizes, declared value, goods types) priced across
 * the products, cheapest first, each row opening its fee lines with their formula text; the products
 * without a price follow with the reason. Staff pick the customer; customers quote for themselves.
 */
export function QueryPricePage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { userType } = useSession();
  const [form] = Form.useForm<QuoteFormValues>();
  const [answers, setAnswers] = useState<QuoteAnswer[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [queried, setQueried] = useState<QuoteFormValues>();

  const submit = async (values: QuoteFormValues) => {
    setBusy(true);
    try {
      setAnswers(await priceApi.queryPrice(quotePayload(values)));
      setQueried(values);
    } catch {
      // the request layer told the user
    } finally {
      setBusy(false);
    }
  };

  const subjectName = (s: string) => feeSubjectLabel(s, lang);
  const lineColumns: ColumnsType<FeeLine> = [
    { key: 'subject', title: t('price.subject'), render: (_, l) => subjectName(l.subject) },
    { key: 'value', title: t('price.value'), align: 'right', render: (_, l) => `${l.value} ${l.currency}` },
    {
      key: 'conversion',
      title: t('price.localValue'),
      align: 'right',
      render: (_, l) => l.conversionValue,
    },
    {
      key: 'formula',
      title: t('price.formula'),
      render: (_, l) =>
        l.calErrorMsg ? <Typography.Text type="danger">{l.calErrorMsg}</Typography.Text> : l.formula,
    },
  ];
  const columns: ColumnsType<Priced> = [
    {
      key: 'product',
      title: t('price.product'),
      render: (_, a) => (
        <span data-testid={`quote-row-${a.productCode ?? a.productId}`}>{a.productName ?? a.productId}</span>
      ),
    },
    { key: 'channel', title: t('price.channel'), render: (_, a) => a.channelName ?? '—' },
    { key: 'zone', title: t('price.zone'), dataIndex: 'zone' },
    { key: 'timeliness', title: t('price.timeliness'), dataIndex: 'timeliness' },
    { key: 'volumeDivisor', title: t('price.volumeDivisor'), dataIndex: 'volumeDivisor', align: 'right' },
    { key: 'remoteLevel', title: t('price.remoteLevel'), render: (_, a) => a.remoteLevel ?? '—' },
    { key: 'chargeWeight', title: t('price.chargeWeight'), dataIndex: 'chargeWeight', align: 'right' },
    {
      key: 'total',
      title: t('price.total'),
      align: 'right',
      render: (_, a) => (
        <Space orientation="vertical" size={0} style={{ alignItems: 'flex-end' }}>
          <Typography.Text strong data-testid={`quote-total-${a.productCode ?? a.productId}`}>
            {a.localTotal} {a.localCurrency}
          </Typography.Text>
          {a.currency !== a.localCurrency && (
            <Typography.Text type="secondary">
              {a.total} {a.currency}
            </Typography.Text>
          )}
          {a.hasErrors && <Tag color="error">{t('price.feeError')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'saveQuote',
      render: (_, a) =>
        queried && (
          <SaveQuoteButton
            shipment={() => quotePayload(queried)}
            productId={a.productId}
            channelId={a.channelId}
            testId={`quote-save-${a.productCode ?? a.productId}`}
          />
        ),
    },
  ];
  const unpricedColumns: ColumnsType<Unpriced> = [
    { key: 'product', title: t('price.product'), render: (_, a) => a.productName ?? a.productId },
    { key: 'channel', title: t('price.channel'), render: (_, a) => a.channelName ?? '—' },
    { key: 'reason', title: t('price.reason'), dataIndex: 'reasonText' },
  ];
  const { priced, unpriced } = splitAnswers(answers ?? []);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="query-price-page">
      <Card size="small">
        <Form<QuoteFormValues>
          form={form}
          layout="vertical"
          initialValues={{ pieces: [EMPTY_PIECE], goodsTypes: [] }}
          onFinish={(v) => void submit(v)}
        >
          <Row gutter={12}>
            {userType === 'staff' && (
              <Col xs={24} md={6}>
                <Form.Item name="customerId" label={t('price.customer')} tooltip={t('price.customerHint')}>
                  <RefSelect entity="customer" data-testid="quote-customer" />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} md={6}>
              <Form.Item name="productId" label={t('price.product')} tooltip={t('price.allProducts')}>
                <RefSelect entity="product" data-testid="quote-product" />
              </Form.Item>
            </Col>
            <Col xs={12} md={3}>
              <Form.Item
                name="countryCode"
                label={t('price.countryCode')}
                rules={[
                  { required: true, message: t('price.countryRequired') },
                  { pattern: /^\s*[A-Za-z]{2}\s*$/, message: t('price.countryFormat') },
                ]}
              >
                <Input maxLength={2} placeholder="US" data-testid="quote-country" />
              </Form.Item>
            </Col>
            <Col xs={12} md={3}>
              <Form.Item name="postcode" label={t('price.postcode')}>
                <Input maxLength={20} data-testid="quote-postcode" />
              </Form.Item>
            </Col>
            <Col xs={12} md={3}>
              <Form.Item name="declaredValue" label={t('price.declaredValue')}>
                <NumberInput min={0} max={99999999} precision={2} data-testid="quote-declared" />
              </Form.Item>
            </Col>
            <Col xs={12} md={3}>
              <Form.Item name="declaredCurrency" label={t('price.declaredCurrency')}>
                <Input maxLength={3} placeholder="USD" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="goodsTypes" label={t('price.goodsTypes')}>
                <Select mode="tags" tokenSeparators={[',', ' ']} open={false} />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Text strong>{t('price.pieces')}</Typography.Text>
          <Form.List name="pieces">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f, i) => (
                  <Space key={f.key} align="baseline" wrap data-testid={`quote-piece-${i}`}>
                    <Form.Item
                      name={[f.name, 'actualWeight']}
                      label={i === 0 ? t('price.weight') : undefined}
                      rules={[{ required: true, message: t('price.weightRequired') }]}
                    >
                      <NumberInput min={0.001} max={99999} precision={3} data-testid={`quote-weight-${i}`} />
                    </Form.Item>
                    {(['length', 'width', 'height'] as const).map((d) => (
                      <Form.Item key={d} name={[f.name, d]} label={i === 0 ? t(`price.${d}`) : undefined}>
                        <NumberInput min={0} max={9999} precision={2} data-testid={`quote-${d}-${i}`} />
                      </Form.Item>
                    ))}
                    {fields.length > 1 && (
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={t('price.removePiece')}
                        onClick={() => remove(f.name)}
                      />
                    )}
                  </Space>
                ))}
                <Form.Item>
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(EMPTY_PIECE)}>
                    {t('price.addPiece')}
                  </Button>
                </Form.Item>
              </>
            )}
          </Form.List>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="quote-submit">
              {t('price.query')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setAnswers(null);
                setQueried(undefined);
              }}
            >
              {t('price.reset')}
            </Button>
          </Space>
        </Form>
      </Card>
      <Card size="small" title={t('price.results')}>
        <Table<Priced>
          rowKey={answerKey}
          size="small"
          columns={columns}
          dataSource={priced}
          loading={busy}
          pagination={false}
          expandable={{
            expandedRowRender: (a) => (
              <Table<FeeLine>
                rowKey={(l, i) => `${l.subject}-${i}`}
                size="small"
                columns={lineColumns}
                dataSource={a.lines}
                pagination={false}
              />
            ),
          }}
          locale={{ emptyText: answers ? t('price.noPriced') : t('price.enterShipment') }}
          data-testid="quote-results"
        />
        {unpriced.length > 0 && (
          <>
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {t('price.unpriced')}
            </Typography.Title>
            <Table<Unpriced>
              rowKey={answerKey}
              size="small"
              columns={unpricedColumns}
              dataSource={unpriced}
              pagination={false}
              data-testid="quote-unpriced"
            />
          </>
        )}
      </Card>
    </Space>
  );
}
