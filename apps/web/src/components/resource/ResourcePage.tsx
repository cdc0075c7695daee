import type { EntityDef } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Card, Space, Table } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataScopeSelect } from '#web/components/data-scope/DataScopeSelect.tsx';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import { ImportDialog } from '#web/components/import/ImportDialog.tsx';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { ColumnSettingsDialog } from './ColumnSettingsDialog.tsx';
import { applyColumnSettings, buildColumnModels, type ColumnModel, displayValue } from './columns.ts';
import { searchableEntity } from './customer-filter.ts';
import { DetailDrawer } from './DetailDrawer.tsx';
import { entityListView, isEnableable } from './entity-list-view.ts';
import type { FormMode } from './form-values.ts';
import { ResourceFormDialog } from './ResourceFormDialog.tsx';
import { ResourceSearchForm } from './ResourceSearchForm.tsx';
import { ResourceTable } from './ResourceTable.tsx';
import { ResourceToolbar } from './ResourceToolbar.tsx';
import { canUseAction, canUseButton } from './resource-access.ts';
import { entityApi, resourceKeys, type SearchBody } from './resource-api.ts';
import type { EntityRecord, ResourceOverrides, StatusTab } from './resource-types.ts';
import { StatusTabs } from './StatusTabs.tsx';
import { useColumnSettings, useSaveColumnSettings } from './use-column-settings.ts';
import { useListView } from './use-list-view.ts';
import { useDictionaryNames, useStatusCounts } from './use-resource-data.ts';
import './resource-page.css';

export type ResourcePageProps = {
  /** The entity description the whole screen is built from. */
  entity: EntityDef;
  /** Infinite scrolling (next page within 30 % of the bottom) instead of pagination. */
  infinite?: boolean;
  /** Data permission scope code sent with searches (else the one picked on a data-scoped entity's list). */
  permissionScope?: string;
  /** What a business screen changes: columns, extra buttons, hidden actions. */
  overrides?: ResourceOverrides;
};

const PREVIEW_ROWS = 100;

/**
 * The list screen of an entity, generated from its description (DESIGN.md §3, §8): search form,
 * status tabs, toolbar, table, create/edit/copy form, detail drawer, import with the failure-reason
 * dialog, export and column settings. Filters, page, sort and status live in the URL.
 */
