import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Modal, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, confirmTexts } from '#web/components/confirm/confirm-dialog.tsx';
import { isApiError } from '#web/shell/request/api-error.ts';
import {
  addCustomerUser,
  type CustomerUser,
  customerUserKeys,
  listCustomerUsers,
  resetCustomerUserPassword,
  setCustomerUserEnabled,
} from './customer-api.ts';
import { AddUserModal, ResetPasswordModal } from './UserForms.tsx';

type Props = {
  /** The customer whose users are shown; open while not null. */
  customer: { id: string; name: string } | null;
  onClose: () => void;
};

/** The users of one customer: add one with a password, reset a password, enable or disable. */
export function CustomerUsersDialog({ customer, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<CustomerUser | null>(null);
  const customerId = customer?.id ?? '';
  const users = useQuery({
    queryKey: customerUserKeys.list(customerId),
    queryFn: () => listCustomerUsers(customerId),
    enabled: customer !== null,
  });
  const reload = () => client.invalidateQueries({ queryKey: customerUserKeys.list(customerId) });
  const done = async () => {
    void message.success(t('common.success'));
    await reload();
  };

  const toggle = async (user: CustomerUser) => {
    const enable = !user.enabled;
    if (!(await confirmDialog({ content: enable ? confirmTexts.enable() : confirmTexts.disable() }))) return;
    try {
      await setCustomerUserEnabled(user.id, enable);
      await done();
    } catch (e) {
      if (!isApiError(e)) throw e;
    }
  };

  return (
    <Modal
      open={customer !== null}
      title={t('crmCustomer.usersTitle', { name: customer?.name ?? '' })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      width={860}
      destroyOnHidden
      data-testid="customer-users-dialog"
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setAdding(true)}
          data-testid="customer-users-add"
        >
          {t('crmCustomer.addUser')}
        </Button>
        <Table<CustomerUser>
          rowKey="id"
          size="small"
          loading={users.isFetching}
          dataSource={users.data ?? []}
          pagination={false}
          data-testid="customer-users-table"
          columns={[
            { key: 'username', title: t('crmCustomer.username'), dataIndex: 'username' },
            { key: 'name', title: t('crmCustomer.name'), dataIndex: 'name' },
            { key: 'email', title: t('crmCustomer.email'), dataIndex: 'email' },
            { key: 'mobile', title: t('crmCustomer.mobile'), dataIndex: 'mobile' },
            {
              key: 'enabled',
              title: t('crmCustomer.enabled'),
              render: (_, u) => (
                <Tag color={u.enabled ? 'green' : 'default'}>
                  {u.enabled ? t('crmCustomer.yes') : t('crmCustomer.no')}
                </Tag>
              ),
            },
            {
              key: 'createdAt',
              title: t('crmCustomer.createdAt'),
              render: (_, u) => dayjs(u.createdAt).format('YYYY-MM-DD HH:mm'),
            },
            {
              key: 'actions',
              title: t('common.actions'),
              render: (_, u) => (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setResetting(u)}
                    data-testid={`user-reset-${u.username}`}
                  >
                    {t('crmCustomer.resetPassword')}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    danger={u.enabled}
                    onClick={() => void toggle(u)}
                    data-testid={`user-toggle-${u.username}`}
                  >
                    {u.enabled ? t('crmCustomer.disable') : t('crmCustomer.enable')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Space>
      <AddUserModal
        open={adding}
        onClose={() => setAdding(false)}
        onSubmit={async (values) => {
          await addCustomerUser({ ...values, customerId });
          await done();
        }}
      />
      <ResetPasswordModal
        username={resetting?.username ?? null}
        onClose={() => setResetting(null)}
        onSubmit={async (password) => {
          await resetCustomerUserPassword(resetting!.id, password);
          await done();
        }}
      />
    </Modal>
  );
}
