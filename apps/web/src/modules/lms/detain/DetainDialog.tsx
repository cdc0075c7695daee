import { DETAIN_TYPE_OPTIONS, type DetainType } from '@freightdesk/domain';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { splitNumbers } from './detain-api.ts';

export type DetainValues = { waybillNos: string[]; detainType: DetainType; reason: string };

/** Asks the waybill numbers, the detain type and the reason (all required). */
export function DetainDialog(props: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onDetain: (v: DetainValues) => void;
}) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const [form] = Form.useForm<{ nos: string; detainType: DetainType; reason: string }>();
  useEffect(() => {
    if (props.open) form.resetFields();
  }, [props.open, form]);
  return (
    <Modal
      open={props.open}
      title={t('detain.detain')}
      okButtonProps={{ loading: props.busy, 'data-testid': 'detain-ok' }}
      onCancel={props.onCancel}
      onOk={() =>
        void form.validateFields().then((v) =>
          props.onDetain({
            waybillNos: splitNumbers(v.nos),
            detainType: v.detainType,
            reason: v.reason.trim(),
          }),
        )
      }
    >
      <Form form={form} layout="vertical">
        <Form.Item name="nos" label={t('detain.detainNos')} rules={[{ required: true, whitespace: true }]}>
          <Input.TextArea rows={3} data-testid="detain-nos" />
        </Form.Item>
        <Form.Item name="detainType" label={t('detain.detainType')} rules={[{ required: true }]}>
          <Select
            options={DETAIN_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label[lang] }))}
            data-testid="detain-type"
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('detain.reason')}
          rules={[{ required: true, whitespace: true, max: 500 }]}
        >
          <Input.TextArea rows={3} maxLength={500} data-testid="detain-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
