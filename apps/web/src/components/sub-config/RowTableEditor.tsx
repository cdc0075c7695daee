import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Language } from '@freightdesk/domain';
import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NestedRows } from './ObjectFormEditor.tsx';
import { SubFieldInput } from './SubFieldInput.tsx';
import { type Labels, type SubField, subLabel } from './sub-fields.ts';
import { type Draft, emptyRow } from './sub-values.ts';

type Props = {
  fields: readonly SubField[];
  labels: Labels;
  lang: Language;
  value?: unknown;
  onChange?: (value: Draft[]) => void;
  disabled?: boolean;
  /** Prefix of the test ids: `<testId>-add`, `<testId>-<row>-<field>`, `<testId>-<row>-delete`. */
  testId: string;
  id?: string;
};

type Row = Draft & { __index: number };

/** The rows of a form value (anything else is no rows). */
export function draftRows(value: unknown): Draft[] {
  return Array.isArray(value) ? value.filter((r): r is Draft => typeof r === 'object' && r !== null) : [];
}

/**
 * An editable table of flat rows: one column per schema field with its inline input, a delete
 * button per row and "add row" below (sequence numbers start at 1, as the messages count them).
 */
export function RowTableEditor({ fields, labels, lang, value, onChange, disabled, testId, id }: Props) {
  const { t } = useTranslation();
  const rows = draftRows(value);
  const flat = fields.filter((f): f is Exclude<SubField, NestedRows> => f.kind !== 'rows');
  const set = (index: number, key: string, cell: unknown) =>
    onChange?.(rows.map((r, i) => (i === index ? { ...r, [key]: cell } : r)));
  const columns = [
    { key: '__seq', title: '#', width: 48, render: (_: unknown, r: Row) => r.__index + 1 },
    ...flat.map((f) => ({
      key: f.key,
      title: subLabel(labels, f.key, lang),
      render: (_: unknown, r: Row) => (
        <SubFieldInput
          field={f}
          value={r[f.key]}
          disabled={disabled}
          testId={`${testId}-${r.__index}-${f.key}`}
          ariaLabel={`${subLabel(labels, f.key, lang)} ${r.__index + 1}`}
          onChange={(cell) => set(r.__index, f.key, cell)}
        />
      ),
    })),
    {
      key: '__actions',
      title: '',
      width: 56,
      render: (_: unknown, r: Row) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          disabled={disabled}
          aria-label={t('subConfig.deleteRow')}
          data-testid={`${testId}-${r.__index}-delete`}
          onClick={() => onChange?.(rows.filter((_, i) => i !== r.__index))}
        />
      ),
    },
  ];
  return (
    <div id={id} data-testid={testId}>
      <Table<Row>
        size="small"
        bordered
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowKey="__index"
        columns={columns}
        dataSource={rows.map((r, i) => ({ ...r, __index: i }))}
        locale={{ emptyText: t('subConfig.notConfigured') }}
      />
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        disabled={disabled}
        style={{ marginTop: 8 }}
        data-testid={`${testId}-add`}
        onClick={() => onChange?.([...rows, emptyRow(fields)])}
      >
        {t('subConfig.addRow')}
      </Button>
    </div>
  );
}
