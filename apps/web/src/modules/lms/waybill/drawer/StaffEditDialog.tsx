import { ADDRESS_TYPE_OPTIONS, type WaybillUpdateInput } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Col, Divider, Form, Input, Modal, Row, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawerApi, drawerKeys } from './drawer-api.ts';
import { useDrawer, useFieldLabel } from './drawer-context.tsx';

const ADDRESS = [
  'name',
  'company',
  'phone',
  'email',
  'countryCode',
  'state',
  'city',
  'postcode',
  'address1',
  'address2',
  'address3',
  'taxType1',
  'taxNo1',
  'taxType2',
  'taxNo2',
] as const;
const REQUIRED = new Set(['name', 'countryCode', 'address1']);
const INVOICE = [
  'declareValue',
  'declareCurrency',
  'declareFreightFee',
  'declareInsuranceFee',
  'declareOtherFee',
  'invoiceRemark',
] as const;

/**
 * The staff edit of a waybill (holders of `lms/service/waybill/list:update`): sender, recipient,
 * invoice, order remark and customer numbers, saved with the version read here; the server refuses
 * a sent waybill or a stale version with its message and the dialog stays open.
 */
export function StaffEditDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { lang, changed } = useDrawer();
  const label = useFieldLabel();
  const [form] = Form.useForm<WaybillUpdateInput>();
  const [saving, setSaving] = useState(false);
  const current = useQuery({
    queryKey: drawerKeys.updateForm(id),
    queryFn: () => drawerApi.updateForm(id),
    gcTime: 0,
  });
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await drawerApi.update({ ...values, id, version: current.data!.version });
      message.success(t('waybillDrawer.saved'));
      changed();
      onClose();
    } catch {
      // the request layer showed the refusal
    } finally {
      setSaving(false);
    }
  };
  const required = (key: string, group: 'sender' | 'recipient') =>
    REQUIRED.has(key) || (group === 'recipient' && key === 'city');
  const address = (group: 'sender' | 'recipient') => (
    <Row gutter={12}>
      {ADDRESS.map((key) => (
        <Col span={8} key={key}>
          <Form.Item
            name={[group, key]}
            label={label(key)}
            rules={required(key, group) ? [{ required: true, whitespace: true }] : []}
          >
            <Input
              maxLength={key.startsWith('address') || key === 'name' || key === 'company' ? 35 : 100}
              data-testid={`edit-${group}-${key}`}
            />
          </Form.Item>
        </Col>
      ))}
      {group === 'recipient' ? (
        <Col span={8}>
          <Form.Item name={['recipient', 'addressType']} label={label('addressType')}>
            <Select options={ADDRESS_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label[lang] }))} />
          </Form.Item>
        </Col>
      ) : null}
    </Row>
  );
  return (
    <Modal
      open
      width={960}
      title={t('waybillDrawer.editDialog.title', { no: current.data?.waybillNo ?? '' })}
      onCancel={onClose}
      onOk={save}
      okText={t('waybillDrawer.save')}
      cancelText={t('waybillDrawer.cancel')}
      okButtonProps={{ loading: saving, disabled: !current.data, 'data-testid': 'edit-save' }}
      destroyOnHidden
    >
      {current.data ? (
        <Form
          form={form}
          layout="vertical"
          initialValues={current.data}
          size="small"
          data-testid="waybill-edit-form"
        >
          <Alert
            type="info"
            showIcon
            title={t('waybillDrawer.editDialog.onlyBeforeSend')}
            style={{ marginBottom: 12 }}
          />
          <Row gutter={12}>
            <Col span={8}>
              <Form.Item name="customerNo" label={label('customerNo')}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="customerExtraNo" label={label('customerExtraNo')}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="orderRemark" label={label('orderRemark')}>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">{t('waybillDrawer.sections.sender')}</Divider>
          {address('sender')}
          <Divider titlePlacement="start">{label('recipient')}</Divider>
          {address('recipient')}
          <Divider titlePlacement="start">{t('waybillDrawer.sections.invoice')}</Divider>
          <Row gutter={12}>
            {INVOICE.map((key) => (
              <Col span={8} key={key}>
                <Form.Item
                  name={['invoice', key]}
                  label={label(key)}
                  rules={key === 'declareValue' ? [{ required: true, whitespace: true }] : []}
                >
                  <Input maxLength={key === 'invoiceRemark' ? 200 : 20} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Form>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
