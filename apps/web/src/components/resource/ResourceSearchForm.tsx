import { SearchOutlined } from '@ant-design/icons';
import type { EntityDef } from '@freightdesk/domain';
import { Button, Card, Col, Form, Input, Row, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import type { SearchValues } from './resource-types.ts';
import { SearchControl } from './SearchControl.tsx';
import { KEYWORD_PARAM, keywordFields, searchFields } from './url-state.ts';

type Props = {
  entity: EntityDef;
  values: SearchValues;
  /** Changes whenever the URL does (the form shows what the URL holds). */
  stateKey: string;
  onSearch: (values: SearchValues) => void;
  onReset: () => void;
};

/**
 * The search form of an entity: a keyword box over its keyword fields, then one control per
 * searchable field. Enter in a text box searches (the form submits).
 */
export function ResourceSearchForm({ entity, values, stateKey, onSearch, onReset }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const [form] = Form.useForm<SearchValues>();
  const keyword = keywordFields(entity);
  const fields = searchFields(entity);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-sync when the URL changes
  useEffect(() => {
    const cleared = Object.fromEntries(
      [KEYWORD_PARAM, ...fields.map(([key]) => key)].map((key) => [key, undefined]),
    );
    form.setFieldsValue({ ...cleared, ...values });
  }, [stateKey, form]);

  if (!keyword.length && !fields.length) return null;
  return (
    <Card size="small">
      <Form
        form={form}
        layout="vertical"
        initialValues={values}
        onFinish={onSearch}
        data-testid="resource-search"
        className="fd-resource-search"
      >
        <Row gutter={16}>
          {keyword.length > 0 && (
            <Col xs={24} sm={12} lg={6}>
              <Form.Item name={KEYWORD_PARAM} label={t('resource.keyword')}>
                <Input
                  allowClear
                  placeholder={keyword.map(([, f]) => f.label[lang]).join(' / ')}
                  data-testid="search-keyword"
                />
              </Form.Item>
            </Col>
          )}
          {fields.map(([key, f]) => (
            <Col key={key} xs={24} sm={12} lg={f.search === 'range' ? 8 : 6}>
              <Form.Item name={key} label={f.label[lang]}>
                <SearchControl fieldKey={key} field={f} lang={lang} />
              </Form.Item>
            </Col>
          ))}
          <Col flex="auto" className="fd-resource-search__buttons">
            <Form.Item label=" ">
              <Space>
                <Button
                  type="primary"
                  htmlType="submit"
                  icon={<SearchOutlined />}
                  data-testid="search-submit"
                >
                  {t('common.search')}
                </Button>
                <Button onClick={onReset} data-testid="search-reset">
                  {t('common.reset')}
                </Button>
              </Space>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
