import { USER_API } from '@freightdesk/domain';
import { App, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityRecord } from '#web/components/resource/resource-types.ts';
import { DataScopeGrants } from '#web/modules/oa/role/index.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

type Props = { target: EntityRecord | null; onClose: () => void; onSaved: () => void };

/**
 * An employee's own data scope grants (`USER_API.updateDataScopes`), replacing the role's; none
 * chosen: the role's again.
 */
export function EmployeeDataScopeModal({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [codes, setCodes] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const own = target?.dataScopes;
    setCodes(Array.isArray(own) ? own.map(String) : []);
  }, [target]);
  const submit = async () => {
    if (!target) return;
    setSaving(true);
    try {
      await callEndpoint(USER_API.updateDataScopes, {
        userId: target.id,
        dataScopes: codes.length ? codes : null,
      });
      void message.success(t('dataScope.saved'));
      onSaved();
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={target !== null}
      title={t('dataScope.userTitle', { name: String(target?.name ?? '') })}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ 'data-testid': 'employee-data-scope-submit' }}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('dataScope.grants')}>
          <DataScopeGrants
            value={codes}
            onChange={setCodes}
            placeholder={t('dataScope.useRole')}
            testId="employee-data-scopes"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
