import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { rules } from '#web/shell/i18n/form-rules.ts';

type Props = {
  open: boolean;
  onAssign: (userId: string) => Promise<boolean>;
  onClose: () => void;
};

/** Assign: pick the staff user who handles the order(s). */
export function AssignDialog({ open, onAssign, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ userId?: string }>();
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.userId) return;
    setBusy(true);
    const done = await onAssign(values.userId).finally(() => setBusy(false));
    if (done) onClose();
  };
  return (
    <Modal
      open={open}
      title={t('workOrder.actions.assign')}
      onOk={() => void ok()}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'work-order-assign-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="userId"
          label={t('workOrder.chooseUser')}
          rules={[rules.required(t('workOrder.fields.assignee'))]}
        >
          <RefSelect entity="employee" data-testid="work-order-assign-user" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
