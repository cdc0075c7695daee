import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { hasPermission, PAGE_SIZE, Permission, USER_TYPES, type UserType } from '@freightdesk/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { useSession } from '#web/shell/session/session-store.ts';
import { GrantModal } from './GrantModal.tsx';
import { RoleFormModal, type RoleFormMode } from './RoleFormModal.tsx';
import {
  copyRole,
  deleteRoles,
  grantRole,
  insertRole,
  type Role,
  type RoleCriteria,
  type RoleInput,
  roleKeys,
  searchRoles,
  updateRole,
} from './role-api.ts';

/** Search criteria and page live in the URL, so the tab comes back to the same list. */
function useRoleSearch() {
  const [params, setParams] = useSearchParams();
  const userType = params.get('userType');
  const criteria: RoleCriteria = {
    keyword: params.get('keyword') || undefined,
    userType: USER_TYPES.includes(userType as UserType) ? (userType as UserType) : undefined,
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const apply = (next: RoleCriteria, nextPage = 1) => {
    const search = new URLSearchParams();
    if (next.keyword?.trim()) search.set('keyword', next.keyword.trim());
    if (next.userType) search.set('userType', next.userType);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search, { replace: true });
  };
  return { criteria, page, apply };
}

/** OA › Roles (`/oa/role`): search, create, edit, copy, delete and grant permissions. */
export function RolePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { permissions } = useSession();
  const can = (code: string) => hasPermission(permissions, code);
  const client = useQueryClient();
  const { criteria, page, apply } = useRoleSearch();
  const [form] = Form.useForm<RoleCriteria>();
  const [formMode, setFormMode] = useState<RoleFormMode | null>(null);
  const [granting, setGranting] = useState<Role | null>(null);

  const result = useQuery({
    queryKey: roleKeys.search(criteria, page),
    queryFn: () => searchRoles(criteria, page),
    placeholderData: keepPreviousData,
  });
  const reload = () => client.invalidateQueries({ queryKey: roleKeys.all });

  const save = async (mode: RoleFormMode, values: RoleInput) => {
    if (mode.kind === 'create') await insertRole(values);
    else if (mode.kind === 'edit') await updateRole(mode.role, values);
    else await copyRole(mode.role, values);
    void message.success(t('role.saved'));
    await reload();
  };

  const remove = async (role: Role) => {
    if (
      !(await confirmDialog({ content: t('role.deleteConfirm', { name: role.displayName }), danger: true }))
    )
      return;
    try {
      await deleteRoles([role.id]);
      void message.success(t('role.deleted'));
      await reload();
    } catch {
      // the request layer showed the reason
    }
  };

  const grant = async (role: Role, codes: string[]) => {
    await grantRole(role.id, codes);
    void message.success(t('role.granted'));
    await reload();
  };

  const columns: TableColumnsType<Role> = [
    { title: t('role.name'), dataIndex: 'displayName', width: 180 },
    { title: t('role.code'), dataIndex: 'code', width: 160 },
    {
      title: t('role.userType'),
      dataIndex: 'userType',
      width: 110,
      render: (type: UserType) => (
        <Tag color={type === 'customer' ? 'green' : 'blue'}>{t(`userType.${type}`)}</Tag>
      ),
    },
    { title: t('role.userCount'), dataIndex: 'userCount', width: 90, align: 'right' },
    { title: t('role.permissionCount'), dataIndex: 'permissionCount', width: 110, align: 'right' },
    { title: t('role.remark'), dataIndex: 'remark', width: 240, ellipsis: true },
    {
      title: t('role.updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      render: (value: string) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : ''),
    },
  ];
  const actionCodes = [
    Permission.roleUpdate,
    Permission.roleCopy,
    Permission.roleGrant,
    Permission.roleDelete,
  ];
  if (actionCodes.some(can)) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      width: 260,
      fixed: 'right',
      render: (_, role) => (
        <Space size={0} data-testid={`role-actions-${role.code}`}>
          {can(Permission.roleUpdate) && (
            <Button
              type="link"
              size="small"
              onClick={() => setFormMode({ kind: 'edit', role })}
              data-testid="role-edit"
            >
              {t('common.edit')}
            </Button>
          )}
          {can(Permission.roleCopy) && (
            <Button
              type="link"
              size="small"
              onClick={() => setFormMode({ kind: 'copy', role })}
              data-testid="role-copy"
            >
              {t('common.copy')}
            </Button>
          )}
          {can(Permission.roleGrant) && (
            <Button type="link" size="small" onClick={() => setGranting(role)} data-testid="role-grant">
              {t('role.grant')}
            </Button>
          )}
          {can(Permission.roleDelete) && (
            <ClickLockButton
              type="link"
              size="small"
              danger
              onClick={() => remove(role)}
              data-testid="role-delete"
            >
              {t('common.delete')}
            </ClickLockButton>
          )}
        </Space>
      ),
    });
  }

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small">
        <Form
          form={form}
          layout="inline"
          initialValues={criteria}
          onFinish={(values) => apply(values)}
          data-testid="role-search"
        >
          <Form.Item name="keyword" label={t('role.keyword')}>
            <Input allowClear placeholder={t('role.keywordPlaceholder')} data-testid="role-search-keyword" />
          </Form.Item>
          <Form.Item name="userType" label={t('role.userType')}>
            <Select
              allowClear
              style={{ width: 140 }}
              placeholder={t('common.all')}
              options={USER_TYPES.map((u) => ({ value: u, label: t(`userType.${u}`) }))}
            />
          </Form.Item>
          <Space>
            <Button
              type="primary"
              htmlType="submit"
              icon={<SearchOutlined />}
              data-testid="role-search-submit"
            >
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                form.setFieldsValue({ keyword: undefined, userType: undefined });
                apply({});
              }}
            >
              {t('common.reset')}
            </Button>
          </Space>
        </Form>
      </Card>
      <Card
        size="small"
        title={t('route.oaRole')}
        extra={
          <Space>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void reload()}
              aria-label={t('common.refresh')}
            />
            {can(Permission.roleInsert) && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setFormMode({ kind: 'create' })}
                data-testid="role-create"
              >
                {t('common.create')}
              </Button>
            )}
          </Space>
        }
      >
        <Table<Role>
          rowKey="id"
          size="small"
          data-testid="role-table"
          columns={columns}
          dataSource={result.data?.records ?? []}
          loading={result.isFetching}
          scroll={{ x: 1340 }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: result.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('common.total', { count: total }),
            onChange: (next) => apply(criteria, next),
          }}
        />
      </Card>
      <RoleFormModal mode={formMode} onSubmit={save} onClose={() => setFormMode(null)} />
      <GrantModal role={granting} onSubmit={grant} onClose={() => setGranting(null)} />
    </Space>
  );
}
