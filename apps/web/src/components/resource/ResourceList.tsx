import type { EntityDef } from '@freightdesk/domain';
import { Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { buildColumnModels } from './columns.ts';
import { ResourceSearchForm } from './ResourceSearchForm.tsx';
import { ResourceTable } from './ResourceTable.tsx';
import type { ColumnOverride, EntityRecord } from './resource-types.ts';
import type { EntityList } from './use-entity-list.ts';
import './resource-page.css';

type Props = {
  entity: EntityDef;
  /** The list from `useEntityList(entity)`. */
  list: EntityList;
  /** The card's title (default: the entity's). */
  title?: ReactNode;
  /** The card's buttons (create, refresh). */
  extra?: ReactNode;
  columns?: Readonly<Record<string, ColumnOverride>>;
  /** The screen's own row actions (none: no actions column). */
  rowActions?: { width: number; render: (record: EntityRecord) => ReactNode } | null;
  /** Master/detail: what is shown below the list for the selected row (`list.select(id)`). */
  detail?: (record: EntityRecord) => ReactNode;
};

/**
 * The search form and paged table of a description, for screens whose actions are their own (roles):
 * criteria, page and sort in the URL like every generated list; with `detail`, a master/detail screen
 * (the selected row, also in the URL, shows its detail below the list).
 */
export function ResourceList({ entity, list, title, extra, columns = {}, rowActions = null, detail }: Props) {
  const [lang] = useLanguage();
  const session = useSession();
  return (
    <Space
      orientation="vertical"
      size="middle"
      style={{ width: '100%' }}
      data-testid={`resource-${entity.name}`}
    >
      <ResourceSearchForm entity={entity} list={list} />
      <Card size="small" title={title ?? entity.title[lang]} extra={extra}>
        <ResourceTable
          columns={buildColumnModels(entity, lang, session.userType)}
          overrides={columns}
          list={list}
          display={{ lang, permissions: session.permissions }}
          rowActions={rowActions}
          activeId={list.selected?.id}
        />
      </Card>
      {detail && list.selected && detail(list.selected)}
    </Space>
  );
}
