import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { API_CONFIG_ENTITIES, type ApiConfigKind } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '#web/components/resource/ResourcePage.tsx';
import { resourceKeys } from '#web/components/resource/resource-api.ts';
import { ApiConfigFormModal, type ApiConfigFormMode } from './ApiConfigFormModal.tsx';

/**
 * Settings centre › API › one kind of API configuration: the generated list (search, enable, delete,
 * detail) with its own create and edit, whose credential editor follows the chosen type.
 */
export function ApiConfigPage({ kind }: { kind: ApiConfigKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const entity = API_CONFIG_ENTITIES[kind];
  const [mode, setMode] = useState<ApiConfigFormMode | null>(null);
  return (
    <>
      <ResourcePage
        entity={entity}
        overrides={{
          buttons: [
            {
              key: 'create',
              label: t('common.create'),
              icon: <PlusOutlined />,
              permission: `${entity.permission}:insert`,
              run: () => setMode({ kind: 'create' }),
            },
            {
              key: 'edit',
              label: t('common.edit'),
              icon: <EditOutlined />,
              permission: `${entity.permission}:update`,
              selection: 'one',
              run: ({ rows }) => setMode({ kind: 'edit', record: rows[0]! }),
            },
          ],
        }}
      />
      <ApiConfigFormModal
        kind={kind}
        mode={mode}
        onClose={() => setMode(null)}
        onSaved={async () => {
          void message.success(t('carrierApi.saved'));
          await client.invalidateQueries({ queryKey: resourceKeys.all(entity.name) });
        }}
      />
    </>
  );
}

export const LabelApiPage = () => <ApiConfigPage kind="label" />;
export const TrackApiPage = () => <ApiConfigPage kind="track" />;
export const PriceApiPage = () => <ApiConfigPage kind="price" />;
export const CustomsDeclareApiPage = () => <ApiConfigPage kind="customsDeclare" />;
