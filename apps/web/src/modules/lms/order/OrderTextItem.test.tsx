import { orderFieldConfigSchema } from '@freightdesk/domain';
import { Form, type FormInstance, Row } from 'antd';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, mount, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { OrderTextItem } from './OrderTextItem.tsx';
import { OrderConfigContext } from './order-config-context.ts';
import { configByField } from './order-config-form.ts';

/** Order form items follow the chosen product's order config: hidden, required, max length, options. */

const config = configByField(
  [
    { field: 'customerNo', required: true, maxLength: 5 },
    { field: 'customerExtraNo', show: false },
    { field: 'orderRemark', allowedOptions: ['FBA', 'EXP'] },
  ].map((c) => orderFieldConfigSchema.parse(c)),
);

let formRef: FormInstance | undefined;
function Harness() {
  const [form] = Form.useForm();
  formRef = form;
  return (
    <OrderConfigContext.Provider value={config}>
      <Form form={form}>
        <Row>
          <OrderTextItem name="customerNo" path="customerNo" label="Customer number" max={50} testId="no" />
          <OrderTextItem
            name="customerExtraNo"
            path="customerExtraNo"
            label="Extra"
            max={50}
            testId="extra"
          />
          <OrderTextItem name="orderRemark" path="orderRemark" label="Remark" max={500} testId="remark" />
          <OrderTextItem
            name="customerReturnCode"
            path="customerReturnCode"
            label="Return"
            max={50}
            testId="free"
          />
        </Row>
      </Form>
    </OrderConfigContext.Provider>
  );
}

let unmount: () => Promise<void>;
beforeAll(prepareDom);
afterEach(async () => unmount());

describe('OrderTextItem under an order config', () => {
  it('hides hidden fields, limits the length, offers the allowed options, asks for required ones', async () => {
    unmount = await mount(<Harness />);
    expect(byTestId('no')?.getAttribute('maxlength')).toBe('5');
    expect(byTestId('free')?.getAttribute('maxlength')).toBe('50');
    expect(byTestId('extra')?.closest('.ant-form-item-hidden, [hidden]')).not.toBeNull();
    expect(byTestId('remark')?.classList.contains('ant-select')).toBe(true);
    expect(document.querySelector('.ant-form-item-required')?.textContent).toContain('Customer number');
    let errors: { name: (string | number)[]; errors: string[] }[] = [];
    await act(async () => {
      errors = await formRef!.validateFields().then(
        () => [],
        (e: { errorFields: typeof errors }) => e.errorFields,
      );
    });
    expect(errors.map((e) => [e.name, e.errors])).toEqual([
      [['customerNo'], ['Customer number cannot be empty']],
    ]);
  });
});
