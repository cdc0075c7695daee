import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rules } from '#web/shell/i18n/form-rules.ts';

type Props = {
  name: string;
  /** The key under `waybillTools.pickUp` of its label (the name when not given). */
  labelKey?: string;
  max: number;
  required?: boolean;
  children: ReactNode;
};

/** A text field of the pick-up dialogs: labelled, at most `max` characters, maybe required. */
export function PickUpTextItem({ name, labelKey = name, max, required, children }: Props) {
  const { t } = useTranslation();
  const label = t(`waybillTools.pickUp.${labelKey}`);
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[...(required ? [rules.required(label)] : []), rules.max(label, max)]}
    >
      {children}
    </Form.Item>
  );
}
