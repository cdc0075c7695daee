import { PARCEL_STATUS_LABELS, PARCEL_STATUSES } from '@freightdesk/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Space, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { ParcelCriteriaForm } from './ParcelCriteriaForm.tsx';
import { ParcelDrawer } from './ParcelDrawer.tsx';
import { ParcelTable } from './ParcelTable.tsx';
import { ParcelToolbar } from './ParcelToolbar.tsx';
import { type ParcelRow, parcelApi, parcelKeys } from './parcel-api.ts';
import {
  ALL_TAB,
  PARCEL_LIST_VIEW,
  type ParcelCriteriaValues,
  toParcelCriteria,
} from './parcel-list-view.ts';

/**
 * The parcel list (staff `/pds/waybill/list`, customers `/client/pds/waybill/list`, their own):
 * criteria, the twelve status counts as tabs (`statusGroup`, counted without the status), the page
 * of 50, the toolbar and the parcel drawer. Criteria, tab and page live in the URL.
 */
export function ParcelListPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const session = useSession();
  const staff = session.userType === 'staff';
  const client = useQueryClient();
  const list = useListView<ParcelRow>(PARCEL_LIST_VIEW);
  const { state } = list;
  const [selected, setSelected] = useState<ParcelRow[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts a new selection
  useEffect(() => setSelected([]), [list.key]);
  const [openId, setOpenId] = useState<string>();
  const criteria = useMemo(() => toParcelCriteria(state.values as ParcelCriteriaValues), [state.values]);
  const counts = useQuery({
    queryKey: parcelKeys.statusGroup(criteria),
    queryFn: () => parcelApi.statusGroup(criteria),
    placeholderData: keepPreviousData,
  });
  const reload = useCallback(() => client.invalidateQueries({ queryKey: parcelKeys.all }), [client]);
  const tabs = [
    { key: ALL_TAB, label: t('pdsParcel.allTab'), count: counts.data?.all ?? 0 },
    ...PARCEL_STATUSES.map((s) => ({
      key: s,
      label: PARCEL_STATUS_LABELS[s][lang],
      count: counts.data?.[s] ?? 0,
    })),
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="parcel-list-page">
      <Card size="small">
        <ParcelCriteriaForm
          form={list.search.form}
          staff={staff}
          onSearch={list.search.onSearch}
          onReset={() => list.update({ values: {}, tab: ALL_TAB, page: 1 })}
        />
      </Card>
      <Card size="small">
        <Tabs
          size="small"
          activeKey={state.tab ?? ALL_TAB}
          onChange={list.setTab}
          items={tabs.map((tab) => ({
            key: tab.key,
            label: (
              <span data-testid={`parcel-tab-${tab.key}`}>
                {tab.label} ({tab.count})
              </span>
            ),
          }))}
        />
        <Space orientation="vertical" size="small" style={{ width: '100%' }}>
          <ParcelToolbar
            lang={lang}
            staff={staff}
            permissions={session.permissions}
            selected={selected}
            criteria={toParcelCriteria(state.values as ParcelCriteriaValues, state.tab)}
            reload={reload}
          />
          <ParcelTable
            lang={lang}
            staff={staff}
            list={list}
            selected={selected}
            onSelect={setSelected}
            onOpen={(row) => setOpenId(row.id)}
          />
        </Space>
      </Card>
      <ParcelDrawer parcelId={openId} onClose={() => setOpenId(undefined)} onChanged={() => void reload()} />
    </Space>
  );
}
