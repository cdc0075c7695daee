import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { PickUpTextItem } from './PickUpTextItem.tsx';
import { type PickUpTaskRow, pickUpTaskApi } from './pick-up-task-api.ts';

type Props = { task: PickUpTaskRow | null; onClose: () => void; onDone: () => void };
type Values = { vehicleId?: string; driverName: string; driverPhone?: string };

/** Dispatch: assigns a driver (and a vehicle) to a pick-up task. */
export function AssignDialog({ task, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!task) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await pickUpTaskApi.assign({ id: task.id, ...values });
      void message.success(t('common.success'));
      onDone();
      onClose();
    } catch {
      // the request layer showed the refusal
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={Boolean(task)}
      title={t('waybillTools.pickUp.assignTitle', { taskNo: task?.taskNo ?? '' })}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          driverName: task?.driverName ?? undefined,
          driverPhone: task?.driverPhone ?? undefined,
        }}
      >
        <Form.Item name="vehicleId" label={t('waybillTools.pickUp.vehicle')}>
          <RefSelect entity="vehicle" />
        </Form.Item>
        <PickUpTextItem name="driverName" labelKey="driver" max={35} required>
          <Input />
        </PickUpTextItem>
        <PickUpTextItem name="driverPhone" max={30}>
          <Input />
        </PickUpTextItem>
      </Form>
    </Modal>
  );
}
