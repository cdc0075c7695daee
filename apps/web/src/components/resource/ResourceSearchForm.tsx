import { SearchOutlined } from '@ant-design/icons';
import type { EntityDef } from '@freightdesk/domain';
import { Button, Card, Col, Form, Input, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { KEYWORD_PARAM, keywordFields, searchFields } from './entity-list-view.ts';
import { SearchControl } from './SearchControl.tsx';
import type { ListViewResult } from './use-list-view.ts';

type Props = {
  entity: EntityDef;
  /** The list (`useListView` on the entity's view): its form shows what the URL holds. */
  list: Pick<ListViewResult<unknown>, 'search'>;
};

/**
 * The search form of an entity list: a keyword box over its keyword fields, then one control per
 * searchable field. Enter in a text box searches (the form submits); both go back to page 1.
 */
export function ResourceSearchForm({ entity, list }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { form, onSearch, onReset } = list.search;
  const keyword = keywordFields(entity);
  const fields = searchFields(entity);

  if (!keyword.length && !fields.length) return null;
  return (
    <Card size="small">
      <Form
        form={form}
        layout="vertical"
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
