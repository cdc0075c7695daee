import { EditOutlined, KeyOutlined, TeamOutlined } from '@ant-design/icons';
import { actionPermission, customer } from '@freightdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { ResourcePage } from '#web/components/resource/ResourcePage.tsx';
import type { EntityRecord, ResourceButton } from '#web/components/resource/resource-types.ts';
import { ApiKeyDialog } from './ApiKeyDialog.tsx';
import { BatchUpdateDialog } from './BatchUpdateDialog.tsx';
import { CustomerUsersDialog } from './CustomerUsersDialog.tsx';
import { generateApiKey } from './customer-api.ts';

const named = (r: EntityRecord) => ({ id: r.id, name: String(r.name ?? r.code ?? '') });

/** CRM → customers: the generated list plus API key, batch update and the customer's users. */
export function CustomerPage() {
  const { t } = useTranslation();
  const [apiKey, setApiKey] = useState<{ key: string; customerName: string } | null>(null);
  const [batchIds, setBatchIds] = useState<string[] | null>(null);
  const [usersOf, setUsersOf] = useState<{ id: string; name: string } | null>(null);
  const [reloadList, setReloadList] = useState<() => Promise<void>>(() => async () => undefined);

  const buttons: ResourceButton[] = [
    {
      key: 'generateApiKey',
      label: t('crmCustomer.generateApiKey'),
      icon: <KeyOutlined />,
      permission: `${customer.permission}:generateApiKey`,
      selection: 'one',
      run: async ({ rows, reload }) => {
        const { id, name } = named(rows[0]!);
        if (!(await confirmDialog({ content: t('crmCustomer.generateApiKeyConfirm', { name }) }))) return;
        const answer = await generateApiKey(id);
        setApiKey({ key: answer.customerKey, customerName: name });
        await reload();
      },
    },
    {
      key: 'batchUpdate',
      label: t('crmCustomer.batchUpdate'),
      icon: <EditOutlined />,
      permission: `${customer.permission}:batchUpdate`,
      selection: 'some',
      run: ({ rows, reload }) => {
        setReloadList(() => reload);
        setBatchIds(rows.map((r) => r.id));
      },
    },
    {
      key: 'users',
      label: t('crmCustomer.users'),
      icon: <TeamOutlined />,
      permission: actionPermission(customer, 'update'),
      selection: 'one',
      run: ({ rows }) => setUsersOf(named(rows[0]!)),
    },
  ];

  return (
    <>
      <ResourcePage entity={customer} overrides={{ buttons }} />
      <ApiKeyDialog shown={apiKey} onClose={() => setApiKey(null)} />
      <BatchUpdateDialog ids={batchIds} onClose={() => setBatchIds(null)} onDone={() => reloadList()} />
      <CustomerUsersDialog customer={usersOf} onClose={() => setUsersOf(null)} />
    </>
  );
}
