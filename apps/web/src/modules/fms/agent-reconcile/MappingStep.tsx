import {
  AGENT_STATEMENT_FIELDS,
  AGENT_STATEMENT_NUMBER_KINDS,
  type AgentStatementField,
  REQUIRED_AGENT_STATEMENT_FIELDS,
} from '@freightdesk/domain';
import { Alert, Form, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgentStatementMapping } from './agent-reconcile-api.ts';

/** A mapping being edited: the number kind and, per field, the header chosen (none yet). */
export type MappingDraft = Partial<Omit<AgentStatementMapping, 'numberKind'>> & {
  numberKind: AgentStatementMapping['numberKind'];
};

type Props = {
  headers: readonly string[];
  sample: readonly (readonly string[])[];
  /** Whether the mapping is the agent's saved one (else a first guess). */
  saved: boolean;
  value: MappingDraft;
  onChange: (next: MappingDraft) => void;
};

/** The mapping when every required field has a column, else null. */
export function completeMapping(draft: MappingDraft): AgentStatementMapping | null {
  if (REQUIRED_AGENT_STATEMENT_FIELDS.some((f) => !draft[f as Exclude<AgentStatementField, never>]))
    return null;
  return draft as AgentStatementMapping;
}

/**
 * The column-mapping step of a new reconciliation: what the number column holds, then one select
 * per statement field over the file's headers (number, amount and currency required), the saved
 * mapping of the agent filled in, and the file's first rows to check against.
 */
export function MappingStep({ headers, sample, saved, value, onChange }: Props) {
  const { t } = useTranslation();
  const options = headers.filter(Boolean).map((h) => ({ value: h, label: h }));
  const set = (field: AgentStatementField, header: string | undefined) =>
    onChange({ ...value, [field]: header });
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="reconcile-mapping">
      <Alert
        type={saved ? 'success' : 'info'}
        showIcon
        title={t(saved ? 'agentReconcile.savedMapping' : 'agentReconcile.newMapping')}
        data-testid="reconcile-mapping-note"
      />
      <Form layout="vertical">
        <Form.Item label={t('agentReconcile.fields.numberKind')}>
          <Select
            value={value.numberKind}
            onChange={(numberKind) => onChange({ ...value, numberKind })}
            options={AGENT_STATEMENT_NUMBER_KINDS.map((k) => ({
              value: k,
              label: t(`agentReconcile.numberKinds.${k}`),
            }))}
            data-testid="reconcile-map-numberKind"
          />
        </Form.Item>
        {AGENT_STATEMENT_FIELDS.map((field) => (
          <Form.Item
            key={field}
            label={t(`agentReconcile.fieldsOf.${field}`)}
            required={REQUIRED_AGENT_STATEMENT_FIELDS.includes(field)}
          >
            <Select
              allowClear
              value={value[field]}
              onChange={(h?: string) => set(field, h)}
              options={options}
              data-testid={`reconcile-map-${field}`}
            />
          </Form.Item>
        ))}
      </Form>
      <Typography.Text type="secondary">{t('agentReconcile.sample')}</Typography.Text>
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={sample.map((cells, i) => ({ key: i, cells }))}
        columns={headers.map((h, i) => ({ key: `${i}`, title: h, render: (_, r) => r.cells[i] }))}
        scroll={{ x: true }}
        data-testid="reconcile-sample"
      />
    </Space>
  );
}
