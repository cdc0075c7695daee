import { PlusOutlined } from '@ant-design/icons';
import { hasPermission, ORGANIZATION_API, organization } from '@freightdesk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Spin, Tag, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { FormMode } from '#web/components/resource/form-values.ts';
import { ResourceFormDialog } from '#web/components/resource/ResourceFormDialog.tsx';
import { ResourcePage } from '#web/components/resource/ResourcePage.tsx';
import { entityApi, resourceKeys } from '#web/components/resource/resource-api.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { branchIds, findNode, type OrganizationNode } from './organization-tree.ts';

/** Under the entity's query keys, so every write of the list refreshes the tree too. */
const treeKey = [...resourceKeys.all(organization.name), 'tree'] as const;

function treeData(
  nodes: readonly OrganizationNode[],
  typeLabel: (n: OrganizationNode) => string,
): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: (
      <span data-testid={`org-node-${n.code}`}>
        {n.name} <Tag bordered={false}>{typeLabel(n)}</Tag>
      </span>
    ),
    children: treeData(n.children, typeLabel),
  }));
}

/**
 * OA › Organisation (`/oa/organization`): the tree of departments and warehouses next to the
 * generated list. Selecting a unit lists its sub-units; "add sub-unit" opens the form under it.
 */
export function OrganizationScreen() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const session = useSession();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState<FormMode | null>(null);
  const api = useMemo(() => entityApi(organization, lang), [lang]);
  const tree = useQuery({
    queryKey: treeKey,
    queryFn: () => callEndpoint(ORGANIZATION_API.tree),
  });
  const selectedId = params.get('parentId');
  const selected = findNode(tree.data ?? [], selectedId);
  const canInsert = hasPermission(session.permissions, `${organization.permission}:insert`);
  const typeLabel = (n: OrganizationNode) =>
    organization.fields.type.options.find((o) => o.value === n.type)?.label[lang] ?? n.type;

  const select = (id: string | null) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (id) next.set('parentId', id);
    else next.delete('parentId');
    setParams(next, { replace: true });
  };

  return (
    <Row gutter={16} data-testid="organization-screen">
      <Col xs={24} lg={6}>
        <Card
          size="small"
          title={t('organization.tree')}
          extra={
            canInsert && (
              <Button
                size="small"
                icon={<PlusOutlined />}
                disabled={!selected}
                title={selected ? t('organization.addChildOf', { name: selected.name }) : undefined}
                onClick={() => setCreating({ kind: 'create', values: { parentId: selected?.id } })}
                data-testid="org-add-child"
              >
                {t('organization.addChild')}
              </Button>
            )
          }
        >
          <Button type="link" size="small" onClick={() => select(null)} data-testid="org-all">
            {t('organization.all')}
          </Button>
          {tree.isLoading ? (
            <Spin />
          ) : tree.data?.length ? (
            <Tree
              key={tree.dataUpdatedAt}
              blockNode
              defaultExpandedKeys={branchIds(tree.data)}
              selectedKeys={selected ? [selected.id] : []}
              onSelect={(keys) => select(keys.length ? String(keys[0]) : null)}
              treeData={treeData(tree.data, typeLabel)}
              data-testid="org-tree"
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={18}>
        <ResourcePage entity={organization} />
      </Col>
      <ResourceFormDialog
        entity={organization}
        api={api}
        mode={creating}
        onClose={() => setCreating(null)}
        onSaved={() => client.invalidateQueries({ queryKey: resourceKeys.all(organization.name) })}
      />
    </Row>
  );
}
