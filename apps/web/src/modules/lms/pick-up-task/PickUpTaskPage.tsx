import { PlusOutlined } from '@ant-design/icons';
import { hasPermission, Permission, PICK_UP_TASK_STATUS_LABELS } from '@freightdesk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Space, Table, Tabs, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { ListDataScope } from '#web/components/data-scope/DataScopeSelect.tsx';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { onlyMakesDocuments, waybillKeys } from '#web/modules/lms/waybill/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { AssignDialog } from './AssignDialog.tsx';
import { NewPickUpTaskDialog } from './NewPickUpTaskDialog.tsx';
import {
  PICK_UP_TASK_VIEW,
  type PickUpCriteria,
  type PickUpTaskRow,
  pickUpTaskApi,
  pickUpTaskKeys,
} from './pick-up-task-api.ts';
import { statusTabs, taskActions } from './pick-up-task-view.ts';

const STATUS_COLOR = { wait: 'gold', assigned: 'blue', picked: 'green', cancelled: 'default' } as const;
const when = (v: string | null | undefined) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');

/** LMS → pick-up tasks (`/lms/pick-up-task`, `/client/lms/pick-up-task`): search, status tabs, new, cancel, dispatch. */
export function PickUpTaskPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const session = useSession();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [assigning, setAssigning] = useState<PickUpTaskRow | null>(null);
  const staff = session.userType === 'staff';
  const can = {
    // an only-make-document customer asks no pick-up: staff do (the server refuses it too)
    insert:
      hasPermission(session.permissions, Permission.lmsPickUpTaskInsert) && !onlyMakesDocuments(session),
    cancel: hasPermission(session.permissions, Permission.lmsPickUpTaskCancel),
  };
  const dataScope = useDataScope(staff);
  const scope = dataScope.scope;
  const list = useListView<PickUpTaskRow>(PICK_UP_TASK_VIEW, { permissionScope: scope });
  const criteria = list.state.values as PickUpCriteria;
  const groups = useQuery({
    queryKey: pickUpTaskKeys.groups(criteria, scope),
    queryFn: () => pickUpTaskApi.statusGroup(criteria, scope),
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: pickUpTaskKeys.all });
    void queryClient.invalidateQueries({ queryKey: waybillKeys.all });
  };
  const cancel = async (task: PickUpTaskRow) => {
    if (
      !(await confirmDialog({
        content: t('waybillTools.pickUp.cancelConfirm', { taskNo: task.taskNo }),
        danger: true,
      }))
    )
      return;
    await pickUpTaskApi.cancel(task.id);
    void message.success(t('common.success'));
    refresh();
  };
  const complete = async (task: PickUpTaskRow) => {
    if (
      !(await confirmDialog({ content: t('waybillTools.pickUp.completeConfirm', { taskNo: task.taskNo }) }))
    )
      return;
    await pickUpTaskApi.complete(task.id);
    void message.success(t('common.success'));
    refresh();
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="pick-up-task-page">
      <SearchFormCard {...list.search} submitTestId="pick-up-search-submit">
        <SearchItem name="taskNo" label={t('waybillTools.pickUp.taskNo')}>
          <Input allowClear data-testid="pick-up-search-taskNo" />
        </SearchItem>
        <SearchItem name="waybillNo" label={t('waybillTools.pickUp.waybillNo')}>
          <Input allowClear data-testid="pick-up-search-waybillNo" />
        </SearchItem>
      </SearchFormCard>
      <Card size="small">
        <Space style={{ marginBottom: 8 }}>
          {can.insert && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              data-testid="pick-up-new"
            >
              {t('waybillTools.pickUp.newTask')}
            </Button>
          )}
        </Space>
        <Tabs
          size="small"
          activeKey={list.state.tab ?? undefined}
          onChange={list.setTab}
          tabBarExtraContent={<ListDataScope dataScope={dataScope} onChanged={list.firstPage} />}
          items={statusTabs(groups.data, lang, t('common.all')).map((g) => ({
            key: g.key,
            label: <span data-testid={`pick-up-tab-${g.key}`}>{g.label}</span>,
          }))}
        />
        <Table<PickUpTaskRow>
          size="small"
          rowKey="id"
          loading={list.loading}
          dataSource={list.rows}
          scroll={{ x: 1200 }}
          pagination={{ ...list.pagination, showTotal: undefined }}
          data-testid="pick-up-table"
          columns={[
            { title: t('waybillTools.pickUp.taskNo'), dataIndex: 'taskNo', width: 150, fixed: 'left' },
            {
              title: t('waybillTools.pickUp.status'),
              dataIndex: 'status',
              width: 100,
              render: (s: PickUpTaskRow['status']) => (
                <Tag color={STATUS_COLOR[s]} data-testid="pick-up-status">
                  {PICK_UP_TASK_STATUS_LABELS[s][lang]}
                </Tag>
              ),
            },
            ...(staff
              ? [{ title: t('waybillTools.pickUp.customer'), dataIndex: 'customerName', width: 140 }]
              : []),
            {
              title: t('waybillTools.pickUp.waybills'),
              dataIndex: 'waybillNos',
              width: 200,
              render: (nos: string[]) => (
                <Tooltip title={nos.join(', ')}>
                  {nos.slice(0, 2).join(', ')}
                  {nos.length > 2 ? ` +${nos.length - 2}` : ''}
                </Tooltip>
              ),
            },
            { title: t('waybillTools.pickUp.pieceCount'), dataIndex: 'pieceCount', width: 70 },
            { title: t('waybillTools.pickUp.estimatedWeight'), dataIndex: 'estimatedWeight', width: 110 },
            { title: t('waybillTools.pickUp.address'), dataIndex: 'address', width: 200, ellipsis: true },
            { title: t('waybillTools.pickUp.contact'), dataIndex: 'contact', width: 100 },
            { title: t('waybillTools.pickUp.phone'), dataIndex: 'phone', width: 120 },
            {
              title: t('waybillTools.pickUp.plannedTime'),
              dataIndex: 'plannedTime',
              width: 140,
              render: when,
            },
            {
              title: t('waybillTools.pickUp.driver'),
              dataIndex: 'driverName',
              width: 140,
              render: (_: unknown, r: PickUpTaskRow) => [r.driverName, r.plateNo].filter(Boolean).join(' · '),
            },
            { title: t('waybillTools.pickUp.createdAt'), dataIndex: 'createdAt', width: 140, render: when },
            {
              title: t('common.actions'),
              key: 'actions',
              width: 200,
              fixed: 'right',
              render: (_: unknown, r: PickUpTaskRow) => (
                <Space size={0}>
                  {taskActions(r.status, session.userType, { cancel: can.cancel, manage: can.insert }).map(
                    (a) => (
                      <Button
                        key={a}
                        type="link"
                        size="small"
                        danger={a === 'cancel'}
                        data-testid={`pick-up-${a}`}
                        onClick={() =>
                          a === 'cancel'
                            ? void cancel(r)
                            : a === 'complete'
                              ? void complete(r)
                              : setAssigning(r)
                        }
                      >
                        {t(`waybillTools.pickUp.${a}`)}
                      </Button>
                    ),
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <NewPickUpTaskDialog
        open={creating}
        staff={staff}
        onClose={() => setCreating(false)}
        onCreated={refresh}
      />
      <AssignDialog task={assigning} onClose={() => setAssigning(null)} onDone={refresh} />
    </Space>
  );
}
