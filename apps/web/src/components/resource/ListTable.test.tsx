import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mount, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { ListTable } from './ListTable.tsx';

/** The list table: sorter on the sortable columns only, selection by id with rows that cannot be chosen. */

type Row = { id: string; name: string; locked: boolean };
const rows: Row[] = [
  { id: 'a', name: 'Alpha', locked: false },
  { id: 'b', name: 'Beta', locked: true },
];

beforeAll(prepareDom);

describe('ListTable', () => {
  it('sorts by the sortable columns and selects the rows that may be chosen', async () => {
    const sorts: unknown[] = [];
    let chosen: string[] = [];
    const unmount = await mount(
      <ListTable<Row>
        testId="list"
        rows={rows}
        columns={[
          { key: 'name', title: 'Name', dataIndex: 'name' },
          { key: 'id', title: 'Id', dataIndex: 'id' },
        ]}
        sortable={['name']}
        list={{
          loading: false,
          pagination: { current: 1, pageSize: 50, total: 2 },
          sortOrder: (key) => (key === 'name' ? 'ascend' : null),
          onTableChange: (...args: never[]) => sorts.push((args as unknown[])[2]),
        }}
        emptyText="none"
        selection={{ selected: [], onSelect: (ids) => (chosen = ids), disabled: (r) => r.locked }}
      />,
    );
    const table = document.querySelector('[data-testid="list"]')!;
    expect(table.textContent).toContain('Alpha');
    expect(table.querySelectorAll('.ant-table-column-has-sorters')).toHaveLength(1);
    const boxes = [...table.querySelectorAll<HTMLInputElement>('tr[data-row-key] input[type="checkbox"]')];
    expect(boxes.map((b) => b.disabled)).toEqual([false, true]);
    await act(async () => boxes[0]!.click());
    expect(chosen).toEqual(['a']);
    await act(async () => table.querySelector<HTMLElement>('.ant-table-column-has-sorters')!.click());
    expect(sorts).toHaveLength(1);
    await unmount();
  });
});
