import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';

/** The editable row tables of the order form (pieces, boxes, commodity lines): one `Form.List` row a table row. */

/** A row of a `Form.List` as the tables render it. */
export type ListRow = { key: number; name: number };

type CardProps = {
  title: string;
  count: number;
  addLabel: string;
  addDisabled?: boolean;
  onAdd: () => void;
  addTestId: string;
  testId: string;
  children: ReactNode;
};

/** The card around a row table: its title with the row count and an Add button. */
export function RowsCard({
  title,
  count,
  addLabel,
  addDisabled,
  onAdd,
  addTestId,
  testId,
  children,
}: CardProps) {
  return (
    <Card
      size="small"
      title={`${title} (${count})`}
      extra={
        <Button
          size="small"
          icon={<PlusOutlined />}
          disabled={addDisabled}
          onClick={onAdd}
          data-testid={addTestId}
        >
          {addLabel}
        </Button>
      }
      data-testid={testId}
    >
      {children}
    </Card>
  );
}

/** The table of a list's rows: small, unpaged, scrolling sideways. */
export function RowsTable(props: Omit<TableProps<ListRow>, 'rowKey' | 'pagination' | 'size' | 'scroll'>) {
  return (
    <Table<ListRow> size="small" pagination={false} rowKey="key" scroll={{ x: 'max-content' }} {...props} />
  );
}

/** The row number column. */
export const rowNumberColumn = {
  title: '#',
  width: 48,
  render: (_: unknown, __: ListRow, i: number) => i + 1,
};

/** A column editing one field of the row with `input`. */
export function fieldColumn(title: string, field: string, width: number, input: (row: ListRow) => ReactNode) {
  return {
    title,
    key: field,
    width,
    render: (_: unknown, f: ListRow) => (
      <Form.Item name={[f.name, field]} noStyle>
        {input(f)}
      </Form.Item>
    ),
  };
}

/** The remove button column (`disabled` while the list holds its fewest rows). */
export function removeColumn(
  t: (key: string) => string,
  remove: (index: number) => void,
  options: { disabled?: boolean; testId?: (row: ListRow) => string } = {},
) {
  return {
    title: t('common.actions'),
    key: 'remove',
    width: 64,
    render: (_: unknown, f: ListRow) => (
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        disabled={options.disabled}
        aria-label={t('common.delete')}
        onClick={() => remove(f.name)}
        data-testid={options.testId?.(f)}
      />
    ),
  };
}
