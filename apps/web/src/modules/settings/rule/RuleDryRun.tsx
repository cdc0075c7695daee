import { ExperimentOutlined } from '@ant-design/icons';
import { type EntityDef, type RuleDryRunAnswer, type RuleDryRunRow, ruleField } from '@freightdesk/domain';
import { Button, Drawer, Empty, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { dryRunRule } from './rule-api.ts';

const LIMITS = [100, 200, 500];

/** The facts that decided, as "Field: value" in the user's language. */
function FactsCell({ facts }: { facts: RuleDryRunRow['facts'] }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const shown = (v: unknown) =>
    v === null || v === undefined || v === ''
      ? '—'
      : typeof v === 'boolean'
        ? t(v ? 'ruleEditor.yes' : 'ruleEditor.no')
        : Array.isArray(v)
          ? v.join(', ') || '—'
          : String(v);
  return (
    <Typography.Text type="secondary">
      {Object.entries(facts)
        .map(([k, v]) => `${ruleField(k)?.label[lang] ?? k}: ${shown(v)}`)
        .join(' · ')}
    </Typography.Text>
  );
}

/** Yes as a coloured tag, no as a plain one. */
function YesNo({ yes, color }: { yes: boolean; color: string }) {
  const { t } = useTranslation();
  return yes ? <Tag color={color}>{t('ruleEditor.yes')}</Tag> : <Tag>{t('ruleEditor.no')}</Tag>;
}

/** The answer of a dry run: counts, then one row per recent waybill (matched, applied, what it would do, facts). */
export function RuleDryRunResult({ answer }: { answer: RuleDryRunAnswer }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="rule-dry-run-result">
      <Typography.Text data-testid="rule-dry-run-counts">
        {t('ruleKind.dryRunCounts', answer)}
      </Typography.Text>
      <Table<RuleDryRunRow>
        size="small"
        rowKey="id"
        dataSource={answer.rows}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        locale={{ emptyText: <Empty description={t('ruleKind.dryRunNoWaybills')} /> }}
        columns={[
          { key: 'waybillNo', title: t('ruleKind.waybillNo'), dataIndex: 'waybillNo', width: 160 },
          {
            key: 'matched',
            title: t('ruleKind.matched'),
            width: 110,
            render: (_, r) => <YesNo yes={r.matched} color="green" />,
          },
          {
            key: 'applies',
            title: t('ruleKind.applies'),
            width: 110,
            render: (_, r) => <YesNo yes={r.applies} color="blue" />,
          },
          { key: 'outcome', title: t('ruleKind.outcome'), render: (_, r) => r.outcome ?? '—' },
          { key: 'facts', title: t('ruleKind.facts'), render: (_, r) => <FactsCell facts={r.facts} /> },
        ]}
      />
    </Space>
  );
}

type RunProps = {
  entity: Pick<EntityDef, 'api' | 'title'>;
  /** The payload of the run: a saved rule's id, or the values being edited. */
  input: () => { id?: string; rule?: Record<string, unknown> } | undefined;
};

/** A "dry run" button with the number of recent waybills to read, and its answer below. */
export function RuleDryRunPanel({ entity, input }: RunProps) {
  const { t } = useTranslation();
  const [limit, setLimit] = useState(LIMITS[0]!);
  const [running, setRunning] = useState(false);
  const [answer, setAnswer] = useState<RuleDryRunAnswer | null>(null);
  const run = async () => {
    const payload = input();
    if (!payload) return;
    setRunning(true);
    try {
      setAnswer(await dryRunRule(entity, { ...payload, limit }));
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setRunning(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Button
          icon={<ExperimentOutlined />}
          loading={running}
          onClick={() => void run()}
          data-testid="rule-dry-run"
        >
          {t('ruleKind.dryRun')}
        </Button>
        <Select
          aria-label={t('ruleKind.dryRunLimit')}
          value={limit}
          onChange={setLimit}
          options={LIMITS.map((n) => ({ value: n, label: t('ruleKind.lastWaybills', { n }) }))}
          style={{ width: 200 }}
          data-testid="rule-dry-run-limit"
        />
      </Space>
      {answer && <RuleDryRunResult answer={answer} />}
    </Space>
  );
}

/** The dry run of a saved rule, from the list. */
export function RuleDryRunDrawer({
  entity,
  rule,
  onClose,
}: {
  entity: Pick<EntityDef, 'api' | 'title'>;
  rule: { id: string; name?: unknown } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={rule !== null}
      onClose={onClose}
      size={960}
      title={t('ruleKind.dryRunOf', { name: String(rule?.name ?? '') })}
      destroyOnHidden
    >
      {rule && <RuleDryRunPanel entity={entity} input={() => ({ id: rule.id })} />}
    </Drawer>
  );
}
