import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { hasPermission, Permission, USER_TYPES, type UserType } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { GrantModal } from './GrantModal.tsx';
import { RoleFormModal, type RoleFormMode } from './RoleFormModal.tsx';
import {
  copyRole,
  deleteRoles,
  grantRole,
  insertRole,
  ROLE_VIEW,
  type Role,
  type RoleInput,
  roleKeys,
  updateRole,
} from './role-api.ts';

/**
 * OA › Roles (`/oa/role`): search, create, edit, copy, delete and grant permissions. Criteria and
 * page live in the URL (`ROLE_VIEW`), so the tab comes back to the same list.
 */
export function RolePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { permissions } = useSession();
  const can = (code: string) => hasPermission(permissions, code);
  const client = useQueryClient();
  const list = useListView<Role>(ROLE_VIEW);
  const { form } = list.search;
  const [formMode, setFormMode] = useState<RoleFormMode | null>(null);
  const [granting, setGranting] = useState<Role | null>(null);

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
        <Form form={form} layout="inline" onFinish={list.search.onSearch} data-testid="role-search">
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
                list.search.onReset();
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
          dataSource={list.rows}
          loading={list.loading}
          scroll={{ x: 1340 }}
          pagination={list.pagination}
        />
      </Card>
      <RoleFormModal mode={formMode} onSubmit={save} onClose={() => setFormMode(null)} />
      <GrantModal role={granting} onSubmit={grant} onClose={() => setGranting(null)} />
    </Space>
  );
}
