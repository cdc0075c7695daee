import type { PickUpTaskNewInput } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { App, DatePicker, Empty, Form, Input, Modal, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { waybillApi } from '#web/modules/lms/waybill/index.ts';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { PickUpTextItem } from './PickUpTextItem.tsx';
import { pickUpTaskApi } from './pick-up-task-api.ts';

type Props = { open: boolean; staff: boolean; onClose: () => void; onCreated: () => void };
type Values = Omit<PickUpTaskNewInput, 'plannedTime' | 'waybillIds'> & { plannedTime: Dayjs };

/** Ordered waybills that may be picked up (at most one page of 200, newest first). */
const ORDERED_PAGE = 200;

/**
 * New pick-up task: staff choose the customer first; then the ordered waybills to collect, the
 * pick-up address, contact, phone and planned time.
 */
export function NewPickUpTaskDialog({ open, staff, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [customerId, setCustomerId] = useState<string | undefined>();
  const [selected, setSelected] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const ordered = useQuery({
    queryKey: ['lmsPickUpTask', 'ordered', customerId],
    queryFn: () =>
      waybillApi.search({
        page: 1,
        size: ORDERED_PAGE,
        criteria: { status: ['order'], ...(customerId ? { customerId } : {}) },
        sort: [{ field: 'orderTime', order: 'desc' }],
      }),
    enabled: open && (!staff || Boolean(customerId)),
  });

  const close = () => {
    form.resetFields();
    setSelected([]);
    setCustomerId(undefined);
    onClose();
  };
  // empty fields show their messages under the fields; nothing is sent until every check passes
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (staff && !customerId) {
      void message.warning(t('waybillTools.pickUp.customerFirst'));
      return;
    }
    if (!values) return;
    if (!selected.length) {
      void message.warning(t('waybillTools.pickUp.pickWaybills'));
      return;
    }
    setSaving(true);
    try {
      const answer = await pickUpTaskApi.newTask({
        ...values,
        customerId: staff ? customerId : undefined,
        waybillIds: selected,
        plannedTime: values.plannedTime.toISOString(),
      });
      void message.success(t('waybillTools.pickUp.created', { taskNo: answer.taskNo }));
      onCreated();
      close();
    } catch {
      // the request layer showed the refusal
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('waybillTools.pickUp.newTask')}
      width={860}
      onCancel={close}
      onOk={() => void submit()}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'pick-up-new-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ plannedTime: dayjs().add(1, 'day').startOf('hour') }}
      >
        {staff && (
          <Form.Item label={t('waybillTools.pickUp.customer')} required>
            <RefSelect
              entity="customer"
              value={customerId}
              onChange={(v) => {
                setCustomerId(v as string | undefined);
                setSelected([]);
              }}
              data-testid="pick-up-customer"
            />
          </Form.Item>
        )}
        <Form.Item label={t('waybillTools.pickUp.pickWaybills')} required>
          {staff && !customerId ? (
            <Empty description={t('waybillTools.pickUp.customerFirst')} />
          ) : (
            <Table
              size="small"
              rowKey="id"
              loading={ordered.isFetching}
              dataSource={ordered.data?.records ?? []}
              pagination={false}
              scroll={{ y: 220 }}
              locale={{ emptyText: t('waybillTools.pickUp.noOrderedWaybills') }}
              rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
              columns={[
                { title: t('waybillTools.pickUp.waybillNo'), dataIndex: 'waybillNo' },
                { title: t('waybillTools.pickUp.customerNo'), dataIndex: 'customerNo' },
                { title: t('waybillTools.pickUp.pieceCount'), dataIndex: 'pieceCount', width: 80 },
                {
                  title: t('waybillTools.pickUp.estimatedWeight'),
                  dataIndex: 'orderActualWeight',
                  width: 140,
                },
              ]}
              data-testid="pick-up-waybills"
            />
          )}
        </Form.Item>
        <PickUpTextItem name="address" max={200} required>
          <Input data-testid="pick-up-address" />
        </PickUpTextItem>
        <PickUpTextItem name="contact" max={35} required>
          <Input data-testid="pick-up-contact" />
        </PickUpTextItem>
        <PickUpTextItem name="phone" max={30} required>
          <Input data-testid="pick-up-phone" />
        </PickUpTextItem>
        <Form.Item
          name="plannedTime"
          label={t('waybillTools.pickUp.plannedTime')}
          rules={[
            {
              ...rules.required(t('waybillTools.pickUp.plannedTime')),
              whitespace: false,
              type: 'object' as const,
            },
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" data-testid="pick-up-time" />
        </Form.Item>
        <PickUpTextItem name="remark" max={500}>
          <Input.TextArea rows={2} />
        </PickUpTextItem>
      </Form>
    </Modal>
  );
}
