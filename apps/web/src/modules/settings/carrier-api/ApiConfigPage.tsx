import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { API_CONFIG_ENTITIES, type ApiConfigKind } from '@freightdesk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '#web/components/resource/ResourcePage.tsx';
import { resourceKeys } from '#web/components/resource/resource-api.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { ApiConfigFormModal, type ApiConfigFormMode, SECRET_SET, short } from './ApiConfigFormModal.tsx';
import { listApiTypes } from './carrier-api-api.ts';

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
  const [lang] = useLanguage();
  const types = useQuery({ queryKey: ['basic', kind, 'apiTypes'], queryFn: () => listApiTypes(kind) });
  const typeOf = (code: unknown) => types.data?.find((x) => x.code === code);
  // the type by its connector's name, the credentials by their fields' labels (a secret only as "set")
  const credentialsText = (record: Record<string, unknown>) => {
    const type = typeOf(record.apiType);
    const values = (record.credentials ?? {}) as Record<string, string | null>;
    return (type?.credentialFields ?? [])
      .filter((f) => values[f.key])
      .map(
        (f) =>
          `${f.label[short(lang)]}: ${values[f.key] === SECRET_SET ? t('carrierApi.secretTag') : values[f.key]}`,
      )
      .join(' · ');
  };
  return (
    <>
      <ResourcePage
        entity={entity}
        overrides={{
          columns: {
            apiType: { render: (r) => typeOf(r.apiType)?.name[short(lang)] ?? String(r.apiType ?? '') },
            credentials: { render: credentialsText },
          },
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
