import {
  WORK_ORDER_BILL_TYPE_LABELS,
  WORK_ORDER_BILL_TYPES,
  WORK_ORDER_LIMITS,
  WORK_ORDER_MAIN_TYPE_LABELS,
  WORK_ORDER_MAIN_TYPES,
  WORK_ORDER_URGENCIES,
  WORK_ORDER_URGENCY_LABELS,
} from '@freightdesk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Col, Form, Input, Modal, Radio, Row, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { FilesInput } from '#web/components/upload/FilesInput.tsx';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { randomId } from '#web/shell/request/headers.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { refreshWorkOrders } from '../use-work-order-actions.ts';
import { workOrderApi, workOrderKeys } from '../work-order-api.ts';
import { ClaimFields } from './ClaimFields.tsx';
import { type BillLink, type CreateValues, createPayload } from './create-values.ts';

type Props = {
  /** The document the order is about (prefilled from the waybill drawer or list). */
  bill?: BillLink | undefined;
  onDone?: (created: { id: string; code: string }) => void;
  onClose: () => void;
};

/**
 * "Raise a work order": types, urgency, title, description, the linked document, attachments; staff
 * also choose the customer (none = internal), visibility to the customer, detain and the claim's
 * responsible party. One request key per opening, so a repeated OK makes one order.
 */
export function CreateWorkOrderDialog({ bill, onDone, onClose }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const client = useQueryClient();
  const staff = useSession().userType === 'staff';
  const [form] = Form.useForm<CreateValues>();
  const [requestKey] = useState(randomId);
  const mainType = Form.useWatch('mainType', form);
  const types = useQuery({
    queryKey: [...workOrderKeys.types, 'enabled'],
    queryFn: () => workOrderApi.types(true),
  });
  const f = (key: string) => t(`workOrder.fields.${key}`);

  const { busy, submit } = useFormSubmit(form, async (values) => {
    const made = await workOrderApi.create(createPayload(values, { staff, bill, requestKey }));
    void message.success(t('workOrder.created', { code: made.code }));
    await refreshWorkOrders(client);
    onDone?.(made);
    onClose();
  });

  return (
    <Modal
      open
      title={t('workOrder.actions.create')}
      width={720}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'work-order-create-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form<CreateValues>
        form={form}
        layout="vertical"
        initialValues={{ urgencyLevel: 0, billType: bill?.billType ?? 'waybill', billNo: bill?.billNo }}
        onValuesChange={(changed) => 'mainType' in changed && form.setFieldValue('secondType', undefined)}
        data-testid="work-order-create-form"
      >
        {staff ? (
          <Form.Item name="customerId" label={f('customer')} extra={t('workOrder.internalHint')}>
            <RefSelect entity="customer" data-testid="work-order-create-customer" />
          </Form.Item>
        ) : null}
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="mainType" label={f('mainType')} rules={[rules.required(f('mainType'))]}>
              <Select
                options={WORK_ORDER_MAIN_TYPES.map((v) => ({
                  value: v,
                  label: WORK_ORDER_MAIN_TYPE_LABELS[v][lang],
                }))}
                data-testid="work-order-create-main-type"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="secondType" label={f('secondType')}>
              <Select
                allowClear
                loading={types.isFetching}
                options={(types.data ?? [])
                  .filter((x) => !mainType || x.mainType === mainType)
                  .map((x) => ({ value: x.code, label: x.label }))}
                data-testid="work-order-create-second-type"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="urgencyLevel" label={f('urgencyLevel')}>
          <Radio.Group
            options={WORK_ORDER_URGENCIES.map((v) => ({
              value: v,
              label: WORK_ORDER_URGENCY_LABELS[v][lang],
            }))}
            data-testid="work-order-create-urgency"
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={f('title')}
          rules={[rules.required(f('title')), rules.max(f('title'), WORK_ORDER_LIMITS.title)]}
        >
          <Input data-testid="work-order-create-title" />
        </Form.Item>
        <Form.Item
          name="description"
          label={f('description')}
          rules={[
            rules.required(f('description')),
            rules.max(f('description'), WORK_ORDER_LIMITS.description),
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} data-testid="work-order-create-description" />
        </Form.Item>
        <Row gutter={12}>
          <Col span={10}>
            <Form.Item name="billType" label={f('billType')}>
              <Select
                options={WORK_ORDER_BILL_TYPES.map((v) => ({
                  value: v,
                  label: WORK_ORDER_BILL_TYPE_LABELS[v][lang],
                }))}
                data-testid="work-order-create-bill-type"
              />
            </Form.Item>
          </Col>
          <Col span={14}>
            <Form.Item
              name="billNo"
              label={f('billNo')}
              rules={[rules.max(f('billNo'), WORK_ORDER_LIMITS.billNo)]}
            >
              <Input allowClear data-testid="work-order-create-bill-no" />
            </Form.Item>
          </Col>
        </Row>
        {mainType === 3 ? <ClaimFields staff={staff} /> : null}
        <Form.Item name="attachmentFiles" label={f('attachments')}>
          <FilesInput
            testId="work-order-create-files"
            config={{ max: WORK_ORDER_LIMITS.attachments }}
            lang={lang}
            disabled={busy}
          />
        </Form.Item>
        {staff ? (
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="isPublic" label={f('isPublic')} valuePropName="checked">
                <Switch data-testid="work-order-create-public" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="triggersDetain" label={f('isDetain')} valuePropName="checked">
                <Switch data-testid="work-order-create-detain" />
              </Form.Item>
            </Col>
          </Row>
        ) : null}
      </Form>
    </Modal>
  );
}
