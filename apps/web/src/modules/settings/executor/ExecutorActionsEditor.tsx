import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  EXECUTOR_ACTION_LABELS as A,
  checkExecutorActions,
  EXECUTOR_ACTION_TYPE_LABELS,
  EXECUTOR_ACTION_TYPES,
  EXECUTOR_COLOUR_LABELS,
  EXECUTOR_COLOURS,
  EXECUTOR_FILL_FIELDS,
  EXECUTOR_NOTIFY_WAY_LABELS,
  EXECUTOR_NOTIFY_WAYS,
  EXECUTOR_RECIPIENT_LABELS,
  EXECUTOR_RECIPIENTS,
  EXECUTOR_ROBOT_CHANNELS,
  EXECUTOR_VALUE_TYPE_LABELS,
  EXECUTOR_VALUE_TYPES,
  type ExecutorAction,
  fillFieldLabel,
  type Language,
  message,
  NOTIFY_CHANNEL_LABELS,
} from '@freightdesk/domain';
import { Button, Card, Checkbox, Input, Radio, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import type { FieldControlProps } from '#web/components/resource/resource-types.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { actionRows, DEFAULT_ACTIONS, patchRow } from './action-rows.ts';
import { NumberCodeSelect } from './NumberCodeSelect.tsx';

/** Swatches of the preset colours (the default one has none). */
const SWATCH: Record<(typeof EXECUTOR_COLOURS)[number], string> = {
  default: 'transparent',
  blue: '#1677ff',
  green: '#52c41a',
  orange: '#fa8c16',
  red: '#ff4d4f',
};

type Row<T extends ExecutorAction['type']> = Extract<ExecutorAction, { type: T }>;
type RowProps<T extends ExecutorAction['type']> = {
  row: Row<T>;
  id: string;
  lang: Language;
  disabled?: boolean;
  set: (patch: Partial<Row<T>>) => void;
};

const Labelled = ({ label, children }: { label: string; children: ReactNode }) => (
  <Space direction="vertical" size={2}>
    <Typography.Text type="secondary">{label}</Typography.Text>
    {children}
  </Space>
);

function FillInputs({ row, id, lang, disabled, set }: RowProps<'fillField'>) {
  return (
    <Space wrap align="start">
      <Labelled label={A.field[lang]}>
        <Select
          data-testid={`${id}-field`}
          style={{ minWidth: 180 }}
          value={row.field || undefined}
          disabled={disabled}
          onChange={(field) => set({ field })}
          options={EXECUTOR_FILL_FIELDS.map((f) => ({ value: f, label: fillFieldLabel(f)?.[lang] ?? f }))}
        />
      </Labelled>
      <Labelled label={A.valueType[lang]}>
        <Radio.Group
          data-testid={`${id}-valueType`}
          value={row.valueType}
          disabled={disabled}
          onChange={(e) => set({ valueType: e.target.value, value: '' })}
          options={EXECUTOR_VALUE_TYPES.map((v) => ({
            value: v,
            label: EXECUTOR_VALUE_TYPE_LABELS[v][lang],
          }))}
        />
      </Labelled>
      <Labelled label={A.value[lang]}>
        {row.valueType === 'fixed' ? (
          <Input
            data-testid={`${id}-value`}
            value={row.value}
            maxLength={200}
            disabled={disabled}
            onChange={(e) => set({ value: e.target.value })}
          />
        ) : (
          <NumberCodeSelect
            data-testid={`${id}-value`}
            kind={row.valueType}
            value={row.value}
            disabled={disabled}
            onChange={(value) => set({ value })}
          />
        )}
      </Labelled>
    </Space>
  );
}

function NotifyInputs({ row, id, lang, disabled, set }: RowProps<'notify'>) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap align="start">
        <Labelled label={A.way[lang]}>
          <Radio.Group
            data-testid={`${id}-way`}
            value={row.way}
            disabled={disabled}
            onChange={(e) => set({ way: e.target.value })}
            options={EXECUTOR_NOTIFY_WAYS.map((w) => ({
              value: w,
              label: EXECUTOR_NOTIFY_WAY_LABELS[w][lang],
            }))}
          />
        </Labelled>
        <Labelled label={A.colour[lang]}>
          <Radio.Group
            value={row.colour}
            disabled={disabled}
            onChange={(e) => set({ colour: e.target.value })}
          >
            {EXECUTOR_COLOURS.map((c) => (
              <Radio.Button key={c} value={c} data-testid={`${id}-colour-${c}`}>
                <span
                  style={{
                    display: 'inline-block',
                    width: 10,
                    height: 10,
                    marginInlineEnd: 4,
                    borderRadius: 2,
                    background: SWATCH[c],
                  }}
                />
                {EXECUTOR_COLOUR_LABELS[c][lang]}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Labelled>
      </Space>
      {row.way === 'robot' && (
        <Space wrap>
          <Labelled label={A.robotChannel[lang]}>
            <Select
              style={{ minWidth: 160 }}
              value={row.robotChannel}
              disabled={disabled}
              onChange={(robotChannel) => set({ robotChannel })}
              options={EXECUTOR_ROBOT_CHANNELS.map((c) => ({
                value: c,
                label: NOTIFY_CHANNEL_LABELS[c][lang],
              }))}
            />
          </Labelled>
          <Labelled label={A.robotUrl[lang]}>
            <Input
              data-testid={`${id}-robotUrl`}
              style={{ minWidth: 320 }}
              value={row.robotUrl}
              disabled={disabled}
              onChange={(e) => set({ robotUrl: e.target.value })}
            />
          </Labelled>
        </Space>
      )}
      <Labelled label={A.recipients[lang]}>
        <Checkbox.Group
          data-testid={`${id}-recipients`}
          value={row.recipients}
          disabled={disabled}
          onChange={(recipients) => set({ recipients: recipients as Row<'notify'>['recipients'] })}
          options={EXECUTOR_RECIPIENTS.map((r) => ({ value: r, label: EXECUTOR_RECIPIENT_LABELS[r][lang] }))}
        />
      </Labelled>
      {row.recipients.includes('employee') && (
        <Labelled label={A.employeeIds[lang]}>
          <RefSelect
            data-testid={`${id}-employees`}
            entity="employee"
            multiple
            value={row.employeeIds}
            disabled={disabled}
            onChange={(v) => set({ employeeIds: Array.isArray(v) ? v : v ? [v] : [] })}
          />
        </Labelled>
      )}
      <Labelled label={A.content[lang]}>
        <Input.TextArea
          data-testid={`${id}-content`}
          rows={2}
          maxLength={500}
          style={{ minWidth: 420 }}
          value={row.content}
          disabled={disabled}
          onChange={(e) => set({ content: e.target.value })}
        />
        <Typography.Text type="secondary">{t('executor.placeholders')}</Typography.Text>
      </Labelled>
    </Space>
  );
}

function WebhookInputs({ row, id, lang, disabled, set }: RowProps<'webhook'>) {
  const { t } = useTranslation();
  const header = (i: number, patch: Partial<{ name: string; value: string }>) =>
    set({ headers: row.headers.map((h, j) => (j === i ? { ...h, ...patch } : h)) });
  return (
    <Space direction="vertical">
      <Labelled label={A.url[lang]}>
        <Input
          data-testid={`${id}-url`}
          style={{ minWidth: 420 }}
          value={row.url}
          disabled={disabled}
          onChange={(e) => set({ url: e.target.value })}
        />
      </Labelled>
      <Labelled label={A.headers[lang]}>
        {row.headers.map((h, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: header rows have no identity but their place
          <Space key={i}>
            <Input
              aria-label={t('executor.headerName')}
              placeholder={t('executor.headerName')}
              value={h.name}
              disabled={disabled}
              onChange={(e) => header(i, { name: e.target.value })}
            />
            <Input
              aria-label={t('executor.headerValue')}
              placeholder={t('executor.headerValue')}
              value={h.value}
              disabled={disabled}
              onChange={(e) => header(i, { value: e.target.value })}
            />
            <Button
              icon={<DeleteOutlined />}
              aria-label={t('executor.removeAction')}
              disabled={disabled}
              onClick={() => set({ headers: row.headers.filter((_, j) => j !== i) })}
            />
          </Space>
        ))}
        <Button
          size="small"
          icon={<PlusOutlined />}
          data-testid={`${id}-add-header`}
          disabled={disabled}
          onClick={() => set({ headers: [...row.headers, { name: '', value: '' }] })}
        >
          {t('executor.addHeader')}
        </Button>
      </Labelled>
    </Space>
  );
}

function RowInputs(props: RowProps<ExecutorAction['type']>) {
  const { row } = props;
  if (row.type === 'fillField') return <FillInputs {...(props as RowProps<'fillField'>)} />;
  if (row.type === 'notify') return <NotifyInputs {...(props as RowProps<'notify'>)} />;
  if (row.type === 'webhook') return <WebhookInputs {...(props as RowProps<'webhook'>)} />;
  return null;
}

/**
 * The actions of an executor (its form's `actions`): one card per row with the action type and that
 * type's inputs, add and remove; the first row problem (back-office §5) is shown under the rows.
 */
export function ExecutorActionsEditor({ value, onChange, disabled, id }: FieldControlProps) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const rows = actionRows(value);
  const change = (next: ExecutorAction[]) => onChange?.(next);
  const issue = rows.length ? checkExecutorActions(rows, lang) : undefined;
  return (
    <Space id={id} direction="vertical" style={{ width: '100%' }} data-testid="executor-actions">
      {rows.length === 0 && <Typography.Text type="secondary">{t('executor.noActions')}</Typography.Text>}
      {rows.map((row, i) => {
        const rowId = `executor-action-${i}`;
        return (
          <Card
            // biome-ignore lint/suspicious/noArrayIndexKey: action rows are ordered by place
            key={i}
            size="small"
            data-testid={rowId}
            title={
              <Space>
                <span>{t('executor.row', { n: i + 1 })}</span>
                <Select
                  data-testid={`${rowId}-type`}
                  style={{ minWidth: 180 }}
                  value={row.type}
                  disabled={disabled}
                  onChange={(type) => change(patchRow(rows, i, { type }))}
                  options={EXECUTOR_ACTION_TYPES.map((ty) => ({
                    value: ty,
                    label: EXECUTOR_ACTION_TYPE_LABELS[ty][lang],
                  }))}
                />
              </Space>
            }
            extra={
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                data-testid={`${rowId}-remove`}
                aria-label={t('executor.removeAction')}
                disabled={disabled}
                onClick={() => change(rows.filter((_, j) => j !== i))}
              />
            }
          >
            <RowInputs
              row={row}
              id={rowId}
              lang={lang}
              disabled={disabled}
              set={(patch) => change(patchRow(rows, i, patch as Partial<ExecutorAction>))}
            />
          </Card>
        );
      })}
      <Button
        icon={<PlusOutlined />}
        data-testid="executor-add-action"
        disabled={disabled}
        onClick={() => change([...rows, DEFAULT_ACTIONS.fillField])}
      >
        {t('executor.addAction')}
      </Button>
      {issue && (
        <Typography.Text type="danger" data-testid="executor-actions-issue">
          {message(lang, issue.key, issue.params)}
        </Typography.Text>
      )}
    </Space>
  );
}
