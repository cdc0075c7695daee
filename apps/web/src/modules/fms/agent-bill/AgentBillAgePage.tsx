import { AGE_BUCKETS } from '@freightdesk/domain';
import { Card, Radio, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ListDataScope } from '#web/components/data-scope/DataScopeSelect.tsx';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { AGENT_AGE_VIEW, type AgentAgeRow } from './agent-bill-api.ts';

/**
 * Payable ageing (`/fms/agent-bill-age`): per agent the unwritten amounts of its open agent bills by
 * the receivable ageing's buckets, in days or in months. Criteria in the URL.
 */
export function AgentBillAgePage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const dataScope = useDataScope(true);
  const list = useListView<AgentAgeRow>(AGENT_AGE_VIEW, { permissionScope: dataScope.scope });
  const mode = list.state.values.mode === 'month' ? 'month' : 'day';
  const columns: ColumnsType<AgentAgeRow> = [
    { key: 'agent', title: t('agentBill.agent'), render: (_, r) => `${r.code} ${r.name}` },
    { key: 'currency', title: t('billAge.currency'), dataIndex: 'currency', width: 80 },
    { key: 'billCount', title: t('billAge.billCount'), dataIndex: 'billCount', align: 'right', width: 80 },
    ...AGE_BUCKETS[mode].map((b) => ({
      key: b.key,
      title: b.label[lang],
      align: 'right' as const,
      render: (_: unknown, r: AgentAgeRow) => r.buckets[b.key] ?? '0.00',
    })),
    {
      key: 'total',
      title: t('billAge.total'),
      align: 'right',
      render: (_, r) => <Typography.Text strong>{r.total}</Typography.Text>,
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="agent-bill-age-page">
      <SearchFormCard {...list.search} submitTestId="agent-bill-age-search">
        <SearchItem name="mode" label={t('billAge.mode')} lg={5}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'day', label: t('billAge.byDay') },
              { value: 'month', label: t('billAge.byMonth') },
            ]}
            data-testid="agent-bill-age-mode"
          />
        </SearchItem>
        <SearchItem name="agentId" label={t('agentBill.agent')} lg={6}>
          <RefSelect entity="agent" data-testid="agent-bill-age-agent" />
        </SearchItem>
      </SearchFormCard>
      <Card size="small" extra={<ListDataScope dataScope={dataScope} onChanged={list.firstPage} />}>
        <Table<AgentAgeRow>
          size="small"
          rowKey="agentId"
          loading={list.loading}
          dataSource={list.rows}
          columns={columns}
          pagination={false}
          data-testid="agent-bill-age-table"
        />
      </Card>
    </Space>
  );
}
