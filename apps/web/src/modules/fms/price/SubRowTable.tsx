import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';

type Props<R extends { key: string }> = {
  /** Prefix of the test ids: `{testId}-add`, `{testId}-remove-{i}`, `{testId}-message-{i}`. */
  testId: string;
  rows: R[];
  columns: ColumnsType<R>;
  onChange: (rows: R[]) => void;
  newRow: () => R;
  /** The message of each invalid row (from 0), naming its row. */
  messages: ReadonlyMap<number, string>;
  /** Shown under the table (e.g. the formula variables). */
  hint?: ReactNode;
};

/**
 * An editable table of price sub-data rows: add a row, remove one after confirming, and each
 * invalid row marked with its message ("Special freight row 2: Formula cannot be empty") under the table.
 */
export function SubRowTable<R extends { key: string }>(props: Props<R>) {
  const { testId, rows, columns, onChange, newRow, messages, hint } = props;
  const { t } = useTranslation();
  const remove = async (index: number) => {
    const ok = await confirmDialog({
      content: t('priceForm.removeConfirm', { row: index + 1 }),
      danger: true,
    });
    if (ok) onChange(rows.filter((_, i) => i !== index));
  };
  const all: ColumnsType<R> = [
    { key: 'no', title: '#', width: 40, render: (_, _r, i) => i + 1 },
    ...columns,
    {
      key: 'remove',
      width: 48,
      fixed: 'right',
      render: (_, _r, i) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('priceForm.removeRow')}
          onClick={() => void remove(i)}
          data-testid={`${testId}-remove-${i}`}
        />
      ),
    },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Button
        icon={<PlusOutlined />}
        onClick={() => onChange([...rows, newRow()])}
        data-testid={`${testId}-add`}
      >
        {t('priceForm.addRow')}
      </Button>
      <Table<R>
        rowKey="key"
        size="small"
        columns={all}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowClassName={(_, i) => (messages.has(i) ? 'price-sub-row-invalid' : '')}
        locale={{ emptyText: t('priceForm.empty') }}
        data-testid={testId}
      />
      {[...messages].map(([i, text]) => (
        <Typography.Text key={i} type="danger" data-testid={`${testId}-message-${i}`}>
          {text}
        </Typography.Text>
      ))}
      {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
    </Space>
  );
}