export function ResourcePage({
  entity,
  infinite = false,
  permissionScope: fixedScope,
  overrides = {},
}: ResourcePageProps) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const session = useSession();
  const client = useQueryClient();
  const api = useMemo(() => entityApi(entity, lang), [entity, lang]);
  // the search form, URL and criteria may know one more field (staff: the customer)
  const searched = useMemo(() => searchableEntity(entity, session.userType), [entity, session.userType]);
  const view = useMemo(() => entityListView(searched), [searched]);
  const dataScope = useDataScope(!!entity.dataScoped && session.userType === 'staff' && !fixedScope);
  const permissionScope = fixedScope ?? dataScope.scope;
  const list = useListView<EntityRecord>(view, { permissionScope, infinite });
  const { state, key: stateKey } = list;
  const counts = useStatusCounts(searched, api, state, permissionScope);
  const dictionaries = useDictionaryNames(entity);
  const columnSettings = useColumnSettings(entity.name);
  const saveColumns = useSaveColumnSettings(entity.name);

  const [selected, setSelected] = useState<EntityRecord[]>([]);
  const [formMode, setFormMode] = useState<FormMode | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const [editingColumns, setEditingColumns] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list (criteria, page, sort) drops the selection
  useEffect(() => setSelected([]), [stateKey]);

  const reload = useCallback(async () => {
    setSelected([]);
    await client.invalidateQueries({ queryKey: resourceKeys.all(entity.name) });
  }, [client, entity.name]);
  const allowed = (action: Parameters<typeof canUseAction>[1]) =>
    canUseAction(entity, action, session, overrides.hideActions);
  const display = { lang, permissions: session.permissions, dictionaries };
  const { page: _, ...exportBody } = list.body as SearchBody;

  const columnOverrides = overrides.columns ?? {};
  const allColumns: ColumnModel[] = [
    ...buildColumnModels(entity, lang, session.userType),
    ...Object.entries(columnOverrides)
      .filter(([key]) => !(key in entity.fields))
      .map(([key, o]) => ({
        key,
        title: typeof o.title === 'string' ? o.title : key,
        width: o.width,
        sortable: false,
      })),
  ];
  const shownColumns = applyColumnSettings(allColumns, columnSettings.data);

  /** Edits and copies start from the row as stored now (its latest version). */
  const openWith = (kind: 'edit' | 'copy') => async (record: EntityRecord) => {
    try {
      setFormMode({ kind, record: await api.detail(record.id) });
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };

  const renderPreviewRows = (rows: Record<string, unknown>[]) => (
    <Table<Record<string, unknown>>
      rowKey={(r) => String(r.row)}
      size="small"
      data-testid="import-rows"
      pagination={false}
      scroll={{ x: 'max-content', y: 320 }}
      dataSource={rows.slice(0, PREVIEW_ROWS)}
      columns={[
        { key: 'row', title: t('failureReason.row'), dataIndex: 'row', width: 70 },
        ...allColumns
          .filter((c) => c.field)
          .map((c) => ({
            key: c.key,
            title: c.title,
            ellipsis: true,
            render: (_: unknown, r: Record<string, unknown>) =>
              displayValue(c.key, c.field, { id: '', version: 0, ...r }, display),
          })),
      ]}
    />
  );

  return (
    <Space
      orientation="vertical"
      size="middle"
      style={{ width: '100%' }}
      data-testid={`resource-${entity.name}`}
    >
      <ResourceSearchForm entity={searched} list={list} />
      <Card
        size="small"
        title={entity.title[lang]}
        extra={
          <DataScopeSelect scopes={dataScope.scopes} value={dataScope.scope} onChange={dataScope.setScope} />
        }
      >
        <Space orientation="vertical" size="small" style={{ width: '100%' }}>
          <ResourceToolbar
            api={api}
            lang={lang}
            selected={selected}
            allowed={allowed}
            extra={(overrides.buttons ?? []).filter((b) => canUseButton(entity, b.permission, session))}
            exportBody={exportBody}
            onCreate={() => setFormMode({ kind: 'create' })}
            onEdit={(r) => void openWith('edit')(r)}
            onCopy={(r) => void openWith('copy')(r)}
            onImport={() => setImporting(true)}
            onColumns={() => setEditingColumns(true)}
            reload={reload}
          />
          {isEnableable(entity) && (
            <StatusTabs value={state.tab as StatusTab} counts={counts.data} onChange={list.setTab} />
          )}
          <ResourceTable
            columns={shownColumns}
            overrides={columnOverrides}
            list={list}
            display={display}
            selected={selected}
            onSelect={setSelected}
            onDetail={(r) => setDetailId(r.id)}
            onEdit={allowed('update') ? (r) => void openWith('edit')(r) : undefined}
            infinite={infinite}
          />
        </Space>
      </Card>
      <ResourceFormDialog
        entity={entity}
        api={api}
        mode={formMode}
        onClose={() => setFormMode(null)}
        onSaved={reload}
        createFields={overrides.createFields}
        controls={overrides.formControls}
        extra={overrides.formExtra}
      />
      <DetailDrawer
        entity={entity}
        api={api}
        id={detailId}
        dictionaries={dictionaries}
        onClose={() => setDetailId(null)}
        extra={overrides.detail}
        cells={overrides.columns}
      />
      {allowed('import') && (
        <ImportDialog
          open={importing}
          title={entity.title[lang]}
          api={api.importApi}
          onClose={() => setImporting(false)}
          renderRows={renderPreviewRows}
          onImported={(result) => {
            void message.success(t('importDialog.done', result));
            void reload();
          }}
        />
      )}
      <ColumnSettingsDialog
        open={editingColumns}
        columns={allColumns.map((c) => ({ key: c.key, title: columnOverrides[c.key]?.title ?? c.title }))}
        settings={columnSettings.data}
        saving={saveColumns.isPending}
        onClose={() => setEditingColumns(false)}
        onSave={(settings) =>
          saveColumns.mutate(settings, {
            onSuccess: () => {
              void message.success(t('resource.columnsSaved'));
              setEditingColumns(false);
            },
          })
        }
      />
    </Space>
  );
}
