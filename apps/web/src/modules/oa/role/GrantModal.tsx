import type { PermissionNode } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Empty, Modal, Spin, Tree, type TreeDataNode } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { toggleGrant } from './grant-tree.ts';
import { permissionLabel, permissionLabels } from './permission-label.ts';
import { permissionTree, type Role, roleKeys, rolePermissions } from './role-api.ts';

type Props = {
  role: Role | null;
  onSubmit: (role: Role, permissions: string[]) => Promise<unknown>;
  onClose: () => void;
};

/** The permissions of a role as a tree; each code is granted on its own (see {@link toggleGrant}). */
export function GrantModal({ role, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const tree = useQuery({
    queryKey: roleKeys.tree,
    queryFn: permissionTree,
    enabled: role !== null,
    staleTime: Infinity,
  });
  const held = useQuery({
    queryKey: roleKeys.permissions(role?.id ?? ''),
    queryFn: () => rolePermissions(role!.id),
    enabled: role !== null,
  });
  const [granted, setGranted] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (held.data) setGranted(held.data);
  }, [held.data]);

  const labels = permissionLabels(lang, t('permission', { returnObjects: true }) as Record<string, string>);
  const actions = t('permissionAction', { returnObjects: true }) as Record<string, string>;
  const toData = (nodes: readonly PermissionNode[], parent?: string): TreeDataNode[] =>
    nodes.map((n) => ({
      key: n.code,
      title: (
        <span data-testid={`grant-node-${n.code}`}>{permissionLabel(n.code, parent, labels, actions)}</span>
      ),
      children: n.children ? toData(n.children, n.code) : undefined,
    }));

  const submit = async () => {
    if (!role) return;
    setSaving(true);
    try {
      await onSubmit(role, granted);
      onClose();
    } catch (e) {
      if (!isApiError(e)) throw e;
    } finally {
      setSaving(false);
    }
  };

  let body = <Spin />;
  if (tree.data && held.data) {
    body =
      tree.data.length === 0 ? (
        <Empty />
      ) : (
        <Tree
          checkable
          checkStrictly
          selectable={false}
          defaultExpandAll
          treeData={toData(tree.data)}
          checkedKeys={granted}
          onCheck={(_, info) =>
            setGranted(toggleGrant(tree.data, granted, String(info.node.key), info.checked))
          }
          data-testid="grant-tree"
        />
      );
  } else if (tree.isError || held.isError) body = <Empty />;

  return (
    <Modal
      open={role !== null}
      title={role ? t('role.grantTitle', { name: role.displayName }) : ''}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !held.data, 'data-testid': 'grant-submit' }}
      confirmLoading={saving}
      destroyOnHidden
      width={560}
      styles={{ body: { maxHeight: '60vh', overflow: 'auto' } }}
    >
      {body}
    </Modal>
  );
}
