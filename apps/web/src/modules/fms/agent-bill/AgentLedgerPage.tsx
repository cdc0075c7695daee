import { billPeriodText } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Descriptions, Empty, Form, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { BillStatusTag } from '#web/modules/fms/bill/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { type AgentBillRow, type AgentLedger, agentBillApi, agentBillKeys } from './agent-bill-api.ts';

type Flow = AgentLedger['rows'][number];
const DAY = 'YYYY-MM-DD';
const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');
const thisMonth = (): [Dayjs, Dayjs] => [dayjs().startOf('month'), dayjs()];

/**
 * Agent ledger (`/fms/agent-ledger`): one agent over a period — opening balance, what was billed and
 * cancelled, the closing balance and what is owed now; its bills of the period and its balance flows
 * oldest first.
 */
export function AgentLedgerPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const [agentId, setAgentId] = useState<string | undefined>();
  const [period, setPeriod] = useState<[Dayjs, Dayjs]>(thisMonth);
  const days: [string, string] = [period[0].format(DAY), period[1].format(DAY)];
  const ledger = useQuery({
    queryKey: agentBillKeys.ledger(agentId ?? '', ...days),
    queryFn: () => agentBillApi.ledger(agentId!, days),
    enabled: Boolean(agentId),
  });
  const l = ledger.data;
  const flowColumns: ColumnsType<Flow> = [
    { key: 'time', title: t('agentBill.time'), render: (_, r) => time(r.createdAt), width: 150 },
    {
      key: 'type',
      title: t('agentBill.flows'),
      render: (_, r) => t(`agentBill.flowType.${r.type}`, { defaultValue: String(r.type) }),
    },
    { key: 'relatedNo', title: t('bill.fields.billNo'), dataIndex: 'relatedNo' },
    { key: 'value', title: t('agentBill.flowValue'), dataIndex: 'value', align: 'right' },
    { key: 'balance', title: t('agentBill.flowBalance'), dataIndex: 'balance', align: 'right' },
  ];
  const billColumns: ColumnsType<AgentBillRow> = [
    { key: 'billNo', title: t('bill.fields.billNo'), dataIndex: 'billNo' },
    { key: 'billTime', title: t('bill.fields.billTime'), render: (_, r) => time(r.billTime) },
    {
      key: 'period',
      title: t('bill.fields.period'),
      render: (_, r) => billPeriodText(r.periodFrom, r.periodTo),
    },
    { key: 'total', title: t('bill.fields.total'), dataIndex: 'total', align: 'right' },
    { key: 'unwritten', title: t('bill.fields.unwritten'), dataIndex: 'unwritten', align: 'right' },
    {
      key: 'status',
      title: t('bill.fields.status'),
      render: (_, r) => <BillStatusTag status={r.status} lang={lang} />,
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="agent-ledger-page">
      <Card size="small">
        <Form layout="inline">
          <Form.Item label={t('agentBill.agent')} style={{ minWidth: 300 }}>
            <RefSelect
              entity="agent"
              value={agentId}
              onChange={(v) => setAgentId(v as string | undefined)}
              data-testid="agent-ledger-agent"
            />
          </Form.Item>
          <Form.Item label={t('agentBill.period')}>
            <DatePicker.RangePicker
              value={period}
              allowClear={false}
              onChange={(v) => v?.[0] && v[1] && setPeriod([v[0], v[1]])}
              data-testid="agent-ledger-period"
            />
          </Form.Item>
        </Form>
      </Card>
      {!l ? (
        <Empty description={t('agentBill.chooseAgent')} />
      ) : (
        <>
          <Card size="small">
            <Descriptions size="small" column={3} data-testid="agent-ledger-figures">
              <Descriptions.Item
                label={t('agentBill.opening')}
              >{`${l.opening} ${l.currency}`}</Descriptions.Item>
              <Descriptions.Item label={t('agentBill.billed')}>{l.billed}</Descriptions.Item>
              <Descriptions.Item label={t('agentBill.billCancelled')}>{l.billCancelled}</Descriptions.Item>
              <Descriptions.Item
                label={t('agentBill.closing')}
              >{`${l.closing} ${l.currency}`}</Descriptions.Item>
              <Descriptions.Item
                label={t('agentBill.balanceNow')}
              >{`${l.balance} ${l.currency}`}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card size="small" title={t('agentBill.title')}>
            <Table<AgentBillRow>
              size="small"
              rowKey="id"
              dataSource={l.bills}
              columns={billColumns}
              pagination={false}
              data-testid="agent-ledger-bills"
            />
          </Card>
          <Card size="small" title={t('agentBill.flows')}>
            <Table<Flow>
              size="small"
              rowKey="id"
              dataSource={l.rows}
              columns={flowColumns}
              pagination={false}
              data-testid="agent-ledger-flows"
            />
          </Card>
        </>
      )}
    </Space>
  );
}
