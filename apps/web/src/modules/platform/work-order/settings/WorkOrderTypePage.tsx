import {
  WORK_ORDER_PERMISSION_CODES as CODES,
  hasPermission,
  L,
  WORK_ORDER_MAIN_TYPE_LABELS,
} from '@freightdesk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { type WorkOrderTypeRow, workOrderKeys } from '../work-order-api.ts';
import { SlaHolidaysCard, SlaTargetsCard } from './SlaSettings.tsx';
import { typeSettingsApi } from './settings-api.ts';
import { WorkOrderTypeDialog } from './WorkOrderTypeDialog.tsx';

/** OA → work order types: the second types, then the SLA targets and holidays of the calendar. */
export function WorkOrderTypePage() {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <SecondTypesCard />
      <SlaTargetsCard />
      <SlaHolidaysCard />
    </Space>
  );
}

/** The configurable second types by main type; add and edit by their codes. */
function SecondTypesCard() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { permissions } = useSession();
  const client = useQueryClient();
  const types = useQuery({ queryKey: [...workOrderKeys.types, 'settings'], queryFn: typeSettingsApi.list });
  const [editing, setEditing] = useState<WorkOrderTypeRow | null | undefined>(undefined);
  const mayInsert = hasPermission(permissions, CODES.workOrderTypeInsert);
  const mayUpdate = hasPermission(permissions, CODES.workOrderTypeUpdate);
  return (
    <Card
      size="small"
      extra={
        mayInsert ? (
          <Button type="primary" onClick={() => setEditing(null)} data-testid="work-order-type-add">
            {t('workOrder.typeAdd')}
          </Button>
        ) : null
      }
      data-testid="work-order-type-page"
    >
      <Table<WorkOrderTypeRow>
        rowKey="id"
        size="small"
        loading={types.isFetching}
        dataSource={types.data ?? []}
        pagination={false}
        columns={[
          {
            key: 'code',
            title: L.code[lang],
            // an identifier, not a word of the screen: never translated
            render: (_, r) => <span translate="no">{r.code}</span>,
          },
          {
            key: 'main',
            title: t('workOrder.fields.mainType'),
            render: (_, r) => WORK_ORDER_MAIN_TYPE_LABELS[r.mainType][lang],
          },
          { key: 'name', title: L.name[lang], dataIndex: 'label' },
          { key: 'sort', title: L.sort[lang], dataIndex: 'sort' },
          {
            key: 'enabled',
            title: L.enabled[lang],
            render: (_, r) => (
              <Tag color={r.enabled ? 'green' : 'default'}>
                {t(r.enabled ? 'workOrder.yes' : 'workOrder.no')}
              </Tag>
            ),
          },
          {
            key: 'actions',
            title: t('workOrder.actionsColumn'),
            render: (_, r) =>
              mayUpdate ? (
                <Button
                  type="link"
                  size="small"
                  onClick={() => setEditing(r)}
                  data-testid={`work-order-type-edit-${r.code}`}
                >
                  {t('workOrder.typeEdit')}
                </Button>
              ) : null,
          },
        ]}
      />
      {editing !== undefined ? (
        <WorkOrderTypeDialog
          editing={editing}
          onDone={() => void client.invalidateQueries({ queryKey: workOrderKeys.types })}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Card>
  );
}
