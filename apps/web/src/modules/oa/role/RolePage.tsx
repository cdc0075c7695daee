import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { hasPermission, Permission, roleListView } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { ResourceList } from '#web/components/resource/ResourceList.tsx';
import type { EntityRecord } from '#web/components/resource/resource-types.ts';
import { useEntityList } from '#web/components/resource/use-entity-list.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { GrantModal } from './GrantModal.tsx';
import { RoleFormModal, type RoleFormMode } from './RoleFormModal.tsx';
import {
  copyRole,
  deleteRoles,
  grantRole,
  insertRole,
  type Role,
  type RoleInput,
  roleKeys,
  updateRole,
} from './role-api.ts';

const asRole = (record: EntityRecord) => record as unknown as Role;
const ACTION_CODES = [
  Permission.roleUpdate,
  Permission.roleCopy,
  Permission.roleGrant,
  Permission.roleDelete,
];

/** OA › Roles (`/oa/role`): the list machinery with the role's own create, edit, copy, grant and delete. */
export function RolePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { permissions } = useSession();
  const can = (code: string) => hasPermission(permissions, code);
  const client = useQueryClient();
  const list = useEntityList(roleListView);
  const [formMode, setFormMode] = useState<RoleFormMode | null>(null);
  const [granting, setGranting] = useState<Role | null>(null);

  const save = async (mode: RoleFormMode, values: RoleInput) => {
    if (mode.kind === 'create') await insertRole(values);
    else if (mode.kind === 'edit') await updateRole(mode.role, values);
    else await copyRole(mode.role, values);
    void message.success(t('role.saved'));
    await list.reload();
  };

  const remove = async (role: Role) => {
    const content = t('role.deleteConfirm', { name: role.displayName });
    if (!(await confirmDialog({ content, danger: true }))) return;
    try {
      await deleteRoles([role.id]);
      void message.success(t('role.deleted'));
      await list.reload();
    } catch {
      // the request layer showed the reason
    }
  };

  const grant = async (role: Role, codes: string[]) => {
    await grantRole(role.id, codes);
    void message.success(t('role.granted'));
    void client.invalidateQueries({ queryKey: roleKeys.permissions(role.id) });
    await list.reload();
  };

  const link = (code: string, testId: string, label: string, onClick: () => void) =>
    can(code) && (
      <Button type="link" size="small" onClick={onClick} data-testid={testId}>
        {label}
      </Button>
    );
  const rowActions = (record: EntityRecord) => {
    const role = asRole(record);
    return (
      <Space size={0} data-testid={`role-actions-${role.code}`}>
        {link(Permission.roleUpdate, 'role-edit', t('common.edit'), () =>
          setFormMode({ kind: 'edit', role }),
        )}
        {link(Permission.roleCopy, 'role-copy', t('common.copy'), () => setFormMode({ kind: 'copy', role }))}
        {link(Permission.roleGrant, 'role-grant', t('role.grant'), () => setGranting(role))}
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
    );
  };

  return (
    <>
      <ResourceList
        entity={roleListView}
        list={list}
        title={t('route.oaRole')}
        columns={{
          userType: {
            render: (r) => (
              <Tag color={r.userType === 'customer' ? 'green' : 'blue'}>
                {t(`userType.${asRole(r).userType}`)}
              </Tag>
            ),
          },
        }}
        rowActions={ACTION_CODES.some(can) ? { width: 260, render: rowActions } : null}
        extra={
          <Space>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void list.reload()}
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
      />
      <RoleFormModal mode={formMode} onSubmit={save} onClose={() => setFormMode(null)} />
      <GrantModal role={granting} onSubmit={grant} onClose={() => setGranting(null)} />
    </>
  );
}
