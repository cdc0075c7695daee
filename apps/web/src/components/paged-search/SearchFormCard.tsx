import { Button, Card, Col, Form, type FormInstance, type FormItemProps, Row, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props<T> = {
  form: FormInstance<T>;
  onSearch: (values: T) => void;
  /** Called after the form's fields are reset. */
  onReset: () => void;
  /** Test id of the search button. */
  submitTestId: string;
  /** Test id of the form. */
  testId?: string;
  /** The criteria, as `SearchItem`s. */
  children: ReactNode;
};

/**
 * The search form above a custom list screen: a card holding one row of criteria and the
 * Search / Reset buttons. Enter in a text box searches (the form submits).
 */
export function SearchFormCard<T>({ form, onSearch, onReset, submitTestId, testId, children }: Props<T>) {
  const { t } = useTranslation();
  return (
    <Card size="small">
      <Form form={form} layout="vertical" onFinish={onSearch} data-testid={testId}>
        <Row gutter={16}>{children}</Row>
        <Space>
          <Button type="primary" htmlType="submit" data-testid={submitTestId}>
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            {t('common.reset')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

type ItemProps = Pick<FormItemProps, 'name' | 'label' | 'rules'> & {
  /** Columns (of 24) on a medium screen. */
  md?: number;
  /** Columns (of 24) on a large screen. */
  lg?: number;
  children: ReactNode;
};

/** One criterion of a `SearchFormCard`: a labelled form item in a responsive column. */
export function SearchItem({ name, label, rules, md = 8, lg = 6, children }: ItemProps) {
  return (
    <Col xs={24} md={md} lg={lg}>
      <Form.Item name={name} label={label} rules={rules}>
        {children}
      </Form.Item>
    </Col>
  );
}
