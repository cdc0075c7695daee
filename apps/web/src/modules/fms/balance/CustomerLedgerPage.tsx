import { message } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Empty, Form, Row, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { Money } from './BalanceDetailCard.tsx';
import { BalanceFlowTable } from './BalanceFlowTable.tsx';
import { balanceApi, balanceKeys, type CustomerLedger } from './balance-api.ts';

type Values = { customerId?: string; period?: [string, string] };
const SEPARATOR = '..';
const COLUMNS = [
  'billed',
  'billCancelled',
  'received',
  'receiptCancelled',
  'refunded',
  'refundCancelled',
  'writtenOff',
] as const satisfies readonly (keyof CustomerLedger)[];

/** The customer and period an address holds (`?customerId=…&period=2026-01-01..2026-01-31`). */
function readQuery(params: URLSearchParams): { customerId: string; from: string; to: string } | null {
  const customerId = params.get('customerId') ?? '';
  const [from = '', to = ''] = (params.get('period') ?? '').split(SEPARATOR);
  return customerId && from && to ? { customerId, from, to } : null;
}

/**
 * Customer ledger (staff `/fms/customer-ledger`): a customer and a period (days, both included) give
 * the opening balance, the movements by kind (bills, receipts, refunds, write-offs and their
 * cancellations), the closing balance and the flow rows; the query is kept in the URL.
 */
export function CustomerLedgerPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const query = readQuery(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-sync the form when the URL changes
  useEffect(() => {
    form.setFieldsValue(query ? { customerId: query.customerId, period: [query.from, query.to] } : {});
  }, [params.toString()]);
  const ledger = useQuery({
    queryKey: query ? balanceKeys.ledger(query.customerId, query.from, query.to) : ['fmsCustomerLedger'],
    queryFn: () => balanceApi.ledger(query!.customerId, query!.from, query!.to),
    enabled: query !== null,
  });
  const search = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.customerId || !values.period?.[0] || !values.period[1]) return;
    setParams({ customerId: values.customerId, period: values.period.join(SEPARATOR) }, { replace: true });
  };
  const data = ledger.data;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="customer-ledger-page">
      <Card size="small">
        <Form form={form} layout="vertical" onFinish={() => void search()}>
          <Row gutter={16} align="bottom">
            <Col xs={24} md={8}>
              <Form.Item
                name="customerId"
                label={t('balance.customer')}
                rules={[rules.required(t('balance.customer'))]}
              >
                <RefSelect entity="customer" data-testid="ledger-customer" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="period"
                label={t('balance.period')}
                rules={[
                  {
                    validator: async (_, v: Values['period']) => {
                      if (!v?.[0] || !v[1]) throw new Error(message(lang, 'required', [t('balance.period')]));
                    },
                  },
                ]}
              >
                <DateRangePicker data-testid="ledger-period" />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Form.Item>
                <Button
                  type="primary"
                  htmlType="submit"
                  loading={ledger.isFetching}
                  data-testid="ledger-search"
                >
                  {t('balance.query')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      {data ? (
        <>
          <Card size="small">
            <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} data-testid="ledger-summary">
              <Descriptions.Item label={t('balance.opening')}>
                <Money value={data.opening} currency={data.currency} strong />
              </Descriptions.Item>
              {COLUMNS.map((key) => (
                <Descriptions.Item key={key} label={t(`balance.${key}`)}>
                  <Money value={data[key]} currency={data.currency} />
                </Descriptions.Item>
              ))}
              <Descriptions.Item label={t('balance.closing')}>
                <Money value={data.closing} currency={data.currency} strong />
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Card size="small">
            <BalanceFlowTable
              rows={data.rows}
              pagination={{ pageSize: 50 }}
              showCustomer={false}
              testId="ledger-rows"
            />
          </Card>
        </>
      ) : (
        <Card size="small">
          <Empty description={t('balance.pickCustomerPeriod')} />
        </Card>
      )}
    </Space>
  );
}
