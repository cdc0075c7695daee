import { type Language, message } from '@freightdesk/domain';
import { Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { draftRows } from './RowTableEditor.tsx';
import { type Labels, type SubConfigEditor, type SubField, subLabel } from './sub-fields.ts';
import { type Draft, editorFields } from './sub-values.ts';

/** The text of a stored cell: lists joined, yes/no and enum values as labels. */
export function cellText(
  f: SubField,
  v: unknown,
  lang: Language,
  t: (key: string, opts?: Record<string, unknown>) => string,
): string {
  if (v === undefined || v === null) return '';
  if (f.kind === 'bool') return message(lang, v ? 'yes' : 'no');
  if (f.kind === 'enum') return t(`subConfig.option.${String(v)}`, { defaultValue: String(v) });
  if (Array.isArray(v)) return v.map(String).join(', ');
  return String(v);
}

type ViewProps = {
  fields: readonly SubField[];
  labels: Labels;
  lang: Language;
  value: unknown;
  testId: string;
};

function RowsView({ fields, labels, lang, value, testId }: ViewProps) {
  const { t } = useTranslation();
  const flat = fields.filter((f) => f.kind !== 'rows');
  const rows = draftRows(value).map((r, i) => ({ ...r, __index: i }));
  return (
    <Table<Draft & { __index: number }>
      data-testid={testId}
      size="small"
      bordered
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowKey="__index"
      dataSource={rows}
      columns={[
        { key: '__seq', title: '#', width: 48, render: (_: unknown, r) => r.__index + 1 },
        ...flat.map((f) => ({
          key: f.key,
          title: subLabel(labels, f.key, lang),
          render: (_: unknown, r: Draft) => cellText(f, r[f.key], lang, t),
        })),
      ]}
    />
  );
}

function ObjectView({ fields, labels, lang, value, testId }: ViewProps) {
  const { t } = useTranslation();
  const draft = value as Draft;
  return (
    <Descriptions
      data-testid={testId}
      size="small"
      bordered
      column={1}
      items={fields.map((f) => ({
        key: f.key,
        label: subLabel(labels, f.key, lang),
        children:
          f.kind === 'rows' ? (
            <RowsView
              fields={f.fields}
              labels={labels}
              lang={lang}
              value={draft[f.key]}
              testId={`${testId}-${f.key}`}
            />
          ) : (
            cellText(f, draft[f.key], lang, t)
          ),
      }))}
    />
  );
}

/** The read-only view of a stored sub-config in the detail drawer ("not configured" for null). */
export function SubConfigView({
  editor,
  lang,
  value,
  testId,
}: {
  editor: SubConfigEditor;
  lang: Language;
  value: unknown;
  testId: string;
}) {
  const { t } = useTranslation();
  const empty = value === null || value === undefined || (Array.isArray(value) && value.length === 0);
  if (empty)
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('subConfig.notConfigured')}
      </Typography.Text>
    );
  const props = { fields: editorFields(editor), labels: editor.labels, lang, value, testId };
  return editor.kind === 'rows' ? <RowsView {...props} /> : <ObjectView {...props} />;
}
