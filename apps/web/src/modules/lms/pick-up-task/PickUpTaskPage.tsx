import { PlusOutlined } from '@ant-design/icons';
import {
  hasPermission,
  Permission,
  PICK_UP_TASK_STATUS_LABELS,
  type PickUpTaskGroup,
} from '@freightdesk/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Space, Table, Tabs, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { ListDataScope } from '#web/components/data-scope/DataScopeSelect.tsx';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { usePagedSearch } from '#web/components/paged-search/use-paged-search.ts';
import { waybillKeys } from '#web/modules/lms/waybill/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { AssignDialog } from './AssignDialog.tsx';
import { NewPickUpTaskDialog } from './NewPickUpTaskDialog.tsx';
import {
  type PickUpCriteria,
  type PickUpTaskRow,
  pickUpTaskApi,
  pickUpTaskKeys,
} from './pick-up-task-api.ts';
import { statusOfTab, statusTabs, taskActions } from './pick-up-task-view.ts';

const PAGE_SIZE = 50;
const STATUS_COLOR = { wait: 'gold', assigned: 'blue', picked: 'green', cancelled: 'default' } as const;
const when = (v: string | null | undefined) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');

/** LMS → pick-up tasks (`/lms/pick-up-task`, `/client/lms/pick-up-task`): search, status tabs, new, cancel, dispatch. */
export function PickUpTaskPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const session = useSession();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PickUpCriteria>();
  const paging = usePagedSearch<PickUpCriteria>(PAGE_SIZE);
  const { criteria, page, setPage } = paging;
  const [tab, setTab] = useState<PickUpTaskGroup>('all');
  const [creating, setCreating] = useState(false);
  const [assigning, setAssigning] = useState<PickUpTaskRow | null>(null);
  const staff = session.userType === 'staff';
  const can = {
    insert: hasPermission(session.permissions, Permission.lmsPickUpTaskInsert),
    cancel: hasPermission(session.permissions, Permission.lmsPickUpTaskCancel),
  };
  const listCriteria = { ...criteria, status: statusOfTab(tab) };
  const dataScope = useDataScope(staff);
  const scope = dataScope.scope;
  const tasks = useQuery({
    queryKey: pickUpTaskKeys.search(listCriteria, page, scope),
    queryFn: () => pickUpTaskApi.search(listCriteria, page, PAGE_SIZE, scope),
    placeholderData: keepPreviousData,
  });
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
  const search = (values: PickUpCriteria) =>
    paging.search(Object.fromEntries(Object.entries(values).filter(([, v]) => v)) as PickUpCriteria);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="pick-up-task-page">
      <SearchFormCard
        form={form}
        onSearch={search}
        onReset={paging.reset}
        submitTestId="pick-up-search-submit"
      >
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
          activeKey={tab}
          onChange={(key) => {
            setTab(key as PickUpTaskGroup);
            setPage(1);
          }}
          tabBarExtraContent={<ListDataScope dataScope={dataScope} onChanged={() => setPage(1)} />}
          items={statusTabs(groups.data, lang, t('common.all')).map((g) => ({
            key: g.key,
            label: <span data-testid={`pick-up-tab-${g.key}`}>{g.label}</span>,
          }))}
        />
        <Table<PickUpTaskRow>
          size="small"
          rowKey="id"
          loading={tasks.isFetching}
          dataSource={tasks.data?.records ?? []}
          scroll={{ x: 1200 }}
          pagination={paging.pagination(tasks.data?.total)}
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
