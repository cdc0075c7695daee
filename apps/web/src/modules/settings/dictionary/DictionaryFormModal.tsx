import type { Language } from '@freightdesk/domain';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dictionary, DictionaryInput } from './dictionary-api.ts';

export const NAME_KEYS: readonly [Language, 'nameZh' | 'nameEn' | 'nameVi'][] = [
  ['zh-CN', 'nameZh'],
  ['en-US', 'nameEn'],
  ['vi-VN', 'nameVi'],
];

export type FormMode = { kind: 'create' } | { kind: 'edit'; dictionary: Dictionary };

type FormValues = { number: string; type: string; nameZh: string; nameEn: string; nameVi: string };

/** Creates or edits a dictionary (number, type, names in the three languages). */
export function DictionaryFormModal({
  mode,
  onClose,
  onSubmit,
}: {
  mode: FormMode | null;
  onClose: () => void;
  onSubmit: (mode: FormMode, input: DictionaryInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!mode) return;
    form.resetFields();
    if (mode.kind === 'edit') {
      const d = mode.dictionary;
      form.setFieldsValue({
        number: d.number,
        type: d.type,
        nameZh: d.names['zh-CN'],
        nameEn: d.names['en-US'],
        nameVi: d.names['vi-VN'],
      });
    }
  }, [mode, form]);

  const submit = async () => {
    if (!mode) return;
    const v = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit(mode, {
        number: v.number,
        type: v.type,
        name: { 'zh-CN': v.nameZh, 'en-US': v.nameEn, 'vi-VN': v.nameVi },
      });
      onClose();
    } catch {
      // the request layer showed the reason
    } finally {
      setSaving(false);
    }
  };

  const required = [{ required: true, whitespace: true, message: t('dictionary.required') }];
  return (
    <Modal
      open={mode !== null}
      title={mode?.kind === 'edit' ? t('dictionary.editTitle') : t('dictionary.createTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'dictionary-form-submit' }}
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="dictionary-form">
        <Form.Item name="number" label={t('dictionary.number')} rules={required}>
          <Input maxLength={64} data-testid="dictionary-form-number" />
        </Form.Item>
        <Form.Item name="type" label={t('dictionary.type')} rules={required}>
          <Input maxLength={64} data-testid="dictionary-form-type" />
        </Form.Item>
        {NAME_KEYS.map(([lang, key]) => (
          <Form.Item key={lang} name={key} label={t(`dictionary.${key}`)} rules={required}>
            <Input maxLength={100} data-testid={`dictionary-form-${key}`} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
