import {
  WAYBILL_STATUS_GROUPS,
  type WaybillStatusGroup,
  WORK_ORDER_GROUP,
  waybillListColumnsFor,
} from '@freightdesk/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Space, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListDataScope } from '#web/components/data-scope/DataScopeSelect.tsx';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import { ColumnSettingsDialog } from '#web/components/resource/ColumnSettingsDialog.tsx';
import { useColumnSettings, useSaveColumnSettings } from '#web/components/resource/use-column-settings.ts';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { WaybillDrawer } from '#web/modules/lms/waybill/drawer/WaybillDrawer.tsx';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { toWaybillCriteria, type WaybillCriteriaValues } from './list-criteria.ts';
import { shownWaybillColumns, WAYBILL_LIST_SETTING_KEY } from './list-model.ts';
import { WaybillCriteriaForm } from './WaybillCriteriaForm.tsx';
import { WaybillTable } from './WaybillTable.tsx';
import { WaybillToolbar } from './WaybillToolbar.tsx';
import { type WaybillListRow, type WaybillSearchBody, waybillApi, waybillKeys } from './waybill-api.ts';
import { ALL_TAB, WAYBILL_LIST_VIEW } from './waybill-list-view.ts';

/**
 * The freight waybill list (staff `lms/waybill/list`, customers `/client/lms/waybill/list`):
 * criteria, status-group tabs with counts, the page of 50 with the user's columns, the toolbar and
 * the waybill drawer. Criteria, tab, page and sort live in the URL (the header search links here).
 */
export function WaybillListPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const session = useSession();
  const staff = session.userType === 'staff';
  const client = useQueryClient();
  const dataScope = useDataScope(staff);
  const list = useListView<WaybillListRow>(WAYBILL_LIST_VIEW, { permissionScope: dataScope.scope });
  const { state } = list;
  const body = list.body as WaybillSearchBody;
  const [selected, setSelected] = useState<WaybillListRow[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts a new selection
  useEffect(() => setSelected([]), [list.key]);
  const [openId, setOpenId] = useState<string>();
  const [columnsOpen, setColumnsOpen] = useState(false);

  const criteria = useMemo(() => toWaybillCriteria(state.values as WaybillCriteriaValues), [state.values]);
  const counts = useQuery({
    queryKey: waybillKeys.statusGroup({ ...criteria, permissionScope: dataScope.scope }),
    queryFn: () => waybillApi.statusGroup({ ...criteria, permissionScope: dataScope.scope }),
    placeholderData: keepPreviousData,
  });
  const settings = useColumnSettings(WAYBILL_LIST_SETTING_KEY);
  const saveSettings = useSaveColumnSettings(WAYBILL_LIST_SETTING_KEY);
  const reload = useCallback(() => client.invalidateQueries({ queryKey: waybillKeys.all }), [client]);

  const allCount = WAYBILL_STATUS_GROUPS.reduce((sum, g) => sum + (counts.data?.[g.key] ?? 0), 0);
  const tabs = [
    { key: ALL_TAB, label: t('waybillList.allTab'), count: allCount },
    ...[...WAYBILL_STATUS_GROUPS, WORK_ORDER_GROUP].map((g) => ({
      key: g.key as WaybillStatusGroup | typeof WORK_ORDER_GROUP.key,
      label: g.label[lang],
      count: counts.data?.[g.key] ?? 0,
    })),
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="waybill-list-page">
      <Card size="small">
        <WaybillCriteriaForm
          form={list.search.form}
          staff={staff}
          onSearch={list.search.onSearch}
          // Reset also goes back to the "all" tab; the chosen sort stays
          onReset={() => list.update({ values: {}, tab: ALL_TAB, page: 1 })}
        />
      </Card>
      <Card size="small">
        <Tabs
          size="small"
          activeKey={state.tab ?? ALL_TAB}
          onChange={list.setTab}
          tabBarExtraContent={<ListDataScope dataScope={dataScope} onChanged={list.firstPage} />}
          items={tabs.map((tab) => ({
            key: tab.key,
            label: (
              <span data-testid={`waybill-tab-${tab.key}`}>
                {tab.label} ({tab.count})
              </span>
            ),
          }))}
        />
        <Space orientation="vertical" size="small" style={{ width: '100%' }}>
          <WaybillToolbar
            lang={lang}
            staff={staff}
            permissions={session.permissions}
            selected={selected}
            exportBody={{ criteria: body.criteria, sort: body.sort, permissionScope: body.permissionScope }}
            onColumns={() => setColumnsOpen(true)}
            reload={reload}
          />
          <WaybillTable
            columns={shownWaybillColumns(session.userType, settings.data, session.permissions)}
            lang={lang}
            list={list}
            selected={selected}
            onSelect={setSelected}
            onOpen={(row) => setOpenId(row.id)}
          />
        </Space>
      </Card>
      <ColumnSettingsDialog
        open={columnsOpen}
        columns={waybillListColumnsFor(session.userType, session.permissions).map((c) => ({
          key: c.key,
          title: c.label[lang],
        }))}
        settings={settings.data}
        saving={saveSettings.isPending}
        onSave={(value) => saveSettings.mutate(value, { onSuccess: () => setColumnsOpen(false) })}
        onClose={() => setColumnsOpen(false)}
      />
      <WaybillDrawer
        waybillId={openId}
        area={staff ? 'staff' : 'customer'}
        onClose={() => setOpenId(undefined)}
        onChanged={() => void reload()}
      />
    </Space>
  );
}
