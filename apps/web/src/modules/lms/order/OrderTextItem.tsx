import type { FormRule } from 'antd';
import { Col, Form, Input, Select } from 'antd';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { useOrderConfig } from './order-config-context.ts';
import { orderFieldProps } from './order-config-form.ts';

/**
 * A text field of the order form under the product's order config (`path`: the field's path in the
 * order, as the template names it): hidden, required, at most its max length, and a select of the
 * allowed options when the template lists them.
 */
export function OrderTextItem({
  name,
  path,
  label,
  max,
  required = false,
  span = 6,
  disabled,
  testId,
}: {
  name: string | (string | number)[];
  path: string;
  label: string;
  max: number;
  required?: boolean;
  span?: number;
  disabled?: boolean;
  testId?: string;
}) {
  const field = orderFieldProps(useOrderConfig(), path, max);
  const checks: FormRule[] = [
    ...(required || field.required ? [rules.required(label)] : []),
    rules.max(label, field.maxLength ?? max),
  ];
  return (
    <Col xs={24} md={span} hidden={field.hidden}>
      <Form.Item name={name} label={label} rules={field.hidden ? [] : checks} hidden={field.hidden}>
        {field.options ? (
          <Select
            allowClear
            disabled={disabled}
            options={field.options.map((o) => ({ value: o, label: o }))}
            data-testid={testId}
          />
        ) : (
          <Input maxLength={field.maxLength ?? max} disabled={disabled} data-testid={testId} />
        )}
      </Form.Item>
    </Col>
  );
}
